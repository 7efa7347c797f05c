; ModuleID = 'tests/programs/arrays2d.c'
source_filename = "tests/programs/arrays2d.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [27 x i8] c"t[4][5] = %d t[0][3] = %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"row %d: %ld %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"trace(%d) = %d\0A\00", align 1
@grid3 = internal global [3 x [4 x [5 x i32]]] zeroinitializer, align 4
@.str.3 = private unnamed_addr constant [43 x i8] c"grid3 flat sum = %ld, grid3[2][3][4] = %d\0A\00", align 1
@main.g1 = internal global [12 x [16 x i8]] zeroinitializer, align 1
@main.g2 = internal global [12 x [16 x i8]] zeroinitializer, align 1
@.str.4 = private unnamed_addr constant [21 x i8] c"alive after 30 = %d\0A\00", align 1
@__const.main.words = private unnamed_addr constant [4 x [8 x i8]] [[8 x i8] c"ab\00\00\00\00\00\00", [8 x i8] c"cde\00\00\00\00\00", [8 x i8] c"f\00\00\00\00\00\00\00", [8 x i8] c"ghijklm\00"], align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"words total %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [6 x [5 x i32]], align 4
  %3 = alloca [5 x [6 x i32]], align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [3 x [4 x i64]], align 8
  %7 = alloca [4 x [2 x i64]], align 8
  %8 = alloca [3 x [2 x i64]], align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca ptr, align 8
  %24 = alloca i64, align 8
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca [4 x [8 x i8]], align 1
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %4, align 4
  br label %34

34:                                               ; preds = %56, %0
  %35 = load i32, ptr %4, align 4
  %36 = icmp slt i32 %35, 6
  br i1 %36, label %37, label %59

37:                                               ; preds = %34
  store i32 0, ptr %5, align 4
  br label %38

38:                                               ; preds = %52, %37
  %39 = load i32, ptr %5, align 4
  %40 = icmp slt i32 %39, 5
  br i1 %40, label %41, label %55

41:                                               ; preds = %38
  %42 = load i32, ptr %4, align 4
  %43 = mul nsw i32 %42, 10
  %44 = load i32, ptr %5, align 4
  %45 = add nsw i32 %43, %44
  %46 = load i32, ptr %4, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [6 x [5 x i32]], ptr %2, i64 0, i64 %47
  %49 = load i32, ptr %5, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [5 x i32], ptr %48, i64 0, i64 %50
  store i32 %45, ptr %51, align 4
  br label %52

52:                                               ; preds = %41
  %53 = load i32, ptr %5, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %5, align 4
  br label %38, !llvm.loop !10

55:                                               ; preds = %38
  br label %56

56:                                               ; preds = %55
  %57 = load i32, ptr %4, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %4, align 4
  br label %34, !llvm.loop !12

59:                                               ; preds = %34
  %60 = getelementptr inbounds [6 x [5 x i32]], ptr %2, i64 0, i64 0
  %61 = getelementptr inbounds [5 x [6 x i32]], ptr %3, i64 0, i64 0
  call void @transpose(ptr noundef %60, ptr noundef %61)
  %62 = getelementptr inbounds [5 x [6 x i32]], ptr %3, i64 0, i64 4
  %63 = getelementptr inbounds [6 x i32], ptr %62, i64 0, i64 5
  %64 = load i32, ptr %63, align 4
  %65 = getelementptr inbounds [5 x [6 x i32]], ptr %3, i64 0, i64 0
  %66 = getelementptr inbounds [6 x i32], ptr %65, i64 0, i64 3
  %67 = load i32, ptr %66, align 4
  %68 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %64, i32 noundef signext %67)
  store i32 0, ptr %9, align 4
  br label %69

69:                                               ; preds = %92, %59
  %70 = load i32, ptr %9, align 4
  %71 = icmp slt i32 %70, 3
  br i1 %71, label %72, label %95

72:                                               ; preds = %69
  store i32 0, ptr %10, align 4
  br label %73

73:                                               ; preds = %88, %72
  %74 = load i32, ptr %10, align 4
  %75 = icmp slt i32 %74, 4
  br i1 %75, label %76, label %91

76:                                               ; preds = %73
  %77 = load i32, ptr %9, align 4
  %78 = load i32, ptr %10, align 4
  %79 = mul nsw i32 %78, 2
  %80 = sub nsw i32 %77, %79
  %81 = sext i32 %80 to i64
  %82 = load i32, ptr %9, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [3 x [4 x i64]], ptr %6, i64 0, i64 %83
  %85 = load i32, ptr %10, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [4 x i64], ptr %84, i64 0, i64 %86
  store i64 %81, ptr %87, align 8
  br label %88

88:                                               ; preds = %76
  %89 = load i32, ptr %10, align 4
  %90 = add nsw i32 %89, 1
  store i32 %90, ptr %10, align 4
  br label %73, !llvm.loop !13

91:                                               ; preds = %73
  br label %92

92:                                               ; preds = %91
  %93 = load i32, ptr %9, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %9, align 4
  br label %69, !llvm.loop !14

95:                                               ; preds = %69
  store i32 0, ptr %11, align 4
  br label %96

96:                                               ; preds = %119, %95
  %97 = load i32, ptr %11, align 4
  %98 = icmp slt i32 %97, 4
  br i1 %98, label %99, label %122

99:                                               ; preds = %96
  store i32 0, ptr %12, align 4
  br label %100

100:                                              ; preds = %115, %99
  %101 = load i32, ptr %12, align 4
  %102 = icmp slt i32 %101, 2
  br i1 %102, label %103, label %118

103:                                              ; preds = %100
  %104 = load i32, ptr %11, align 4
  %105 = load i32, ptr %12, align 4
  %106 = mul nsw i32 %104, %105
  %107 = add nsw i32 %106, 1
  %108 = sext i32 %107 to i64
  %109 = load i32, ptr %11, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [4 x [2 x i64]], ptr %7, i64 0, i64 %110
  %112 = load i32, ptr %12, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds [2 x i64], ptr %111, i64 0, i64 %113
  store i64 %108, ptr %114, align 8
  br label %115

115:                                              ; preds = %103
  %116 = load i32, ptr %12, align 4
  %117 = add nsw i32 %116, 1
  store i32 %117, ptr %12, align 4
  br label %100, !llvm.loop !15

118:                                              ; preds = %100
  br label %119

119:                                              ; preds = %118
  %120 = load i32, ptr %11, align 4
  %121 = add nsw i32 %120, 1
  store i32 %121, ptr %11, align 4
  br label %96, !llvm.loop !16

122:                                              ; preds = %96
  %123 = getelementptr inbounds [3 x [4 x i64]], ptr %6, i64 0, i64 0
  %124 = getelementptr inbounds [4 x [2 x i64]], ptr %7, i64 0, i64 0
  %125 = getelementptr inbounds [3 x [2 x i64]], ptr %8, i64 0, i64 0
  call void @matmul(i32 noundef signext 3, i32 noundef signext 4, i32 noundef signext 2, ptr noundef %123, ptr noundef %124, ptr noundef %125)
  store i32 0, ptr %13, align 4
  br label %126

126:                                              ; preds = %142, %122
  %127 = load i32, ptr %13, align 4
  %128 = icmp slt i32 %127, 3
  br i1 %128, label %129, label %145

129:                                              ; preds = %126
  %130 = load i32, ptr %13, align 4
  %131 = load i32, ptr %13, align 4
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds [3 x [2 x i64]], ptr %8, i64 0, i64 %132
  %134 = getelementptr inbounds [2 x i64], ptr %133, i64 0, i64 0
  %135 = load i64, ptr %134, align 8
  %136 = load i32, ptr %13, align 4
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds [3 x [2 x i64]], ptr %8, i64 0, i64 %137
  %139 = getelementptr inbounds [2 x i64], ptr %138, i64 0, i64 1
  %140 = load i64, ptr %139, align 8
  %141 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef signext %130, i64 noundef %135, i64 noundef %140)
  br label %142

142:                                              ; preds = %129
  %143 = load i32, ptr %13, align 4
  %144 = add nsw i32 %143, 1
  store i32 %144, ptr %13, align 4
  br label %126, !llvm.loop !17

145:                                              ; preds = %126
  store i32 1, ptr %14, align 4
  br label %146

146:                                              ; preds = %192, %145
  %147 = load i32, ptr %14, align 4
  %148 = icmp sle i32 %147, 5
  br i1 %148, label %149, label %195

149:                                              ; preds = %146
  %150 = load i32, ptr %14, align 4
  %151 = zext i32 %150 to i64
  %152 = load i32, ptr %14, align 4
  %153 = zext i32 %152 to i64
  %154 = call ptr @llvm.stacksave.p0()
  store ptr %154, ptr %15, align 8
  %155 = mul nuw i64 %151, %153
  %156 = alloca i32, i64 %155, align 4
  store i64 %151, ptr %16, align 8
  store i64 %153, ptr %17, align 8
  store i32 0, ptr %18, align 4
  br label %157

157:                                              ; preds = %183, %149
  %158 = load i32, ptr %18, align 4
  %159 = load i32, ptr %14, align 4
  %160 = icmp slt i32 %158, %159
  br i1 %160, label %161, label %186

161:                                              ; preds = %157
  store i32 0, ptr %19, align 4
  br label %162

162:                                              ; preds = %179, %161
  %163 = load i32, ptr %19, align 4
  %164 = load i32, ptr %14, align 4
  %165 = icmp slt i32 %163, %164
  br i1 %165, label %166, label %182

166:                                              ; preds = %162
  %167 = load i32, ptr %18, align 4
  %168 = add nsw i32 %167, 1
  %169 = load i32, ptr %19, align 4
  %170 = add nsw i32 %169, 2
  %171 = mul nsw i32 %168, %170
  %172 = load i32, ptr %18, align 4
  %173 = sext i32 %172 to i64
  %174 = mul nsw i64 %173, %153
  %175 = getelementptr inbounds i32, ptr %156, i64 %174
  %176 = load i32, ptr %19, align 4
  %177 = sext i32 %176 to i64
  %178 = getelementptr inbounds i32, ptr %175, i64 %177
  store i32 %171, ptr %178, align 4
  br label %179

179:                                              ; preds = %166
  %180 = load i32, ptr %19, align 4
  %181 = add nsw i32 %180, 1
  store i32 %181, ptr %19, align 4
  br label %162, !llvm.loop !18

182:                                              ; preds = %162
  br label %183

183:                                              ; preds = %182
  %184 = load i32, ptr %18, align 4
  %185 = add nsw i32 %184, 1
  store i32 %185, ptr %18, align 4
  br label %157, !llvm.loop !19

186:                                              ; preds = %157
  %187 = load i32, ptr %14, align 4
  %188 = load i32, ptr %14, align 4
  %189 = call signext i32 @trace_vla(i32 noundef signext %188, ptr noundef %156)
  %190 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef signext %187, i32 noundef signext %189)
  %191 = load ptr, ptr %15, align 8
  call void @llvm.stackrestore.p0(ptr %191)
  br label %192

192:                                              ; preds = %186
  %193 = load i32, ptr %14, align 4
  %194 = add nsw i32 %193, 1
  store i32 %194, ptr %14, align 4
  br label %146, !llvm.loop !20

195:                                              ; preds = %146
  store i32 0, ptr %20, align 4
  br label %196

196:                                              ; preds = %232, %195
  %197 = load i32, ptr %20, align 4
  %198 = icmp slt i32 %197, 3
  br i1 %198, label %199, label %235

199:                                              ; preds = %196
  store i32 0, ptr %21, align 4
  br label %200

200:                                              ; preds = %228, %199
  %201 = load i32, ptr %21, align 4
  %202 = icmp slt i32 %201, 4
  br i1 %202, label %203, label %231

203:                                              ; preds = %200
  store i32 0, ptr %22, align 4
  br label %204

204:                                              ; preds = %224, %203
  %205 = load i32, ptr %22, align 4
  %206 = icmp slt i32 %205, 5
  br i1 %206, label %207, label %227

207:                                              ; preds = %204
  %208 = load i32, ptr %20, align 4
  %209 = mul nsw i32 %208, 100
  %210 = load i32, ptr %21, align 4
  %211 = mul nsw i32 %210, 10
  %212 = add nsw i32 %209, %211
  %213 = load i32, ptr %22, align 4
  %214 = add nsw i32 %212, %213
  %215 = load i32, ptr %20, align 4
  %216 = sext i32 %215 to i64
  %217 = getelementptr inbounds [3 x [4 x [5 x i32]]], ptr @grid3, i64 0, i64 %216
  %218 = load i32, ptr %21, align 4
  %219 = sext i32 %218 to i64
  %220 = getelementptr inbounds [4 x [5 x i32]], ptr %217, i64 0, i64 %219
  %221 = load i32, ptr %22, align 4
  %222 = sext i32 %221 to i64
  %223 = getelementptr inbounds [5 x i32], ptr %220, i64 0, i64 %222
  store i32 %214, ptr %223, align 4
  br label %224

224:                                              ; preds = %207
  %225 = load i32, ptr %22, align 4
  %226 = add nsw i32 %225, 1
  store i32 %226, ptr %22, align 4
  br label %204, !llvm.loop !21

227:                                              ; preds = %204
  br label %228

228:                                              ; preds = %227
  %229 = load i32, ptr %21, align 4
  %230 = add nsw i32 %229, 1
  store i32 %230, ptr %21, align 4
  br label %200, !llvm.loop !22

231:                                              ; preds = %200
  br label %232

232:                                              ; preds = %231
  %233 = load i32, ptr %20, align 4
  %234 = add nsw i32 %233, 1
  store i32 %234, ptr %20, align 4
  br label %196, !llvm.loop !23

235:                                              ; preds = %196
  store ptr @grid3, ptr %23, align 8
  store i64 0, ptr %24, align 8
  store i32 0, ptr %25, align 4
  br label %236

236:                                              ; preds = %252, %235
  %237 = load i32, ptr %25, align 4
  %238 = icmp slt i32 %237, 60
  br i1 %238, label %239, label %255

239:                                              ; preds = %236
  %240 = load ptr, ptr %23, align 8
  %241 = load i32, ptr %25, align 4
  %242 = sext i32 %241 to i64
  %243 = getelementptr inbounds i32, ptr %240, i64 %242
  %244 = load i32, ptr %243, align 4
  %245 = sext i32 %244 to i64
  %246 = load i32, ptr %25, align 4
  %247 = srem i32 %246, 7
  %248 = sext i32 %247 to i64
  %249 = mul nsw i64 %245, %248
  %250 = load i64, ptr %24, align 8
  %251 = add nsw i64 %250, %249
  store i64 %251, ptr %24, align 8
  br label %252

252:                                              ; preds = %239
  %253 = load i32, ptr %25, align 4
  %254 = add nsw i32 %253, 1
  store i32 %254, ptr %25, align 4
  br label %236, !llvm.loop !24

255:                                              ; preds = %236
  %256 = load i64, ptr %24, align 8
  %257 = load i32, ptr getelementptr inbounds ([5 x i32], ptr getelementptr inbounds ([4 x [5 x i32]], ptr getelementptr inbounds ([3 x [4 x [5 x i32]]], ptr @grid3, i64 0, i64 2), i64 0, i64 3), i64 0, i64 4), align 4
  %258 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %256, i32 noundef signext %257)
  store i8 1, ptr getelementptr inbounds ([16 x i8], ptr getelementptr inbounds ([12 x [16 x i8]], ptr @main.g1, i64 0, i64 3), i64 0, i64 3), align 1
  store i8 1, ptr getelementptr inbounds ([16 x i8], ptr getelementptr inbounds ([12 x [16 x i8]], ptr @main.g1, i64 0, i64 3), i64 0, i64 2), align 1
  store i8 1, ptr getelementptr inbounds ([16 x i8], ptr getelementptr inbounds ([12 x [16 x i8]], ptr @main.g1, i64 0, i64 3), i64 0, i64 1), align 1
  store i8 1, ptr getelementptr inbounds ([16 x i8], ptr getelementptr inbounds ([12 x [16 x i8]], ptr @main.g1, i64 0, i64 2), i64 0, i64 3), align 1
  store i8 1, ptr getelementptr inbounds ([16 x i8], ptr getelementptr inbounds ([12 x [16 x i8]], ptr @main.g1, i64 0, i64 1), i64 0, i64 2), align 1
  store i8 1, ptr getelementptr inbounds ([16 x i8], ptr getelementptr inbounds ([12 x [16 x i8]], ptr @main.g1, i64 0, i64 7), i64 0, i64 10), align 1
  store i8 1, ptr getelementptr inbounds ([16 x i8], ptr getelementptr inbounds ([12 x [16 x i8]], ptr @main.g1, i64 0, i64 7), i64 0, i64 9), align 1
  store i8 1, ptr getelementptr inbounds ([16 x i8], ptr getelementptr inbounds ([12 x [16 x i8]], ptr @main.g1, i64 0, i64 7), i64 0, i64 8), align 1
  store i32 0, ptr %26, align 4
  store i32 0, ptr %27, align 4
  br label %259

259:                                              ; preds = %274, %255
  %260 = load i32, ptr %27, align 4
  %261 = icmp slt i32 %260, 30
  br i1 %261, label %262, label %277

262:                                              ; preds = %259
  %263 = load i32, ptr %27, align 4
  %264 = srem i32 %263, 2
  %265 = icmp ne i32 %264, 0
  %266 = zext i1 %265 to i64
  %267 = select i1 %265, ptr @main.g2, ptr @main.g1
  %268 = load i32, ptr %27, align 4
  %269 = srem i32 %268, 2
  %270 = icmp ne i32 %269, 0
  %271 = zext i1 %270 to i64
  %272 = select i1 %270, ptr @main.g1, ptr @main.g2
  %273 = call signext i32 @life_step(i32 noundef signext 12, i32 noundef signext 16, ptr noundef %267, ptr noundef %272)
  store i32 %273, ptr %26, align 4
  br label %274

274:                                              ; preds = %262
  %275 = load i32, ptr %27, align 4
  %276 = add nsw i32 %275, 1
  store i32 %276, ptr %27, align 4
  br label %259, !llvm.loop !25

277:                                              ; preds = %259
  %278 = load i32, ptr %26, align 4
  %279 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef signext %278)
  store i32 0, ptr %28, align 4
  br label %280

280:                                              ; preds = %305, %277
  %281 = load i32, ptr %28, align 4
  %282 = icmp slt i32 %281, 12
  br i1 %282, label %283, label %308

283:                                              ; preds = %280
  store i32 0, ptr %29, align 4
  br label %284

284:                                              ; preds = %300, %283
  %285 = load i32, ptr %29, align 4
  %286 = icmp slt i32 %285, 16
  br i1 %286, label %287, label %303

287:                                              ; preds = %284
  %288 = load i32, ptr %28, align 4
  %289 = sext i32 %288 to i64
  %290 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %289
  %291 = load i32, ptr %29, align 4
  %292 = sext i32 %291 to i64
  %293 = getelementptr inbounds [16 x i8], ptr %290, i64 0, i64 %292
  %294 = load i8, ptr %293, align 1
  %295 = zext i8 %294 to i32
  %296 = icmp ne i32 %295, 0
  %297 = zext i1 %296 to i64
  %298 = select i1 %296, i32 35, i32 46
  %299 = call signext i32 @putchar(i32 noundef signext %298)
  br label %300

300:                                              ; preds = %287
  %301 = load i32, ptr %29, align 4
  %302 = add nsw i32 %301, 1
  store i32 %302, ptr %29, align 4
  br label %284, !llvm.loop !26

303:                                              ; preds = %284
  %304 = call signext i32 @putchar(i32 noundef signext 10)
  br label %305

305:                                              ; preds = %303
  %306 = load i32, ptr %28, align 4
  %307 = add nsw i32 %306, 1
  store i32 %307, ptr %28, align 4
  br label %280, !llvm.loop !27

308:                                              ; preds = %280
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %30, ptr align 1 @__const.main.words, i64 32, i1 false)
  store i32 0, ptr %31, align 4
  store i32 0, ptr %32, align 4
  br label %309

309:                                              ; preds = %338, %308
  %310 = load i32, ptr %32, align 4
  %311 = icmp slt i32 %310, 4
  br i1 %311, label %312, label %341

312:                                              ; preds = %309
  store i32 0, ptr %33, align 4
  br label %313

313:                                              ; preds = %334, %312
  %314 = load i32, ptr %32, align 4
  %315 = sext i32 %314 to i64
  %316 = getelementptr inbounds [4 x [8 x i8]], ptr %30, i64 0, i64 %315
  %317 = load i32, ptr %33, align 4
  %318 = sext i32 %317 to i64
  %319 = getelementptr inbounds [8 x i8], ptr %316, i64 0, i64 %318
  %320 = load i8, ptr %319, align 1
  %321 = icmp ne i8 %320, 0
  br i1 %321, label %322, label %337

322:                                              ; preds = %313
  %323 = load i32, ptr %32, align 4
  %324 = sext i32 %323 to i64
  %325 = getelementptr inbounds [4 x [8 x i8]], ptr %30, i64 0, i64 %324
  %326 = load i32, ptr %33, align 4
  %327 = sext i32 %326 to i64
  %328 = getelementptr inbounds [8 x i8], ptr %325, i64 0, i64 %327
  %329 = load i8, ptr %328, align 1
  %330 = zext i8 %329 to i32
  %331 = sub nsw i32 %330, 97
  %332 = load i32, ptr %31, align 4
  %333 = add nsw i32 %332, %331
  store i32 %333, ptr %31, align 4
  br label %334

334:                                              ; preds = %322
  %335 = load i32, ptr %33, align 4
  %336 = add nsw i32 %335, 1
  store i32 %336, ptr %33, align 4
  br label %313, !llvm.loop !28

337:                                              ; preds = %313
  br label %338

338:                                              ; preds = %337
  %339 = load i32, ptr %32, align 4
  %340 = add nsw i32 %339, 1
  store i32 %340, ptr %32, align 4
  br label %309, !llvm.loop !29

341:                                              ; preds = %309
  %342 = load i32, ptr %31, align 4
  %343 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef signext %342)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transpose(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %34, %2
  %8 = load i32, ptr %5, align 4
  %9 = icmp slt i32 %8, 6
  br i1 %9, label %10, label %37

10:                                               ; preds = %7
  store i32 0, ptr %6, align 4
  br label %11

11:                                               ; preds = %30, %10
  %12 = load i32, ptr %6, align 4
  %13 = icmp slt i32 %12, 5
  br i1 %13, label %14, label %33

14:                                               ; preds = %11
  %15 = load ptr, ptr %3, align 8
  %16 = load i32, ptr %5, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [5 x i32], ptr %15, i64 %17
  %19 = load i32, ptr %6, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [5 x i32], ptr %18, i64 0, i64 %20
  %22 = load i32, ptr %21, align 4
  %23 = load ptr, ptr %4, align 8
  %24 = load i32, ptr %6, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [6 x i32], ptr %23, i64 %25
  %27 = load i32, ptr %5, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [6 x i32], ptr %26, i64 0, i64 %28
  store i32 %22, ptr %29, align 4
  br label %30

30:                                               ; preds = %14
  %31 = load i32, ptr %6, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %6, align 4
  br label %11, !llvm.loop !30

33:                                               ; preds = %11
  br label %34

34:                                               ; preds = %33
  %35 = load i32, ptr %5, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %5, align 4
  br label %7, !llvm.loop !31

37:                                               ; preds = %7
  ret void
}

declare signext i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @matmul(i32 noundef signext %0, i32 noundef signext %1, i32 noundef signext %2, ptr noundef %3, ptr noundef %4, ptr noundef %5) #0 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i64, align 8
  %16 = alloca i32, align 4
  store i32 %0, ptr %7, align 4
  store i32 %1, ptr %8, align 4
  store i32 %2, ptr %9, align 4
  store ptr %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  store ptr %5, ptr %12, align 8
  %17 = load i32, ptr %7, align 4
  %18 = zext i32 %17 to i64
  %19 = load i32, ptr %8, align 4
  %20 = zext i32 %19 to i64
  %21 = load i32, ptr %8, align 4
  %22 = zext i32 %21 to i64
  %23 = load i32, ptr %9, align 4
  %24 = zext i32 %23 to i64
  %25 = load i32, ptr %7, align 4
  %26 = zext i32 %25 to i64
  %27 = load i32, ptr %9, align 4
  %28 = zext i32 %27 to i64
  store i32 0, ptr %13, align 4
  br label %29

29:                                               ; preds = %82, %6
  %30 = load i32, ptr %13, align 4
  %31 = load i32, ptr %7, align 4
  %32 = icmp slt i32 %30, %31
  br i1 %32, label %33, label %85

33:                                               ; preds = %29
  store i32 0, ptr %14, align 4
  br label %34

34:                                               ; preds = %78, %33
  %35 = load i32, ptr %14, align 4
  %36 = load i32, ptr %9, align 4
  %37 = icmp slt i32 %35, %36
  br i1 %37, label %38, label %81

38:                                               ; preds = %34
  store i64 0, ptr %15, align 8
  store i32 0, ptr %16, align 4
  br label %39

39:                                               ; preds = %65, %38
  %40 = load i32, ptr %16, align 4
  %41 = load i32, ptr %8, align 4
  %42 = icmp slt i32 %40, %41
  br i1 %42, label %43, label %68

43:                                               ; preds = %39
  %44 = load ptr, ptr %10, align 8
  %45 = load i32, ptr %13, align 4
  %46 = sext i32 %45 to i64
  %47 = mul nsw i64 %46, %20
  %48 = getelementptr inbounds i64, ptr %44, i64 %47
  %49 = load i32, ptr %16, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds i64, ptr %48, i64 %50
  %52 = load i64, ptr %51, align 8
  %53 = load ptr, ptr %11, align 8
  %54 = load i32, ptr %16, align 4
  %55 = sext i32 %54 to i64
  %56 = mul nsw i64 %55, %24
  %57 = getelementptr inbounds i64, ptr %53, i64 %56
  %58 = load i32, ptr %14, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds i64, ptr %57, i64 %59
  %61 = load i64, ptr %60, align 8
  %62 = mul nsw i64 %52, %61
  %63 = load i64, ptr %15, align 8
  %64 = add nsw i64 %63, %62
  store i64 %64, ptr %15, align 8
  br label %65

65:                                               ; preds = %43
  %66 = load i32, ptr %16, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %16, align 4
  br label %39, !llvm.loop !32

68:                                               ; preds = %39
  %69 = load i64, ptr %15, align 8
  %70 = load ptr, ptr %12, align 8
  %71 = load i32, ptr %13, align 4
  %72 = sext i32 %71 to i64
  %73 = mul nsw i64 %72, %28
  %74 = getelementptr inbounds i64, ptr %70, i64 %73
  %75 = load i32, ptr %14, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds i64, ptr %74, i64 %76
  store i64 %69, ptr %77, align 8
  br label %78

78:                                               ; preds = %68
  %79 = load i32, ptr %14, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %14, align 4
  br label %34, !llvm.loop !33

81:                                               ; preds = %34
  br label %82

82:                                               ; preds = %81
  %83 = load i32, ptr %13, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr %13, align 4
  br label %29, !llvm.loop !34

85:                                               ; preds = %29
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #2

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @trace_vla(i32 noundef signext %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store ptr %1, ptr %4, align 8
  %7 = load i32, ptr %3, align 4
  %8 = zext i32 %7 to i64
  %9 = load i32, ptr %3, align 4
  %10 = zext i32 %9 to i64
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %11

11:                                               ; preds = %27, %2
  %12 = load i32, ptr %6, align 4
  %13 = load i32, ptr %3, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %30

15:                                               ; preds = %11
  %16 = load ptr, ptr %4, align 8
  %17 = load i32, ptr %6, align 4
  %18 = sext i32 %17 to i64
  %19 = mul nsw i64 %18, %10
  %20 = getelementptr inbounds i32, ptr %16, i64 %19
  %21 = load i32, ptr %6, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr %20, i64 %22
  %24 = load i32, ptr %23, align 4
  %25 = load i32, ptr %5, align 4
  %26 = add nsw i32 %25, %24
  store i32 %26, ptr %5, align 4
  br label %27

27:                                               ; preds = %15
  %28 = load i32, ptr %6, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %6, align 4
  br label %11, !llvm.loop !35

30:                                               ; preds = %11
  %31 = load i32, ptr %5, align 4
  ret i32 %31
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @life_step(i32 noundef signext %0, i32 noundef signext %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store i32 %1, ptr %6, align 4
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %17 = load i32, ptr %5, align 4
  %18 = zext i32 %17 to i64
  %19 = load i32, ptr %6, align 4
  %20 = zext i32 %19 to i64
  %21 = load i32, ptr %5, align 4
  %22 = zext i32 %21 to i64
  %23 = load i32, ptr %6, align 4
  %24 = zext i32 %23 to i64
  store i32 0, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %25

25:                                               ; preds = %131, %4
  %26 = load i32, ptr %10, align 4
  %27 = load i32, ptr %5, align 4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %134

29:                                               ; preds = %25
  store i32 0, ptr %11, align 4
  br label %30

30:                                               ; preds = %127, %29
  %31 = load i32, ptr %11, align 4
  %32 = load i32, ptr %6, align 4
  %33 = icmp slt i32 %31, %32
  br i1 %33, label %34, label %130

34:                                               ; preds = %30
  store i32 0, ptr %12, align 4
  store i32 -1, ptr %13, align 4
  br label %35

35:                                               ; preds = %80, %34
  %36 = load i32, ptr %13, align 4
  %37 = icmp sle i32 %36, 1
  br i1 %37, label %38, label %83

38:                                               ; preds = %35
  store i32 -1, ptr %14, align 4
  br label %39

39:                                               ; preds = %76, %38
  %40 = load i32, ptr %14, align 4
  %41 = icmp sle i32 %40, 1
  br i1 %41, label %42, label %79

42:                                               ; preds = %39
  %43 = load i32, ptr %13, align 4
  %44 = icmp ne i32 %43, 0
  br i1 %44, label %49, label %45

45:                                               ; preds = %42
  %46 = load i32, ptr %14, align 4
  %47 = icmp ne i32 %46, 0
  br i1 %47, label %49, label %48

48:                                               ; preds = %45
  br label %76

49:                                               ; preds = %45, %42
  %50 = load i32, ptr %10, align 4
  %51 = load i32, ptr %13, align 4
  %52 = add nsw i32 %50, %51
  %53 = load i32, ptr %5, align 4
  %54 = add nsw i32 %52, %53
  %55 = load i32, ptr %5, align 4
  %56 = srem i32 %54, %55
  store i32 %56, ptr %15, align 4
  %57 = load i32, ptr %11, align 4
  %58 = load i32, ptr %14, align 4
  %59 = add nsw i32 %57, %58
  %60 = load i32, ptr %6, align 4
  %61 = add nsw i32 %59, %60
  %62 = load i32, ptr %6, align 4
  %63 = srem i32 %61, %62
  store i32 %63, ptr %16, align 4
  %64 = load ptr, ptr %7, align 8
  %65 = load i32, ptr %15, align 4
  %66 = sext i32 %65 to i64
  %67 = mul nsw i64 %66, %20
  %68 = getelementptr inbounds i8, ptr %64, i64 %67
  %69 = load i32, ptr %16, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds i8, ptr %68, i64 %70
  %72 = load i8, ptr %71, align 1
  %73 = zext i8 %72 to i32
  %74 = load i32, ptr %12, align 4
  %75 = add nsw i32 %74, %73
  store i32 %75, ptr %12, align 4
  br label %76

76:                                               ; preds = %49, %48
  %77 = load i32, ptr %14, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %14, align 4
  br label %39, !llvm.loop !36

79:                                               ; preds = %39
  br label %80

80:                                               ; preds = %79
  %81 = load i32, ptr %13, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %13, align 4
  br label %35, !llvm.loop !37

83:                                               ; preds = %35
  %84 = load i32, ptr %12, align 4
  %85 = icmp eq i32 %84, 3
  br i1 %85, label %103, label %86

86:                                               ; preds = %83
  %87 = load i32, ptr %12, align 4
  %88 = icmp eq i32 %87, 2
  br i1 %88, label %89, label %101

89:                                               ; preds = %86
  %90 = load ptr, ptr %7, align 8
  %91 = load i32, ptr %10, align 4
  %92 = sext i32 %91 to i64
  %93 = mul nsw i64 %92, %20
  %94 = getelementptr inbounds i8, ptr %90, i64 %93
  %95 = load i32, ptr %11, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds i8, ptr %94, i64 %96
  %98 = load i8, ptr %97, align 1
  %99 = zext i8 %98 to i32
  %100 = icmp ne i32 %99, 0
  br label %101

101:                                              ; preds = %89, %86
  %102 = phi i1 [ false, %86 ], [ %100, %89 ]
  br label %103

103:                                              ; preds = %101, %83
  %104 = phi i1 [ true, %83 ], [ %102, %101 ]
  %105 = zext i1 %104 to i32
  %106 = trunc i32 %105 to i8
  %107 = load ptr, ptr %8, align 8
  %108 = load i32, ptr %10, align 4
  %109 = sext i32 %108 to i64
  %110 = mul nsw i64 %109, %24
  %111 = getelementptr inbounds i8, ptr %107, i64 %110
  %112 = load i32, ptr %11, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds i8, ptr %111, i64 %113
  store i8 %106, ptr %114, align 1
  %115 = load ptr, ptr %8, align 8
  %116 = load i32, ptr %10, align 4
  %117 = sext i32 %116 to i64
  %118 = mul nsw i64 %117, %24
  %119 = getelementptr inbounds i8, ptr %115, i64 %118
  %120 = load i32, ptr %11, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds i8, ptr %119, i64 %121
  %123 = load i8, ptr %122, align 1
  %124 = zext i8 %123 to i32
  %125 = load i32, ptr %9, align 4
  %126 = add nsw i32 %125, %124
  store i32 %126, ptr %9, align 4
  br label %127

127:                                              ; preds = %103
  %128 = load i32, ptr %11, align 4
  %129 = add nsw i32 %128, 1
  store i32 %129, ptr %11, align 4
  br label %30, !llvm.loop !38

130:                                              ; preds = %30
  br label %131

131:                                              ; preds = %130
  %132 = load i32, ptr %10, align 4
  %133 = add nsw i32 %132, 1
  store i32 %133, ptr %10, align 4
  br label %25, !llvm.loop !39

134:                                              ; preds = %25
  %135 = load i32, ptr %9, align 4
  ret i32 %135
}

declare signext i32 @putchar(i32 noundef signext) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 6, !"riscv-isa", !3}
!3 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!4 = !{i32 8, !"PIC Level", i32 2}
!5 = !{i32 7, !"PIE Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 8, !"SmallDataLimit", i32 8}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
!21 = distinct !{!21, !11}
!22 = distinct !{!22, !11}
!23 = distinct !{!23, !11}
!24 = distinct !{!24, !11}
!25 = distinct !{!25, !11}
!26 = distinct !{!26, !11}
!27 = distinct !{!27, !11}
!28 = distinct !{!28, !11}
!29 = distinct !{!29, !11}
!30 = distinct !{!30, !11}
!31 = distinct !{!31, !11}
!32 = distinct !{!32, !11}
!33 = distinct !{!33, !11}
!34 = distinct !{!34, !11}
!35 = distinct !{!35, !11}
!36 = distinct !{!36, !11}
!37 = distinct !{!37, !11}
!38 = distinct !{!38, !11}
!39 = distinct !{!39, !11}
