; ModuleID = 'tests/programs/int128.c'
source_filename = "tests/programs/int128.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %1 = alloca [48 x i8], align 16
  %2 = alloca [48 x i8], align 16
  %3 = alloca [48 x i8], align 16
  %4 = alloca [48 x i8], align 16
  %5 = alloca [64 x i8], align 16
  %6 = alloca [48 x i8], align 16
  %7 = alloca [64 x i8], align 16
  %8 = alloca [48 x i8], align 16
  %9 = alloca [64 x i8], align 16
  %10 = alloca [48 x i8], align 16
  %11 = alloca [64 x i8], align 16
  %12 = alloca [48 x i8], align 16
  %13 = alloca [48 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %13) #3
  %14 = getelementptr inbounds i8, ptr %13, i64 47
  store i8 0, ptr %14, align 1, !tbaa !5
  br label %15

15:                                               ; preds = %27, %0
  %16 = phi i64 [ 47, %0 ], [ %31, %27 ]
  %17 = phi i128 [ 265252859812191058636308480000000, %0 ], [ %33, %27 ]
  %18 = freeze i128 %17
  %19 = udiv i128 %18, 10
  %20 = mul i128 %19, 10
  %21 = sub i128 %18, %20
  %22 = trunc nuw nsw i128 %21 to i8
  %23 = or disjoint i8 %22, 48
  %24 = add nsw i64 %16, -1
  %25 = getelementptr inbounds [48 x i8], ptr %13, i64 0, i64 %24
  store i8 %23, ptr %25, align 1, !tbaa !5
  %26 = icmp ult i128 %17, 10
  br i1 %26, label %34, label %27, !llvm.loop !8

27:                                               ; preds = %15
  %28 = urem i128 %19, 10
  %29 = trunc nuw nsw i128 %28 to i8
  %30 = or disjoint i8 %29, 48
  %31 = add nsw i64 %16, -2
  %32 = getelementptr inbounds [48 x i8], ptr %13, i64 0, i64 %31
  store i8 %30, ptr %32, align 1, !tbaa !5
  %33 = udiv i128 %17, 100
  br label %15

34:                                               ; preds = %15
  %35 = getelementptr inbounds i8, ptr %13, i64 14
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str, ptr noundef nonnull %35)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %13) #3
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %12) #3
  %37 = getelementptr inbounds i8, ptr %12, i64 47
  store i8 0, ptr %37, align 1, !tbaa !5
  br label %38

38:                                               ; preds = %50, %34
  %39 = phi i64 [ 47, %34 ], [ %54, %50 ]
  %40 = phi i128 [ -1, %34 ], [ %56, %50 ]
  %41 = freeze i128 %40
  %42 = udiv i128 %41, 10
  %43 = mul i128 %42, 10
  %44 = sub i128 %41, %43
  %45 = trunc nuw nsw i128 %44 to i8
  %46 = or disjoint i8 %45, 48
  %47 = add nsw i64 %39, -1
  %48 = getelementptr inbounds [48 x i8], ptr %12, i64 0, i64 %47
  store i8 %46, ptr %48, align 1, !tbaa !5
  %49 = icmp ult i128 %40, 10
  br i1 %49, label %57, label %50, !llvm.loop !8

50:                                               ; preds = %38
  %51 = urem i128 %42, 10
  %52 = trunc nuw nsw i128 %51 to i8
  %53 = or disjoint i8 %52, 48
  %54 = add nsw i64 %39, -2
  %55 = getelementptr inbounds [48 x i8], ptr %12, i64 0, i64 %54
  store i8 %53, ptr %55, align 1, !tbaa !5
  %56 = udiv i128 %40, 100
  br label %38

57:                                               ; preds = %38
  %58 = getelementptr inbounds i8, ptr %12, i64 8
  %59 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.1, ptr noundef nonnull %58)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %12) #3
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %11) #3
  %60 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %11, i64 noundef 64, ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.2) #3
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %10) #3
  %61 = getelementptr inbounds i8, ptr %10, i64 47
  store i8 0, ptr %61, align 1, !tbaa !5
  br label %62

62:                                               ; preds = %74, %57
  %63 = phi i64 [ 47, %57 ], [ %78, %74 ]
  %64 = phi i128 [ -170141183460469231731687303715884105728, %57 ], [ %80, %74 ]
  %65 = freeze i128 %64
  %66 = udiv i128 %65, 10
  %67 = mul i128 %66, 10
  %68 = sub i128 %65, %67
  %69 = trunc nuw nsw i128 %68 to i8
  %70 = or disjoint i8 %69, 48
  %71 = add nsw i64 %63, -1
  %72 = getelementptr inbounds [48 x i8], ptr %10, i64 0, i64 %71
  store i8 %70, ptr %72, align 1, !tbaa !5
  %73 = icmp ult i128 %64, 10
  br i1 %73, label %81, label %74, !llvm.loop !8

74:                                               ; preds = %62
  %75 = urem i128 %66, 10
  %76 = trunc nuw nsw i128 %75 to i8
  %77 = or disjoint i8 %76, 48
  %78 = add nsw i64 %63, -2
  %79 = getelementptr inbounds [48 x i8], ptr %10, i64 0, i64 %78
  store i8 %77, ptr %79, align 1, !tbaa !5
  %80 = udiv i128 %64, 100
  br label %62

81:                                               ; preds = %62
  %82 = getelementptr inbounds i8, ptr %10, i64 8
  %83 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %11, ptr noundef nonnull %82)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %10) #3
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %11) #3
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %9) #3
  %84 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %9, i64 noundef 64, ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.3) #3
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %8) #3
  %85 = getelementptr inbounds i8, ptr %8, i64 47
  store i8 0, ptr %85, align 1, !tbaa !5
  br label %86

86:                                               ; preds = %98, %81
  %87 = phi i64 [ 47, %81 ], [ %102, %98 ]
  %88 = phi i128 [ 123456789876543201086419746, %81 ], [ %104, %98 ]
  %89 = freeze i128 %88
  %90 = udiv i128 %89, 10
  %91 = mul i128 %90, 10
  %92 = sub i128 %89, %91
  %93 = trunc nuw nsw i128 %92 to i8
  %94 = or disjoint i8 %93, 48
  %95 = add nsw i64 %87, -1
  %96 = getelementptr inbounds [48 x i8], ptr %8, i64 0, i64 %95
  store i8 %94, ptr %96, align 1, !tbaa !5
  %97 = icmp ult i128 %88, 10
  br i1 %97, label %105, label %98, !llvm.loop !8

98:                                               ; preds = %86
  %99 = urem i128 %90, 10
  %100 = trunc nuw nsw i128 %99 to i8
  %101 = or disjoint i8 %100, 48
  %102 = add nsw i64 %87, -2
  %103 = getelementptr inbounds [48 x i8], ptr %8, i64 0, i64 %102
  store i8 %101, ptr %103, align 1, !tbaa !5
  %104 = udiv i128 %88, 100
  br label %86

105:                                              ; preds = %86
  %106 = getelementptr inbounds i8, ptr %8, i64 20
  %107 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %9, ptr noundef nonnull %106)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %8) #3
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %9) #3
  %108 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef -6190446740976067686, i64 noundef 6139776897334631248)
  %109 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 0, i64 noundef 132655372857923333, i64 noundef 7698592701211386535)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #3
  %110 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 64, ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.6) #3
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %6) #3
  %111 = getelementptr inbounds i8, ptr %6, i64 47
  store i8 0, ptr %111, align 1, !tbaa !5
  br label %112

112:                                              ; preds = %112, %105
  %113 = phi i64 [ 47, %105 ], [ %126, %112 ]
  %114 = phi i128 [ 1512366064617608495009095904, %105 ], [ %128, %112 ]
  %115 = freeze i128 %114
  %116 = udiv i128 %115, 10
  %117 = mul i128 %116, 10
  %118 = sub i128 %115, %117
  %119 = trunc nuw nsw i128 %118 to i8
  %120 = or disjoint i8 %119, 48
  %121 = add nsw i64 %113, -1
  %122 = getelementptr inbounds [48 x i8], ptr %6, i64 0, i64 %121
  store i8 %120, ptr %122, align 1, !tbaa !5
  %123 = urem i128 %116, 10
  %124 = trunc nuw nsw i128 %123 to i8
  %125 = or disjoint i8 %124, 48
  %126 = add nsw i64 %113, -2
  %127 = getelementptr inbounds [48 x i8], ptr %6, i64 0, i64 %126
  store i8 %125, ptr %127, align 1, !tbaa !5
  %128 = udiv i128 %114, 100
  %129 = icmp ult i128 %114, 100
  br i1 %129, label %130, label %112, !llvm.loop !8

130:                                              ; preds = %112
  %131 = getelementptr inbounds i8, ptr %6, i64 19
  %132 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %7, ptr noundef nonnull %131)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %6) #3
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #3
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #3
  %133 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 64, ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.7) #3
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #3
  %134 = getelementptr inbounds i8, ptr %4, i64 47
  store i8 0, ptr %134, align 1, !tbaa !5
  %135 = getelementptr inbounds i8, ptr %4, i64 46
  store i8 50, ptr %135, align 2, !tbaa !5
  %136 = getelementptr inbounds i8, ptr %4, i64 38
  store <8 x i8> <i8 54, i8 49, i8 57, i8 52, i8 54, i8 53, i8 55, i8 49>, ptr %136, align 2, !tbaa !5
  %137 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %5, ptr noundef nonnull %136)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #3
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #3
  %138 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 0, i64 noundef 81985529216486895, i64 noundef -81985529216486896)
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 0, i64 noundef -81985529216486896, i64 noundef 81985529216486896)
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 37, i64 noundef 3853319862790607630, i64 noundef -3853319863401447424)
  %141 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 37, i64 noundef -596524, i64 noundef -4345233048463664597)
  %142 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 74, i64 noundef 8280538450865176576, i64 noundef 0)
  %143 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 74, i64 noundef -1, i64 noundef -80063993375476)
  %144 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 111, i64 noundef 1803691650761883648, i64 noundef 0)
  %145 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 111, i64 noundef -1, i64 noundef -583)
  br label %146

146:                                              ; preds = %130, %160
  %147 = phi i64 [ %165, %160 ], [ 3, %130 ]
  %148 = phi i128 [ %166, %160 ], [ 2305843009213693950, %130 ]
  %149 = phi i64 [ %162, %160 ], [ 1, %130 ]
  %150 = and i128 %148, 1
  %151 = icmp eq i128 %150, 0
  br i1 %151, label %152, label %154

152:                                              ; preds = %146
  %153 = zext nneg i64 %147 to i128
  br label %160

154:                                              ; preds = %146
  %155 = zext nneg i64 %149 to i128
  %156 = zext nneg i64 %147 to i128
  %157 = mul nuw nsw i128 %155, %156
  %158 = urem i128 %157, 2305843009213693951
  %159 = trunc nuw nsw i128 %158 to i64
  br label %160

160:                                              ; preds = %154, %152
  %161 = phi i128 [ %153, %152 ], [ %156, %154 ]
  %162 = phi i64 [ %149, %152 ], [ %159, %154 ]
  %163 = mul nuw nsw i128 %161, %161
  %164 = urem i128 %163, 2305843009213693951
  %165 = trunc nuw nsw i128 %164 to i64
  %166 = lshr i128 %148, 1
  %167 = icmp ult i128 %148, 2
  br i1 %167, label %168, label %146, !llvm.loop !10

168:                                              ; preds = %160
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #3
  %169 = getelementptr inbounds i8, ptr %3, i64 47
  store i8 0, ptr %169, align 1, !tbaa !5
  %170 = icmp eq i64 %162, 0
  br i1 %170, label %173, label %171

171:                                              ; preds = %168
  %172 = zext nneg i64 %162 to i128
  br label %175

173:                                              ; preds = %168
  %174 = getelementptr inbounds i8, ptr %3, i64 46
  store i8 48, ptr %174, align 2, !tbaa !5
  br label %190

175:                                              ; preds = %171, %175
  %176 = phi i64 [ %184, %175 ], [ 47, %171 ]
  %177 = phi i128 [ %179, %175 ], [ %172, %171 ]
  %178 = freeze i128 %177
  %179 = udiv i128 %178, 10
  %180 = mul i128 %179, 10
  %181 = sub i128 %178, %180
  %182 = trunc nuw nsw i128 %181 to i8
  %183 = or disjoint i8 %182, 48
  %184 = add nsw i64 %176, -1
  %185 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %184
  store i8 %183, ptr %185, align 1, !tbaa !5
  %186 = icmp ult i128 %177, 10
  br i1 %186, label %187, label %175, !llvm.loop !8

187:                                              ; preds = %175
  %188 = shl i64 %184, 32
  %189 = ashr exact i64 %188, 32
  br label %190

190:                                              ; preds = %173, %187
  %191 = phi i64 [ %189, %187 ], [ 46, %173 ]
  %192 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %191
  %193 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.10, ptr noundef nonnull %192)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #3
  br label %194

194:                                              ; preds = %208, %190
  %195 = phi i64 [ %213, %208 ], [ 7, %190 ]
  %196 = phi i128 [ %214, %208 ], [ 12345, %190 ]
  %197 = phi i64 [ %210, %208 ], [ 1, %190 ]
  %198 = and i128 %196, 1
  %199 = icmp eq i128 %198, 0
  br i1 %199, label %200, label %202

200:                                              ; preds = %194
  %201 = zext nneg i64 %195 to i128
  br label %208

202:                                              ; preds = %194
  %203 = zext nneg i64 %197 to i128
  %204 = zext nneg i64 %195 to i128
  %205 = mul nuw nsw i128 %203, %204
  %206 = urem i128 %205, 2305843009213693951
  %207 = trunc nuw nsw i128 %206 to i64
  br label %208

208:                                              ; preds = %202, %200
  %209 = phi i128 [ %201, %200 ], [ %204, %202 ]
  %210 = phi i64 [ %197, %200 ], [ %207, %202 ]
  %211 = mul nuw nsw i128 %209, %209
  %212 = urem i128 %211, 2305843009213693951
  %213 = trunc nuw nsw i128 %212 to i64
  %214 = lshr i128 %196, 1
  %215 = icmp ult i128 %196, 2
  br i1 %215, label %216, label %194, !llvm.loop !10

216:                                              ; preds = %208
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #3
  %217 = getelementptr inbounds i8, ptr %2, i64 47
  store i8 0, ptr %217, align 1, !tbaa !5
  %218 = icmp eq i64 %210, 0
  br i1 %218, label %221, label %219

219:                                              ; preds = %216
  %220 = zext i64 %210 to i128
  br label %223

221:                                              ; preds = %216
  %222 = getelementptr inbounds i8, ptr %2, i64 46
  store i8 48, ptr %222, align 2, !tbaa !5
  br label %238

223:                                              ; preds = %219, %223
  %224 = phi i64 [ %232, %223 ], [ 47, %219 ]
  %225 = phi i128 [ %227, %223 ], [ %220, %219 ]
  %226 = freeze i128 %225
  %227 = udiv i128 %226, 10
  %228 = mul i128 %227, 10
  %229 = sub i128 %226, %228
  %230 = trunc nuw nsw i128 %229 to i8
  %231 = or disjoint i8 %230, 48
  %232 = add nsw i64 %224, -1
  %233 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %232
  store i8 %231, ptr %233, align 1, !tbaa !5
  %234 = icmp ult i128 %225, 10
  br i1 %234, label %235, label %223, !llvm.loop !8

235:                                              ; preds = %223
  %236 = shl i64 %232, 32
  %237 = ashr exact i64 %236, 32
  br label %238

238:                                              ; preds = %221, %235
  %239 = phi i64 [ %237, %235 ], [ 46, %221 ]
  %240 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %239
  %241 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.11, ptr noundef nonnull %240)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #3
  %242 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  %243 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 0x413713AE1340949F, i64 noundef 81985529216486896)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #3
  %244 = getelementptr inbounds i8, ptr %1, i64 47
  store i8 0, ptr %244, align 1, !tbaa !5
  br label %245

245:                                              ; preds = %257, %238
  %246 = phi i64 [ 47, %238 ], [ %261, %257 ]
  %247 = phi i128 [ 1499999999999999889089448902656, %238 ], [ %263, %257 ]
  %248 = freeze i128 %247
  %249 = udiv i128 %248, 10
  %250 = mul i128 %249, 10
  %251 = sub i128 %248, %250
  %252 = trunc nuw nsw i128 %251 to i8
  %253 = or disjoint i8 %252, 48
  %254 = add nsw i64 %246, -1
  %255 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 %254
  store i8 %253, ptr %255, align 1, !tbaa !5
  %256 = icmp ult i128 %247, 10
  br i1 %256, label %264, label %257, !llvm.loop !8

257:                                              ; preds = %245
  %258 = urem i128 %249, 10
  %259 = trunc nuw nsw i128 %258 to i8
  %260 = or disjoint i8 %259, 48
  %261 = add nsw i64 %246, -2
  %262 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 %261
  store i8 %260, ptr %262, align 1, !tbaa !5
  %263 = udiv i128 %247, 100
  br label %245

264:                                              ; preds = %245
  %265 = getelementptr inbounds i8, ptr %1, i64 16
  %266 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.14, ptr noundef nonnull %265)
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

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
