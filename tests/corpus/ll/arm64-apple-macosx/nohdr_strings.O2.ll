; ModuleID = 'tests/programs/nohdr_strings.c'
source_filename = "tests/programs/nohdr_strings.c"
target datalayout = "e-m:o-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "arm64-apple-macosx11.0.0"

@.str = private unnamed_addr constant [44 x i8] c"the quick brown fox jumps over the lazy dog\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"len %u %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"cmp %d %d %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"Hello\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c", \00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"World\00", align 1
@.str.11 = private unnamed_addr constant [11 x i8] c"bases: %s \00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.14 = private unnamed_addr constant [10 x i8] c"words %d\0A\00", align 1
@.str.15 = private unnamed_addr constant [28 x i8] c"  one two\09three\0Afour  five \00", align 1
@.str.16 = private unnamed_addr constant [7 x i8] c"copied\00", align 1
@.str.17 = private unnamed_addr constant [21 x i8] c"memcmp %d strchr %s\0A\00", align 1
@.str.18 = private unnamed_addr constant [23 x i8] c"pangram %d o-count %d\0A\00", align 1
@utoa_base.digits = internal unnamed_addr constant [37 x i8] c"0123456789abcdefghijklmnopqrstuvwxyz\00", align 1

; Function Attrs: nofree nounwind ssp uwtable(sync)
define noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [128 x i8], align 1
  %2 = alloca [70 x i8], align 8
  %3 = alloca [32 x i8], align 1
  %4 = alloca [26 x i32], align 4
  %5 = alloca [64 x i8], align 1
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 43, i32 noundef 43)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -1, i32 noundef 1, i32 noundef 0, i32 noundef -1)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(6) %1, ptr noundef nonnull align 1 dereferenceable(6) @.str.8, i64 6, i1 false), !tbaa !5
  br label %8

8:                                                ; preds = %0, %8
  %9 = phi ptr [ %12, %8 ], [ %1, %0 ]
  %10 = load i8, ptr %9, align 1, !tbaa !5
  %11 = icmp eq i8 %10, 0
  %12 = getelementptr inbounds i8, ptr %9, i64 1
  br i1 %11, label %13, label %8, !llvm.loop !8

13:                                               ; preds = %8
  %14 = ptrtoint ptr %1 to i64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %9, ptr noundef nonnull align 1 dereferenceable(3) @.str.9, i64 3, i1 false), !tbaa !5
  br label %15

15:                                               ; preds = %13, %15
  %16 = phi ptr [ %19, %15 ], [ %1, %13 ]
  %17 = load i8, ptr %16, align 1, !tbaa !5
  %18 = icmp eq i8 %17, 0
  %19 = getelementptr inbounds i8, ptr %16, i64 1
  br i1 %18, label %20, label %15, !llvm.loop !8

20:                                               ; preds = %15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(6) %16, ptr noundef nonnull align 1 dereferenceable(6) @.str.10, i64 6, i1 false), !tbaa !5
  %21 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %1)
  br label %22

22:                                               ; preds = %22, %20
  %23 = phi ptr [ %1, %20 ], [ %26, %22 ]
  %24 = load i8, ptr %23, align 1, !tbaa !5
  %25 = icmp eq i8 %24, 0
  %26 = getelementptr inbounds i8, ptr %23, i64 1
  br i1 %25, label %27, label %22, !llvm.loop !8

27:                                               ; preds = %22
  %28 = ptrtoint ptr %23 to i64
  %29 = sub i64 %28, %14
  %30 = getelementptr inbounds i8, ptr %1, i64 %29
  %31 = getelementptr inbounds i8, ptr %30, i64 -1
  %32 = icmp ugt ptr %31, %1
  br i1 %32, label %33, label %41

33:                                               ; preds = %27, %33
  %34 = phi ptr [ %39, %33 ], [ %31, %27 ]
  %35 = phi ptr [ %38, %33 ], [ %1, %27 ]
  %36 = load i8, ptr %35, align 1, !tbaa !5
  %37 = load i8, ptr %34, align 1, !tbaa !5
  store i8 %37, ptr %35, align 1, !tbaa !5
  store i8 %36, ptr %34, align 1, !tbaa !5
  %38 = getelementptr inbounds i8, ptr %35, i64 1
  %39 = getelementptr inbounds i8, ptr %34, i64 -1
  %40 = icmp ult ptr %38, %39
  br i1 %40, label %33, label %41, !llvm.loop !10

41:                                               ; preds = %33, %27
  %42 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %1)
  call void @llvm.lifetime.start.p0(i64 70, ptr nonnull %2) #5
  %43 = getelementptr inbounds i8, ptr %2, i64 1
  %44 = getelementptr inbounds i8, ptr %2, i64 2
  %45 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 3544668469065756977, ptr %2, align 8
  store i8 0, ptr %45, align 8, !tbaa !5
  br label %46

46:                                               ; preds = %46, %41
  %47 = phi ptr [ %2, %41 ], [ %50, %46 ]
  %48 = load i8, ptr %47, align 1, !tbaa !5
  %49 = icmp eq i8 %48, 0
  %50 = getelementptr inbounds i8, ptr %47, i64 1
  br i1 %49, label %51, label %46, !llvm.loop !8

51:                                               ; preds = %46
  %52 = ptrtoint ptr %47 to i64
  %53 = ptrtoint ptr %2 to i64
  %54 = sub i64 %52, %53
  %55 = getelementptr inbounds i8, ptr %2, i64 %54
  %56 = getelementptr inbounds i8, ptr %55, i64 -1
  %57 = icmp ugt ptr %56, %2
  br i1 %57, label %58, label %66

58:                                               ; preds = %51, %58
  %59 = phi ptr [ %64, %58 ], [ %56, %51 ]
  %60 = phi ptr [ %63, %58 ], [ %2, %51 ]
  %61 = load i8, ptr %60, align 1, !tbaa !5
  %62 = load i8, ptr %59, align 1, !tbaa !5
  store i8 %62, ptr %60, align 1, !tbaa !5
  store i8 %61, ptr %59, align 1, !tbaa !5
  %63 = getelementptr inbounds i8, ptr %60, i64 1
  %64 = getelementptr inbounds i8, ptr %59, i64 -1
  %65 = icmp ult ptr %63, %64
  br i1 %65, label %58, label %66, !llvm.loop !10

66:                                               ; preds = %58, %51
  %67 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull %2)
  store i8 102, ptr %2, align 8, !tbaa !5
  store i8 102, ptr %43, align 1, !tbaa !5
  store i8 0, ptr %44, align 2, !tbaa !5
  br label %68

68:                                               ; preds = %66, %68
  %69 = phi ptr [ %2, %66 ], [ %70, %68 ]
  %70 = getelementptr inbounds i8, ptr %69, i64 1
  %71 = load i8, ptr %70, align 1, !tbaa !5
  %72 = icmp eq i8 %71, 0
  br i1 %72, label %73, label %68, !llvm.loop !8

73:                                               ; preds = %68
  %74 = ptrtoint ptr %70 to i64
  %75 = sub i64 %74, %53
  %76 = getelementptr inbounds i8, ptr %2, i64 %75
  %77 = getelementptr inbounds i8, ptr %76, i64 -1
  %78 = icmp ugt ptr %77, %2
  br i1 %78, label %79, label %87

79:                                               ; preds = %73, %79
  %80 = phi ptr [ %85, %79 ], [ %77, %73 ]
  %81 = phi ptr [ %84, %79 ], [ %2, %73 ]
  %82 = load i8, ptr %81, align 1, !tbaa !5
  %83 = load i8, ptr %80, align 1, !tbaa !5
  store i8 %83, ptr %81, align 1, !tbaa !5
  store i8 %82, ptr %80, align 1, !tbaa !5
  %84 = getelementptr inbounds i8, ptr %81, i64 1
  %85 = getelementptr inbounds i8, ptr %80, i64 -1
  %86 = icmp ult ptr %84, %85
  br i1 %86, label %79, label %87, !llvm.loop !10

87:                                               ; preds = %79, %73
  %88 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull %2)
  store <8 x i8> <i8 102, i8 110, i8 103, i8 117, i8 104, i8 53, i8 114, i8 102>, ptr %2, align 8, !tbaa !5
  store i8 0, ptr %45, align 8, !tbaa !5
  br label %89

89:                                               ; preds = %89, %87
  %90 = phi ptr [ %2, %87 ], [ %93, %89 ]
  %91 = load i8, ptr %90, align 1, !tbaa !5
  %92 = icmp eq i8 %91, 0
  %93 = getelementptr inbounds i8, ptr %90, i64 1
  br i1 %92, label %94, label %89, !llvm.loop !8

94:                                               ; preds = %89
  %95 = ptrtoint ptr %90 to i64
  %96 = sub i64 %95, %53
  %97 = getelementptr inbounds i8, ptr %2, i64 %96
  %98 = getelementptr inbounds i8, ptr %97, i64 -1
  %99 = icmp ugt ptr %98, %2
  br i1 %99, label %100, label %108

100:                                              ; preds = %94, %100
  %101 = phi ptr [ %106, %100 ], [ %98, %94 ]
  %102 = phi ptr [ %105, %100 ], [ %2, %94 ]
  %103 = load i8, ptr %102, align 1, !tbaa !5
  %104 = load i8, ptr %101, align 1, !tbaa !5
  store i8 %104, ptr %102, align 1, !tbaa !5
  store i8 %103, ptr %101, align 1, !tbaa !5
  %105 = getelementptr inbounds i8, ptr %102, i64 1
  %106 = getelementptr inbounds i8, ptr %101, i64 -1
  %107 = icmp ult ptr %105, %106
  br i1 %107, label %100, label %108, !llvm.loop !10

108:                                              ; preds = %100, %94
  %109 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull %2)
  br label %110

110:                                              ; preds = %110, %108
  %111 = phi i64 [ -1, %108 ], [ %115, %110 ]
  %112 = phi i64 [ 0, %108 ], [ %120, %110 ]
  %113 = getelementptr inbounds i8, ptr %2, i64 %112
  %114 = freeze i64 %111
  %115 = udiv i64 %114, 10
  %116 = mul i64 %115, 10
  %117 = sub i64 %114, %116
  %118 = getelementptr inbounds [37 x i8], ptr @utoa_base.digits, i64 0, i64 %117
  %119 = load i8, ptr %118, align 1, !tbaa !5
  %120 = add nuw nsw i64 %112, 1
  store i8 %119, ptr %113, align 1, !tbaa !5
  %121 = icmp eq i64 %112, 19
  br i1 %121, label %122, label %110, !llvm.loop !11

122:                                              ; preds = %110
  %123 = getelementptr inbounds i8, ptr %2, i64 %120
  store i8 0, ptr %123, align 1, !tbaa !5
  br label %124

124:                                              ; preds = %124, %122
  %125 = phi ptr [ %2, %122 ], [ %128, %124 ]
  %126 = load i8, ptr %125, align 1, !tbaa !5
  %127 = icmp eq i8 %126, 0
  %128 = getelementptr inbounds i8, ptr %125, i64 1
  br i1 %127, label %129, label %124, !llvm.loop !8

129:                                              ; preds = %124
  %130 = ptrtoint ptr %125 to i64
  %131 = sub i64 %130, %53
  %132 = getelementptr inbounds i8, ptr %2, i64 %131
  %133 = getelementptr inbounds i8, ptr %132, i64 -1
  %134 = icmp ugt ptr %133, %2
  br i1 %134, label %135, label %143

135:                                              ; preds = %129, %135
  %136 = phi ptr [ %141, %135 ], [ %133, %129 ]
  %137 = phi ptr [ %140, %135 ], [ %2, %129 ]
  %138 = load i8, ptr %137, align 1, !tbaa !5
  %139 = load i8, ptr %136, align 1, !tbaa !5
  store i8 %139, ptr %137, align 1, !tbaa !5
  store i8 %138, ptr %136, align 1, !tbaa !5
  %140 = getelementptr inbounds i8, ptr %137, i64 1
  %141 = getelementptr inbounds i8, ptr %136, i64 -1
  %142 = icmp ult ptr %140, %141
  br i1 %142, label %135, label %143, !llvm.loop !10

143:                                              ; preds = %135, %129
  %144 = call i32 @puts(ptr nonnull dereferenceable(1) %2)
  br label %145

145:                                              ; preds = %152, %143
  %146 = phi i32 [ 0, %143 ], [ %156, %152 ]
  %147 = phi i1 [ false, %143 ], [ %153, %152 ]
  %148 = phi ptr [ @.str.15, %143 ], [ %157, %152 ]
  %149 = xor i1 %147, true
  %150 = load i8, ptr %148, align 1, !tbaa !5
  switch i8 %150, label %151 [
    i8 0, label %158
    i8 32, label %152
    i8 9, label %152
    i8 10, label %152
  ]

151:                                              ; preds = %145
  br label %152

152:                                              ; preds = %151, %145, %145, %145
  %153 = phi i1 [ true, %151 ], [ false, %145 ], [ false, %145 ], [ false, %145 ]
  %154 = and i1 %153, %149
  %155 = zext i1 %154 to i32
  %156 = add nuw nsw i32 %146, %155
  %157 = getelementptr inbounds i8, ptr %148, i64 1
  br label %145, !llvm.loop !12

158:                                              ; preds = %145
  %159 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %146)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(31) %3, i8 45, i64 31, i1 false)
  %160 = getelementptr inbounds i8, ptr %3, i64 31
  store i8 0, ptr %160, align 1, !tbaa !5
  %161 = getelementptr inbounds i8, ptr %3, i64 5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(6) %161, ptr noundef nonnull align 1 dereferenceable(6) @.str.16, i64 6, i1 false)
  %162 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %3)
  %163 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -1, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str, i64 20))
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %4) #5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(104) %4, i8 0, i64 104, i1 false)
  br label %164

164:                                              ; preds = %158, %174
  %165 = phi i8 [ 116, %158 ], [ %177, %174 ]
  %166 = phi i64 [ 0, %158 ], [ %175, %174 ]
  %167 = add i8 %165, -97
  %168 = icmp ult i8 %167, 26
  br i1 %168, label %169, label %174

169:                                              ; preds = %164
  %170 = zext nneg i8 %167 to i64
  %171 = getelementptr inbounds [26 x i32], ptr %4, i64 0, i64 %170
  %172 = load i32, ptr %171, align 4, !tbaa !13
  %173 = add nsw i32 %172, 1
  store i32 %173, ptr %171, align 4, !tbaa !13
  br label %174

174:                                              ; preds = %164, %169
  %175 = add nuw nsw i64 %166, 1
  %176 = getelementptr inbounds i8, ptr @.str, i64 %175
  %177 = load i8, ptr %176, align 1, !tbaa !5
  %178 = icmp eq i64 %175, 43
  br i1 %178, label %179, label %164, !llvm.loop !15

179:                                              ; preds = %174
  %180 = load i32, ptr %4, align 4, !tbaa !13
  %181 = icmp ne i32 %180, 0
  %182 = getelementptr inbounds i8, ptr %4, i64 4
  %183 = load i32, ptr %182, align 4, !tbaa !13
  %184 = freeze i32 %183
  %185 = icmp ne i32 %184, 0
  %186 = getelementptr inbounds i8, ptr %4, i64 8
  %187 = load <8 x i32>, ptr %186, align 4, !tbaa !13
  %188 = freeze <8 x i32> %187
  %189 = getelementptr inbounds i8, ptr %4, i64 40
  %190 = load <16 x i32>, ptr %189, align 4, !tbaa !13
  %191 = freeze <16 x i32> %190
  %192 = icmp eq <16 x i32> %191, zeroinitializer
  %193 = bitcast <16 x i1> %192 to i16
  %194 = icmp eq i16 %193, 0
  %195 = icmp eq <8 x i32> %188, zeroinitializer
  %196 = bitcast <8 x i1> %195 to i8
  %197 = icmp eq i8 %196, 0
  %198 = and i1 %194, %197
  %199 = and i1 %198, %185
  %200 = select i1 %199, i1 %181, i1 false
  %201 = zext i1 %200 to i32
  %202 = extractelement <16 x i32> %191, i64 4
  %203 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %201, i32 noundef %202)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #5
  br label %207

204:                                              ; preds = %207
  %205 = getelementptr inbounds i8, ptr %5, i64 43
  store i8 0, ptr %205, align 1, !tbaa !5
  %206 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %5)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #5
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %4) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #5
  call void @llvm.lifetime.end.p0(i64 70, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #5
  ret i32 0

207:                                              ; preds = %179, %207
  %208 = phi i64 [ 0, %179 ], [ %215, %207 ]
  %209 = phi i8 [ 116, %179 ], [ %218, %207 ]
  %210 = phi ptr [ @.str, %179 ], [ %217, %207 ]
  %211 = add i8 %209, -97
  %212 = icmp ult i8 %211, 26
  %213 = add nsw i8 %209, -32
  %214 = select i1 %212, i8 %213, i8 %209
  %215 = add nuw nsw i64 %208, 1
  %216 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %208
  store i8 %214, ptr %216, align 1, !tbaa !5
  %217 = getelementptr inbounds i8, ptr %210, i64 1
  %218 = load i8, ptr %217, align 1, !tbaa !5
  %219 = icmp eq i64 %215, 43
  br i1 %219, label %204, label %207, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind ssp uwtable(sync) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = distinct !{!11, !9}
!12 = distinct !{!12, !9}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !6, i64 0}
!15 = distinct !{!15, !9}
!16 = distinct !{!16, !9}
