; ModuleID = 'tests/programs/chars.c'
source_filename = "tests/programs/chars.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
@__const.main.hex = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 16
@.str.16 = private unnamed_addr constant [18 x i8] c"hex parse = %llu\0A\00", align 1
@.str.17 = private unnamed_addr constant [29 x i8] c"char constants: %d %d %d %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [31 x i8] c"multichar-free escapes: %d %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i8], align 16
  %2 = alloca [17 x i8], align 16
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -100, i32 noundef 200, i32 noundef 100, i32 noundef -200)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 56, i32 noundef 44)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -64, i32 noundef 64)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1, i32 noundef 1)
  %7 = tail call ptr @__ctype_b_loc() #6
  %8 = load ptr, ptr %7, align 8, !tbaa !5
  br label %66

9:                                                ; preds = %105
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %111, i32 noundef %110, i32 noundef %109, i32 noundef %108, i32 noundef %107, i32 noundef %106)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(23) %1, ptr noundef nonnull align 1 dereferenceable(23) @.str.6, i64 23, i1 false) #7
  br label %11

11:                                               ; preds = %9, %28
  %12 = phi i8 [ %31, %28 ], [ 65, %9 ]
  %13 = phi ptr [ %29, %28 ], [ %1, %9 ]
  %14 = add i8 %12, -97
  %15 = icmp ult i8 %14, 26
  br i1 %15, label %19, label %16

16:                                               ; preds = %11
  %17 = add i8 %12, -65
  %18 = icmp ult i8 %17, 26
  br i1 %18, label %19, label %28

19:                                               ; preds = %16, %11
  %20 = phi i8 [ -84, %11 ], [ -52, %16 ]
  %21 = phi i8 [ -110, %11 ], [ -78, %16 ]
  %22 = phi i8 [ 97, %11 ], [ 65, %16 ]
  %23 = add nsw i8 %20, %12
  %24 = add nsw i8 %21, %12
  %25 = icmp ult i8 %23, 26
  %26 = select i1 %25, i8 %23, i8 %24
  %27 = add nuw nsw i8 %26, %22
  store i8 %27, ptr %13, align 1, !tbaa !9
  br label %28

28:                                               ; preds = %19, %16
  %29 = getelementptr inbounds i8, ptr %13, i64 1
  %30 = load i8, ptr %29, align 1, !tbaa !9
  %31 = freeze i8 %30
  %32 = icmp eq i8 %31, 0
  br i1 %32, label %33, label %11, !llvm.loop !10

33:                                               ; preds = %28
  %34 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %1)
  %35 = load i8, ptr %1, align 16, !tbaa !9
  %36 = freeze i8 %35
  %37 = icmp eq i8 %36, 0
  br i1 %37, label %60, label %38

38:                                               ; preds = %33, %55
  %39 = phi i8 [ %58, %55 ], [ %36, %33 ]
  %40 = phi ptr [ %56, %55 ], [ %1, %33 ]
  %41 = add i8 %39, -97
  %42 = icmp ult i8 %41, 26
  br i1 %42, label %46, label %43

43:                                               ; preds = %38
  %44 = add i8 %39, -65
  %45 = icmp ult i8 %44, 26
  br i1 %45, label %46, label %55

46:                                               ; preds = %43, %38
  %47 = phi i8 [ -84, %38 ], [ -52, %43 ]
  %48 = phi i8 [ -110, %38 ], [ -78, %43 ]
  %49 = phi i8 [ 97, %38 ], [ 65, %43 ]
  %50 = add nsw i8 %47, %39
  %51 = add nsw i8 %48, %39
  %52 = icmp ult i8 %50, 26
  %53 = select i1 %52, i8 %50, i8 %51
  %54 = add nuw nsw i8 %53, %49
  store i8 %54, ptr %40, align 1, !tbaa !9
  br label %55

55:                                               ; preds = %46, %43
  %56 = getelementptr inbounds i8, ptr %40, i64 1
  %57 = load i8, ptr %56, align 1, !tbaa !9
  %58 = freeze i8 %57
  %59 = icmp eq i8 %58, 0
  br i1 %59, label %60, label %38, !llvm.loop !10

60:                                               ; preds = %55, %33
  %61 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %1)
  %62 = load i8, ptr %1, align 16, !tbaa !9
  %63 = icmp eq i8 %62, 0
  br i1 %63, label %116, label %64

64:                                               ; preds = %60
  %65 = tail call ptr @__ctype_toupper_loc() #6
  br label %246

66:                                               ; preds = %0, %105
  %67 = phi i8 [ 72, %0 ], [ %114, %105 ]
  %68 = phi i32 [ 0, %0 ], [ %111, %105 ]
  %69 = phi i32 [ 0, %0 ], [ %110, %105 ]
  %70 = phi i32 [ 0, %0 ], [ %109, %105 ]
  %71 = phi i32 [ 0, %0 ], [ %108, %105 ]
  %72 = phi i32 [ 0, %0 ], [ %107, %105 ]
  %73 = phi i32 [ 0, %0 ], [ %106, %105 ]
  %74 = phi i64 [ 0, %0 ], [ %112, %105 ]
  %75 = zext i8 %67 to i64
  %76 = getelementptr inbounds i16, ptr %8, i64 %75
  %77 = load i16, ptr %76, align 2, !tbaa !12
  %78 = zext i16 %77 to i32
  %79 = and i32 %78, 256
  %80 = icmp eq i32 %79, 0
  br i1 %80, label %83, label %81

81:                                               ; preds = %66
  %82 = add nsw i32 %68, 1
  br label %105

83:                                               ; preds = %66
  %84 = and i32 %78, 512
  %85 = icmp eq i32 %84, 0
  br i1 %85, label %88, label %86

86:                                               ; preds = %83
  %87 = add nsw i32 %69, 1
  br label %105

88:                                               ; preds = %83
  %89 = and i32 %78, 2048
  %90 = icmp eq i32 %89, 0
  br i1 %90, label %93, label %91

91:                                               ; preds = %88
  %92 = add nsw i32 %70, 1
  br label %105

93:                                               ; preds = %88
  %94 = and i32 %78, 8192
  %95 = icmp eq i32 %94, 0
  br i1 %95, label %98, label %96

96:                                               ; preds = %93
  %97 = add nsw i32 %71, 1
  br label %105

98:                                               ; preds = %93
  %99 = and i32 %78, 4
  %100 = icmp eq i32 %99, 0
  br i1 %100, label %103, label %101

101:                                              ; preds = %98
  %102 = add nsw i32 %72, 1
  br label %105

103:                                              ; preds = %98
  %104 = add nsw i32 %73, 1
  br label %105

105:                                              ; preds = %86, %96, %103, %101, %91, %81
  %106 = phi i32 [ %73, %81 ], [ %73, %86 ], [ %73, %91 ], [ %73, %96 ], [ %73, %101 ], [ %104, %103 ]
  %107 = phi i32 [ %72, %81 ], [ %72, %86 ], [ %72, %91 ], [ %72, %96 ], [ %102, %101 ], [ %72, %103 ]
  %108 = phi i32 [ %71, %81 ], [ %71, %86 ], [ %71, %91 ], [ %97, %96 ], [ %71, %101 ], [ %71, %103 ]
  %109 = phi i32 [ %70, %81 ], [ %70, %86 ], [ %92, %91 ], [ %70, %96 ], [ %70, %101 ], [ %70, %103 ]
  %110 = phi i32 [ %69, %81 ], [ %87, %86 ], [ %69, %91 ], [ %69, %96 ], [ %69, %101 ], [ %69, %103 ]
  %111 = phi i32 [ %82, %81 ], [ %68, %86 ], [ %68, %91 ], [ %68, %96 ], [ %68, %101 ], [ %68, %103 ]
  %112 = add nuw nsw i64 %74, 1
  %113 = getelementptr inbounds i8, ptr @.str.4, i64 %112
  %114 = load i8, ptr %113, align 1, !tbaa !9
  %115 = icmp eq i64 %112, 52
  br i1 %115, label %9, label %66, !llvm.loop !14

116:                                              ; preds = %246, %60
  %117 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %1)
  %118 = load ptr, ptr %7, align 8, !tbaa !5
  br label %119

119:                                              ; preds = %119, %116
  %120 = phi ptr [ @.str.11, %116 ], [ %127, %119 ]
  %121 = load i8, ptr %120, align 1, !tbaa !9
  %122 = zext i8 %121 to i64
  %123 = getelementptr inbounds i16, ptr %118, i64 %122
  %124 = load i16, ptr %123, align 2, !tbaa !12
  %125 = and i16 %124, 8192
  %126 = icmp eq i16 %125, 0
  %127 = getelementptr inbounds i8, ptr %120, i64 1
  br i1 %126, label %128, label %119, !llvm.loop !15

128:                                              ; preds = %119
  switch i8 %121, label %136 [
    i8 45, label %129
    i8 43, label %129
  ]

129:                                              ; preds = %128, %128
  %130 = icmp eq i8 %121, 45
  %131 = select i1 %130, i32 -1, i32 1
  %132 = load i8, ptr %127, align 1, !tbaa !9
  %133 = zext i8 %132 to i64
  %134 = getelementptr inbounds i16, ptr %118, i64 %133
  %135 = load i16, ptr %134, align 2, !tbaa !12
  br label %136

136:                                              ; preds = %129, %128
  %137 = phi i16 [ %135, %129 ], [ %124, %128 ]
  %138 = phi i8 [ %132, %129 ], [ %121, %128 ]
  %139 = phi ptr [ %127, %129 ], [ %120, %128 ]
  %140 = phi i32 [ %131, %129 ], [ 1, %128 ]
  %141 = and i16 %137, 2048
  %142 = icmp eq i16 %141, 0
  br i1 %142, label %158, label %143

143:                                              ; preds = %136, %143
  %144 = phi i8 [ %152, %143 ], [ %138, %136 ]
  %145 = phi i32 [ %151, %143 ], [ 0, %136 ]
  %146 = phi ptr [ %148, %143 ], [ %139, %136 ]
  %147 = mul nsw i32 %145, 10
  %148 = getelementptr inbounds i8, ptr %146, i64 1
  %149 = sext i8 %144 to i32
  %150 = add nsw i32 %149, -48
  %151 = add i32 %150, %147
  %152 = load i8, ptr %148, align 1, !tbaa !9
  %153 = zext i8 %152 to i64
  %154 = getelementptr inbounds i16, ptr %118, i64 %153
  %155 = load i16, ptr %154, align 2, !tbaa !12
  %156 = and i16 %155, 2048
  %157 = icmp eq i16 %156, 0
  br i1 %157, label %158, label %143, !llvm.loop !16

158:                                              ; preds = %143, %136
  %159 = phi i32 [ 0, %136 ], [ %151, %143 ]
  br label %160

160:                                              ; preds = %160, %158
  %161 = phi ptr [ @.str.12, %158 ], [ %168, %160 ]
  %162 = load i8, ptr %161, align 1, !tbaa !9
  %163 = zext i8 %162 to i64
  %164 = getelementptr inbounds i16, ptr %118, i64 %163
  %165 = load i16, ptr %164, align 2, !tbaa !12
  %166 = and i16 %165, 8192
  %167 = icmp eq i16 %166, 0
  %168 = getelementptr inbounds i8, ptr %161, i64 1
  br i1 %167, label %169, label %160, !llvm.loop !15

169:                                              ; preds = %160
  %170 = mul nsw i32 %159, %140
  switch i8 %162, label %178 [
    i8 45, label %171
    i8 43, label %171
  ]

171:                                              ; preds = %169, %169
  %172 = icmp eq i8 %162, 45
  %173 = select i1 %172, i32 -1, i32 1
  %174 = load i8, ptr %168, align 1, !tbaa !9
  %175 = zext i8 %174 to i64
  %176 = getelementptr inbounds i16, ptr %118, i64 %175
  %177 = load i16, ptr %176, align 2, !tbaa !12
  br label %178

178:                                              ; preds = %171, %169
  %179 = phi i16 [ %177, %171 ], [ %165, %169 ]
  %180 = phi i8 [ %174, %171 ], [ %162, %169 ]
  %181 = phi ptr [ %168, %171 ], [ %161, %169 ]
  %182 = phi i32 [ %173, %171 ], [ 1, %169 ]
  %183 = and i16 %179, 2048
  %184 = icmp eq i16 %183, 0
  br i1 %184, label %200, label %185

185:                                              ; preds = %178, %185
  %186 = phi i8 [ %194, %185 ], [ %180, %178 ]
  %187 = phi i32 [ %193, %185 ], [ 0, %178 ]
  %188 = phi ptr [ %190, %185 ], [ %181, %178 ]
  %189 = mul nsw i32 %187, 10
  %190 = getelementptr inbounds i8, ptr %188, i64 1
  %191 = sext i8 %186 to i32
  %192 = add nsw i32 %191, -48
  %193 = add i32 %192, %189
  %194 = load i8, ptr %190, align 1, !tbaa !9
  %195 = zext i8 %194 to i64
  %196 = getelementptr inbounds i16, ptr %118, i64 %195
  %197 = load i16, ptr %196, align 2, !tbaa !12
  %198 = and i16 %197, 2048
  %199 = icmp eq i16 %198, 0
  br i1 %199, label %200, label %185, !llvm.loop !16

200:                                              ; preds = %185, %178
  %201 = phi i32 [ 0, %178 ], [ %193, %185 ]
  br label %202

202:                                              ; preds = %202, %200
  %203 = phi ptr [ @.str.13, %200 ], [ %210, %202 ]
  %204 = load i8, ptr %203, align 1, !tbaa !9
  %205 = zext i8 %204 to i64
  %206 = getelementptr inbounds i16, ptr %118, i64 %205
  %207 = load i16, ptr %206, align 2, !tbaa !12
  %208 = and i16 %207, 8192
  %209 = icmp eq i16 %208, 0
  %210 = getelementptr inbounds i8, ptr %203, i64 1
  br i1 %209, label %211, label %202, !llvm.loop !15

211:                                              ; preds = %202
  %212 = mul nsw i32 %201, %182
  switch i8 %204, label %220 [
    i8 45, label %213
    i8 43, label %213
  ]

213:                                              ; preds = %211, %211
  %214 = icmp eq i8 %204, 45
  %215 = select i1 %214, i32 -1, i32 1
  %216 = load i8, ptr %210, align 1, !tbaa !9
  %217 = zext i8 %216 to i64
  %218 = getelementptr inbounds i16, ptr %118, i64 %217
  %219 = load i16, ptr %218, align 2, !tbaa !12
  br label %220

220:                                              ; preds = %213, %211
  %221 = phi i16 [ %219, %213 ], [ %207, %211 ]
  %222 = phi i8 [ %216, %213 ], [ %204, %211 ]
  %223 = phi ptr [ %210, %213 ], [ %203, %211 ]
  %224 = phi i32 [ %215, %213 ], [ 1, %211 ]
  %225 = and i16 %221, 2048
  %226 = icmp eq i16 %225, 0
  br i1 %226, label %242, label %227

227:                                              ; preds = %220, %227
  %228 = phi i8 [ %236, %227 ], [ %222, %220 ]
  %229 = phi i32 [ %235, %227 ], [ 0, %220 ]
  %230 = phi ptr [ %232, %227 ], [ %223, %220 ]
  %231 = mul nsw i32 %229, 10
  %232 = getelementptr inbounds i8, ptr %230, i64 1
  %233 = sext i8 %228 to i32
  %234 = add nsw i32 %233, -48
  %235 = add i32 %234, %231
  %236 = load i8, ptr %232, align 1, !tbaa !9
  %237 = zext i8 %236 to i64
  %238 = getelementptr inbounds i16, ptr %118, i64 %237
  %239 = load i16, ptr %238, align 2, !tbaa !12
  %240 = and i16 %239, 2048
  %241 = icmp eq i16 %240, 0
  br i1 %241, label %242, label %227, !llvm.loop !16

242:                                              ; preds = %227, %220
  %243 = phi i32 [ 0, %220 ], [ %235, %227 ]
  %244 = mul nsw i32 %243, %224
  %245 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %170, i32 noundef %212, i32 noundef %244)
  br label %327

246:                                              ; preds = %64, %246
  %247 = phi i8 [ %62, %64 ], [ %255, %246 ]
  %248 = phi ptr [ %1, %64 ], [ %254, %246 ]
  %249 = load ptr, ptr %65, align 8, !tbaa !5
  %250 = zext i8 %247 to i64
  %251 = getelementptr inbounds i32, ptr %249, i64 %250
  %252 = load i32, ptr %251, align 4, !tbaa !17
  %253 = trunc i32 %252 to i8
  store i8 %253, ptr %248, align 1, !tbaa !9
  %254 = getelementptr inbounds i8, ptr %248, i64 1
  %255 = load i8, ptr %254, align 1, !tbaa !9
  %256 = icmp eq i8 %255, 0
  br i1 %256, label %116, label %246, !llvm.loop !19

257:                                              ; preds = %327
  %258 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %342)
  call void @llvm.lifetime.start.p0(i64 17, ptr nonnull %2) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(17) %2, ptr noundef nonnull align 16 dereferenceable(17) @__const.main.hex, i64 17, i1 false)
  %259 = tail call ptr @__ctype_tolower_loc() #6
  %260 = load ptr, ptr %259, align 8, !tbaa !5
  %261 = ptrtoint ptr %2 to i64
  %262 = getelementptr inbounds i8, ptr %260, i64 196
  %263 = load i32, ptr %262, align 4, !tbaa !17
  %264 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %263) #8
  %265 = ptrtoint ptr %264 to i64
  %266 = sub i64 %265, %261
  %267 = getelementptr inbounds i8, ptr %260, i64 408
  %268 = load i32, ptr %267, align 4, !tbaa !17
  %269 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %268) #8
  %270 = ptrtoint ptr %269 to i64
  %271 = sub i64 %270, %261
  %272 = shl i64 %266, 4
  %273 = and i64 %272, 68719476720
  %274 = and i64 %271, 4294967295
  %275 = add nuw nsw i64 %274, %273
  %276 = getelementptr inbounds i8, ptr %260, i64 200
  %277 = load i32, ptr %276, align 4, !tbaa !17
  %278 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %277) #8
  %279 = ptrtoint ptr %278 to i64
  %280 = sub i64 %279, %261
  %281 = getelementptr inbounds i8, ptr %260, i64 276
  %282 = load i32, ptr %281, align 4, !tbaa !17
  %283 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %282) #8
  %284 = ptrtoint ptr %283 to i64
  %285 = sub i64 %284, %261
  %286 = shl nuw nsw i64 %275, 8
  %287 = shl i64 %280, 4
  %288 = and i64 %287, 68719476720
  %289 = add nuw nsw i64 %286, %288
  %290 = and i64 %285, 4294967295
  %291 = add nuw nsw i64 %290, %289
  %292 = getelementptr inbounds i8, ptr %260, i64 204
  %293 = load i32, ptr %292, align 4, !tbaa !17
  %294 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %293) #8
  %295 = ptrtoint ptr %294 to i64
  %296 = sub i64 %295, %261
  %297 = getelementptr inbounds i8, ptr %260, i64 400
  %298 = load i32, ptr %297, align 4, !tbaa !17
  %299 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %298) #8
  %300 = ptrtoint ptr %299 to i64
  %301 = sub i64 %300, %261
  %302 = shl nuw nsw i64 %291, 8
  %303 = shl i64 %296, 4
  %304 = and i64 %303, 68719476720
  %305 = add nuw nsw i64 %302, %304
  %306 = and i64 %301, 4294967295
  %307 = add nuw nsw i64 %306, %305
  %308 = getelementptr inbounds i8, ptr %260, i64 208
  %309 = load i32, ptr %308, align 4, !tbaa !17
  %310 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %309) #8
  %311 = ptrtoint ptr %310 to i64
  %312 = sub i64 %311, %261
  %313 = getelementptr inbounds i8, ptr %260, i64 268
  %314 = load i32, ptr %313, align 4, !tbaa !17
  %315 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %314) #8
  %316 = ptrtoint ptr %315 to i64
  %317 = sub i64 %316, %261
  %318 = shl nuw nsw i64 %307, 8
  %319 = shl i64 %312, 4
  %320 = and i64 %319, 68719476720
  %321 = add nuw nsw i64 %318, %320
  %322 = and i64 %317, 4294967295
  %323 = add nuw nsw i64 %322, %321
  %324 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %323)
  %325 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 65, i32 noundef 10, i32 noundef 127, i32 noundef 0)
  %326 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef 255, i32 noundef -1)
  call void @llvm.lifetime.end.p0(i64 17, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #7
  ret i32 0

327:                                              ; preds = %327, %242
  %328 = phi i32 [ 0, %242 ], [ %343, %327 ]
  %329 = phi i32 [ 0, %242 ], [ %342, %327 ]
  %330 = mul i32 %329, 3
  %331 = shl nuw i32 %328, 24
  %332 = ashr exact i32 %331, 24
  %333 = add i32 %330, 200
  %334 = add i32 %333, %328
  %335 = add i32 %334, %332
  %336 = or disjoint i32 %328, 1
  %337 = mul i32 %335, 3
  %338 = shl nuw i32 %336, 24
  %339 = ashr exact i32 %338, 24
  %340 = add i32 %337, 200
  %341 = add i32 %340, %336
  %342 = add i32 %341, %339
  %343 = add nuw nsw i32 %328, 2
  %344 = icmp eq i32 %343, 256
  br i1 %344, label %257, label %327, !llvm.loop !20
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

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"short", !7, i64 0}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !7, i64 0}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
