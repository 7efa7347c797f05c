; ModuleID = 'tests/programs/nohdr_int128.c'
source_filename = "tests/programs/nohdr_int128.c"
target datalayout = "e-m:o-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "arm64-apple-macosx11.0.0"

@.str = private unnamed_addr constant [15 x i8] c"fib(180) = %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"x/y = %s x%%y = %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"x*y (wrapped) = %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [27 x i8] c"s = %s s/7 = %s s%%7 = %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"shift %d: %s %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"isqrt = %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [14 x i8] c"cmp %d %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [25 x i8] c"to double / 1e30 = %.6f\0A\00", align 1
@.str.8 = private unnamed_addr constant [18 x i8] c"from double = %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [27 x i8] c"from negative double = %s\0A\00", align 1
@.str.10 = private unnamed_addr constant [36 x i8] c"halves %016llx %016llx popcount %d\0A\00", align 1

; Function Attrs: nofree nounwind ssp uwtable(sync)
define noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i8], align 1
  %2 = alloca [64 x i8], align 1
  %3 = alloca [64 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #3
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #3
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #3
  br label %4

4:                                                ; preds = %4, %0
  %5 = phi i128 [ 0, %0 ], [ %7, %4 ]
  %6 = phi i32 [ 0, %0 ], [ %9, %4 ]
  %7 = phi i128 [ 1, %0 ], [ %8, %4 ]
  %8 = add i128 %7, %5
  %9 = add nuw nsw i32 %6, 1
  %10 = icmp eq i32 %9, 180
  br i1 %10, label %11, label %4, !llvm.loop !5

11:                                               ; preds = %4
  %12 = getelementptr inbounds i8, ptr %1, i64 63
  store i8 0, ptr %12, align 1, !tbaa !7
  br label %13

13:                                               ; preds = %13, %11
  %14 = phi i128 [ %7, %11 ], [ %17, %13 ]
  %15 = phi ptr [ %12, %11 ], [ %22, %13 ]
  %16 = freeze i128 %14
  %17 = udiv i128 %16, 10
  %18 = mul i128 %17, 10
  %19 = sub i128 %16, %18
  %20 = trunc nuw nsw i128 %19 to i8
  %21 = or disjoint i8 %20, 48
  %22 = getelementptr inbounds i8, ptr %15, i64 -1
  store i8 %21, ptr %22, align 1, !tbaa !7
  %23 = icmp ult i128 %14, 10
  br i1 %23, label %24, label %13, !llvm.loop !10

24:                                               ; preds = %13
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull %22)
  store i8 0, ptr %12, align 1, !tbaa !7
  br label %26

26:                                               ; preds = %26, %24
  %27 = phi i128 [ 69324642209501905008411043266, %24 ], [ %30, %26 ]
  %28 = phi ptr [ %12, %24 ], [ %35, %26 ]
  %29 = freeze i128 %27
  %30 = udiv i128 %29, 10
  %31 = mul i128 %30, 10
  %32 = sub i128 %29, %31
  %33 = trunc nuw nsw i128 %32 to i8
  %34 = or disjoint i8 %33, 48
  %35 = getelementptr inbounds i8, ptr %28, i64 -1
  store i8 %34, ptr %35, align 1, !tbaa !7
  %36 = icmp ult i128 %27, 10
  br i1 %36, label %37, label %26, !llvm.loop !10

37:                                               ; preds = %26
  %38 = getelementptr inbounds i8, ptr %2, i64 63
  store i8 0, ptr %38, align 1, !tbaa !7
  %39 = getelementptr inbounds i8, ptr %2, i64 62
  store i8 48, ptr %39, align 1, !tbaa !7
  %40 = getelementptr inbounds i8, ptr %2, i64 61
  store i8 57, ptr %40, align 1, !tbaa !7
  %41 = getelementptr inbounds i8, ptr %2, i64 53
  store <8 x i8> <i8 49, i8 49, i8 55, i8 51, i8 52, i8 49, i8 53, i8 53>, ptr %41, align 1, !tbaa !7
  %42 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %35, ptr noundef nonnull %41)
  store i8 0, ptr %12, align 1, !tbaa !7
  br label %43

43:                                               ; preds = %43, %37
  %44 = phi i128 [ -68056473372454064439491505267798329032, %37 ], [ %47, %43 ]
  %45 = phi ptr [ %12, %37 ], [ %52, %43 ]
  %46 = freeze i128 %44
  %47 = udiv i128 %46, 10
  %48 = mul i128 %47, 10
  %49 = sub i128 %46, %48
  %50 = trunc nuw nsw i128 %49 to i8
  %51 = or disjoint i8 %50, 48
  %52 = getelementptr inbounds i8, ptr %45, i64 -1
  store i8 %51, ptr %52, align 1, !tbaa !7
  %53 = icmp ult i128 %44, 10
  br i1 %53, label %54, label %43, !llvm.loop !10

54:                                               ; preds = %43
  %55 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %52)
  store i8 0, ptr %12, align 1, !tbaa !7
  br label %56

56:                                               ; preds = %56, %54
  %57 = phi i128 [ 42346250105716786564631203053715541295, %54 ], [ %60, %56 ]
  %58 = phi ptr [ %12, %54 ], [ %65, %56 ]
  %59 = freeze i128 %57
  %60 = udiv i128 %59, 10
  %61 = mul i128 %60, 10
  %62 = sub i128 %59, %61
  %63 = trunc nuw nsw i128 %62 to i8
  %64 = or disjoint i8 %63, 48
  %65 = getelementptr inbounds i8, ptr %58, i64 -1
  store i8 %64, ptr %65, align 1, !tbaa !7
  %66 = icmp ult i128 %57, 10
  br i1 %66, label %67, label %56, !llvm.loop !10

67:                                               ; preds = %56
  %68 = getelementptr inbounds i8, ptr %58, i64 -2
  store i8 45, ptr %68, align 1, !tbaa !7
  store i8 0, ptr %38, align 1, !tbaa !7
  br label %69

69:                                               ; preds = %69, %67
  %70 = phi i128 [ 6049464300816683794947314721959363042, %67 ], [ %73, %69 ]
  %71 = phi ptr [ %38, %67 ], [ %78, %69 ]
  %72 = freeze i128 %70
  %73 = udiv i128 %72, 10
  %74 = mul i128 %73, 10
  %75 = sub i128 %72, %74
  %76 = trunc nuw nsw i128 %75 to i8
  %77 = or disjoint i8 %76, 48
  %78 = getelementptr inbounds i8, ptr %71, i64 -1
  store i8 %77, ptr %78, align 1, !tbaa !7
  %79 = icmp ult i128 %70, 10
  br i1 %79, label %80, label %69, !llvm.loop !10

80:                                               ; preds = %69
  %81 = getelementptr inbounds i8, ptr %71, i64 -2
  store i8 45, ptr %81, align 1, !tbaa !7
  %82 = getelementptr inbounds i8, ptr %3, i64 63
  store i8 0, ptr %82, align 1, !tbaa !7
  %83 = getelementptr inbounds i8, ptr %3, i64 62
  store i8 49, ptr %83, align 1, !tbaa !7
  %84 = getelementptr inbounds i8, ptr %3, i64 61
  store i8 45, ptr %84, align 1, !tbaa !7
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %68, ptr noundef nonnull %81, ptr noundef nonnull %84)
  br label %132

86:                                               ; preds = %161, %86
  %87 = phi i128 [ %97, %86 ], [ 0, %161 ]
  %88 = phi i128 [ %96, %86 ], [ 18446744073709551616, %161 ]
  %89 = sub i128 %88, %87
  %90 = add i128 %89, 1
  %91 = lshr i128 %90, 1
  %92 = add i128 %91, %87
  %93 = udiv i128 -1512366075204170946324983002043881096, %92
  %94 = icmp ugt i128 %92, %93
  %95 = add i128 %92, -1
  %96 = select i1 %94, i128 %95, i128 %88
  %97 = select i1 %94, i128 %87, i128 %92
  %98 = icmp ult i128 %97, %96
  br i1 %98, label %86, label %99, !llvm.loop !11

99:                                               ; preds = %86
  store i8 0, ptr %12, align 1, !tbaa !7
  br label %100

100:                                              ; preds = %100, %99
  %101 = phi i128 [ %97, %99 ], [ %104, %100 ]
  %102 = phi ptr [ %12, %99 ], [ %109, %100 ]
  %103 = freeze i128 %101
  %104 = udiv i128 %103, 10
  %105 = mul i128 %104, 10
  %106 = sub i128 %103, %105
  %107 = trunc nuw nsw i128 %106 to i8
  %108 = or disjoint i8 %107, 48
  %109 = getelementptr inbounds i8, ptr %102, i64 -1
  store i8 %108, ptr %109, align 1, !tbaa !7
  %110 = icmp ult i128 %101, 10
  br i1 %110, label %111, label %100, !llvm.loop !10

111:                                              ; preds = %100
  %112 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %109)
  %113 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  %114 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x4074313850D8820B)
  store i8 0, ptr %12, align 1, !tbaa !7
  br label %115

115:                                              ; preds = %115, %111
  %116 = phi i128 [ 1292304995902001505951230604607488, %111 ], [ %119, %115 ]
  %117 = phi ptr [ %12, %111 ], [ %124, %115 ]
  %118 = freeze i128 %116
  %119 = udiv i128 %118, 10
  %120 = mul i128 %119, 10
  %121 = sub i128 %118, %120
  %122 = trunc nuw nsw i128 %121 to i8
  %123 = or disjoint i8 %122, 48
  %124 = getelementptr inbounds i8, ptr %117, i64 -1
  store i8 %123, ptr %124, align 1, !tbaa !7
  %125 = icmp ult i128 %116, 10
  br i1 %125, label %126, label %115, !llvm.loop !10

126:                                              ; preds = %115
  %127 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %124)
  store i8 0, ptr %12, align 1, !tbaa !7
  %128 = getelementptr inbounds i8, ptr %1, i64 62
  store i8 56, ptr %128, align 1, !tbaa !7
  %129 = getelementptr inbounds i8, ptr %1, i64 54
  store <8 x i8> <i8 45, i8 49, i8 50, i8 51, i8 52, i8 53, i8 54, i8 55>, ptr %129, align 1, !tbaa !7
  %130 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %129)
  %131 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef -81985529216486896, i64 noundef 1089357896855742840, i32 noundef 64)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #3
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #3
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #3
  ret i32 0

132:                                              ; preds = %80, %161
  %133 = phi i32 [ 1, %80 ], [ %164, %161 ]
  %134 = zext nneg i32 %133 to i128
  %135 = lshr i128 -1512366075204170946324983002043881096, %134
  store i8 0, ptr %12, align 1, !tbaa !7
  br label %136

136:                                              ; preds = %136, %132
  %137 = phi i128 [ %135, %132 ], [ %140, %136 ]
  %138 = phi ptr [ %12, %132 ], [ %145, %136 ]
  %139 = freeze i128 %137
  %140 = udiv i128 %139, 10
  %141 = mul i128 %140, 10
  %142 = sub i128 %139, %141
  %143 = trunc nuw nsw i128 %142 to i8
  %144 = or disjoint i8 %143, 48
  %145 = getelementptr inbounds i8, ptr %138, i64 -1
  store i8 %144, ptr %145, align 1, !tbaa !7
  %146 = icmp ult i128 %137, 10
  br i1 %146, label %147, label %136, !llvm.loop !10

147:                                              ; preds = %136
  %148 = ashr i128 -42346250105716786564631203053715541295, %134
  %149 = sub nsw i128 0, %148
  store i8 0, ptr %38, align 1, !tbaa !7
  br label %150

150:                                              ; preds = %150, %147
  %151 = phi i128 [ %149, %147 ], [ %154, %150 ]
  %152 = phi ptr [ %38, %147 ], [ %159, %150 ]
  %153 = freeze i128 %151
  %154 = udiv i128 %153, 10
  %155 = mul i128 %154, 10
  %156 = sub i128 %153, %155
  %157 = trunc nuw nsw i128 %156 to i8
  %158 = or disjoint i8 %157, 48
  %159 = getelementptr inbounds i8, ptr %152, i64 -1
  store i8 %158, ptr %159, align 1, !tbaa !7
  %160 = icmp ult i128 %151, 10
  br i1 %160, label %161, label %150, !llvm.loop !10

161:                                              ; preds = %150
  %162 = getelementptr inbounds i8, ptr %152, i64 -2
  store i8 45, ptr %162, align 1, !tbaa !7
  %163 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %133, ptr noundef nonnull %145, ptr noundef nonnull %162)
  %164 = add nuw nsw i32 %133, 31
  %165 = icmp ult i32 %133, 97
  br i1 %165, label %132, label %86, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind ssp uwtable(sync) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!8, !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
