; ModuleID = 'tests/programs/int128.c'
source_filename = "tests/programs/int128.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
define dso_local noundef signext i32 @main() local_unnamed_addr #0 {
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
  store i8 0, ptr %14, align 1, !tbaa !9
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
  store i8 %23, ptr %25, align 1, !tbaa !9
  %26 = icmp ult i128 %17, 10
  br i1 %26, label %27, label %15, !llvm.loop !12

27:                                               ; preds = %15
  %28 = getelementptr inbounds i8, ptr %13, i64 14
  %29 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str, ptr noundef nonnull %28)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %13) #3
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %12) #3
  %30 = getelementptr inbounds i8, ptr %12, i64 47
  store i8 0, ptr %30, align 1, !tbaa !9
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
  store i8 %39, ptr %41, align 1, !tbaa !9
  %42 = icmp ult i128 %33, 10
  br i1 %42, label %43, label %31, !llvm.loop !12

43:                                               ; preds = %31
  %44 = getelementptr inbounds i8, ptr %12, i64 8
  %45 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.1, ptr noundef nonnull %44)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %12) #3
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %11) #3
  %46 = call signext i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %11, i64 noundef 64, ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.2) #3
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %10) #3
  %47 = getelementptr inbounds i8, ptr %10, i64 47
  store i8 0, ptr %47, align 1, !tbaa !9
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
  store i8 %56, ptr %58, align 1, !tbaa !9
  %59 = icmp ult i128 %50, 10
  br i1 %59, label %60, label %48, !llvm.loop !12

60:                                               ; preds = %48
  %61 = getelementptr inbounds i8, ptr %10, i64 8
  %62 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %11, ptr noundef nonnull %61)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %10) #3
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %11) #3
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %9) #3
  %63 = call signext i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %9, i64 noundef 64, ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.3) #3
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %8) #3
  %64 = getelementptr inbounds i8, ptr %8, i64 47
  store i8 0, ptr %64, align 1, !tbaa !9
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
  store i8 %73, ptr %75, align 1, !tbaa !9
  %76 = icmp ult i128 %67, 10
  br i1 %76, label %77, label %65, !llvm.loop !12

77:                                               ; preds = %65
  %78 = getelementptr inbounds i8, ptr %8, i64 20
  %79 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %9, ptr noundef nonnull %78)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %8) #3
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %9) #3
  %80 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef -6190446740976067686, i64 noundef 6139776897334631248)
  %81 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 0, i64 noundef 132655372857923333, i64 noundef 7698592701211386535)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #3
  %82 = call signext i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 64, ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.6) #3
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %6) #3
  %83 = getelementptr inbounds i8, ptr %6, i64 47
  store i8 0, ptr %83, align 1, !tbaa !9
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
  store i8 %92, ptr %94, align 1, !tbaa !9
  %95 = icmp ult i128 %86, 10
  br i1 %95, label %96, label %84, !llvm.loop !12

96:                                               ; preds = %84
  %97 = getelementptr inbounds i8, ptr %6, i64 19
  %98 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %7, ptr noundef nonnull %97)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %6) #3
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #3
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #3
  %99 = call signext i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 64, ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.7) #3
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #3
  %100 = getelementptr inbounds i8, ptr %4, i64 47
  store i8 0, ptr %100, align 1, !tbaa !9
  %101 = getelementptr inbounds i8, ptr %4, i64 46
  store i8 50, ptr %101, align 1, !tbaa !9
  %102 = getelementptr inbounds i8, ptr %4, i64 45
  store i8 49, ptr %102, align 1, !tbaa !9
  %103 = getelementptr inbounds i8, ptr %4, i64 44
  store i8 55, ptr %103, align 1, !tbaa !9
  %104 = getelementptr inbounds i8, ptr %4, i64 43
  store i8 53, ptr %104, align 1, !tbaa !9
  %105 = getelementptr inbounds i8, ptr %4, i64 42
  store i8 54, ptr %105, align 1, !tbaa !9
  %106 = getelementptr inbounds i8, ptr %4, i64 41
  store i8 52, ptr %106, align 1, !tbaa !9
  %107 = getelementptr inbounds i8, ptr %4, i64 40
  store i8 57, ptr %107, align 1, !tbaa !9
  %108 = getelementptr inbounds i8, ptr %4, i64 39
  store i8 49, ptr %108, align 1, !tbaa !9
  %109 = getelementptr inbounds i8, ptr %4, i64 38
  store i8 54, ptr %109, align 1, !tbaa !9
  %110 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %5, ptr noundef nonnull %109)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #3
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #3
  %111 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext 0, i64 noundef 81985529216486895, i64 noundef -81985529216486896)
  %112 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 0, i64 noundef -81985529216486896, i64 noundef 81985529216486896)
  %113 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext 37, i64 noundef 3853319862790607630, i64 noundef -3853319863401447424)
  %114 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 37, i64 noundef -596524, i64 noundef -4345233048463664597)
  %115 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext 74, i64 noundef 8280538450865176576, i64 noundef 0)
  %116 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 74, i64 noundef -1, i64 noundef -80063993375476)
  %117 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext 111, i64 noundef 1803691650761883648, i64 noundef 0)
  %118 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 111, i64 noundef -1, i64 noundef -583)
  br label %119

119:                                              ; preds = %96, %129
  %120 = phi i128 [ %131, %129 ], [ 3, %96 ]
  %121 = phi i128 [ %130, %129 ], [ 1, %96 ]
  %122 = phi i128 [ %132, %129 ], [ 2305843009213693950, %96 ]
  %123 = urem i128 %120, 2305843009213693951
  %124 = and i128 %122, 1
  %125 = icmp eq i128 %124, 0
  br i1 %125, label %129, label %126

126:                                              ; preds = %119
  %127 = mul nuw nsw i128 %123, %121
  %128 = urem i128 %127, 2305843009213693951
  br label %129

129:                                              ; preds = %126, %119
  %130 = phi i128 [ %128, %126 ], [ %121, %119 ]
  %131 = mul nuw nsw i128 %123, %123
  %132 = lshr i128 %122, 1
  %133 = icmp ult i128 %122, 2
  br i1 %133, label %134, label %119, !llvm.loop !14

134:                                              ; preds = %129
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #3
  %135 = getelementptr inbounds i8, ptr %3, i64 47
  store i8 0, ptr %135, align 1, !tbaa !9
  %136 = icmp eq i128 %130, 0
  br i1 %136, label %137, label %139

137:                                              ; preds = %134
  %138 = getelementptr inbounds i8, ptr %3, i64 46
  store i8 48, ptr %138, align 1, !tbaa !9
  br label %154

139:                                              ; preds = %134, %139
  %140 = phi i64 [ %148, %139 ], [ 47, %134 ]
  %141 = phi i128 [ %143, %139 ], [ %130, %134 ]
  %142 = freeze i128 %141
  %143 = udiv i128 %142, 10
  %144 = mul i128 %143, 10
  %145 = sub i128 %142, %144
  %146 = trunc nuw nsw i128 %145 to i8
  %147 = or disjoint i8 %146, 48
  %148 = add nsw i64 %140, -1
  %149 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %148
  store i8 %147, ptr %149, align 1, !tbaa !9
  %150 = icmp ult i128 %141, 10
  br i1 %150, label %151, label %139, !llvm.loop !12

151:                                              ; preds = %139
  %152 = shl i64 %148, 32
  %153 = ashr exact i64 %152, 32
  br label %154

154:                                              ; preds = %137, %151
  %155 = phi i64 [ %153, %151 ], [ 46, %137 ]
  %156 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %155
  %157 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.10, ptr noundef nonnull %156)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #3
  br label %158

158:                                              ; preds = %168, %154
  %159 = phi i128 [ %170, %168 ], [ 7, %154 ]
  %160 = phi i128 [ %169, %168 ], [ 1, %154 ]
  %161 = phi i128 [ %171, %168 ], [ 12345, %154 ]
  %162 = urem i128 %159, 2305843009213693951
  %163 = and i128 %161, 1
  %164 = icmp eq i128 %163, 0
  br i1 %164, label %168, label %165

165:                                              ; preds = %158
  %166 = mul nuw nsw i128 %162, %160
  %167 = urem i128 %166, 2305843009213693951
  br label %168

168:                                              ; preds = %165, %158
  %169 = phi i128 [ %167, %165 ], [ %160, %158 ]
  %170 = mul nuw nsw i128 %162, %162
  %171 = lshr i128 %161, 1
  %172 = icmp ult i128 %161, 2
  br i1 %172, label %173, label %158, !llvm.loop !14

173:                                              ; preds = %168
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #3
  %174 = getelementptr inbounds i8, ptr %2, i64 47
  store i8 0, ptr %174, align 1, !tbaa !9
  %175 = icmp eq i128 %169, 0
  br i1 %175, label %176, label %178

176:                                              ; preds = %173
  %177 = getelementptr inbounds i8, ptr %2, i64 46
  store i8 48, ptr %177, align 1, !tbaa !9
  br label %193

178:                                              ; preds = %173, %178
  %179 = phi i64 [ %187, %178 ], [ 47, %173 ]
  %180 = phi i128 [ %182, %178 ], [ %169, %173 ]
  %181 = freeze i128 %180
  %182 = udiv i128 %181, 10
  %183 = mul i128 %182, 10
  %184 = sub i128 %181, %183
  %185 = trunc nuw nsw i128 %184 to i8
  %186 = or disjoint i8 %185, 48
  %187 = add nsw i64 %179, -1
  %188 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %187
  store i8 %186, ptr %188, align 1, !tbaa !9
  %189 = icmp ult i128 %180, 10
  br i1 %189, label %190, label %178, !llvm.loop !12

190:                                              ; preds = %178
  %191 = shl i64 %187, 32
  %192 = ashr exact i64 %191, 32
  br label %193

193:                                              ; preds = %176, %190
  %194 = phi i64 [ %192, %190 ], [ 46, %176 ]
  %195 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %194
  %196 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.11, ptr noundef nonnull %195)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #3
  %197 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef signext 1, i32 noundef signext 1, i32 noundef signext 1)
  %198 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 0x413713AE1340949F, i64 noundef 81985529216486896)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #3
  %199 = getelementptr inbounds i8, ptr %1, i64 47
  store i8 0, ptr %199, align 1, !tbaa !9
  br label %200

200:                                              ; preds = %200, %193
  %201 = phi i64 [ %209, %200 ], [ 47, %193 ]
  %202 = phi i128 [ %204, %200 ], [ 1499999999999999889089448902656, %193 ]
  %203 = freeze i128 %202
  %204 = udiv i128 %203, 10
  %205 = mul i128 %204, 10
  %206 = sub i128 %203, %205
  %207 = trunc nuw nsw i128 %206 to i8
  %208 = or disjoint i8 %207, 48
  %209 = add nsw i64 %201, -1
  %210 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 %209
  store i8 %208, ptr %210, align 1, !tbaa !9
  %211 = icmp ult i128 %202, 10
  br i1 %211, label %212, label %200, !llvm.loop !12

212:                                              ; preds = %200
  %213 = getelementptr inbounds i8, ptr %1, i64 16
  %214 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.14, ptr noundef nonnull %213)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #3
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef signext i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 6, !"riscv-isa", !3}
!3 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!4 = !{i32 8, !"PIC Level", i32 2}
!5 = !{i32 7, !"PIE Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 2}
!7 = !{i32 8, !"SmallDataLimit", i32 8}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!10, !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
