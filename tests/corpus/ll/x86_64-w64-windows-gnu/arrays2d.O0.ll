; ModuleID = 'tests/programs/arrays2d.c'
source_filename = "tests/programs/arrays2d.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [27 x i8] c"t[4][5] = %d t[0][3] = %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"row %d: %ld %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"trace(%d) = %d\0A\00", align 1
@grid3 = internal global [3 x [4 x [5 x i32]]] zeroinitializer, align 16
@.str.3 = private unnamed_addr constant [43 x i8] c"grid3 flat sum = %ld, grid3[2][3][4] = %d\0A\00", align 1
@main.g1 = internal global [12 x [16 x i8]] zeroinitializer, align 16
@main.g2 = internal global [12 x [16 x i8]] zeroinitializer, align 16
@.str.4 = private unnamed_addr constant [21 x i8] c"alive after 30 = %d\0A\00", align 1
@__const.main.words = private unnamed_addr constant [4 x [8 x i8]] [[8 x i8] c"ab\00\00\00\00\00\00", [8 x i8] c"cde\00\00\00\00\00", [8 x i8] c"f\00\00\00\00\00\00\00", [8 x i8] c"ghijklm\00"], align 16
@.str.5 = private unnamed_addr constant [16 x i8] c"words total %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [6 x [5 x i32]], align 16
  %3 = alloca [5 x [6 x i32]], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [3 x [4 x i32]], align 16
  %7 = alloca [4 x [2 x i32]], align 16
  %8 = alloca [3 x [2 x i32]], align 16
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
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca [4 x [8 x i8]], align 16
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
  br label %38, !llvm.loop !5

55:                                               ; preds = %38
  br label %56

56:                                               ; preds = %55
  %57 = load i32, ptr %4, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %4, align 4
  br label %34, !llvm.loop !7

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
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %64, i32 noundef %67)
  store i32 0, ptr %9, align 4
  br label %69

69:                                               ; preds = %91, %59
  %70 = load i32, ptr %9, align 4
  %71 = icmp slt i32 %70, 3
  br i1 %71, label %72, label %94

72:                                               ; preds = %69
  store i32 0, ptr %10, align 4
  br label %73

73:                                               ; preds = %87, %72
  %74 = load i32, ptr %10, align 4
  %75 = icmp slt i32 %74, 4
  br i1 %75, label %76, label %90

76:                                               ; preds = %73
  %77 = load i32, ptr %9, align 4
  %78 = load i32, ptr %10, align 4
  %79 = mul nsw i32 %78, 2
  %80 = sub nsw i32 %77, %79
  %81 = load i32, ptr %9, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [3 x [4 x i32]], ptr %6, i64 0, i64 %82
  %84 = load i32, ptr %10, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [4 x i32], ptr %83, i64 0, i64 %85
  store i32 %80, ptr %86, align 4
  br label %87

87:                                               ; preds = %76
  %88 = load i32, ptr %10, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %10, align 4
  br label %73, !llvm.loop !8

90:                                               ; preds = %73
  br label %91

91:                                               ; preds = %90
  %92 = load i32, ptr %9, align 4
  %93 = add nsw i32 %92, 1
  store i32 %93, ptr %9, align 4
  br label %69, !llvm.loop !9

94:                                               ; preds = %69
  store i32 0, ptr %11, align 4
  br label %95

95:                                               ; preds = %117, %94
  %96 = load i32, ptr %11, align 4
  %97 = icmp slt i32 %96, 4
  br i1 %97, label %98, label %120

98:                                               ; preds = %95
  store i32 0, ptr %12, align 4
  br label %99

99:                                               ; preds = %113, %98
  %100 = load i32, ptr %12, align 4
  %101 = icmp slt i32 %100, 2
  br i1 %101, label %102, label %116

102:                                              ; preds = %99
  %103 = load i32, ptr %11, align 4
  %104 = load i32, ptr %12, align 4
  %105 = mul nsw i32 %103, %104
  %106 = add nsw i32 %105, 1
  %107 = load i32, ptr %11, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [4 x [2 x i32]], ptr %7, i64 0, i64 %108
  %110 = load i32, ptr %12, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [2 x i32], ptr %109, i64 0, i64 %111
  store i32 %106, ptr %112, align 4
  br label %113

113:                                              ; preds = %102
  %114 = load i32, ptr %12, align 4
  %115 = add nsw i32 %114, 1
  store i32 %115, ptr %12, align 4
  br label %99, !llvm.loop !10

116:                                              ; preds = %99
  br label %117

117:                                              ; preds = %116
  %118 = load i32, ptr %11, align 4
  %119 = add nsw i32 %118, 1
  store i32 %119, ptr %11, align 4
  br label %95, !llvm.loop !11

120:                                              ; preds = %95
  %121 = getelementptr inbounds [3 x [4 x i32]], ptr %6, i64 0, i64 0
  %122 = getelementptr inbounds [4 x [2 x i32]], ptr %7, i64 0, i64 0
  %123 = getelementptr inbounds [3 x [2 x i32]], ptr %8, i64 0, i64 0
  call void @matmul(i32 noundef 3, i32 noundef 4, i32 noundef 2, ptr noundef %121, ptr noundef %122, ptr noundef %123)
  store i32 0, ptr %13, align 4
  br label %124

124:                                              ; preds = %140, %120
  %125 = load i32, ptr %13, align 4
  %126 = icmp slt i32 %125, 3
  br i1 %126, label %127, label %143

127:                                              ; preds = %124
  %128 = load i32, ptr %13, align 4
  %129 = load i32, ptr %13, align 4
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds [3 x [2 x i32]], ptr %8, i64 0, i64 %130
  %132 = getelementptr inbounds [2 x i32], ptr %131, i64 0, i64 0
  %133 = load i32, ptr %132, align 8
  %134 = load i32, ptr %13, align 4
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds [3 x [2 x i32]], ptr %8, i64 0, i64 %135
  %137 = getelementptr inbounds [2 x i32], ptr %136, i64 0, i64 1
  %138 = load i32, ptr %137, align 4
  %139 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %128, i32 noundef %133, i32 noundef %138)
  br label %140

140:                                              ; preds = %127
  %141 = load i32, ptr %13, align 4
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %13, align 4
  br label %124, !llvm.loop !12

143:                                              ; preds = %124
  store i32 1, ptr %14, align 4
  br label %144

144:                                              ; preds = %190, %143
  %145 = load i32, ptr %14, align 4
  %146 = icmp sle i32 %145, 5
  br i1 %146, label %147, label %193

147:                                              ; preds = %144
  %148 = load i32, ptr %14, align 4
  %149 = zext i32 %148 to i64
  %150 = load i32, ptr %14, align 4
  %151 = zext i32 %150 to i64
  %152 = call ptr @llvm.stacksave.p0()
  store ptr %152, ptr %15, align 8
  %153 = mul nuw i64 %149, %151
  %154 = alloca i32, i64 %153, align 16
  store i64 %149, ptr %16, align 8
  store i64 %151, ptr %17, align 8
  store i32 0, ptr %18, align 4
  br label %155

155:                                              ; preds = %181, %147
  %156 = load i32, ptr %18, align 4
  %157 = load i32, ptr %14, align 4
  %158 = icmp slt i32 %156, %157
  br i1 %158, label %159, label %184

159:                                              ; preds = %155
  store i32 0, ptr %19, align 4
  br label %160

160:                                              ; preds = %177, %159
  %161 = load i32, ptr %19, align 4
  %162 = load i32, ptr %14, align 4
  %163 = icmp slt i32 %161, %162
  br i1 %163, label %164, label %180

164:                                              ; preds = %160
  %165 = load i32, ptr %18, align 4
  %166 = add nsw i32 %165, 1
  %167 = load i32, ptr %19, align 4
  %168 = add nsw i32 %167, 2
  %169 = mul nsw i32 %166, %168
  %170 = load i32, ptr %18, align 4
  %171 = sext i32 %170 to i64
  %172 = mul nsw i64 %171, %151
  %173 = getelementptr inbounds i32, ptr %154, i64 %172
  %174 = load i32, ptr %19, align 4
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds i32, ptr %173, i64 %175
  store i32 %169, ptr %176, align 4
  br label %177

177:                                              ; preds = %164
  %178 = load i32, ptr %19, align 4
  %179 = add nsw i32 %178, 1
  store i32 %179, ptr %19, align 4
  br label %160, !llvm.loop !13

180:                                              ; preds = %160
  br label %181

181:                                              ; preds = %180
  %182 = load i32, ptr %18, align 4
  %183 = add nsw i32 %182, 1
  store i32 %183, ptr %18, align 4
  br label %155, !llvm.loop !14

184:                                              ; preds = %155
  %185 = load i32, ptr %14, align 4
  %186 = load i32, ptr %14, align 4
  %187 = call i32 @trace_vla(i32 noundef %186, ptr noundef %154)
  %188 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %185, i32 noundef %187)
  %189 = load ptr, ptr %15, align 8
  call void @llvm.stackrestore.p0(ptr %189)
  br label %190

190:                                              ; preds = %184
  %191 = load i32, ptr %14, align 4
  %192 = add nsw i32 %191, 1
  store i32 %192, ptr %14, align 4
  br label %144, !llvm.loop !15

193:                                              ; preds = %144
  store i32 0, ptr %20, align 4
  br label %194

194:                                              ; preds = %230, %193
  %195 = load i32, ptr %20, align 4
  %196 = icmp slt i32 %195, 3
  br i1 %196, label %197, label %233

197:                                              ; preds = %194
  store i32 0, ptr %21, align 4
  br label %198

198:                                              ; preds = %226, %197
  %199 = load i32, ptr %21, align 4
  %200 = icmp slt i32 %199, 4
  br i1 %200, label %201, label %229

201:                                              ; preds = %198
  store i32 0, ptr %22, align 4
  br label %202

202:                                              ; preds = %222, %201
  %203 = load i32, ptr %22, align 4
  %204 = icmp slt i32 %203, 5
  br i1 %204, label %205, label %225

205:                                              ; preds = %202
  %206 = load i32, ptr %20, align 4
  %207 = mul nsw i32 %206, 100
  %208 = load i32, ptr %21, align 4
  %209 = mul nsw i32 %208, 10
  %210 = add nsw i32 %207, %209
  %211 = load i32, ptr %22, align 4
  %212 = add nsw i32 %210, %211
  %213 = load i32, ptr %20, align 4
  %214 = sext i32 %213 to i64
  %215 = getelementptr inbounds [3 x [4 x [5 x i32]]], ptr @grid3, i64 0, i64 %214
  %216 = load i32, ptr %21, align 4
  %217 = sext i32 %216 to i64
  %218 = getelementptr inbounds [4 x [5 x i32]], ptr %215, i64 0, i64 %217
  %219 = load i32, ptr %22, align 4
  %220 = sext i32 %219 to i64
  %221 = getelementptr inbounds [5 x i32], ptr %218, i64 0, i64 %220
  store i32 %212, ptr %221, align 4
  br label %222

222:                                              ; preds = %205
  %223 = load i32, ptr %22, align 4
  %224 = add nsw i32 %223, 1
  store i32 %224, ptr %22, align 4
  br label %202, !llvm.loop !16

225:                                              ; preds = %202
  br label %226

226:                                              ; preds = %225
  %227 = load i32, ptr %21, align 4
  %228 = add nsw i32 %227, 1
  store i32 %228, ptr %21, align 4
  br label %198, !llvm.loop !17

229:                                              ; preds = %198
  br label %230

230:                                              ; preds = %229
  %231 = load i32, ptr %20, align 4
  %232 = add nsw i32 %231, 1
  store i32 %232, ptr %20, align 4
  br label %194, !llvm.loop !18

233:                                              ; preds = %194
  store ptr @grid3, ptr %23, align 8
  store i32 0, ptr %24, align 4
  store i32 0, ptr %25, align 4
  br label %234

234:                                              ; preds = %248, %233
  %235 = load i32, ptr %25, align 4
  %236 = icmp slt i32 %235, 60
  br i1 %236, label %237, label %251

237:                                              ; preds = %234
  %238 = load ptr, ptr %23, align 8
  %239 = load i32, ptr %25, align 4
  %240 = sext i32 %239 to i64
  %241 = getelementptr inbounds i32, ptr %238, i64 %240
  %242 = load i32, ptr %241, align 4
  %243 = load i32, ptr %25, align 4
  %244 = srem i32 %243, 7
  %245 = mul nsw i32 %242, %244
  %246 = load i32, ptr %24, align 4
  %247 = add nsw i32 %246, %245
  store i32 %247, ptr %24, align 4
  br label %248

248:                                              ; preds = %237
  %249 = load i32, ptr %25, align 4
  %250 = add nsw i32 %249, 1
  store i32 %250, ptr %25, align 4
  br label %234, !llvm.loop !19

251:                                              ; preds = %234
  %252 = load i32, ptr %24, align 4
  %253 = load i32, ptr getelementptr inbounds ([5 x i32], ptr getelementptr inbounds ([4 x [5 x i32]], ptr getelementptr inbounds ([3 x [4 x [5 x i32]]], ptr @grid3, i64 0, i64 2), i64 0, i64 3), i64 0, i64 4), align 4
  %254 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %252, i32 noundef %253)
  store i8 1, ptr getelementptr inbounds ([16 x i8], ptr getelementptr inbounds ([12 x [16 x i8]], ptr @main.g1, i64 0, i64 3), i64 0, i64 3), align 1
  store i8 1, ptr getelementptr inbounds ([16 x i8], ptr getelementptr inbounds ([12 x [16 x i8]], ptr @main.g1, i64 0, i64 3), i64 0, i64 2), align 2
  store i8 1, ptr getelementptr inbounds ([16 x i8], ptr getelementptr inbounds ([12 x [16 x i8]], ptr @main.g1, i64 0, i64 3), i64 0, i64 1), align 1
  store i8 1, ptr getelementptr inbounds ([16 x i8], ptr getelementptr inbounds ([12 x [16 x i8]], ptr @main.g1, i64 0, i64 2), i64 0, i64 3), align 1
  store i8 1, ptr getelementptr inbounds ([16 x i8], ptr getelementptr inbounds ([12 x [16 x i8]], ptr @main.g1, i64 0, i64 1), i64 0, i64 2), align 2
  store i8 1, ptr getelementptr inbounds ([16 x i8], ptr getelementptr inbounds ([12 x [16 x i8]], ptr @main.g1, i64 0, i64 7), i64 0, i64 10), align 2
  store i8 1, ptr getelementptr inbounds ([16 x i8], ptr getelementptr inbounds ([12 x [16 x i8]], ptr @main.g1, i64 0, i64 7), i64 0, i64 9), align 1
  store i8 1, ptr getelementptr inbounds ([16 x i8], ptr getelementptr inbounds ([12 x [16 x i8]], ptr @main.g1, i64 0, i64 7), i64 0, i64 8), align 8
  store i32 0, ptr %26, align 4
  store i32 0, ptr %27, align 4
  br label %255

255:                                              ; preds = %270, %251
  %256 = load i32, ptr %27, align 4
  %257 = icmp slt i32 %256, 30
  br i1 %257, label %258, label %273

258:                                              ; preds = %255
  %259 = load i32, ptr %27, align 4
  %260 = srem i32 %259, 2
  %261 = icmp ne i32 %260, 0
  %262 = zext i1 %261 to i64
  %263 = select i1 %261, ptr @main.g2, ptr @main.g1
  %264 = load i32, ptr %27, align 4
  %265 = srem i32 %264, 2
  %266 = icmp ne i32 %265, 0
  %267 = zext i1 %266 to i64
  %268 = select i1 %266, ptr @main.g1, ptr @main.g2
  %269 = call i32 @life_step(i32 noundef 12, i32 noundef 16, ptr noundef %263, ptr noundef %268)
  store i32 %269, ptr %26, align 4
  br label %270

270:                                              ; preds = %258
  %271 = load i32, ptr %27, align 4
  %272 = add nsw i32 %271, 1
  store i32 %272, ptr %27, align 4
  br label %255, !llvm.loop !20

273:                                              ; preds = %255
  %274 = load i32, ptr %26, align 4
  %275 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %274)
  store i32 0, ptr %28, align 4
  br label %276

276:                                              ; preds = %301, %273
  %277 = load i32, ptr %28, align 4
  %278 = icmp slt i32 %277, 12
  br i1 %278, label %279, label %304

279:                                              ; preds = %276
  store i32 0, ptr %29, align 4
  br label %280

280:                                              ; preds = %296, %279
  %281 = load i32, ptr %29, align 4
  %282 = icmp slt i32 %281, 16
  br i1 %282, label %283, label %299

283:                                              ; preds = %280
  %284 = load i32, ptr %28, align 4
  %285 = sext i32 %284 to i64
  %286 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %285
  %287 = load i32, ptr %29, align 4
  %288 = sext i32 %287 to i64
  %289 = getelementptr inbounds [16 x i8], ptr %286, i64 0, i64 %288
  %290 = load i8, ptr %289, align 1
  %291 = zext i8 %290 to i32
  %292 = icmp ne i32 %291, 0
  %293 = zext i1 %292 to i64
  %294 = select i1 %292, i32 35, i32 46
  %295 = call i32 @putchar(i32 noundef %294)
  br label %296

296:                                              ; preds = %283
  %297 = load i32, ptr %29, align 4
  %298 = add nsw i32 %297, 1
  store i32 %298, ptr %29, align 4
  br label %280, !llvm.loop !21

299:                                              ; preds = %280
  %300 = call i32 @putchar(i32 noundef 10)
  br label %301

301:                                              ; preds = %299
  %302 = load i32, ptr %28, align 4
  %303 = add nsw i32 %302, 1
  store i32 %303, ptr %28, align 4
  br label %276, !llvm.loop !22

304:                                              ; preds = %276
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %30, ptr align 16 @__const.main.words, i64 32, i1 false)
  store i32 0, ptr %31, align 4
  store i32 0, ptr %32, align 4
  br label %305

305:                                              ; preds = %334, %304
  %306 = load i32, ptr %32, align 4
  %307 = icmp slt i32 %306, 4
  br i1 %307, label %308, label %337

308:                                              ; preds = %305
  store i32 0, ptr %33, align 4
  br label %309

309:                                              ; preds = %330, %308
  %310 = load i32, ptr %32, align 4
  %311 = sext i32 %310 to i64
  %312 = getelementptr inbounds [4 x [8 x i8]], ptr %30, i64 0, i64 %311
  %313 = load i32, ptr %33, align 4
  %314 = sext i32 %313 to i64
  %315 = getelementptr inbounds [8 x i8], ptr %312, i64 0, i64 %314
  %316 = load i8, ptr %315, align 1
  %317 = icmp ne i8 %316, 0
  br i1 %317, label %318, label %333

318:                                              ; preds = %309
  %319 = load i32, ptr %32, align 4
  %320 = sext i32 %319 to i64
  %321 = getelementptr inbounds [4 x [8 x i8]], ptr %30, i64 0, i64 %320
  %322 = load i32, ptr %33, align 4
  %323 = sext i32 %322 to i64
  %324 = getelementptr inbounds [8 x i8], ptr %321, i64 0, i64 %323
  %325 = load i8, ptr %324, align 1
  %326 = sext i8 %325 to i32
  %327 = sub nsw i32 %326, 97
  %328 = load i32, ptr %31, align 4
  %329 = add nsw i32 %328, %327
  store i32 %329, ptr %31, align 4
  br label %330

330:                                              ; preds = %318
  %331 = load i32, ptr %33, align 4
  %332 = add nsw i32 %331, 1
  store i32 %332, ptr %33, align 4
  br label %309, !llvm.loop !23

333:                                              ; preds = %309
  br label %334

334:                                              ; preds = %333
  %335 = load i32, ptr %32, align 4
  %336 = add nsw i32 %335, 1
  store i32 %336, ptr %32, align 4
  br label %305, !llvm.loop !24

337:                                              ; preds = %305
  %338 = load i32, ptr %31, align 4
  %339 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %338)
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
  br label %11, !llvm.loop !25

33:                                               ; preds = %11
  br label %34

34:                                               ; preds = %33
  %35 = load i32, ptr %5, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %5, align 4
  br label %7, !llvm.loop !26

37:                                               ; preds = %7
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #5
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @matmul(i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5) #0 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
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
  store i32 0, ptr %15, align 4
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
  %48 = getelementptr inbounds i32, ptr %44, i64 %47
  %49 = load i32, ptr %16, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds i32, ptr %48, i64 %50
  %52 = load i32, ptr %51, align 4
  %53 = load ptr, ptr %11, align 8
  %54 = load i32, ptr %16, align 4
  %55 = sext i32 %54 to i64
  %56 = mul nsw i64 %55, %24
  %57 = getelementptr inbounds i32, ptr %53, i64 %56
  %58 = load i32, ptr %14, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds i32, ptr %57, i64 %59
  %61 = load i32, ptr %60, align 4
  %62 = mul nsw i32 %52, %61
  %63 = load i32, ptr %15, align 4
  %64 = add nsw i32 %63, %62
  store i32 %64, ptr %15, align 4
  br label %65

65:                                               ; preds = %43
  %66 = load i32, ptr %16, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %16, align 4
  br label %39, !llvm.loop !27

68:                                               ; preds = %39
  %69 = load i32, ptr %15, align 4
  %70 = load ptr, ptr %12, align 8
  %71 = load i32, ptr %13, align 4
  %72 = sext i32 %71 to i64
  %73 = mul nsw i64 %72, %28
  %74 = getelementptr inbounds i32, ptr %70, i64 %73
  %75 = load i32, ptr %14, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds i32, ptr %74, i64 %76
  store i32 %69, ptr %77, align 4
  br label %78

78:                                               ; preds = %68
  %79 = load i32, ptr %14, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %14, align 4
  br label %34, !llvm.loop !28

81:                                               ; preds = %34
  br label %82

82:                                               ; preds = %81
  %83 = load i32, ptr %13, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr %13, align 4
  br label %29, !llvm.loop !29

85:                                               ; preds = %29
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @trace_vla(i32 noundef %0, ptr noundef %1) #0 {
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
  br label %11, !llvm.loop !30

30:                                               ; preds = %11
  %31 = load i32, ptr %5, align 4
  ret i32 %31
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @life_step(i32 noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3) #0 {
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
  br label %39, !llvm.loop !31

79:                                               ; preds = %39
  br label %80

80:                                               ; preds = %79
  %81 = load i32, ptr %13, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %13, align 4
  br label %35, !llvm.loop !32

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
  br label %30, !llvm.loop !33

130:                                              ; preds = %30
  br label %131

131:                                              ; preds = %130
  %132 = load i32, ptr %10, align 4
  %133 = add nsw i32 %132, 1
  store i32 %133, ptr %10, align 4
  br label %25, !llvm.loop !34

134:                                              ; preds = %25
  %135 = load i32, ptr %9, align 4
  ret i32 %135
}

declare dso_local i32 @putchar(i32 noundef) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #1

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #1

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}
!18 = distinct !{!18, !6}
!19 = distinct !{!19, !6}
!20 = distinct !{!20, !6}
!21 = distinct !{!21, !6}
!22 = distinct !{!22, !6}
!23 = distinct !{!23, !6}
!24 = distinct !{!24, !6}
!25 = distinct !{!25, !6}
!26 = distinct !{!26, !6}
!27 = distinct !{!27, !6}
!28 = distinct !{!28, !6}
!29 = distinct !{!29, !6}
!30 = distinct !{!30, !6}
!31 = distinct !{!31, !6}
!32 = distinct !{!32, !6}
!33 = distinct !{!33, !6}
!34 = distinct !{!34, !6}
