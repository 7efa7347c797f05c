; ModuleID = 'tests/run/aarch64/varargs.c'
source_filename = "tests/run/aarch64/varargs.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }
%struct.Big = type { [5 x i64] }

@.str = private unnamed_addr constant [15 x i8] c"bad format %c\0A\00", align 1
@.str.1 = private unnamed_addr constant [26 x i8] c"va_copy differs: %lx %lx\0A\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"  say: \00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"iiiiiiiiiiii\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"  %-40.40s %016lx\0A\00", align 1
@.str.5 = private unnamed_addr constant [66 x i8] c"CALL(vfmt)(\22iiiiiiiiiiii\22, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12)\00", align 1
@.str.6 = private unnamed_addr constant [22 x i8] c"ldldldldldldldldldldl\00", align 1
@.str.7 = private unnamed_addr constant [135 x i8] c"CALL(vfmt)(\22ldldldldldldldldldldl\22, 1L, 0.5, -2L, 1.5, 3L, 2.5, -4L, 3.5, 5L, 4.5, 6L, 5.5, 7L, 6.5, 8L, 7.5, 9L, 8.5, -10L, 9.5, 11L)\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"cfLqiL\00", align 1
@.str.9 = private unnamed_addr constant [53 x i8] c"CALL(vfmt)(\22cfLqiL\22, c, fl, 24.25L, q, 25, -26.125L)\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"spmbhge\00", align 1
@.str.11 = private unnamed_addr constant [54 x i8] c"CALL(vfmt)(\22spmbhge\22, s3, s16, mdl, big, d3, f2, ld2)\00", align 1
@.str.12 = private unnamed_addr constant [18 x i8] c"qiqhhhlLLLLLLLLLd\00", align 1
@.str.13 = private unnamed_addr constant [119 x i8] c"CALL(vfmt)(\22qiqhhhlLLLLLLLLLd\22, q, 27, q, d3, d3, d3, 28L, 1.0L, 2.0L, 3.0L, 4.0L, 5.0L, 6.0L, 7.0L, 8.0L, 9.0L, 29.5)\00", align 1
@.str.14 = private unnamed_addr constant [9 x i8] c"pppppbsg\00", align 1
@.str.15 = private unnamed_addr constant [61 x i8] c"CALL(vfmt)(\22pppppbsg\22, s16, s16, s16, s16, s16, big, s3, f2)\00", align 1
@.str.16 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.17 = private unnamed_addr constant [15 x i8] c"CALL(vfmt)(\22\22)\00", align 1
@.str.18 = private unnamed_addr constant [61 x i8] c"CALL(vnamed)(3, 30.5, 31.25L, f2, 1.0, 2L, 3.0, 4L, 5.0, 6L)\00", align 1
@.str.19 = private unnamed_addr constant [122 x i8] c"CALL(vnamed)(9, 0.5, -0.5L, f2, 1.0, 2L, 3.0, 4L, 5.0, 6L, 7.0, 8L, 9.0, 10L, 11.0, 12L, 13.0, 14L, 15.0, 16L, 17.0, 18L)\00", align 1
@.str.20 = private unnamed_addr constant [5 x i8] c"dcid\00", align 1
@.str.21 = private unnamed_addr constant [35 x i8] c"vp(\22dcid\22, 32.5, 'z', -33, -34.75)\00", align 1
@.str.22 = private unnamed_addr constant [57 x i8] c"%d %ld %.3f %s %c %Lf %x %lld %g %g %g %g %g %g %g %g %g\00", align 1
@.str.23 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str.24 = private unnamed_addr constant [16 x i8] c"  fmt: %d \22%s\22\0A\00", align 1
@.str.25 = private unnamed_addr constant [46 x i8] c"%s=%d %Lg %g %ld %ld %ld %ld %ld %ld %ld %ld\0A\00", align 1
@.str.26 = private unnamed_addr constant [4 x i8] c"say\00", align 1
@.str.31 = private unnamed_addr constant [20 x i8] c"checksum %016lx %s\0A\00", align 1
@.str.32 = private unnamed_addr constant [6 x i8] c"agree\00", align 1
@.str.33 = private unnamed_addr constant [7 x i8] c"DIFFER\00", align 1
@stdout = external local_unnamed_addr global ptr, align 8
@str = private unnamed_addr constant [15 x i8] c"clang -> clang\00", align 1
@str.34 = private unnamed_addr constant [13 x i8] c"clang -> gcc\00", align 1
@str.35 = private unnamed_addr constant [13 x i8] c"gcc -> clang\00", align 1
@str.36 = private unnamed_addr constant [11 x i8] c"gcc -> gcc\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i64 @r_vlist(ptr nocapture noundef readonly %0, ptr nocapture noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 28
  %4 = getelementptr inbounds i8, ptr %1, i64 16
  %5 = getelementptr inbounds i8, ptr %1, i64 24
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  br label %7

7:                                                ; preds = %365, %2
  %8 = phi ptr [ %0, %2 ], [ %367, %365 ]
  %9 = phi i64 [ 5, %2 ], [ %366, %365 ]
  %10 = load i8, ptr %8, align 1, !tbaa !6
  switch i8 %10, label %362 [
    i8 0, label %368
    i8 105, label %11
    i8 99, label %30
    i8 108, label %51
    i8 100, label %69
    i8 102, label %89
    i8 76, label %110
    i8 113, label %133
    i8 115, label %160
    i8 112, label %189
    i8 109, label %211
    i8 98, label %235
    i8 104, label %270
    i8 103, label %306
    i8 101, label %334
  ]

11:                                               ; preds = %7
  %12 = load i32, ptr %5, align 8
  %13 = icmp sgt i32 %12, -1
  br i1 %13, label %21, label %14

14:                                               ; preds = %11
  %15 = add nsw i32 %12, 8
  store i32 %15, ptr %5, align 8
  %16 = icmp ult i32 %12, -7
  br i1 %16, label %17, label %21

17:                                               ; preds = %14
  %18 = load ptr, ptr %6, align 8
  %19 = sext i32 %12 to i64
  %20 = getelementptr inbounds i8, ptr %18, i64 %19
  br label %24

21:                                               ; preds = %14, %11
  %22 = load ptr, ptr %1, align 8
  %23 = getelementptr inbounds i8, ptr %22, i64 8
  store ptr %23, ptr %1, align 8
  br label %24

24:                                               ; preds = %21, %17
  %25 = phi ptr [ %20, %17 ], [ %22, %21 ]
  %26 = load i32, ptr %25, align 8, !tbaa !9
  %27 = sext i32 %26 to i64
  %28 = mul i64 %9, 1000003
  %29 = xor i64 %28, %27
  br label %365

30:                                               ; preds = %7
  %31 = load i32, ptr %5, align 8
  %32 = icmp sgt i32 %31, -1
  br i1 %32, label %40, label %33

33:                                               ; preds = %30
  %34 = add nsw i32 %31, 8
  store i32 %34, ptr %5, align 8
  %35 = icmp ult i32 %31, -7
  br i1 %35, label %36, label %40

36:                                               ; preds = %33
  %37 = load ptr, ptr %6, align 8
  %38 = sext i32 %31 to i64
  %39 = getelementptr inbounds i8, ptr %37, i64 %38
  br label %43

40:                                               ; preds = %33, %30
  %41 = load ptr, ptr %1, align 8
  %42 = getelementptr inbounds i8, ptr %41, i64 8
  store ptr %42, ptr %1, align 8
  br label %43

43:                                               ; preds = %40, %36
  %44 = phi ptr [ %39, %36 ], [ %41, %40 ]
  %45 = load i32, ptr %44, align 8, !tbaa !9
  %46 = zext i32 %45 to i64
  %47 = shl i64 %46, 56
  %48 = ashr exact i64 %47, 56
  %49 = mul i64 %9, 1000003
  %50 = xor i64 %48, %49
  br label %365

51:                                               ; preds = %7
  %52 = load i32, ptr %5, align 8
  %53 = icmp sgt i32 %52, -1
  br i1 %53, label %61, label %54

54:                                               ; preds = %51
  %55 = add nsw i32 %52, 8
  store i32 %55, ptr %5, align 8
  %56 = icmp ult i32 %52, -7
  br i1 %56, label %57, label %61

57:                                               ; preds = %54
  %58 = load ptr, ptr %6, align 8
  %59 = sext i32 %52 to i64
  %60 = getelementptr inbounds i8, ptr %58, i64 %59
  br label %64

61:                                               ; preds = %54, %51
  %62 = load ptr, ptr %1, align 8
  %63 = getelementptr inbounds i8, ptr %62, i64 8
  store ptr %63, ptr %1, align 8
  br label %64

64:                                               ; preds = %61, %57
  %65 = phi ptr [ %60, %57 ], [ %62, %61 ]
  %66 = load i64, ptr %65, align 8, !tbaa !11
  %67 = mul i64 %9, 1000003
  %68 = xor i64 %66, %67
  br label %365

69:                                               ; preds = %7
  %70 = load i32, ptr %3, align 4
  %71 = icmp sgt i32 %70, -1
  br i1 %71, label %79, label %72

72:                                               ; preds = %69
  %73 = add nsw i32 %70, 16
  store i32 %73, ptr %3, align 4
  %74 = icmp ult i32 %70, -15
  br i1 %74, label %75, label %79

75:                                               ; preds = %72
  %76 = load ptr, ptr %4, align 8
  %77 = sext i32 %70 to i64
  %78 = getelementptr inbounds i8, ptr %76, i64 %77
  br label %82

79:                                               ; preds = %72, %69
  %80 = load ptr, ptr %1, align 8
  %81 = getelementptr inbounds i8, ptr %80, i64 8
  store ptr %81, ptr %1, align 8
  br label %82

82:                                               ; preds = %79, %75
  %83 = phi ptr [ %78, %75 ], [ %80, %79 ]
  %84 = load double, ptr %83, align 8, !tbaa !13
  %85 = fmul double %84, 1.600000e+01
  %86 = fptosi double %85 to i64
  %87 = mul i64 %9, 1000003
  %88 = xor i64 %87, %86
  br label %365

89:                                               ; preds = %7
  %90 = load i32, ptr %3, align 4
  %91 = icmp sgt i32 %90, -1
  br i1 %91, label %99, label %92

92:                                               ; preds = %89
  %93 = add nsw i32 %90, 16
  store i32 %93, ptr %3, align 4
  %94 = icmp ult i32 %90, -15
  br i1 %94, label %95, label %99

95:                                               ; preds = %92
  %96 = load ptr, ptr %4, align 8
  %97 = sext i32 %90 to i64
  %98 = getelementptr inbounds i8, ptr %96, i64 %97
  br label %102

99:                                               ; preds = %92, %89
  %100 = load ptr, ptr %1, align 8
  %101 = getelementptr inbounds i8, ptr %100, i64 8
  store ptr %101, ptr %1, align 8
  br label %102

102:                                              ; preds = %99, %95
  %103 = phi ptr [ %98, %95 ], [ %100, %99 ]
  %104 = load double, ptr %103, align 8, !tbaa !13
  %105 = fmul double %104, 1.600000e+01
  %106 = fptosi double %105 to i64
  %107 = add i64 %106, 1
  %108 = mul i64 %9, 1000003
  %109 = xor i64 %107, %108
  br label %365

110:                                              ; preds = %7
  %111 = load i32, ptr %3, align 4
  %112 = icmp sgt i32 %111, -1
  br i1 %112, label %120, label %113

113:                                              ; preds = %110
  %114 = add nsw i32 %111, 16
  store i32 %114, ptr %3, align 4
  %115 = icmp ult i32 %111, -15
  br i1 %115, label %116, label %120

116:                                              ; preds = %113
  %117 = load ptr, ptr %4, align 8
  %118 = sext i32 %111 to i64
  %119 = getelementptr inbounds i8, ptr %117, i64 %118
  br label %125

120:                                              ; preds = %113, %110
  %121 = load ptr, ptr %1, align 8
  %122 = getelementptr inbounds i8, ptr %121, i64 15
  %123 = tail call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %122, i64 -16)
  %124 = getelementptr inbounds i8, ptr %123, i64 16
  store ptr %124, ptr %1, align 8
  br label %125

125:                                              ; preds = %120, %116
  %126 = phi ptr [ %119, %116 ], [ %123, %120 ]
  %127 = load fp128, ptr %126, align 16, !tbaa !15
  %128 = fmul fp128 %127, 0xL00000000000000004003000000000000
  %129 = fptosi fp128 %128 to i64
  %130 = add i64 %129, 2
  %131 = mul i64 %9, 1000003
  %132 = xor i64 %130, %131
  br label %365

133:                                              ; preds = %7
  %134 = load i32, ptr %5, align 8
  %135 = icmp sgt i32 %134, -1
  br i1 %135, label %145, label %136

136:                                              ; preds = %133
  %137 = add nsw i32 %134, 15
  %138 = and i32 %137, -16
  %139 = add i32 %138, 16
  store i32 %139, ptr %5, align 8
  %140 = icmp slt i32 %139, 1
  br i1 %140, label %141, label %145

141:                                              ; preds = %136
  %142 = load ptr, ptr %6, align 8
  %143 = sext i32 %138 to i64
  %144 = getelementptr inbounds i8, ptr %142, i64 %143
  br label %150

145:                                              ; preds = %136, %133
  %146 = load ptr, ptr %1, align 8
  %147 = getelementptr inbounds i8, ptr %146, i64 15
  %148 = tail call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %147, i64 -16)
  %149 = getelementptr inbounds i8, ptr %148, i64 16
  store ptr %149, ptr %1, align 8
  br label %150

150:                                              ; preds = %145, %141
  %151 = phi ptr [ %144, %141 ], [ %148, %145 ]
  %152 = load i128, ptr %151, align 8, !tbaa !17
  %153 = trunc i128 %152 to i64
  %154 = mul i64 %9, 1000003
  %155 = xor i64 %154, %153
  %156 = lshr i128 %152, 64
  %157 = trunc nuw i128 %156 to i64
  %158 = mul i64 %155, 1000003
  %159 = xor i64 %158, %157
  br label %365

160:                                              ; preds = %7
  %161 = load i32, ptr %5, align 8
  %162 = icmp sgt i32 %161, -1
  br i1 %162, label %170, label %163

163:                                              ; preds = %160
  %164 = add nsw i32 %161, 8
  store i32 %164, ptr %5, align 8
  %165 = icmp ult i32 %161, -7
  br i1 %165, label %166, label %170

166:                                              ; preds = %163
  %167 = load ptr, ptr %6, align 8
  %168 = sext i32 %161 to i64
  %169 = getelementptr inbounds i8, ptr %167, i64 %168
  br label %173

170:                                              ; preds = %163, %160
  %171 = load ptr, ptr %1, align 8
  %172 = getelementptr inbounds i8, ptr %171, i64 8
  store ptr %172, ptr %1, align 8
  br label %173

173:                                              ; preds = %170, %166
  %174 = phi ptr [ %169, %166 ], [ %171, %170 ]
  %175 = load i8, ptr %174, align 8
  %176 = getelementptr inbounds i8, ptr %174, i64 1
  %177 = load i8, ptr %176, align 1
  %178 = getelementptr inbounds i8, ptr %174, i64 2
  %179 = load i8, ptr %178, align 2, !tbaa !6
  %180 = zext i8 %175 to i64
  %181 = zext i8 %177 to i64
  %182 = mul nuw nsw i64 %181, 3
  %183 = add nuw nsw i64 %182, %180
  %184 = zext i8 %179 to i64
  %185 = mul nuw nsw i64 %184, 9
  %186 = add nuw nsw i64 %183, %185
  %187 = mul i64 %9, 1000003
  %188 = xor i64 %186, %187
  br label %365

189:                                              ; preds = %7
  %190 = load i32, ptr %5, align 8
  %191 = icmp sgt i32 %190, -1
  br i1 %191, label %199, label %192

192:                                              ; preds = %189
  %193 = add nsw i32 %190, 16
  store i32 %193, ptr %5, align 8
  %194 = icmp ult i32 %190, -15
  br i1 %194, label %195, label %199

195:                                              ; preds = %192
  %196 = load ptr, ptr %6, align 8
  %197 = sext i32 %190 to i64
  %198 = getelementptr inbounds i8, ptr %196, i64 %197
  br label %202

199:                                              ; preds = %192, %189
  %200 = load ptr, ptr %1, align 8
  %201 = getelementptr inbounds i8, ptr %200, i64 16
  store ptr %201, ptr %1, align 8
  br label %202

202:                                              ; preds = %199, %195
  %203 = phi ptr [ %198, %195 ], [ %200, %199 ]
  %204 = load i64, ptr %203, align 8, !tbaa !11
  %205 = getelementptr inbounds i8, ptr %203, i64 8
  %206 = load i64, ptr %205, align 8, !tbaa !11
  %207 = mul i64 %9, 1000003
  %208 = xor i64 %204, %207
  %209 = mul i64 %208, 1000003
  %210 = xor i64 %209, %206
  br label %365

211:                                              ; preds = %7
  %212 = load i32, ptr %5, align 8
  %213 = icmp sgt i32 %212, -1
  br i1 %213, label %221, label %214

214:                                              ; preds = %211
  %215 = add nsw i32 %212, 16
  store i32 %215, ptr %5, align 8
  %216 = icmp ult i32 %212, -15
  br i1 %216, label %217, label %221

217:                                              ; preds = %214
  %218 = load ptr, ptr %6, align 8
  %219 = sext i32 %212 to i64
  %220 = getelementptr inbounds i8, ptr %218, i64 %219
  br label %224

221:                                              ; preds = %214, %211
  %222 = load ptr, ptr %1, align 8
  %223 = getelementptr inbounds i8, ptr %222, i64 16
  store ptr %223, ptr %1, align 8
  br label %224

224:                                              ; preds = %221, %217
  %225 = phi ptr [ %220, %217 ], [ %222, %221 ]
  %226 = load double, ptr %225, align 8, !tbaa !13
  %227 = getelementptr inbounds i8, ptr %225, i64 8
  %228 = load i64, ptr %227, align 8, !tbaa !11
  %229 = fmul double %226, 1.600000e+01
  %230 = fptosi double %229 to i64
  %231 = mul i64 %9, 1000003
  %232 = xor i64 %231, %230
  %233 = mul i64 %232, 1000003
  %234 = xor i64 %233, %228
  br label %365

235:                                              ; preds = %7
  %236 = load i32, ptr %5, align 8
  %237 = icmp sgt i32 %236, -1
  br i1 %237, label %245, label %238

238:                                              ; preds = %235
  %239 = add nsw i32 %236, 8
  store i32 %239, ptr %5, align 8
  %240 = icmp ult i32 %236, -7
  br i1 %240, label %241, label %245

241:                                              ; preds = %238
  %242 = load ptr, ptr %6, align 8
  %243 = sext i32 %236 to i64
  %244 = getelementptr inbounds i8, ptr %242, i64 %243
  br label %248

245:                                              ; preds = %238, %235
  %246 = load ptr, ptr %1, align 8
  %247 = getelementptr inbounds i8, ptr %246, i64 8
  store ptr %247, ptr %1, align 8
  br label %248

248:                                              ; preds = %245, %241
  %249 = phi ptr [ %244, %241 ], [ %246, %245 ]
  %250 = load ptr, ptr %249, align 8
  %251 = load i64, ptr %250, align 8
  %252 = getelementptr inbounds i8, ptr %250, i64 8
  %253 = load i64, ptr %252, align 8
  %254 = getelementptr inbounds i8, ptr %250, i64 16
  %255 = load i64, ptr %254, align 8
  %256 = getelementptr inbounds i8, ptr %250, i64 24
  %257 = load i64, ptr %256, align 8
  %258 = getelementptr inbounds i8, ptr %250, i64 32
  %259 = load i64, ptr %258, align 8, !tbaa !6
  %260 = mul i64 %9, 1000003
  %261 = xor i64 %251, %260
  %262 = mul i64 %261, 1000003
  %263 = xor i64 %253, %262
  %264 = mul i64 %263, 1000003
  %265 = xor i64 %255, %264
  %266 = mul i64 %265, 1000003
  %267 = xor i64 %257, %266
  %268 = mul i64 %267, 1000003
  %269 = xor i64 %259, %268
  br label %365

270:                                              ; preds = %7
  %271 = load i32, ptr %3, align 4
  %272 = icmp sgt i32 %271, -1
  br i1 %272, label %282, label %273

273:                                              ; preds = %270
  %274 = add nsw i32 %271, 48
  store i32 %274, ptr %3, align 4
  %275 = icmp ult i32 %271, -47
  br i1 %275, label %276, label %282

276:                                              ; preds = %273
  %277 = load ptr, ptr %4, align 8
  %278 = sext i32 %271 to i64
  %279 = getelementptr inbounds i8, ptr %277, i64 %278
  %280 = getelementptr inbounds i8, ptr %279, i64 16
  %281 = getelementptr inbounds i8, ptr %279, i64 32
  br label %287

282:                                              ; preds = %273, %270
  %283 = load ptr, ptr %1, align 8
  %284 = getelementptr inbounds i8, ptr %283, i64 24
  store ptr %284, ptr %1, align 8
  %285 = getelementptr inbounds i8, ptr %283, i64 8
  %286 = getelementptr inbounds i8, ptr %283, i64 16
  br label %287

287:                                              ; preds = %282, %276
  %288 = phi ptr [ %281, %276 ], [ %286, %282 ]
  %289 = phi ptr [ %280, %276 ], [ %285, %282 ]
  %290 = phi ptr [ %279, %276 ], [ %283, %282 ]
  %291 = load double, ptr %290, align 8
  %292 = load double, ptr %289, align 8
  %293 = load double, ptr %288, align 8
  %294 = fmul double %291, 1.600000e+01
  %295 = fptosi double %294 to i64
  %296 = mul i64 %9, 1000003
  %297 = xor i64 %296, %295
  %298 = fmul double %292, 1.600000e+01
  %299 = fptosi double %298 to i64
  %300 = mul i64 %297, 1000003
  %301 = xor i64 %300, %299
  %302 = fmul double %293, 1.600000e+01
  %303 = fptosi double %302 to i64
  %304 = mul i64 %301, 1000003
  %305 = xor i64 %304, %303
  br label %365

306:                                              ; preds = %7
  %307 = load i32, ptr %3, align 4
  %308 = icmp sgt i32 %307, -1
  br i1 %308, label %317, label %309

309:                                              ; preds = %306
  %310 = add nsw i32 %307, 32
  store i32 %310, ptr %3, align 4
  %311 = icmp ult i32 %307, -31
  br i1 %311, label %312, label %317

312:                                              ; preds = %309
  %313 = load ptr, ptr %4, align 8
  %314 = sext i32 %307 to i64
  %315 = getelementptr inbounds i8, ptr %313, i64 %314
  %316 = getelementptr inbounds i8, ptr %315, i64 16
  br label %321

317:                                              ; preds = %309, %306
  %318 = load ptr, ptr %1, align 8
  %319 = getelementptr inbounds i8, ptr %318, i64 8
  store ptr %319, ptr %1, align 8
  %320 = getelementptr inbounds i8, ptr %318, i64 4
  br label %321

321:                                              ; preds = %317, %312
  %322 = phi ptr [ %316, %312 ], [ %320, %317 ]
  %323 = phi ptr [ %315, %312 ], [ %318, %317 ]
  %324 = load float, ptr %323, align 4
  %325 = load float, ptr %322, align 4
  %326 = fmul float %324, 1.600000e+01
  %327 = fptosi float %326 to i64
  %328 = mul i64 %9, 1000003
  %329 = xor i64 %328, %327
  %330 = fmul float %325, 1.600000e+01
  %331 = fptosi float %330 to i64
  %332 = mul i64 %329, 1000003
  %333 = xor i64 %332, %331
  br label %365

334:                                              ; preds = %7
  %335 = load i32, ptr %3, align 4
  %336 = icmp sgt i32 %335, -1
  br i1 %336, label %344, label %337

337:                                              ; preds = %334
  %338 = add nsw i32 %335, 32
  store i32 %338, ptr %3, align 4
  %339 = icmp ult i32 %335, -31
  br i1 %339, label %340, label %344

340:                                              ; preds = %337
  %341 = load ptr, ptr %4, align 8
  %342 = sext i32 %335 to i64
  %343 = getelementptr inbounds i8, ptr %341, i64 %342
  br label %349

344:                                              ; preds = %337, %334
  %345 = load ptr, ptr %1, align 8
  %346 = getelementptr inbounds i8, ptr %345, i64 15
  %347 = tail call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %346, i64 -16)
  %348 = getelementptr inbounds i8, ptr %347, i64 32
  store ptr %348, ptr %1, align 8
  br label %349

349:                                              ; preds = %344, %340
  %350 = phi ptr [ %343, %340 ], [ %347, %344 ]
  %351 = load fp128, ptr %350, align 16
  %352 = getelementptr inbounds i8, ptr %350, i64 16
  %353 = load fp128, ptr %352, align 16
  %354 = fmul fp128 %351, 0xL00000000000000004003000000000000
  %355 = fptosi fp128 %354 to i64
  %356 = mul i64 %9, 1000003
  %357 = xor i64 %356, %355
  %358 = fmul fp128 %353, 0xL00000000000000004003000000000000
  %359 = fptosi fp128 %358 to i64
  %360 = mul i64 %357, 1000003
  %361 = xor i64 %360, %359
  br label %365

362:                                              ; preds = %7
  %363 = zext i8 %10 to i32
  %364 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %363)
  br label %368

365:                                              ; preds = %24, %43, %64, %82, %102, %125, %150, %173, %202, %224, %248, %287, %321, %349
  %366 = phi i64 [ %361, %349 ], [ %333, %321 ], [ %305, %287 ], [ %269, %248 ], [ %234, %224 ], [ %210, %202 ], [ %188, %173 ], [ %159, %150 ], [ %132, %125 ], [ %109, %102 ], [ %88, %82 ], [ %68, %64 ], [ %50, %43 ], [ %29, %24 ]
  %367 = getelementptr inbounds i8, ptr %8, i64 1
  br label %7, !llvm.loop !19

368:                                              ; preds = %7, %362
  %369 = phi i64 [ 0, %362 ], [ %9, %7 ]
  ret i64 %369
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind uwtable
define dso_local i64 @r_vfmt(ptr nocapture noundef readonly %0, ...) #0 {
  %2 = alloca %struct.__va_list, align 8
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca %struct.__va_list, align 8
  %5 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #10
  call void @llvm.va_start.p0(ptr nonnull %2)
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false), !tbaa.struct !21
  %6 = call i64 @r_vlist(ptr noundef %0, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 8 dereferenceable(32) %3, i64 32, i1 false), !tbaa.struct !21
  %7 = call i64 @r_vlist(ptr noundef %0, ptr noundef nonnull %5)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #10
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.va_end.p0(ptr nonnull %2)
  %8 = icmp eq i64 %6, %7
  br i1 %8, label %11, label %9

9:                                                ; preds = %1
  %10 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %6, i64 noundef %7)
  br label %11

11:                                               ; preds = %9, %1
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #10
  ret i64 %6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i64 @r_vnamed(i32 noundef %0, double noundef %1, fp128 noundef %2, [2 x float] alignstack(8) %3, ...) local_unnamed_addr #6 {
  %5 = alloca %struct.__va_list, align 8
  %6 = extractvalue [2 x float] %3, 0
  %7 = extractvalue [2 x float] %3, 1
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #10
  call void @llvm.va_start.p0(ptr nonnull %5)
  %8 = sext i32 %0 to i64
  %9 = fmul double %1, 1.600000e+01
  %10 = fptosi double %9 to i64
  %11 = mul nsw i64 %8, 1000003
  %12 = xor i64 %11, %10
  %13 = fmul fp128 %2, 0xL00000000000000004003000000000000
  %14 = fptosi fp128 %13 to i64
  %15 = mul i64 %12, 1000003
  %16 = xor i64 %15, %14
  %17 = fmul float %6, 1.600000e+01
  %18 = fptosi float %17 to i64
  %19 = mul i64 %16, 1000003
  %20 = xor i64 %19, %18
  %21 = fmul float %7, 1.600000e+01
  %22 = fptosi float %21 to i64
  %23 = mul i64 %20, 1000003
  %24 = xor i64 %23, %22
  %25 = icmp sgt i32 %0, 0
  br i1 %25, label %26, label %36

26:                                               ; preds = %4
  %27 = load ptr, ptr %5, align 8
  %28 = getelementptr inbounds i8, ptr %5, i64 28
  %29 = getelementptr inbounds i8, ptr %5, i64 16
  %30 = load ptr, ptr %29, align 8
  %31 = getelementptr inbounds i8, ptr %5, i64 24
  %32 = getelementptr inbounds i8, ptr %5, i64 8
  %33 = load ptr, ptr %32, align 8
  %34 = load i32, ptr %28, align 4
  %35 = load i32, ptr %31, align 8
  br label %38

36:                                               ; preds = %71, %4
  %37 = phi i64 [ %24, %4 ], [ %78, %71 ]
  call void @llvm.va_end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #10
  ret i64 %37

38:                                               ; preds = %26, %71
  %39 = phi i32 [ %35, %26 ], [ %72, %71 ]
  %40 = phi i32 [ %34, %26 ], [ %55, %71 ]
  %41 = phi i32 [ 0, %26 ], [ %79, %71 ]
  %42 = phi i64 [ %24, %26 ], [ %78, %71 ]
  %43 = phi ptr [ %27, %26 ], [ %73, %71 ]
  %44 = icmp sgt i32 %40, -1
  br i1 %44, label %51, label %45

45:                                               ; preds = %38
  %46 = add nsw i32 %40, 16
  store i32 %46, ptr %28, align 4
  %47 = icmp ult i32 %40, -15
  br i1 %47, label %48, label %51

48:                                               ; preds = %45
  %49 = sext i32 %40 to i64
  %50 = getelementptr inbounds i8, ptr %30, i64 %49
  br label %54

51:                                               ; preds = %45, %38
  %52 = phi i32 [ %46, %45 ], [ %40, %38 ]
  %53 = getelementptr inbounds i8, ptr %43, i64 8
  store ptr %53, ptr %5, align 8
  br label %54

54:                                               ; preds = %51, %48
  %55 = phi i32 [ %46, %48 ], [ %52, %51 ]
  %56 = phi ptr [ %43, %48 ], [ %53, %51 ]
  %57 = phi ptr [ %50, %48 ], [ %43, %51 ]
  %58 = load double, ptr %57, align 8, !tbaa !13
  %59 = fmul double %58, 1.600000e+01
  %60 = fptosi double %59 to i64
  %61 = icmp sgt i32 %39, -1
  br i1 %61, label %68, label %62

62:                                               ; preds = %54
  %63 = add nsw i32 %39, 8
  store i32 %63, ptr %31, align 8
  %64 = icmp ult i32 %39, -7
  br i1 %64, label %65, label %68

65:                                               ; preds = %62
  %66 = sext i32 %39 to i64
  %67 = getelementptr inbounds i8, ptr %33, i64 %66
  br label %71

68:                                               ; preds = %62, %54
  %69 = phi i32 [ %63, %62 ], [ %39, %54 ]
  %70 = getelementptr inbounds i8, ptr %56, i64 8
  store ptr %70, ptr %5, align 8
  br label %71

71:                                               ; preds = %68, %65
  %72 = phi i32 [ %63, %65 ], [ %69, %68 ]
  %73 = phi ptr [ %56, %65 ], [ %70, %68 ]
  %74 = phi ptr [ %67, %65 ], [ %56, %68 ]
  %75 = load i64, ptr %74, align 8, !tbaa !11
  %76 = add i64 %75, %60
  %77 = mul i64 %42, 1000003
  %78 = xor i64 %76, %77
  %79 = add nuw nsw i32 %41, 1
  %80 = icmp eq i32 %79, %0
  br i1 %80, label %36, label %38, !llvm.loop !24
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @r_fmt(ptr nocapture noundef %0, i64 noundef %1, ptr nocapture noundef readonly %2, ...) local_unnamed_addr #0 {
  %4 = alloca %struct.__va_list, align 8
  %5 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #10
  call void @llvm.va_start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 8 dereferenceable(32) %4, i64 32, i1 false), !tbaa.struct !21
  %6 = call i32 @vsnprintf(ptr noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #10
  call void @llvm.va_end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #10
  ret i32 %6
}

; Function Attrs: nofree nounwind
declare noundef i32 @vsnprintf(ptr nocapture noundef, i64 noundef, ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind uwtable
define dso_local void @r_say(ptr nocapture noundef readonly %0, ...) local_unnamed_addr #0 {
  %2 = alloca %struct.__va_list, align 8
  %3 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #10
  call void @llvm.va_start.p0(ptr nonnull %3)
  %4 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #10, !noalias !25
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, i64 32, i1 false)
  %5 = load ptr, ptr @stdout, align 8, !tbaa !22, !noalias !25
  %6 = call i32 @vfprintf(ptr noundef %5, ptr noundef %0, ptr noundef nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #10, !noalias !25
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #10
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i64 @r_drive_self() local_unnamed_addr #7 {
  %1 = alloca %struct.Big, align 16
  %2 = alloca %struct.Big, align 16
  %3 = alloca ptr, align 8
  %4 = alloca [200 x i8], align 1
  %5 = tail call i64 (ptr, ...) @r_vfmt(ptr noundef nonnull @.str.3, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10, i32 noundef 11, i32 noundef 12)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.5, i64 noundef %5)
  %7 = tail call i64 (ptr, ...) @r_vfmt(ptr noundef nonnull @.str.6, i64 noundef 1, double noundef 5.000000e-01, i64 noundef -2, double noundef 1.500000e+00, i64 noundef 3, double noundef 2.500000e+00, i64 noundef -4, double noundef 3.500000e+00, i64 noundef 5, double noundef 4.500000e+00, i64 noundef 6, double noundef 5.500000e+00, i64 noundef 7, double noundef 6.500000e+00, i64 noundef 8, double noundef 7.500000e+00, i64 noundef 9, double noundef 8.500000e+00, i64 noundef -10, double noundef 9.500000e+00, i64 noundef 11)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.7, i64 noundef %7)
  %9 = mul i64 %5, 1000003
  %10 = xor i64 %7, %9
  %11 = tail call i64 (ptr, ...) @r_vfmt(ptr noundef nonnull @.str.8, i32 noundef 234, double noundef 2.350000e+01, fp128 noundef 0xL00000000000000004003840000000000, i128 noundef -368934881474191032299, i32 noundef 25, fp128 noundef 0xL0000000000000000C003A20000000000)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.9, i64 noundef %11)
  %13 = mul i64 %10, 1000003
  %14 = xor i64 %13, %11
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #10
  store <2 x i64> <i64 8, i64 9>, ptr %1, align 16
  %15 = getelementptr inbounds i8, ptr %1, i64 16
  store <2 x i64> <i64 -10, i64 11>, ptr %15, align 16
  %16 = getelementptr inbounds i8, ptr %1, i64 32
  store i64 12, ptr %16, align 16, !tbaa !6
  %17 = call i64 (ptr, ...) @r_vfmt(ptr noundef nonnull @.str.10, i64 261633, [2 x i64] [i64 -4, i64 94190070027690], [2 x i64] [i64 4618722892845154304, i64 -7], ptr noundef nonnull %1, [3 x double] alignstack(8) [double 1.350000e+01, double -1.425000e+01, double 1.512500e+01], [2 x float] alignstack(8) [float -1.650000e+01, float 1.775000e+01], [2 x fp128] alignstack(16) [fp128 0xL00000000000000004003210000000000, fp128 0xL0000000000000000C003380000000000])
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #10
  %18 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.11, i64 noundef %17)
  %19 = mul i64 %14, 1000003
  %20 = xor i64 %17, %19
  %21 = call i64 (ptr, ...) @r_vfmt(ptr noundef nonnull @.str.12, i128 noundef -368934881474191032299, i32 noundef 27, i128 noundef -368934881474191032299, [3 x double] alignstack(8) [double 1.350000e+01, double -1.425000e+01, double 1.512500e+01], [3 x double] alignstack(8) [double 1.350000e+01, double -1.425000e+01, double 1.512500e+01], [3 x double] alignstack(8) [double 1.350000e+01, double -1.425000e+01, double 1.512500e+01], i64 noundef 28, fp128 noundef 0xL00000000000000003FFF000000000000, fp128 noundef 0xL00000000000000004000000000000000, fp128 noundef 0xL00000000000000004000800000000000, fp128 noundef 0xL00000000000000004001000000000000, fp128 noundef 0xL00000000000000004001400000000000, fp128 noundef 0xL00000000000000004001800000000000, fp128 noundef 0xL00000000000000004001C00000000000, fp128 noundef 0xL00000000000000004002000000000000, fp128 noundef 0xL00000000000000004002200000000000, double noundef 2.950000e+01)
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.13, i64 noundef %21)
  %23 = mul i64 %20, 1000003
  %24 = xor i64 %21, %23
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #10
  store <2 x i64> <i64 8, i64 9>, ptr %2, align 16
  %25 = getelementptr inbounds i8, ptr %2, i64 16
  store <2 x i64> <i64 -10, i64 11>, ptr %25, align 16
  %26 = getelementptr inbounds i8, ptr %2, i64 32
  store i64 12, ptr %26, align 16, !tbaa !6
  %27 = call i64 (ptr, ...) @r_vfmt(ptr noundef nonnull @.str.14, [2 x i64] [i64 -4, i64 94190070027690], [2 x i64] [i64 -4, i64 94190070027690], [2 x i64] [i64 -4, i64 94190070027690], [2 x i64] [i64 -4, i64 94190070027690], [2 x i64] [i64 -4, i64 94190070027690], ptr noundef nonnull %2, i64 261633, [2 x float] alignstack(8) [float -1.650000e+01, float 1.775000e+01])
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #10
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.15, i64 noundef %27)
  %29 = mul i64 %24, 1000003
  %30 = xor i64 %27, %29
  %31 = call i64 (ptr, ...) @r_vfmt(ptr noundef nonnull @.str.16)
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.17, i64 noundef %31)
  %33 = mul i64 %30, 1000003
  %34 = xor i64 %31, %33
  %35 = call i64 (i32, double, fp128, [2 x float], ...) @r_vnamed(i32 noundef 3, double noundef 3.050000e+01, fp128 noundef 0xL00000000000000004003F40000000000, [2 x float] alignstack(8) [float -1.650000e+01, float 1.775000e+01], double noundef 1.000000e+00, i64 noundef 2, double noundef 3.000000e+00, i64 noundef 4, double noundef 5.000000e+00, i64 noundef 6)
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.18, i64 noundef %35)
  %37 = mul i64 %34, 1000003
  %38 = xor i64 %37, %35
  %39 = call i64 (i32, double, fp128, [2 x float], ...) @r_vnamed(i32 noundef 9, double noundef 5.000000e-01, fp128 noundef 0xL0000000000000000BFFE000000000000, [2 x float] alignstack(8) [float -1.650000e+01, float 1.775000e+01], double noundef 1.000000e+00, i64 noundef 2, double noundef 3.000000e+00, i64 noundef 4, double noundef 5.000000e+00, i64 noundef 6, double noundef 7.000000e+00, i64 noundef 8, double noundef 9.000000e+00, i64 noundef 10, double noundef 1.100000e+01, i64 noundef 12, double noundef 1.300000e+01, i64 noundef 14, double noundef 1.500000e+01, i64 noundef 16, double noundef 1.700000e+01, i64 noundef 18)
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.19, i64 noundef %39)
  %41 = mul i64 %38, 1000003
  %42 = xor i64 %41, %39
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile ptr @r_vfmt, ptr %3, align 8, !tbaa !22
  %43 = load volatile ptr, ptr %3, align 8, !tbaa !22
  %44 = call i64 (ptr, ...) %43(ptr noundef nonnull @.str.20, double noundef 3.250000e+01, i32 noundef 122, i32 noundef -33, double noundef -3.475000e+01) #10
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.21, i64 noundef %44)
  %46 = mul i64 %42, 1000003
  %47 = xor i64 %44, %46
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %4) #10
  %48 = call i32 (ptr, i64, ptr, ...) @r_fmt(ptr noundef nonnull %4, i64 noundef 200, ptr noundef nonnull @.str.22, i32 noundef -35, i64 noundef 36, double noundef 3.712500e+01, ptr noundef nonnull @.str.23, i32 noundef 81, fp128 noundef 0xL00000000000000004004340000000000, i32 noundef 2748, i64 noundef -39, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.500000e+00)
  %49 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %48, ptr noundef nonnull %4)
  %50 = sext i32 %48 to i64
  %51 = mul i64 %47, 1000003
  %52 = xor i64 %51, %50
  call void (ptr, ...) @r_say(ptr noundef nonnull @.str.25, ptr noundef nonnull @.str.26, i32 noundef 40, fp128 noundef 0xL000000000000000040044C0000000000, double noundef 4.225000e+01, i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8)
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  ret i64 %52
}

; Function Attrs: nounwind uwtable
define dso_local i64 @r_drive_other() local_unnamed_addr #7 {
  %1 = alloca %struct.Big, align 16
  %2 = alloca %struct.Big, align 16
  %3 = alloca ptr, align 8
  %4 = alloca [200 x i8], align 1
  %5 = tail call i64 (ptr, ...) @g_vfmt(ptr noundef nonnull @.str.3, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10, i32 noundef 11, i32 noundef 12) #10
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.5, i64 noundef %5)
  %7 = tail call i64 (ptr, ...) @g_vfmt(ptr noundef nonnull @.str.6, i64 noundef 1, double noundef 5.000000e-01, i64 noundef -2, double noundef 1.500000e+00, i64 noundef 3, double noundef 2.500000e+00, i64 noundef -4, double noundef 3.500000e+00, i64 noundef 5, double noundef 4.500000e+00, i64 noundef 6, double noundef 5.500000e+00, i64 noundef 7, double noundef 6.500000e+00, i64 noundef 8, double noundef 7.500000e+00, i64 noundef 9, double noundef 8.500000e+00, i64 noundef -10, double noundef 9.500000e+00, i64 noundef 11) #10
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.7, i64 noundef %7)
  %9 = mul i64 %5, 1000003
  %10 = xor i64 %7, %9
  %11 = tail call i64 (ptr, ...) @g_vfmt(ptr noundef nonnull @.str.8, i32 noundef 234, double noundef 2.350000e+01, fp128 noundef 0xL00000000000000004003840000000000, i128 noundef -368934881474191032299, i32 noundef 25, fp128 noundef 0xL0000000000000000C003A20000000000) #10
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.9, i64 noundef %11)
  %13 = mul i64 %10, 1000003
  %14 = xor i64 %13, %11
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #10
  store <2 x i64> <i64 8, i64 9>, ptr %1, align 16
  %15 = getelementptr inbounds i8, ptr %1, i64 16
  store <2 x i64> <i64 -10, i64 11>, ptr %15, align 16
  %16 = getelementptr inbounds i8, ptr %1, i64 32
  store i64 12, ptr %16, align 16, !tbaa !6
  %17 = call i64 (ptr, ...) @g_vfmt(ptr noundef nonnull @.str.10, i64 261633, [2 x i64] [i64 -4, i64 94190070027690], [2 x i64] [i64 4618722892845154304, i64 -7], ptr noundef nonnull %1, [3 x double] alignstack(8) [double 1.350000e+01, double -1.425000e+01, double 1.512500e+01], [2 x float] alignstack(8) [float -1.650000e+01, float 1.775000e+01], [2 x fp128] alignstack(16) [fp128 0xL00000000000000004003210000000000, fp128 0xL0000000000000000C003380000000000]) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #10
  %18 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.11, i64 noundef %17)
  %19 = mul i64 %14, 1000003
  %20 = xor i64 %17, %19
  %21 = call i64 (ptr, ...) @g_vfmt(ptr noundef nonnull @.str.12, i128 noundef -368934881474191032299, i32 noundef 27, i128 noundef -368934881474191032299, [3 x double] alignstack(8) [double 1.350000e+01, double -1.425000e+01, double 1.512500e+01], [3 x double] alignstack(8) [double 1.350000e+01, double -1.425000e+01, double 1.512500e+01], [3 x double] alignstack(8) [double 1.350000e+01, double -1.425000e+01, double 1.512500e+01], i64 noundef 28, fp128 noundef 0xL00000000000000003FFF000000000000, fp128 noundef 0xL00000000000000004000000000000000, fp128 noundef 0xL00000000000000004000800000000000, fp128 noundef 0xL00000000000000004001000000000000, fp128 noundef 0xL00000000000000004001400000000000, fp128 noundef 0xL00000000000000004001800000000000, fp128 noundef 0xL00000000000000004001C00000000000, fp128 noundef 0xL00000000000000004002000000000000, fp128 noundef 0xL00000000000000004002200000000000, double noundef 2.950000e+01) #10
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.13, i64 noundef %21)
  %23 = mul i64 %20, 1000003
  %24 = xor i64 %21, %23
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #10
  store <2 x i64> <i64 8, i64 9>, ptr %2, align 16
  %25 = getelementptr inbounds i8, ptr %2, i64 16
  store <2 x i64> <i64 -10, i64 11>, ptr %25, align 16
  %26 = getelementptr inbounds i8, ptr %2, i64 32
  store i64 12, ptr %26, align 16, !tbaa !6
  %27 = call i64 (ptr, ...) @g_vfmt(ptr noundef nonnull @.str.14, [2 x i64] [i64 -4, i64 94190070027690], [2 x i64] [i64 -4, i64 94190070027690], [2 x i64] [i64 -4, i64 94190070027690], [2 x i64] [i64 -4, i64 94190070027690], [2 x i64] [i64 -4, i64 94190070027690], ptr noundef nonnull %2, i64 261633, [2 x float] alignstack(8) [float -1.650000e+01, float 1.775000e+01]) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #10
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.15, i64 noundef %27)
  %29 = mul i64 %24, 1000003
  %30 = xor i64 %27, %29
  %31 = call i64 (ptr, ...) @g_vfmt(ptr noundef nonnull @.str.16) #10
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.17, i64 noundef %31)
  %33 = mul i64 %30, 1000003
  %34 = xor i64 %31, %33
  %35 = call i64 (i32, double, fp128, [2 x float], ...) @g_vnamed(i32 noundef 3, double noundef 3.050000e+01, fp128 noundef 0xL00000000000000004003F40000000000, [2 x float] alignstack(8) [float -1.650000e+01, float 1.775000e+01], double noundef 1.000000e+00, i64 noundef 2, double noundef 3.000000e+00, i64 noundef 4, double noundef 5.000000e+00, i64 noundef 6) #10
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.18, i64 noundef %35)
  %37 = mul i64 %34, 1000003
  %38 = xor i64 %37, %35
  %39 = call i64 (i32, double, fp128, [2 x float], ...) @g_vnamed(i32 noundef 9, double noundef 5.000000e-01, fp128 noundef 0xL0000000000000000BFFE000000000000, [2 x float] alignstack(8) [float -1.650000e+01, float 1.775000e+01], double noundef 1.000000e+00, i64 noundef 2, double noundef 3.000000e+00, i64 noundef 4, double noundef 5.000000e+00, i64 noundef 6, double noundef 7.000000e+00, i64 noundef 8, double noundef 9.000000e+00, i64 noundef 10, double noundef 1.100000e+01, i64 noundef 12, double noundef 1.300000e+01, i64 noundef 14, double noundef 1.500000e+01, i64 noundef 16, double noundef 1.700000e+01, i64 noundef 18) #10
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.19, i64 noundef %39)
  %41 = mul i64 %38, 1000003
  %42 = xor i64 %41, %39
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile ptr @g_vfmt, ptr %3, align 8, !tbaa !22
  %43 = load volatile ptr, ptr %3, align 8, !tbaa !22
  %44 = call i64 (ptr, ...) %43(ptr noundef nonnull @.str.20, double noundef 3.250000e+01, i32 noundef 122, i32 noundef -33, double noundef -3.475000e+01) #10
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.21, i64 noundef %44)
  %46 = mul i64 %42, 1000003
  %47 = xor i64 %44, %46
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %4) #10
  %48 = call i32 (ptr, i64, ptr, ...) @g_fmt(ptr noundef nonnull %4, i64 noundef 200, ptr noundef nonnull @.str.22, i32 noundef -35, i64 noundef 36, double noundef 3.712500e+01, ptr noundef nonnull @.str.23, i32 noundef 81, fp128 noundef 0xL00000000000000004004340000000000, i32 noundef 2748, i64 noundef -39, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.500000e+00) #10
  %49 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %48, ptr noundef nonnull %4)
  %50 = sext i32 %48 to i64
  %51 = mul i64 %47, 1000003
  %52 = xor i64 %51, %50
  call void (ptr, ...) @g_say(ptr noundef nonnull @.str.25, ptr noundef nonnull @.str.26, i32 noundef 40, fp128 noundef 0xL000000000000000040044C0000000000, double noundef 4.225000e+01, i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8) #10
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  ret i64 %52
}

declare i64 @g_vfmt(ptr noundef, ...) #8

declare i64 @g_vnamed(i32 noundef, double noundef, fp128 noundef, [2 x float] alignstack(8), ...) local_unnamed_addr #8

declare i32 @g_fmt(ptr noundef, i64 noundef, ptr noundef, ...) local_unnamed_addr #8

declare void @g_say(ptr noundef, ...) local_unnamed_addr #8

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #7 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %2 = tail call i64 @r_drive_self()
  %3 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.34)
  %4 = tail call i64 @r_drive_other()
  %5 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.35)
  %6 = tail call i64 @g_drive_other() #10
  %7 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.36)
  %8 = tail call i64 @g_drive_self() #10
  %9 = icmp ne i64 %2, %4
  %10 = icmp ne i64 %4, %6
  %11 = select i1 %9, i1 true, i1 %10
  %12 = icmp ne i64 %6, %8
  %13 = select i1 %11, i1 true, i1 %12
  %14 = select i1 %13, ptr @.str.33, ptr @.str.32
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i64 noundef %2, ptr noundef nonnull %14)
  %16 = zext i1 %13 to i32
  ret i32 %16
}

declare i64 @g_drive_other() local_unnamed_addr #8

declare i64 @g_drive_self() local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @vfprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"long", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"double", !7, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"long double", !7, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"__int128", !7, i64 0}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{i64 0, i64 8, !22, i64 8, i64 8, !22, i64 16, i64 8, !22, i64 24, i64 4, !9, i64 28, i64 4, !9}
!22 = !{!23, !23, i64 0}
!23 = !{!"any pointer", !7, i64 0}
!24 = distinct !{!24, !20}
!25 = !{!26}
!26 = distinct !{!26, !27, !"vprintf: argument 0"}
!27 = distinct !{!27, !"vprintf"}
