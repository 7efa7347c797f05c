; ModuleID = 'tests/programs/chars.c'
source_filename = "tests/programs/chars.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [30 x i8] c"sc=%d uc=%d sc+uc=%d sc*2=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"wrap: %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"promotion: %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"compare: %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [53 x i8] c"Hello, World! 123 The Quick Brown Fox.\09Tabs\0ANewlines\00", align 1
@.str.5 = private unnamed_addr constant [61 x i8] c"hist: upper %d lower %d digit %d space %d punct %d other %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [23 x i8] c"Attack at Dawn, Zebra!\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"rot13: %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"back: %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [11 x i8] c"upper: %s\0A\00", align 1
@.str.10 = private unnamed_addr constant [17 x i8] c"parse: %d %d %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"  42\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"-9876\00", align 1
@.str.13 = private unnamed_addr constant [7 x i8] c"+12abc\00", align 1
@.str.14 = private unnamed_addr constant [20 x i8] c"all bytes sum = %u\0A\00", align 1
@__const.main.hex = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1
@.str.16 = private unnamed_addr constant [18 x i8] c"hex parse = %llu\0A\00", align 1
@.str.17 = private unnamed_addr constant [29 x i8] c"char constants: %d %d %d %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [31 x i8] c"multichar-free escapes: %d %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i8], align 4
  %2 = alloca [17 x i8], align 1
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -100, i32 noundef 200, i32 noundef 100, i32 noundef -200)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 56, i32 noundef 44)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -64, i32 noundef 64)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1, i32 noundef 1)
  %7 = tail call ptr @__ctype_b_loc() #6
  %8 = load ptr, ptr %7, align 8, !tbaa !6
  br label %63

9:                                                ; preds = %102
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %108, i32 noundef %107, i32 noundef %106, i32 noundef %105, i32 noundef %104, i32 noundef %103)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(23) %1, ptr noundef nonnull align 1 dereferenceable(23) @.str.6, i64 23, i1 false) #7
  br label %11

11:                                               ; preds = %9, %28
  %12 = phi i8 [ %30, %28 ], [ 65, %9 ]
  %13 = phi ptr [ %29, %28 ], [ %1, %9 ]
  %14 = freeze i8 %12
  %15 = add i8 %14, -97
  %16 = icmp ult i8 %15, 26
  br i1 %16, label %20, label %17

17:                                               ; preds = %11
  %18 = add i8 %14, -65
  %19 = icmp ult i8 %18, 26
  br i1 %19, label %20, label %28

20:                                               ; preds = %17, %11
  %21 = phi i8 [ -84, %11 ], [ -52, %17 ]
  %22 = phi i8 [ 97, %11 ], [ 65, %17 ]
  %23 = add nsw i8 %21, %14
  %24 = add nsw i8 %23, -26
  %25 = icmp ult i8 %23, 26
  %26 = select i1 %25, i8 %23, i8 %24
  %27 = add nuw nsw i8 %26, %22
  store i8 %27, ptr %13, align 1, !tbaa !10
  br label %28

28:                                               ; preds = %20, %17
  %29 = getelementptr inbounds i8, ptr %13, i64 1
  %30 = load i8, ptr %29, align 1, !tbaa !10
  %31 = icmp eq i8 %30, 0
  br i1 %31, label %32, label %11, !llvm.loop !11

32:                                               ; preds = %28
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %1)
  %34 = load i8, ptr %1, align 4, !tbaa !10
  %35 = icmp eq i8 %34, 0
  br i1 %35, label %57, label %36

36:                                               ; preds = %32, %53
  %37 = phi i8 [ %55, %53 ], [ %34, %32 ]
  %38 = phi ptr [ %54, %53 ], [ %1, %32 ]
  %39 = freeze i8 %37
  %40 = add i8 %39, -97
  %41 = icmp ult i8 %40, 26
  br i1 %41, label %45, label %42

42:                                               ; preds = %36
  %43 = add i8 %39, -65
  %44 = icmp ult i8 %43, 26
  br i1 %44, label %45, label %53

45:                                               ; preds = %42, %36
  %46 = phi i8 [ -84, %36 ], [ -52, %42 ]
  %47 = phi i8 [ 97, %36 ], [ 65, %42 ]
  %48 = add nsw i8 %46, %39
  %49 = add nsw i8 %48, -26
  %50 = icmp ult i8 %48, 26
  %51 = select i1 %50, i8 %48, i8 %49
  %52 = add nuw nsw i8 %51, %47
  store i8 %52, ptr %38, align 1, !tbaa !10
  br label %53

53:                                               ; preds = %45, %42
  %54 = getelementptr inbounds i8, ptr %38, i64 1
  %55 = load i8, ptr %54, align 1, !tbaa !10
  %56 = icmp eq i8 %55, 0
  br i1 %56, label %57, label %36, !llvm.loop !11

57:                                               ; preds = %53, %32
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %1)
  %59 = load i8, ptr %1, align 4, !tbaa !10
  %60 = icmp eq i8 %59, 0
  br i1 %60, label %113, label %61

61:                                               ; preds = %57
  %62 = tail call ptr @__ctype_toupper_loc() #6
  br label %243

63:                                               ; preds = %0, %102
  %64 = phi i8 [ 72, %0 ], [ %111, %102 ]
  %65 = phi i32 [ 0, %0 ], [ %108, %102 ]
  %66 = phi i32 [ 0, %0 ], [ %107, %102 ]
  %67 = phi i32 [ 0, %0 ], [ %106, %102 ]
  %68 = phi i32 [ 0, %0 ], [ %105, %102 ]
  %69 = phi i32 [ 0, %0 ], [ %104, %102 ]
  %70 = phi i32 [ 0, %0 ], [ %103, %102 ]
  %71 = phi i64 [ 0, %0 ], [ %109, %102 ]
  %72 = zext i8 %64 to i64
  %73 = getelementptr inbounds i16, ptr %8, i64 %72
  %74 = load i16, ptr %73, align 2, !tbaa !13
  %75 = zext i16 %74 to i32
  %76 = and i32 %75, 256
  %77 = icmp eq i32 %76, 0
  br i1 %77, label %80, label %78

78:                                               ; preds = %63
  %79 = add nsw i32 %65, 1
  br label %102

80:                                               ; preds = %63
  %81 = and i32 %75, 512
  %82 = icmp eq i32 %81, 0
  br i1 %82, label %85, label %83

83:                                               ; preds = %80
  %84 = add nsw i32 %66, 1
  br label %102

85:                                               ; preds = %80
  %86 = and i32 %75, 2048
  %87 = icmp eq i32 %86, 0
  br i1 %87, label %90, label %88

88:                                               ; preds = %85
  %89 = add nsw i32 %67, 1
  br label %102

90:                                               ; preds = %85
  %91 = and i32 %75, 8192
  %92 = icmp eq i32 %91, 0
  br i1 %92, label %95, label %93

93:                                               ; preds = %90
  %94 = add nsw i32 %68, 1
  br label %102

95:                                               ; preds = %90
  %96 = and i32 %75, 4
  %97 = icmp eq i32 %96, 0
  br i1 %97, label %100, label %98

98:                                               ; preds = %95
  %99 = add nsw i32 %69, 1
  br label %102

100:                                              ; preds = %95
  %101 = add nsw i32 %70, 1
  br label %102

102:                                              ; preds = %83, %93, %100, %98, %88, %78
  %103 = phi i32 [ %70, %78 ], [ %70, %83 ], [ %70, %88 ], [ %70, %93 ], [ %70, %98 ], [ %101, %100 ]
  %104 = phi i32 [ %69, %78 ], [ %69, %83 ], [ %69, %88 ], [ %69, %93 ], [ %99, %98 ], [ %69, %100 ]
  %105 = phi i32 [ %68, %78 ], [ %68, %83 ], [ %68, %88 ], [ %94, %93 ], [ %68, %98 ], [ %68, %100 ]
  %106 = phi i32 [ %67, %78 ], [ %67, %83 ], [ %89, %88 ], [ %67, %93 ], [ %67, %98 ], [ %67, %100 ]
  %107 = phi i32 [ %66, %78 ], [ %84, %83 ], [ %66, %88 ], [ %66, %93 ], [ %66, %98 ], [ %66, %100 ]
  %108 = phi i32 [ %79, %78 ], [ %65, %83 ], [ %65, %88 ], [ %65, %93 ], [ %65, %98 ], [ %65, %100 ]
  %109 = add nuw nsw i64 %71, 1
  %110 = getelementptr inbounds i8, ptr @.str.4, i64 %109
  %111 = load i8, ptr %110, align 1, !tbaa !10
  %112 = icmp eq i64 %109, 52
  br i1 %112, label %9, label %63, !llvm.loop !15

113:                                              ; preds = %243, %57
  %114 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %1)
  %115 = load ptr, ptr %7, align 8, !tbaa !6
  br label %116

116:                                              ; preds = %116, %113
  %117 = phi ptr [ @.str.11, %113 ], [ %124, %116 ]
  %118 = load i8, ptr %117, align 1, !tbaa !10
  %119 = zext i8 %118 to i64
  %120 = getelementptr inbounds i16, ptr %115, i64 %119
  %121 = load i16, ptr %120, align 2, !tbaa !13
  %122 = and i16 %121, 8192
  %123 = icmp eq i16 %122, 0
  %124 = getelementptr inbounds i8, ptr %117, i64 1
  br i1 %123, label %125, label %116, !llvm.loop !16

125:                                              ; preds = %116
  switch i8 %118, label %133 [
    i8 45, label %126
    i8 43, label %126
  ]

126:                                              ; preds = %125, %125
  %127 = icmp eq i8 %118, 45
  %128 = select i1 %127, i32 -1, i32 1
  %129 = load i8, ptr %124, align 1, !tbaa !10
  %130 = zext i8 %129 to i64
  %131 = getelementptr inbounds i16, ptr %115, i64 %130
  %132 = load i16, ptr %131, align 2, !tbaa !13
  br label %133

133:                                              ; preds = %126, %125
  %134 = phi i16 [ %132, %126 ], [ %121, %125 ]
  %135 = phi i8 [ %129, %126 ], [ %118, %125 ]
  %136 = phi ptr [ %124, %126 ], [ %117, %125 ]
  %137 = phi i32 [ %128, %126 ], [ 1, %125 ]
  %138 = and i16 %134, 2048
  %139 = icmp eq i16 %138, 0
  br i1 %139, label %155, label %140

140:                                              ; preds = %133, %140
  %141 = phi i8 [ %149, %140 ], [ %135, %133 ]
  %142 = phi i32 [ %148, %140 ], [ 0, %133 ]
  %143 = phi ptr [ %146, %140 ], [ %136, %133 ]
  %144 = zext i8 %141 to i32
  %145 = mul nsw i32 %142, 10
  %146 = getelementptr inbounds i8, ptr %143, i64 1
  %147 = add nsw i32 %144, -48
  %148 = add i32 %147, %145
  %149 = load i8, ptr %146, align 1, !tbaa !10
  %150 = zext i8 %149 to i64
  %151 = getelementptr inbounds i16, ptr %115, i64 %150
  %152 = load i16, ptr %151, align 2, !tbaa !13
  %153 = and i16 %152, 2048
  %154 = icmp eq i16 %153, 0
  br i1 %154, label %155, label %140, !llvm.loop !17

155:                                              ; preds = %140, %133
  %156 = phi i32 [ 0, %133 ], [ %148, %140 ]
  br label %157

157:                                              ; preds = %157, %155
  %158 = phi ptr [ @.str.12, %155 ], [ %165, %157 ]
  %159 = load i8, ptr %158, align 1, !tbaa !10
  %160 = zext i8 %159 to i64
  %161 = getelementptr inbounds i16, ptr %115, i64 %160
  %162 = load i16, ptr %161, align 2, !tbaa !13
  %163 = and i16 %162, 8192
  %164 = icmp eq i16 %163, 0
  %165 = getelementptr inbounds i8, ptr %158, i64 1
  br i1 %164, label %166, label %157, !llvm.loop !16

166:                                              ; preds = %157
  %167 = mul nsw i32 %156, %137
  switch i8 %159, label %175 [
    i8 45, label %168
    i8 43, label %168
  ]

168:                                              ; preds = %166, %166
  %169 = icmp eq i8 %159, 45
  %170 = select i1 %169, i32 -1, i32 1
  %171 = load i8, ptr %165, align 1, !tbaa !10
  %172 = zext i8 %171 to i64
  %173 = getelementptr inbounds i16, ptr %115, i64 %172
  %174 = load i16, ptr %173, align 2, !tbaa !13
  br label %175

175:                                              ; preds = %168, %166
  %176 = phi i16 [ %174, %168 ], [ %162, %166 ]
  %177 = phi i8 [ %171, %168 ], [ %159, %166 ]
  %178 = phi ptr [ %165, %168 ], [ %158, %166 ]
  %179 = phi i32 [ %170, %168 ], [ 1, %166 ]
  %180 = and i16 %176, 2048
  %181 = icmp eq i16 %180, 0
  br i1 %181, label %197, label %182

182:                                              ; preds = %175, %182
  %183 = phi i8 [ %191, %182 ], [ %177, %175 ]
  %184 = phi i32 [ %190, %182 ], [ 0, %175 ]
  %185 = phi ptr [ %188, %182 ], [ %178, %175 ]
  %186 = zext i8 %183 to i32
  %187 = mul nsw i32 %184, 10
  %188 = getelementptr inbounds i8, ptr %185, i64 1
  %189 = add nsw i32 %186, -48
  %190 = add i32 %189, %187
  %191 = load i8, ptr %188, align 1, !tbaa !10
  %192 = zext i8 %191 to i64
  %193 = getelementptr inbounds i16, ptr %115, i64 %192
  %194 = load i16, ptr %193, align 2, !tbaa !13
  %195 = and i16 %194, 2048
  %196 = icmp eq i16 %195, 0
  br i1 %196, label %197, label %182, !llvm.loop !17

197:                                              ; preds = %182, %175
  %198 = phi i32 [ 0, %175 ], [ %190, %182 ]
  br label %199

199:                                              ; preds = %199, %197
  %200 = phi ptr [ @.str.13, %197 ], [ %207, %199 ]
  %201 = load i8, ptr %200, align 1, !tbaa !10
  %202 = zext i8 %201 to i64
  %203 = getelementptr inbounds i16, ptr %115, i64 %202
  %204 = load i16, ptr %203, align 2, !tbaa !13
  %205 = and i16 %204, 8192
  %206 = icmp eq i16 %205, 0
  %207 = getelementptr inbounds i8, ptr %200, i64 1
  br i1 %206, label %208, label %199, !llvm.loop !16

208:                                              ; preds = %199
  %209 = mul nsw i32 %198, %179
  switch i8 %201, label %217 [
    i8 45, label %210
    i8 43, label %210
  ]

210:                                              ; preds = %208, %208
  %211 = icmp eq i8 %201, 45
  %212 = select i1 %211, i32 -1, i32 1
  %213 = load i8, ptr %207, align 1, !tbaa !10
  %214 = zext i8 %213 to i64
  %215 = getelementptr inbounds i16, ptr %115, i64 %214
  %216 = load i16, ptr %215, align 2, !tbaa !13
  br label %217

217:                                              ; preds = %210, %208
  %218 = phi i16 [ %216, %210 ], [ %204, %208 ]
  %219 = phi i8 [ %213, %210 ], [ %201, %208 ]
  %220 = phi ptr [ %207, %210 ], [ %200, %208 ]
  %221 = phi i32 [ %212, %210 ], [ 1, %208 ]
  %222 = and i16 %218, 2048
  %223 = icmp eq i16 %222, 0
  br i1 %223, label %239, label %224

224:                                              ; preds = %217, %224
  %225 = phi i8 [ %233, %224 ], [ %219, %217 ]
  %226 = phi i32 [ %232, %224 ], [ 0, %217 ]
  %227 = phi ptr [ %230, %224 ], [ %220, %217 ]
  %228 = zext i8 %225 to i32
  %229 = mul nsw i32 %226, 10
  %230 = getelementptr inbounds i8, ptr %227, i64 1
  %231 = add nsw i32 %228, -48
  %232 = add i32 %231, %229
  %233 = load i8, ptr %230, align 1, !tbaa !10
  %234 = zext i8 %233 to i64
  %235 = getelementptr inbounds i16, ptr %115, i64 %234
  %236 = load i16, ptr %235, align 2, !tbaa !13
  %237 = and i16 %236, 2048
  %238 = icmp eq i16 %237, 0
  br i1 %238, label %239, label %224, !llvm.loop !17

239:                                              ; preds = %224, %217
  %240 = phi i32 [ 0, %217 ], [ %232, %224 ]
  %241 = mul nsw i32 %240, %221
  %242 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %167, i32 noundef %209, i32 noundef %241)
  br label %324

243:                                              ; preds = %61, %243
  %244 = phi i8 [ %59, %61 ], [ %252, %243 ]
  %245 = phi ptr [ %1, %61 ], [ %251, %243 ]
  %246 = load ptr, ptr %62, align 8, !tbaa !6
  %247 = zext i8 %244 to i64
  %248 = getelementptr inbounds i32, ptr %246, i64 %247
  %249 = load i32, ptr %248, align 4, !tbaa !18
  %250 = trunc i32 %249 to i8
  store i8 %250, ptr %245, align 1, !tbaa !10
  %251 = getelementptr inbounds i8, ptr %245, i64 1
  %252 = load i8, ptr %251, align 1, !tbaa !10
  %253 = icmp eq i8 %252, 0
  br i1 %253, label %113, label %243, !llvm.loop !20

254:                                              ; preds = %324
  %255 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %332)
  call void @llvm.lifetime.start.p0(i64 17, ptr nonnull %2) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(17) %2, ptr noundef nonnull align 1 dereferenceable(17) @__const.main.hex, i64 17, i1 false)
  %256 = tail call ptr @__ctype_tolower_loc() #6
  %257 = load ptr, ptr %256, align 8, !tbaa !6
  %258 = ptrtoint ptr %2 to i64
  %259 = getelementptr inbounds i8, ptr %257, i64 196
  %260 = load i32, ptr %259, align 4, !tbaa !18
  %261 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %260) #8
  %262 = ptrtoint ptr %261 to i64
  %263 = sub i64 %262, %258
  %264 = getelementptr inbounds i8, ptr %257, i64 408
  %265 = load i32, ptr %264, align 4, !tbaa !18
  %266 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %265) #8
  %267 = ptrtoint ptr %266 to i64
  %268 = sub i64 %267, %258
  %269 = shl i64 %263, 4
  %270 = and i64 %269, 68719476720
  %271 = and i64 %268, 4294967295
  %272 = add nuw nsw i64 %271, %270
  %273 = getelementptr inbounds i8, ptr %257, i64 200
  %274 = load i32, ptr %273, align 4, !tbaa !18
  %275 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %274) #8
  %276 = ptrtoint ptr %275 to i64
  %277 = sub i64 %276, %258
  %278 = getelementptr inbounds i8, ptr %257, i64 276
  %279 = load i32, ptr %278, align 4, !tbaa !18
  %280 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %279) #8
  %281 = ptrtoint ptr %280 to i64
  %282 = sub i64 %281, %258
  %283 = shl nuw nsw i64 %272, 8
  %284 = shl i64 %277, 4
  %285 = and i64 %284, 68719476720
  %286 = add nuw nsw i64 %283, %285
  %287 = and i64 %282, 4294967295
  %288 = add nuw nsw i64 %287, %286
  %289 = getelementptr inbounds i8, ptr %257, i64 204
  %290 = load i32, ptr %289, align 4, !tbaa !18
  %291 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %290) #8
  %292 = ptrtoint ptr %291 to i64
  %293 = sub i64 %292, %258
  %294 = getelementptr inbounds i8, ptr %257, i64 400
  %295 = load i32, ptr %294, align 4, !tbaa !18
  %296 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %295) #8
  %297 = ptrtoint ptr %296 to i64
  %298 = sub i64 %297, %258
  %299 = shl nuw nsw i64 %288, 8
  %300 = shl i64 %293, 4
  %301 = and i64 %300, 68719476720
  %302 = add nuw nsw i64 %299, %301
  %303 = and i64 %298, 4294967295
  %304 = add nuw nsw i64 %303, %302
  %305 = getelementptr inbounds i8, ptr %257, i64 208
  %306 = load i32, ptr %305, align 4, !tbaa !18
  %307 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %306) #8
  %308 = ptrtoint ptr %307 to i64
  %309 = sub i64 %308, %258
  %310 = getelementptr inbounds i8, ptr %257, i64 268
  %311 = load i32, ptr %310, align 4, !tbaa !18
  %312 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %311) #8
  %313 = ptrtoint ptr %312 to i64
  %314 = sub i64 %313, %258
  %315 = shl nuw nsw i64 %304, 8
  %316 = shl i64 %309, 4
  %317 = and i64 %316, 68719476720
  %318 = add nuw nsw i64 %315, %317
  %319 = and i64 %314, 4294967295
  %320 = add nuw nsw i64 %319, %318
  %321 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %320)
  %322 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 65, i32 noundef 10, i32 noundef 127, i32 noundef 0)
  %323 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef 255, i32 noundef -1)
  call void @llvm.lifetime.end.p0(i64 17, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #7
  ret i32 0

324:                                              ; preds = %239, %324
  %325 = phi i32 [ 0, %239 ], [ %333, %324 ]
  %326 = phi i32 [ 0, %239 ], [ %332, %324 ]
  %327 = mul i32 %326, 3
  %328 = shl nuw i32 %325, 24
  %329 = ashr exact i32 %328, 24
  %330 = add i32 %327, 200
  %331 = add i32 %330, %325
  %332 = add i32 %331, %329
  %333 = add nuw nsw i32 %325, 1
  %334 = icmp eq i32 %333, 256
  br i1 %334, label %254, label %324, !llvm.loop !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__ctype_toupper_loc() local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare ptr @strchr(ptr noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__ctype_tolower_loc() local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree nosync nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"short", !8, i64 0}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !8, i64 0}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12}
