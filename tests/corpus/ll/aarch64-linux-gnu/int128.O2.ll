; ModuleID = 'tests/programs/int128.c'
source_filename = "tests/programs/int128.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"30! = \00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"max u128 = \00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"min i128 = \00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"neg = \00", align 1
@.str.4 = private unnamed_addr constant [22 x i8] c"a*b = %016llx%016llx\0A\00", align 1
@.str.5 = private unnamed_addr constant [37 x i8] c"a/b = %016llx%016llx a%%b = %016llx\0A\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"sa/sb = \00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"sa%sb = \00", align 1
@.str.8 = private unnamed_addr constant [25 x i8] c"a<<%d = %016llx%016llx  \00", align 1
@.str.9 = private unnamed_addr constant [25 x i8] c"sa>>%d = %016llx%016llx\0A\00", align 1
@.str.10 = private unnamed_addr constant [17 x i8] c"3^(m-1) mod m = \00", align 1
@.str.11 = private unnamed_addr constant [17 x i8] c"7^12345 mod m = \00", align 1
@.str.12 = private unnamed_addr constant [15 x i8] c"cmp: %d %d %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [44 x i8] c"as double / 1e30 = %.6f, back hi = %016llx\0A\00", align 1
@.str.14 = private unnamed_addr constant [15 x i8] c"from double = \00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"%s%s\0A\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"%s-\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [48 x i8], align 1
  %2 = alloca [48 x i8], align 1
  %3 = alloca [48 x i8], align 1
  %4 = alloca [48 x i8], align 1
  %5 = alloca [64 x i8], align 1
  %6 = alloca [48 x i8], align 1
  %7 = alloca [64 x i8], align 1
  %8 = alloca [48 x i8], align 1
  %9 = alloca [64 x i8], align 1
  %10 = alloca [48 x i8], align 1
  %11 = alloca [64 x i8], align 1
  %12 = alloca [48 x i8], align 1
  %13 = alloca [48 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %13) #3
  %14 = getelementptr inbounds i8, ptr %13, i64 47
  store i8 0, ptr %14, align 1, !tbaa !6
  br label %15

15:                                               ; preds = %15, %0
  %16 = phi i64 [ %24, %15 ], [ 47, %0 ]
  %17 = phi i128 [ %19, %15 ], [ 265252859812191058636308480000000, %0 ]
  %18 = freeze i128 %17
  %19 = udiv i128 %18, 10
  %20 = mul i128 %19, 10
  %21 = sub i128 %18, %20
  %22 = trunc nuw nsw i128 %21 to i8
  %23 = or disjoint i8 %22, 48
  %24 = add nsw i64 %16, -1
  %25 = getelementptr inbounds [48 x i8], ptr %13, i64 0, i64 %24
  store i8 %23, ptr %25, align 1, !tbaa !6
  %26 = icmp ult i128 %17, 10
  br i1 %26, label %27, label %15, !llvm.loop !9

27:                                               ; preds = %15
  %28 = getelementptr inbounds i8, ptr %13, i64 14
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str, ptr noundef nonnull %28)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %13) #3
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %12) #3
  %30 = getelementptr inbounds i8, ptr %12, i64 47
  store i8 0, ptr %30, align 1, !tbaa !6
  br label %31

31:                                               ; preds = %31, %27
  %32 = phi i64 [ %40, %31 ], [ 47, %27 ]
  %33 = phi i128 [ %35, %31 ], [ -1, %27 ]
  %34 = freeze i128 %33
  %35 = udiv i128 %34, 10
  %36 = mul i128 %35, 10
  %37 = sub i128 %34, %36
  %38 = trunc nuw nsw i128 %37 to i8
  %39 = or disjoint i8 %38, 48
  %40 = add nsw i64 %32, -1
  %41 = getelementptr inbounds [48 x i8], ptr %12, i64 0, i64 %40
  store i8 %39, ptr %41, align 1, !tbaa !6
  %42 = icmp ult i128 %33, 10
  br i1 %42, label %43, label %31, !llvm.loop !9

43:                                               ; preds = %31
  %44 = getelementptr inbounds i8, ptr %12, i64 8
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.1, ptr noundef nonnull %44)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %12) #3
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %11) #3
  %46 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %11, i64 noundef 64, ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.2) #3
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %10) #3
  %47 = getelementptr inbounds i8, ptr %10, i64 47
  store i8 0, ptr %47, align 1, !tbaa !6
  br label %48

48:                                               ; preds = %48, %43
  %49 = phi i64 [ %57, %48 ], [ 47, %43 ]
  %50 = phi i128 [ %52, %48 ], [ -170141183460469231731687303715884105728, %43 ]
  %51 = freeze i128 %50
  %52 = udiv i128 %51, 10
  %53 = mul i128 %52, 10
  %54 = sub i128 %51, %53
  %55 = trunc nuw nsw i128 %54 to i8
  %56 = or disjoint i8 %55, 48
  %57 = add nsw i64 %49, -1
  %58 = getelementptr inbounds [48 x i8], ptr %10, i64 0, i64 %57
  store i8 %56, ptr %58, align 1, !tbaa !6
  %59 = icmp ult i128 %50, 10
  br i1 %59, label %60, label %48, !llvm.loop !9

60:                                               ; preds = %48
  %61 = getelementptr inbounds i8, ptr %10, i64 8
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %11, ptr noundef nonnull %61)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %10) #3
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %11) #3
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %9) #3
  %63 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %9, i64 noundef 64, ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.3) #3
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %8) #3
  %64 = getelementptr inbounds i8, ptr %8, i64 47
  store i8 0, ptr %64, align 1, !tbaa !6
  br label %65

65:                                               ; preds = %65, %60
  %66 = phi i64 [ %74, %65 ], [ 47, %60 ]
  %67 = phi i128 [ %69, %65 ], [ 123456789876543201086419746, %60 ]
  %68 = freeze i128 %67
  %69 = udiv i128 %68, 10
  %70 = mul i128 %69, 10
  %71 = sub i128 %68, %70
  %72 = trunc nuw nsw i128 %71 to i8
  %73 = or disjoint i8 %72, 48
  %74 = add nsw i64 %66, -1
  %75 = getelementptr inbounds [48 x i8], ptr %8, i64 0, i64 %74
  store i8 %73, ptr %75, align 1, !tbaa !6
  %76 = icmp ult i128 %67, 10
  br i1 %76, label %77, label %65, !llvm.loop !9

77:                                               ; preds = %65
  %78 = getelementptr inbounds i8, ptr %8, i64 20
  %79 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %9, ptr noundef nonnull %78)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %8) #3
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %9) #3
  %80 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef -6190446740976067686, i64 noundef 6139776897334631248)
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 0, i64 noundef 132655372857923333, i64 noundef 7698592701211386535)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #3
  %82 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 64, ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.6) #3
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %6) #3
  %83 = getelementptr inbounds i8, ptr %6, i64 47
  store i8 0, ptr %83, align 1, !tbaa !6
  br label %84

84:                                               ; preds = %84, %77
  %85 = phi i64 [ %93, %84 ], [ 47, %77 ]
  %86 = phi i128 [ %88, %84 ], [ 1512366064617608495009095904, %77 ]
  %87 = freeze i128 %86
  %88 = udiv i128 %87, 10
  %89 = mul i128 %88, 10
  %90 = sub i128 %87, %89
  %91 = trunc nuw nsw i128 %90 to i8
  %92 = or disjoint i8 %91, 48
  %93 = add nsw i64 %85, -1
  %94 = getelementptr inbounds [48 x i8], ptr %6, i64 0, i64 %93
  store i8 %92, ptr %94, align 1, !tbaa !6
  %95 = icmp ult i128 %86, 10
  br i1 %95, label %96, label %84, !llvm.loop !9

96:                                               ; preds = %84
  %97 = getelementptr inbounds i8, ptr %6, i64 19
  %98 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %7, ptr noundef nonnull %97)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %6) #3
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #3
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #3
  %99 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 64, ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.7) #3
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #3
  %100 = getelementptr inbounds i8, ptr %4, i64 47
  store i8 0, ptr %100, align 1, !tbaa !6
  %101 = getelementptr inbounds i8, ptr %4, i64 46
  store i8 50, ptr %101, align 1, !tbaa !6
  %102 = getelementptr inbounds i8, ptr %4, i64 38
  store <8 x i8> <i8 54, i8 49, i8 57, i8 52, i8 54, i8 53, i8 55, i8 49>, ptr %102, align 1, !tbaa !6
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %5, ptr noundef nonnull %102)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #3
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #3
  %104 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 0, i64 noundef 81985529216486895, i64 noundef -81985529216486896)
  %105 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 0, i64 noundef -81985529216486896, i64 noundef 81985529216486896)
  %106 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 37, i64 noundef 3853319862790607630, i64 noundef -3853319863401447424)
  %107 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 37, i64 noundef -596524, i64 noundef -4345233048463664597)
  %108 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 74, i64 noundef 8280538450865176576, i64 noundef 0)
  %109 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 74, i64 noundef -1, i64 noundef -80063993375476)
  %110 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 111, i64 noundef 1803691650761883648, i64 noundef 0)
  %111 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 111, i64 noundef -1, i64 noundef -583)
  br label %112

112:                                              ; preds = %96, %122
  %113 = phi i128 [ %124, %122 ], [ 3, %96 ]
  %114 = phi i128 [ %123, %122 ], [ 1, %96 ]
  %115 = phi i128 [ %125, %122 ], [ 2305843009213693950, %96 ]
  %116 = urem i128 %113, 2305843009213693951
  %117 = and i128 %115, 1
  %118 = icmp eq i128 %117, 0
  br i1 %118, label %122, label %119

119:                                              ; preds = %112
  %120 = mul nuw nsw i128 %116, %114
  %121 = urem i128 %120, 2305843009213693951
  br label %122

122:                                              ; preds = %119, %112
  %123 = phi i128 [ %121, %119 ], [ %114, %112 ]
  %124 = mul nuw nsw i128 %116, %116
  %125 = lshr i128 %115, 1
  %126 = icmp ult i128 %115, 2
  br i1 %126, label %127, label %112, !llvm.loop !11

127:                                              ; preds = %122
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #3
  %128 = getelementptr inbounds i8, ptr %3, i64 47
  store i8 0, ptr %128, align 1, !tbaa !6
  %129 = icmp eq i128 %123, 0
  br i1 %129, label %130, label %132

130:                                              ; preds = %127
  %131 = getelementptr inbounds i8, ptr %3, i64 46
  store i8 48, ptr %131, align 1, !tbaa !6
  br label %147

132:                                              ; preds = %127, %132
  %133 = phi i64 [ %141, %132 ], [ 47, %127 ]
  %134 = phi i128 [ %136, %132 ], [ %123, %127 ]
  %135 = freeze i128 %134
  %136 = udiv i128 %135, 10
  %137 = mul i128 %136, 10
  %138 = sub i128 %135, %137
  %139 = trunc nuw nsw i128 %138 to i8
  %140 = or disjoint i8 %139, 48
  %141 = add nsw i64 %133, -1
  %142 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %141
  store i8 %140, ptr %142, align 1, !tbaa !6
  %143 = icmp ult i128 %134, 10
  br i1 %143, label %144, label %132, !llvm.loop !9

144:                                              ; preds = %132
  %145 = shl i64 %141, 32
  %146 = ashr exact i64 %145, 32
  br label %147

147:                                              ; preds = %130, %144
  %148 = phi i64 [ %146, %144 ], [ 46, %130 ]
  %149 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %148
  %150 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.10, ptr noundef nonnull %149)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #3
  br label %151

151:                                              ; preds = %161, %147
  %152 = phi i128 [ %163, %161 ], [ 7, %147 ]
  %153 = phi i128 [ %162, %161 ], [ 1, %147 ]
  %154 = phi i128 [ %164, %161 ], [ 12345, %147 ]
  %155 = urem i128 %152, 2305843009213693951
  %156 = and i128 %154, 1
  %157 = icmp eq i128 %156, 0
  br i1 %157, label %161, label %158

158:                                              ; preds = %151
  %159 = mul nuw nsw i128 %155, %153
  %160 = urem i128 %159, 2305843009213693951
  br label %161

161:                                              ; preds = %158, %151
  %162 = phi i128 [ %160, %158 ], [ %153, %151 ]
  %163 = mul nuw nsw i128 %155, %155
  %164 = lshr i128 %154, 1
  %165 = icmp ult i128 %154, 2
  br i1 %165, label %166, label %151, !llvm.loop !11

166:                                              ; preds = %161
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #3
  %167 = getelementptr inbounds i8, ptr %2, i64 47
  store i8 0, ptr %167, align 1, !tbaa !6
  %168 = icmp eq i128 %162, 0
  br i1 %168, label %169, label %171

169:                                              ; preds = %166
  %170 = getelementptr inbounds i8, ptr %2, i64 46
  store i8 48, ptr %170, align 1, !tbaa !6
  br label %186

171:                                              ; preds = %166, %171
  %172 = phi i64 [ %180, %171 ], [ 47, %166 ]
  %173 = phi i128 [ %175, %171 ], [ %162, %166 ]
  %174 = freeze i128 %173
  %175 = udiv i128 %174, 10
  %176 = mul i128 %175, 10
  %177 = sub i128 %174, %176
  %178 = trunc nuw nsw i128 %177 to i8
  %179 = or disjoint i8 %178, 48
  %180 = add nsw i64 %172, -1
  %181 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %180
  store i8 %179, ptr %181, align 1, !tbaa !6
  %182 = icmp ult i128 %173, 10
  br i1 %182, label %183, label %171, !llvm.loop !9

183:                                              ; preds = %171
  %184 = shl i64 %180, 32
  %185 = ashr exact i64 %184, 32
  br label %186

186:                                              ; preds = %169, %183
  %187 = phi i64 [ %185, %183 ], [ 46, %169 ]
  %188 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %187
  %189 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.11, ptr noundef nonnull %188)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #3
  %190 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  %191 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 0x413713AE1340949F, i64 noundef 81985529216486896)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #3
  %192 = getelementptr inbounds i8, ptr %1, i64 47
  store i8 0, ptr %192, align 1, !tbaa !6
  br label %193

193:                                              ; preds = %193, %186
  %194 = phi i64 [ %202, %193 ], [ 47, %186 ]
  %195 = phi i128 [ %197, %193 ], [ 1499999999999999889089448902656, %186 ]
  %196 = freeze i128 %195
  %197 = udiv i128 %196, 10
  %198 = mul i128 %197, 10
  %199 = sub i128 %196, %198
  %200 = trunc nuw nsw i128 %199 to i8
  %201 = or disjoint i8 %200, 48
  %202 = add nsw i64 %194, -1
  %203 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 %202
  store i8 %201, ptr %203, align 1, !tbaa !6
  %204 = icmp ult i128 %195, 10
  br i1 %204, label %205, label %193, !llvm.loop !9

205:                                              ; preds = %193
  %206 = getelementptr inbounds i8, ptr %1, i64 16
  %207 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.14, ptr noundef nonnull %206)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #3
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
