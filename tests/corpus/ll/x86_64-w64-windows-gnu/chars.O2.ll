; ModuleID = 'tests/programs/chars.c'
source_filename = "tests/programs/chars.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i8], align 16
  %2 = alloca [17 x i8], align 16
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef -100, i32 noundef 200, i32 noundef 100, i32 noundef -200)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef 56, i32 noundef 44)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef -64, i32 noundef 64)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 1, i32 noundef 1)
  br label %55

3:                                                ; preds = %91
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef %97, i32 noundef %96, i32 noundef %95, i32 noundef %94, i32 noundef %93, i32 noundef %92)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(23) %1, ptr noundef nonnull align 1 dereferenceable(23) @.str.6, i64 23, i1 false) #9
  br label %4

4:                                                ; preds = %3, %21
  %5 = phi i8 [ %24, %21 ], [ 65, %3 ]
  %6 = phi ptr [ %22, %21 ], [ %1, %3 ]
  %7 = add i8 %5, -97
  %8 = icmp ult i8 %7, 26
  br i1 %8, label %12, label %9

9:                                                ; preds = %4
  %10 = add i8 %5, -65
  %11 = icmp ult i8 %10, 26
  br i1 %11, label %12, label %21

12:                                               ; preds = %9, %4
  %13 = phi i8 [ -84, %4 ], [ -52, %9 ]
  %14 = phi i8 [ -110, %4 ], [ -78, %9 ]
  %15 = phi i8 [ 97, %4 ], [ 65, %9 ]
  %16 = add nsw i8 %13, %5
  %17 = add nsw i8 %14, %5
  %18 = icmp ult i8 %16, 26
  %19 = select i1 %18, i8 %16, i8 %17
  %20 = add nuw nsw i8 %19, %15
  store i8 %20, ptr %6, align 1, !tbaa !5
  br label %21

21:                                               ; preds = %12, %9
  %22 = getelementptr inbounds i8, ptr %6, i64 1
  %23 = load i8, ptr %22, align 1, !tbaa !5
  %24 = freeze i8 %23
  %25 = icmp eq i8 %24, 0
  br i1 %25, label %26, label %4, !llvm.loop !8

26:                                               ; preds = %21
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, ptr noundef nonnull %1)
  %27 = load i8, ptr %1, align 16, !tbaa !5
  %28 = freeze i8 %27
  %29 = icmp eq i8 %28, 0
  br i1 %29, label %52, label %30

30:                                               ; preds = %26, %47
  %31 = phi i8 [ %50, %47 ], [ %28, %26 ]
  %32 = phi ptr [ %48, %47 ], [ %1, %26 ]
  %33 = add i8 %31, -97
  %34 = icmp ult i8 %33, 26
  br i1 %34, label %38, label %35

35:                                               ; preds = %30
  %36 = add i8 %31, -65
  %37 = icmp ult i8 %36, 26
  br i1 %37, label %38, label %47

38:                                               ; preds = %35, %30
  %39 = phi i8 [ -84, %30 ], [ -52, %35 ]
  %40 = phi i8 [ -110, %30 ], [ -78, %35 ]
  %41 = phi i8 [ 97, %30 ], [ 65, %35 ]
  %42 = add nsw i8 %39, %31
  %43 = add nsw i8 %40, %31
  %44 = icmp ult i8 %42, 26
  %45 = select i1 %44, i8 %42, i8 %43
  %46 = add nuw nsw i8 %45, %41
  store i8 %46, ptr %32, align 1, !tbaa !5
  br label %47

47:                                               ; preds = %38, %35
  %48 = getelementptr inbounds i8, ptr %32, i64 1
  %49 = load i8, ptr %48, align 1, !tbaa !5
  %50 = freeze i8 %49
  %51 = icmp eq i8 %50, 0
  br i1 %51, label %52, label %30, !llvm.loop !8

52:                                               ; preds = %47, %26
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.8, ptr noundef nonnull %1)
  %53 = load i8, ptr %1, align 16, !tbaa !5
  %54 = icmp eq i8 %53, 0
  br i1 %54, label %102, label %211

55:                                               ; preds = %0, %91
  %56 = phi i8 [ 72, %0 ], [ %100, %91 ]
  %57 = phi i32 [ 0, %0 ], [ %97, %91 ]
  %58 = phi i32 [ 0, %0 ], [ %96, %91 ]
  %59 = phi i32 [ 0, %0 ], [ %95, %91 ]
  %60 = phi i32 [ 0, %0 ], [ %94, %91 ]
  %61 = phi i64 [ 0, %0 ], [ %98, %91 ]
  %62 = phi i32 [ 0, %0 ], [ %93, %91 ]
  %63 = phi i32 [ 0, %0 ], [ %92, %91 ]
  %64 = zext i8 %56 to i32
  %65 = tail call i32 @isupper(i32 noundef %64) #10
  %66 = icmp eq i32 %65, 0
  br i1 %66, label %69, label %67

67:                                               ; preds = %55
  %68 = add nsw i32 %57, 1
  br label %91

69:                                               ; preds = %55
  %70 = tail call i32 @islower(i32 noundef %64) #10
  %71 = icmp eq i32 %70, 0
  br i1 %71, label %74, label %72

72:                                               ; preds = %69
  %73 = add nsw i32 %58, 1
  br label %91

74:                                               ; preds = %69
  %75 = add nsw i32 %64, -48
  %76 = icmp ult i32 %75, 10
  br i1 %76, label %77, label %79

77:                                               ; preds = %74
  %78 = add nsw i32 %59, 1
  br label %91

79:                                               ; preds = %74
  %80 = tail call i32 @isspace(i32 noundef %64) #10
  %81 = icmp eq i32 %80, 0
  br i1 %81, label %84, label %82

82:                                               ; preds = %79
  %83 = add nsw i32 %60, 1
  br label %91

84:                                               ; preds = %79
  %85 = tail call i32 @ispunct(i32 noundef %64) #10
  %86 = icmp eq i32 %85, 0
  br i1 %86, label %89, label %87

87:                                               ; preds = %84
  %88 = add nsw i32 %62, 1
  br label %91

89:                                               ; preds = %84
  %90 = add nsw i32 %63, 1
  br label %91

91:                                               ; preds = %72, %82, %89, %87, %77, %67
  %92 = phi i32 [ %63, %67 ], [ %63, %72 ], [ %63, %77 ], [ %63, %82 ], [ %63, %87 ], [ %90, %89 ]
  %93 = phi i32 [ %62, %67 ], [ %62, %72 ], [ %62, %77 ], [ %62, %82 ], [ %88, %87 ], [ %62, %89 ]
  %94 = phi i32 [ %60, %67 ], [ %60, %72 ], [ %60, %77 ], [ %83, %82 ], [ %60, %87 ], [ %60, %89 ]
  %95 = phi i32 [ %59, %67 ], [ %59, %72 ], [ %78, %77 ], [ %59, %82 ], [ %59, %87 ], [ %59, %89 ]
  %96 = phi i32 [ %58, %67 ], [ %73, %72 ], [ %58, %77 ], [ %58, %82 ], [ %58, %87 ], [ %58, %89 ]
  %97 = phi i32 [ %68, %67 ], [ %57, %72 ], [ %57, %77 ], [ %57, %82 ], [ %57, %87 ], [ %57, %89 ]
  %98 = add nuw nsw i64 %61, 1
  %99 = getelementptr inbounds i8, ptr @.str.4, i64 %98
  %100 = load i8, ptr %99, align 1, !tbaa !5
  %101 = icmp eq i64 %98, 52
  br i1 %101, label %3, label %55, !llvm.loop !10

102:                                              ; preds = %211, %52
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.9, ptr noundef nonnull %1)
  br label %103

103:                                              ; preds = %103, %102
  %104 = phi ptr [ @.str.11, %102 ], [ %109, %103 ]
  %105 = load i8, ptr %104, align 1, !tbaa !5
  %106 = zext i8 %105 to i32
  %107 = call i32 @isspace(i32 noundef %106) #10
  %108 = icmp eq i32 %107, 0
  %109 = getelementptr inbounds i8, ptr %104, i64 1
  br i1 %108, label %110, label %103, !llvm.loop !11

110:                                              ; preds = %103
  switch i8 %105, label %116 [
    i8 45, label %111
    i8 43, label %111
  ]

111:                                              ; preds = %110, %110
  %112 = icmp eq i8 %105, 45
  %113 = select i1 %112, i32 -1, i32 1
  %114 = load i8, ptr %109, align 1, !tbaa !5
  %115 = zext i8 %114 to i32
  br label %116

116:                                              ; preds = %111, %110
  %117 = phi i32 [ %106, %110 ], [ %115, %111 ]
  %118 = phi i8 [ %105, %110 ], [ %114, %111 ]
  %119 = phi ptr [ %104, %110 ], [ %109, %111 ]
  %120 = phi i32 [ 1, %110 ], [ %113, %111 ]
  %121 = add nsw i32 %117, -48
  %122 = icmp ult i32 %121, 10
  br i1 %122, label %123, label %136

123:                                              ; preds = %116, %123
  %124 = phi i8 [ %132, %123 ], [ %118, %116 ]
  %125 = phi i32 [ %131, %123 ], [ 0, %116 ]
  %126 = phi ptr [ %128, %123 ], [ %119, %116 ]
  %127 = mul nsw i32 %125, 10
  %128 = getelementptr inbounds i8, ptr %126, i64 1
  %129 = sext i8 %124 to i32
  %130 = add nsw i32 %129, -48
  %131 = add i32 %130, %127
  %132 = load i8, ptr %128, align 1, !tbaa !5
  %133 = zext i8 %132 to i32
  %134 = add nsw i32 %133, -48
  %135 = icmp ult i32 %134, 10
  br i1 %135, label %123, label %136, !llvm.loop !12

136:                                              ; preds = %123, %116
  %137 = phi i32 [ 0, %116 ], [ %131, %123 ]
  br label %138

138:                                              ; preds = %138, %136
  %139 = phi ptr [ @.str.12, %136 ], [ %144, %138 ]
  %140 = load i8, ptr %139, align 1, !tbaa !5
  %141 = zext i8 %140 to i32
  %142 = call i32 @isspace(i32 noundef %141) #10
  %143 = icmp eq i32 %142, 0
  %144 = getelementptr inbounds i8, ptr %139, i64 1
  br i1 %143, label %145, label %138, !llvm.loop !11

145:                                              ; preds = %138
  %146 = mul nsw i32 %137, %120
  switch i8 %140, label %152 [
    i8 45, label %147
    i8 43, label %147
  ]

147:                                              ; preds = %145, %145
  %148 = icmp eq i8 %140, 45
  %149 = select i1 %148, i32 -1, i32 1
  %150 = load i8, ptr %144, align 1, !tbaa !5
  %151 = zext i8 %150 to i32
  br label %152

152:                                              ; preds = %147, %145
  %153 = phi i32 [ %141, %145 ], [ %151, %147 ]
  %154 = phi i8 [ %140, %145 ], [ %150, %147 ]
  %155 = phi ptr [ %139, %145 ], [ %144, %147 ]
  %156 = phi i32 [ 1, %145 ], [ %149, %147 ]
  %157 = add nsw i32 %153, -48
  %158 = icmp ult i32 %157, 10
  br i1 %158, label %159, label %172

159:                                              ; preds = %152, %159
  %160 = phi i8 [ %168, %159 ], [ %154, %152 ]
  %161 = phi i32 [ %167, %159 ], [ 0, %152 ]
  %162 = phi ptr [ %164, %159 ], [ %155, %152 ]
  %163 = mul nsw i32 %161, 10
  %164 = getelementptr inbounds i8, ptr %162, i64 1
  %165 = sext i8 %160 to i32
  %166 = add nsw i32 %165, -48
  %167 = add i32 %166, %163
  %168 = load i8, ptr %164, align 1, !tbaa !5
  %169 = zext i8 %168 to i32
  %170 = add nsw i32 %169, -48
  %171 = icmp ult i32 %170, 10
  br i1 %171, label %159, label %172, !llvm.loop !12

172:                                              ; preds = %159, %152
  %173 = phi i32 [ 0, %152 ], [ %167, %159 ]
  br label %174

174:                                              ; preds = %174, %172
  %175 = phi ptr [ @.str.13, %172 ], [ %180, %174 ]
  %176 = load i8, ptr %175, align 1, !tbaa !5
  %177 = zext i8 %176 to i32
  %178 = call i32 @isspace(i32 noundef %177) #10
  %179 = icmp eq i32 %178, 0
  %180 = getelementptr inbounds i8, ptr %175, i64 1
  br i1 %179, label %181, label %174, !llvm.loop !11

181:                                              ; preds = %174
  %182 = mul nsw i32 %173, %156
  switch i8 %176, label %188 [
    i8 45, label %183
    i8 43, label %183
  ]

183:                                              ; preds = %181, %181
  %184 = icmp eq i8 %176, 45
  %185 = select i1 %184, i32 -1, i32 1
  %186 = load i8, ptr %180, align 1, !tbaa !5
  %187 = zext i8 %186 to i32
  br label %188

188:                                              ; preds = %183, %181
  %189 = phi i32 [ %177, %181 ], [ %187, %183 ]
  %190 = phi i8 [ %176, %181 ], [ %186, %183 ]
  %191 = phi ptr [ %175, %181 ], [ %180, %183 ]
  %192 = phi i32 [ 1, %181 ], [ %185, %183 ]
  %193 = add nsw i32 %189, -48
  %194 = icmp ult i32 %193, 10
  br i1 %194, label %195, label %208

195:                                              ; preds = %188, %195
  %196 = phi i8 [ %204, %195 ], [ %190, %188 ]
  %197 = phi i32 [ %203, %195 ], [ 0, %188 ]
  %198 = phi ptr [ %200, %195 ], [ %191, %188 ]
  %199 = mul nsw i32 %197, 10
  %200 = getelementptr inbounds i8, ptr %198, i64 1
  %201 = sext i8 %196 to i32
  %202 = add nsw i32 %201, -48
  %203 = add i32 %202, %199
  %204 = load i8, ptr %200, align 1, !tbaa !5
  %205 = zext i8 %204 to i32
  %206 = add nsw i32 %205, -48
  %207 = icmp ult i32 %206, 10
  br i1 %207, label %195, label %208, !llvm.loop !12

208:                                              ; preds = %195, %188
  %209 = phi i32 [ 0, %188 ], [ %203, %195 ]
  %210 = mul nsw i32 %209, %192
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.10, i32 noundef %146, i32 noundef %182, i32 noundef %210)
  br label %276

211:                                              ; preds = %52, %211
  %212 = phi i8 [ %218, %211 ], [ %53, %52 ]
  %213 = phi ptr [ %217, %211 ], [ %1, %52 ]
  %214 = zext i8 %212 to i32
  %215 = call i32 @toupper(i32 noundef %214) #10
  %216 = trunc i32 %215 to i8
  store i8 %216, ptr %213, align 1, !tbaa !5
  %217 = getelementptr inbounds i8, ptr %213, i64 1
  %218 = load i8, ptr %217, align 1, !tbaa !5
  %219 = icmp eq i8 %218, 0
  br i1 %219, label %102, label %211, !llvm.loop !13

220:                                              ; preds = %276
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.14, i32 noundef %291)
  call void @llvm.lifetime.start.p0(i64 17, ptr nonnull %2) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(17) %2, ptr noundef nonnull align 16 dereferenceable(17) @__const.main.hex, i64 17, i1 false)
  %221 = ptrtoint ptr %2 to i64
  %222 = call i32 @tolower(i32 noundef 49) #10
  %223 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %222) #9
  %224 = ptrtoint ptr %223 to i64
  %225 = sub i64 %224, %221
  %226 = call i32 @tolower(i32 noundef 102) #10
  %227 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %226) #9
  %228 = ptrtoint ptr %227 to i64
  %229 = sub i64 %228, %221
  %230 = shl i64 %225, 4
  %231 = and i64 %230, 68719476720
  %232 = and i64 %229, 4294967295
  %233 = add nuw nsw i64 %232, %231
  %234 = call i32 @tolower(i32 noundef 50) #10
  %235 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %234) #9
  %236 = ptrtoint ptr %235 to i64
  %237 = sub i64 %236, %221
  %238 = call i32 @tolower(i32 noundef 69) #10
  %239 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %238) #9
  %240 = ptrtoint ptr %239 to i64
  %241 = sub i64 %240, %221
  %242 = shl nuw nsw i64 %233, 8
  %243 = shl i64 %237, 4
  %244 = and i64 %243, 68719476720
  %245 = add nuw nsw i64 %242, %244
  %246 = and i64 %241, 4294967295
  %247 = add nuw nsw i64 %246, %245
  %248 = call i32 @tolower(i32 noundef 51) #10
  %249 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %248) #9
  %250 = ptrtoint ptr %249 to i64
  %251 = sub i64 %250, %221
  %252 = call i32 @tolower(i32 noundef 100) #10
  %253 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %252) #9
  %254 = ptrtoint ptr %253 to i64
  %255 = sub i64 %254, %221
  %256 = shl nuw nsw i64 %247, 8
  %257 = shl i64 %251, 4
  %258 = and i64 %257, 68719476720
  %259 = add nuw nsw i64 %256, %258
  %260 = and i64 %255, 4294967295
  %261 = add nuw nsw i64 %260, %259
  %262 = call i32 @tolower(i32 noundef 52) #10
  %263 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %262) #9
  %264 = ptrtoint ptr %263 to i64
  %265 = sub i64 %264, %221
  %266 = call i32 @tolower(i32 noundef 67) #10
  %267 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef %266) #9
  %268 = ptrtoint ptr %267 to i64
  %269 = sub i64 %268, %221
  %270 = shl nuw nsw i64 %261, 8
  %271 = shl i64 %265, 4
  %272 = and i64 %271, 68719476720
  %273 = add nuw nsw i64 %270, %272
  %274 = and i64 %269, 4294967295
  %275 = add nuw nsw i64 %274, %273
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.16, i64 noundef %275)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.17, i32 noundef 65, i32 noundef 10, i32 noundef 127, i64 noundef 0)
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.18, i32 noundef 255, i32 noundef -1)
  call void @llvm.lifetime.end.p0(i64 17, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #9
  ret i32 0

276:                                              ; preds = %276, %208
  %277 = phi i32 [ 0, %208 ], [ %292, %276 ]
  %278 = phi i32 [ 0, %208 ], [ %291, %276 ]
  %279 = mul i32 %278, 3
  %280 = shl nuw i32 %277, 24
  %281 = ashr exact i32 %280, 24
  %282 = add i32 %279, 200
  %283 = add i32 %282, %277
  %284 = add i32 %283, %281
  %285 = or disjoint i32 %277, 1
  %286 = mul i32 %284, 3
  %287 = shl nuw i32 %285, 24
  %288 = ashr exact i32 %287, 24
  %289 = add i32 %286, 200
  %290 = add i32 %289, %285
  %291 = add i32 %290, %288
  %292 = add nuw nsw i32 %277, 2
  %293 = icmp eq i32 %292, 256
  br i1 %293, label %220, label %276, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #9
  %4 = load ptr, ptr %2, align 8, !tbaa !15
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #9
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare dllimport i32 @isupper(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare dllimport i32 @islower(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare dllimport i32 @isspace(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare dllimport i32 @ispunct(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare dllimport i32 @toupper(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare dso_local ptr @strchr(ptr noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare dllimport i32 @tolower(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #7

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }
attributes #10 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = distinct !{!11, !9}
!12 = distinct !{!12, !9}
!13 = distinct !{!13, !9}
!14 = distinct !{!14, !9}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !6, i64 0}
