; ModuleID = 'tests/programs/nohdr_int128.c'
source_filename = "tests/programs/nohdr_int128.c"
target datalayout = "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-apple-macosx10.15.0"

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

; Function Attrs: nofree nounwind ssp uwtable
define noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i8], align 16
  %2 = alloca [64 x i8], align 16
  %3 = alloca [64 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #3
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #3
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #3
  br label %4

4:                                                ; preds = %4, %0
  %5 = phi i128 [ 0, %0 ], [ %18, %4 ]
  %6 = phi i32 [ 0, %0 ], [ %20, %4 ]
  %7 = phi i128 [ 1, %0 ], [ %19, %4 ]
  %8 = add i128 %7, %5
  %9 = add i128 %8, %7
  %10 = add i128 %9, %8
  %11 = add i128 %10, %9
  %12 = add i128 %11, %10
  %13 = add i128 %12, %11
  %14 = add i128 %13, %12
  %15 = add i128 %14, %13
  %16 = add i128 %15, %14
  %17 = add i128 %16, %15
  %18 = add i128 %17, %16
  %19 = add i128 %18, %17
  %20 = add nuw nsw i32 %6, 12
  %21 = icmp eq i32 %20, 180
  br i1 %21, label %22, label %4, !llvm.loop !5

22:                                               ; preds = %4
  %23 = getelementptr inbounds i8, ptr %1, i64 63
  store i8 0, ptr %23, align 1, !tbaa !7
  br label %24

24:                                               ; preds = %24, %22
  %25 = phi i128 [ %18, %22 ], [ %28, %24 ]
  %26 = phi ptr [ %23, %22 ], [ %33, %24 ]
  %27 = freeze i128 %25
  %28 = udiv i128 %27, 10
  %29 = mul i128 %28, 10
  %30 = sub i128 %27, %29
  %31 = trunc nuw nsw i128 %30 to i8
  %32 = or disjoint i8 %31, 48
  %33 = getelementptr inbounds i8, ptr %26, i64 -1
  store i8 %32, ptr %33, align 1, !tbaa !7
  %34 = icmp ult i128 %25, 10
  br i1 %34, label %35, label %24, !llvm.loop !10

35:                                               ; preds = %24
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull %33)
  store i8 0, ptr %23, align 1, !tbaa !7
  br label %37

37:                                               ; preds = %48, %35
  %38 = phi i128 [ 69324642209501905008411043266, %35 ], [ %53, %48 ]
  %39 = phi ptr [ %23, %35 ], [ %52, %48 ]
  %40 = freeze i128 %38
  %41 = udiv i128 %40, 10
  %42 = mul i128 %41, 10
  %43 = sub i128 %40, %42
  %44 = trunc nuw nsw i128 %43 to i8
  %45 = or disjoint i8 %44, 48
  %46 = getelementptr inbounds i8, ptr %39, i64 -1
  store i8 %45, ptr %46, align 1, !tbaa !7
  %47 = icmp ult i128 %38, 10
  br i1 %47, label %54, label %48, !llvm.loop !10

48:                                               ; preds = %37
  %49 = urem i128 %41, 10
  %50 = trunc nuw nsw i128 %49 to i8
  %51 = or disjoint i8 %50, 48
  %52 = getelementptr inbounds i8, ptr %39, i64 -2
  store i8 %51, ptr %52, align 1, !tbaa !7
  %53 = udiv i128 %38, 100
  br label %37

54:                                               ; preds = %37
  %55 = getelementptr inbounds i8, ptr %39, i64 -1
  %56 = getelementptr inbounds i8, ptr %2, i64 63
  store i8 0, ptr %56, align 1, !tbaa !7
  %57 = getelementptr inbounds i8, ptr %2, i64 62
  store i8 48, ptr %57, align 2, !tbaa !7
  %58 = getelementptr inbounds i8, ptr %2, i64 61
  store i8 57, ptr %58, align 1, !tbaa !7
  %59 = getelementptr inbounds i8, ptr %2, i64 53
  store <8 x i8> <i8 49, i8 49, i8 55, i8 51, i8 52, i8 49, i8 53, i8 53>, ptr %59, align 1, !tbaa !7
  %60 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %55, ptr noundef nonnull %59)
  store i8 0, ptr %23, align 1, !tbaa !7
  br label %61

61:                                               ; preds = %72, %54
  %62 = phi i128 [ -68056473372454064439491505267798329032, %54 ], [ %77, %72 ]
  %63 = phi ptr [ %23, %54 ], [ %76, %72 ]
  %64 = freeze i128 %62
  %65 = udiv i128 %64, 10
  %66 = mul i128 %65, 10
  %67 = sub i128 %64, %66
  %68 = trunc nuw nsw i128 %67 to i8
  %69 = or disjoint i8 %68, 48
  %70 = getelementptr inbounds i8, ptr %63, i64 -1
  store i8 %69, ptr %70, align 1, !tbaa !7
  %71 = icmp ult i128 %62, 10
  br i1 %71, label %78, label %72, !llvm.loop !10

72:                                               ; preds = %61
  %73 = urem i128 %65, 10
  %74 = trunc nuw nsw i128 %73 to i8
  %75 = or disjoint i8 %74, 48
  %76 = getelementptr inbounds i8, ptr %63, i64 -2
  store i8 %75, ptr %76, align 1, !tbaa !7
  %77 = udiv i128 %62, 100
  br label %61

78:                                               ; preds = %61
  %79 = getelementptr inbounds i8, ptr %63, i64 -1
  %80 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %79)
  store i8 0, ptr %23, align 1, !tbaa !7
  br label %81

81:                                               ; preds = %81, %78
  %82 = phi i128 [ 42346250105716786564631203053715541295, %78 ], [ %95, %81 ]
  %83 = phi ptr [ %23, %78 ], [ %94, %81 ]
  %84 = freeze i128 %82
  %85 = udiv i128 %84, 10
  %86 = mul i128 %85, 10
  %87 = sub i128 %84, %86
  %88 = trunc nuw nsw i128 %87 to i8
  %89 = or disjoint i8 %88, 48
  %90 = getelementptr inbounds i8, ptr %83, i64 -1
  store i8 %89, ptr %90, align 1, !tbaa !7
  %91 = urem i128 %85, 10
  %92 = trunc nuw nsw i128 %91 to i8
  %93 = or disjoint i8 %92, 48
  %94 = getelementptr inbounds i8, ptr %83, i64 -2
  store i8 %93, ptr %94, align 1, !tbaa !7
  %95 = udiv i128 %82, 100
  %96 = icmp ult i128 %82, 100
  br i1 %96, label %97, label %81, !llvm.loop !10

97:                                               ; preds = %81
  %98 = getelementptr inbounds i8, ptr %83, i64 -3
  store i8 45, ptr %98, align 1, !tbaa !7
  store i8 0, ptr %56, align 1, !tbaa !7
  br label %99

99:                                               ; preds = %110, %97
  %100 = phi i128 [ 6049464300816683794947314721959363042, %97 ], [ %115, %110 ]
  %101 = phi ptr [ %56, %97 ], [ %114, %110 ]
  %102 = freeze i128 %100
  %103 = udiv i128 %102, 10
  %104 = mul i128 %103, 10
  %105 = sub i128 %102, %104
  %106 = trunc nuw nsw i128 %105 to i8
  %107 = or disjoint i8 %106, 48
  %108 = getelementptr inbounds i8, ptr %101, i64 -1
  store i8 %107, ptr %108, align 1, !tbaa !7
  %109 = icmp ult i128 %100, 10
  br i1 %109, label %116, label %110, !llvm.loop !10

110:                                              ; preds = %99
  %111 = urem i128 %103, 10
  %112 = trunc nuw nsw i128 %111 to i8
  %113 = or disjoint i8 %112, 48
  %114 = getelementptr inbounds i8, ptr %101, i64 -2
  store i8 %113, ptr %114, align 1, !tbaa !7
  %115 = udiv i128 %100, 100
  br label %99

116:                                              ; preds = %99
  %117 = getelementptr inbounds i8, ptr %101, i64 -2
  store i8 45, ptr %117, align 1, !tbaa !7
  %118 = getelementptr inbounds i8, ptr %3, i64 63
  store i8 0, ptr %118, align 1, !tbaa !7
  %119 = getelementptr inbounds i8, ptr %3, i64 62
  store i8 49, ptr %119, align 2, !tbaa !7
  %120 = getelementptr inbounds i8, ptr %3, i64 61
  store i8 45, ptr %120, align 1, !tbaa !7
  %121 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %98, ptr noundef nonnull %117, ptr noundef nonnull %120)
  br label %173

122:                                              ; preds = %212, %122
  %123 = phi i128 [ %133, %122 ], [ 0, %212 ]
  %124 = phi i128 [ %132, %122 ], [ 18446744073709551616, %212 ]
  %125 = sub i128 %124, %123
  %126 = add i128 %125, 1
  %127 = lshr i128 %126, 1
  %128 = add i128 %127, %123
  %129 = udiv i128 -1512366075204170946324983002043881096, %128
  %130 = icmp ugt i128 %128, %129
  %131 = add i128 %128, -1
  %132 = select i1 %130, i128 %131, i128 %124
  %133 = select i1 %130, i128 %123, i128 %128
  %134 = icmp ult i128 %133, %132
  br i1 %134, label %122, label %135, !llvm.loop !11

135:                                              ; preds = %122
  store i8 0, ptr %23, align 1, !tbaa !7
  br label %136

136:                                              ; preds = %136, %135
  %137 = phi i128 [ %133, %135 ], [ %140, %136 ]
  %138 = phi ptr [ %23, %135 ], [ %145, %136 ]
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
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %145)
  %149 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  %150 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x4074313850D8820B)
  store i8 0, ptr %23, align 1, !tbaa !7
  br label %151

151:                                              ; preds = %151, %147
  %152 = phi i128 [ 1292304995902001505951230604607488, %147 ], [ %165, %151 ]
  %153 = phi ptr [ %23, %147 ], [ %164, %151 ]
  %154 = freeze i128 %152
  %155 = udiv i128 %154, 10
  %156 = mul i128 %155, 10
  %157 = sub i128 %154, %156
  %158 = trunc nuw nsw i128 %157 to i8
  %159 = or disjoint i8 %158, 48
  %160 = getelementptr inbounds i8, ptr %153, i64 -1
  store i8 %159, ptr %160, align 1, !tbaa !7
  %161 = urem i128 %155, 10
  %162 = trunc nuw nsw i128 %161 to i8
  %163 = or disjoint i8 %162, 48
  %164 = getelementptr inbounds i8, ptr %153, i64 -2
  store i8 %163, ptr %164, align 1, !tbaa !7
  %165 = udiv i128 %152, 100
  %166 = icmp ult i128 %152, 100
  br i1 %166, label %167, label %151, !llvm.loop !10

167:                                              ; preds = %151
  %168 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %164)
  store i8 0, ptr %23, align 1, !tbaa !7
  %169 = getelementptr inbounds i8, ptr %1, i64 62
  store i8 56, ptr %169, align 2, !tbaa !7
  %170 = getelementptr inbounds i8, ptr %1, i64 54
  store <8 x i8> <i8 45, i8 49, i8 50, i8 51, i8 52, i8 53, i8 54, i8 55>, ptr %170, align 2, !tbaa !7
  %171 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %170)
  %172 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef -81985529216486896, i64 noundef 1089357896855742840, i32 noundef 64)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #3
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #3
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #3
  ret i32 0

173:                                              ; preds = %116, %212
  %174 = phi i32 [ 1, %116 ], [ %215, %212 ]
  %175 = zext nneg i32 %174 to i128
  %176 = lshr i128 -1512366075204170946324983002043881096, %175
  %177 = lshr i128 18364758544493064720, %175
  %178 = shl nuw nsw i128 %177, 64
  %179 = and i128 %176, 18446744073709551615
  %180 = or disjoint i128 %178, %179
  store i8 0, ptr %23, align 1, !tbaa !7
  br label %181

181:                                              ; preds = %181, %173
  %182 = phi i128 [ %180, %173 ], [ %185, %181 ]
  %183 = phi ptr [ %23, %173 ], [ %190, %181 ]
  %184 = freeze i128 %182
  %185 = udiv i128 %184, 10
  %186 = mul i128 %185, 10
  %187 = sub i128 %184, %186
  %188 = trunc nuw nsw i128 %187 to i8
  %189 = or disjoint i8 %188, 48
  %190 = getelementptr inbounds i8, ptr %183, i64 -1
  store i8 %189, ptr %190, align 1, !tbaa !7
  %191 = icmp ult i128 %182, 10
  br i1 %191, label %192, label %181, !llvm.loop !10

192:                                              ; preds = %181
  %193 = ashr i128 -42346250105716786564631203053715541295, %175
  %194 = lshr i128 %193, 64
  %195 = trunc nuw i128 %194 to i64
  %196 = sub nsw i64 0, %195
  %197 = zext nneg i64 %196 to i128
  %198 = shl nuw nsw i128 %197, 64
  %199 = and i128 %193, 18446744073709551615
  %200 = sub nuw nsw i128 %198, %199
  store i8 0, ptr %56, align 1, !tbaa !7
  br label %201

201:                                              ; preds = %201, %192
  %202 = phi i128 [ %200, %192 ], [ %205, %201 ]
  %203 = phi ptr [ %56, %192 ], [ %210, %201 ]
  %204 = freeze i128 %202
  %205 = udiv i128 %204, 10
  %206 = mul i128 %205, 10
  %207 = sub i128 %204, %206
  %208 = trunc nuw nsw i128 %207 to i8
  %209 = or disjoint i8 %208, 48
  %210 = getelementptr inbounds i8, ptr %203, i64 -1
  store i8 %209, ptr %210, align 1, !tbaa !7
  %211 = icmp ult i128 %202, 10
  br i1 %211, label %212, label %201, !llvm.loop !10

212:                                              ; preds = %201
  %213 = getelementptr inbounds i8, ptr %203, i64 -2
  store i8 45, ptr %213, align 1, !tbaa !7
  %214 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %174, ptr noundef nonnull %190, ptr noundef nonnull %213)
  %215 = add nuw nsw i32 %174, 31
  %216 = icmp ult i32 %174, 97
  br i1 %216, label %173, label %122, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind ssp uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!8, !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
