; ModuleID = 'tests/programs/bigint.c'
source_filename = "tests/programs/bigint.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Big = type { [120 x i32], i32 }

@.str = private unnamed_addr constant [8 x i8] c"100! = \00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"digit sum = %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"fib(300) = \00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"2^256 = \00", align 1
@.str.4 = private unnamed_addr constant [43 x i8] c"100! * fib(300) digit sum = %u limbs = %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"%u\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"%09u\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [240 x i64], align 8
  %2 = alloca %struct.Big, align 4
  %3 = alloca [240 x i64], align 8
  %4 = alloca %struct.Big, align 4
  %5 = alloca %struct.Big, align 4
  %6 = alloca %struct.Big, align 4
  %7 = alloca %struct.Big, align 4
  %8 = alloca %struct.Big, align 4
  %9 = alloca %struct.Big, align 4
  %10 = alloca %struct.Big, align 4
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %6) #7
  %11 = getelementptr inbounds i8, ptr %6, i64 4
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %11, i8 0, i64 476, i1 false)
  store i32 1, ptr %6, align 4, !tbaa !6
  %12 = getelementptr inbounds i8, ptr %6, i64 480
  store i32 1, ptr %12, align 4, !tbaa !10
  br label %65

13:                                               ; preds = %93
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str)
  %15 = load i32, ptr %12, align 4, !tbaa !10
  %16 = add nsw i32 %15, -1
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [120 x i32], ptr %6, i64 0, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !6
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %19)
  %21 = icmp sgt i32 %15, 1
  br i1 %21, label %22, label %32

22:                                               ; preds = %13
  %23 = add nsw i32 %15, -2
  %24 = zext nneg i32 %23 to i64
  br label %25

25:                                               ; preds = %25, %22
  %26 = phi i64 [ %24, %22 ], [ %30, %25 ]
  %27 = getelementptr inbounds [120 x i32], ptr %6, i64 0, i64 %26
  %28 = load i32, ptr %27, align 4, !tbaa !6
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %28)
  %30 = add nsw i64 %26, -1
  %31 = icmp eq i64 %26, 0
  br i1 %31, label %32, label %25, !llvm.loop !12

32:                                               ; preds = %25, %13
  %33 = tail call i32 @putchar(i32 10)
  %34 = icmp sgt i32 %15, 0
  br i1 %34, label %35, label %56

35:                                               ; preds = %32
  %36 = zext nneg i32 %15 to i64
  br label %37

37:                                               ; preds = %43, %35
  %38 = phi i64 [ 0, %35 ], [ %45, %43 ]
  %39 = phi i32 [ 0, %35 ], [ %44, %43 ]
  %40 = getelementptr inbounds [120 x i32], ptr %6, i64 0, i64 %38
  %41 = load i32, ptr %40, align 4, !tbaa !6
  %42 = icmp eq i32 %41, 0
  br i1 %42, label %43, label %47

43:                                               ; preds = %47, %37
  %44 = phi i32 [ %39, %37 ], [ %54, %47 ]
  %45 = add nuw nsw i64 %38, 1
  %46 = icmp eq i64 %45, %36
  br i1 %46, label %56, label %37, !llvm.loop !14

47:                                               ; preds = %37, %47
  %48 = phi i32 [ %51, %47 ], [ %41, %37 ]
  %49 = phi i32 [ %54, %47 ], [ %39, %37 ]
  %50 = freeze i32 %48
  %51 = udiv i32 %50, 10
  %52 = mul i32 %51, 10
  %53 = sub i32 %50, %52
  %54 = add i32 %53, %49
  %55 = icmp ult i32 %48, 10
  br i1 %55, label %43, label %47, !llvm.loop !15

56:                                               ; preds = %43, %32
  %57 = phi i32 [ 0, %32 ], [ %44, %43 ]
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %57)
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %7) #7
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %8) #7
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %9)
  %59 = getelementptr inbounds i8, ptr %7, i64 480
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(480) %7, i8 0, i64 480, i1 false)
  store i32 1, ptr %59, align 4, !tbaa !10
  %60 = getelementptr inbounds i8, ptr %8, i64 4
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %60, i8 0, i64 476, i1 false)
  store i32 1, ptr %8, align 4, !tbaa !6
  %61 = getelementptr inbounds i8, ptr %8, i64 480
  store i32 1, ptr %61, align 4, !tbaa !10
  %62 = getelementptr inbounds i8, ptr %5, i64 480
  br label %120

63:                                               ; preds = %93
  %64 = load i32, ptr %12, align 4, !tbaa !10
  br label %65

65:                                               ; preds = %63, %0
  %66 = phi i32 [ %64, %63 ], [ 1, %0 ]
  %67 = phi i64 [ %94, %63 ], [ 2, %0 ]
  %68 = icmp sgt i32 %66, 0
  br i1 %68, label %71, label %93

69:                                               ; preds = %71
  %70 = icmp ult i64 %78, 1000000000
  br i1 %70, label %93, label %88

71:                                               ; preds = %65, %71
  %72 = phi i64 [ %84, %71 ], [ 0, %65 ]
  %73 = phi i64 [ %80, %71 ], [ 0, %65 ]
  %74 = getelementptr inbounds [120 x i32], ptr %6, i64 0, i64 %72
  %75 = load i32, ptr %74, align 4, !tbaa !6
  %76 = zext i32 %75 to i64
  %77 = mul nuw nsw i64 %67, %76
  %78 = add nuw nsw i64 %77, %73
  %79 = freeze i64 %78
  %80 = udiv i64 %79, 1000000000
  %81 = mul i64 %80, 1000000000
  %82 = sub i64 %79, %81
  %83 = trunc nuw nsw i64 %82 to i32
  store i32 %83, ptr %74, align 4, !tbaa !6
  %84 = add nuw nsw i64 %72, 1
  %85 = load i32, ptr %12, align 4, !tbaa !10
  %86 = sext i32 %85 to i64
  %87 = icmp slt i64 %84, %86
  br i1 %87, label %71, label %69, !llvm.loop !16

88:                                               ; preds = %69
  %89 = trunc nuw nsw i64 %80 to i32
  %90 = add nsw i32 %85, 1
  store i32 %90, ptr %12, align 4, !tbaa !10
  %91 = sext i32 %85 to i64
  %92 = getelementptr inbounds [120 x i32], ptr %6, i64 0, i64 %91
  store i32 %89, ptr %92, align 4, !tbaa !6
  br label %93

93:                                               ; preds = %88, %65, %69
  %94 = add nuw nsw i64 %67, 1
  %95 = icmp eq i64 %94, 101
  br i1 %95, label %13, label %63, !llvm.loop !17

96:                                               ; preds = %149
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2)
  %98 = load i32, ptr %59, align 4, !tbaa !10
  %99 = add nsw i32 %98, -1
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [120 x i32], ptr %7, i64 0, i64 %100
  %102 = load i32, ptr %101, align 4, !tbaa !6
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %102)
  %104 = icmp sgt i32 %98, 1
  br i1 %104, label %105, label %115

105:                                              ; preds = %96
  %106 = add nsw i32 %98, -2
  %107 = zext nneg i32 %106 to i64
  br label %108

108:                                              ; preds = %108, %105
  %109 = phi i64 [ %107, %105 ], [ %113, %108 ]
  %110 = getelementptr inbounds [120 x i32], ptr %7, i64 0, i64 %109
  %111 = load i32, ptr %110, align 4, !tbaa !6
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %111)
  %113 = add nsw i64 %109, -1
  %114 = icmp eq i64 %109, 0
  br i1 %114, label %115, label %108, !llvm.loop !12

115:                                              ; preds = %108, %96
  %116 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %10) #7
  %117 = getelementptr inbounds i8, ptr %10, i64 4
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %117, i8 0, i64 476, i1 false)
  store i32 2, ptr %10, align 4, !tbaa !6
  %118 = getelementptr inbounds i8, ptr %10, i64 480
  store i32 1, ptr %118, align 4, !tbaa !10
  %119 = getelementptr inbounds i8, ptr %2, i64 480
  br label %268

120:                                              ; preds = %56, %149
  %121 = phi i32 [ 0, %56 ], [ %150, %149 ]
  %122 = load i32, ptr %59, align 4, !tbaa !10
  %123 = load i32, ptr %61, align 4, !tbaa !10
  %124 = tail call i32 @llvm.smax.i32(i32 %122, i32 %123)
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %5) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %5, i8 0, i64 484, i1 false)
  %125 = icmp sgt i32 %124, 0
  br i1 %125, label %127, label %126

126:                                              ; preds = %120
  store i32 %124, ptr %62, align 4, !tbaa !10
  br label %149

127:                                              ; preds = %120
  %128 = zext nneg i32 %124 to i64
  br label %130

129:                                              ; preds = %130
  store i32 %124, ptr %62, align 4, !tbaa !10
  br i1 %139, label %146, label %149

130:                                              ; preds = %130, %127
  %131 = phi i64 [ 0, %127 ], [ %144, %130 ]
  %132 = phi i32 [ 0, %127 ], [ %140, %130 ]
  %133 = getelementptr inbounds [120 x i32], ptr %7, i64 0, i64 %131
  %134 = load i32, ptr %133, align 4, !tbaa !6
  %135 = getelementptr inbounds [120 x i32], ptr %8, i64 0, i64 %131
  %136 = load i32, ptr %135, align 4, !tbaa !6
  %137 = add i32 %134, %132
  %138 = add i32 %137, %136
  %139 = icmp ugt i32 %138, 999999999
  %140 = zext i1 %139 to i32
  %141 = select i1 %139, i32 -1000000000, i32 0
  %142 = add i32 %141, %138
  %143 = getelementptr inbounds [120 x i32], ptr %5, i64 0, i64 %131
  store i32 %142, ptr %143, align 4, !tbaa !6
  %144 = add nuw nsw i64 %131, 1
  %145 = icmp eq i64 %144, %128
  br i1 %145, label %129, label %130, !llvm.loop !18

146:                                              ; preds = %129
  %147 = add nuw nsw i32 %124, 1
  store i32 %147, ptr %62, align 4, !tbaa !10
  %148 = getelementptr inbounds [120 x i32], ptr %5, i64 0, i64 %128
  store i32 1, ptr %148, align 4, !tbaa !6
  br label %149

149:                                              ; preds = %126, %129, %146
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %9, ptr noundef nonnull align 4 dereferenceable(484) %5, i64 484, i1 false), !tbaa.struct !19
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %5) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %7, ptr noundef nonnull align 4 dereferenceable(484) %8, i64 484, i1 false), !tbaa.struct !19
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %8, ptr noundef nonnull align 4 dereferenceable(484) %9, i64 484, i1 false), !tbaa.struct !19
  %150 = add nuw nsw i32 %121, 1
  %151 = icmp eq i32 %150, 300
  br i1 %151, label %96, label %120, !llvm.loop !21

152:                                              ; preds = %336
  %153 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3)
  %154 = load i32, ptr %118, align 4, !tbaa !10
  %155 = add nsw i32 %154, -1
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds [120 x i32], ptr %10, i64 0, i64 %156
  %158 = load i32, ptr %157, align 4, !tbaa !6
  %159 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %158)
  %160 = icmp sgt i32 %154, 1
  br i1 %160, label %161, label %171

161:                                              ; preds = %152
  %162 = add nsw i32 %154, -2
  %163 = zext nneg i32 %162 to i64
  br label %164

164:                                              ; preds = %164, %161
  %165 = phi i64 [ %163, %161 ], [ %169, %164 ]
  %166 = getelementptr inbounds [120 x i32], ptr %10, i64 0, i64 %165
  %167 = load i32, ptr %166, align 4, !tbaa !6
  %168 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %167)
  %169 = add nsw i64 %165, -1
  %170 = icmp eq i64 %165, 0
  br i1 %170, label %171, label %164, !llvm.loop !12

171:                                              ; preds = %164, %152
  %172 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 1920, ptr nonnull %3) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1920) %3, i8 0, i64 1920, i1 false)
  br i1 %34, label %173, label %183

173:                                              ; preds = %171
  %174 = icmp sgt i32 %98, 0
  %175 = zext nneg i32 %15 to i64
  %176 = zext nneg i32 %98 to i64
  br label %177

177:                                              ; preds = %187, %173
  %178 = phi i64 [ 0, %173 ], [ %188, %187 ]
  br i1 %174, label %179, label %187

179:                                              ; preds = %177
  %180 = getelementptr inbounds [120 x i32], ptr %6, i64 0, i64 %178
  %181 = load i32, ptr %180, align 4, !tbaa !6
  %182 = zext i32 %181 to i64
  br label %190

183:                                              ; preds = %187, %171
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %4, i8 0, i64 480, i1 false)
  %184 = add nsw i32 %98, %15
  %185 = icmp sgt i32 %184, 0
  %186 = zext i32 %184 to i64
  br i1 %185, label %215, label %213

187:                                              ; preds = %210, %177
  %188 = add nuw nsw i64 %178, 1
  %189 = icmp eq i64 %188, %175
  br i1 %189, label %183, label %177, !llvm.loop !22

190:                                              ; preds = %210, %179
  %191 = phi i64 [ 0, %179 ], [ %211, %210 ]
  %192 = getelementptr inbounds [120 x i32], ptr %7, i64 0, i64 %191
  %193 = load i32, ptr %192, align 4, !tbaa !6
  %194 = zext i32 %193 to i64
  %195 = mul nuw i64 %194, %182
  %196 = add nuw nsw i64 %191, %178
  %197 = getelementptr inbounds [240 x i64], ptr %3, i64 0, i64 %196
  %198 = load i64, ptr %197, align 8, !tbaa !23
  %199 = add i64 %195, %198
  store i64 %199, ptr %197, align 8, !tbaa !23
  %200 = icmp ugt i64 %199, 7999999999999999999
  br i1 %200, label %201, label %210

201:                                              ; preds = %190
  %202 = freeze i64 %199
  %203 = udiv i64 %202, 1000000000
  %204 = add nuw nsw i64 %196, 1
  %205 = getelementptr inbounds [240 x i64], ptr %3, i64 0, i64 %204
  %206 = load i64, ptr %205, align 8, !tbaa !23
  %207 = add i64 %206, %203
  store i64 %207, ptr %205, align 8, !tbaa !23
  %208 = mul i64 %203, 1000000000
  %209 = sub i64 %202, %208
  store i64 %209, ptr %197, align 8, !tbaa !23
  br label %210

210:                                              ; preds = %201, %190
  %211 = add nuw nsw i64 %191, 1
  %212 = icmp eq i64 %211, %176
  br i1 %212, label %187, label %190, !llvm.loop !25

213:                                              ; preds = %215, %183
  %214 = getelementptr inbounds i8, ptr %4, i64 480
  br label %229

215:                                              ; preds = %183, %215
  %216 = phi i64 [ %227, %215 ], [ 0, %183 ]
  %217 = phi i64 [ %222, %215 ], [ 0, %183 ]
  %218 = getelementptr inbounds [240 x i64], ptr %3, i64 0, i64 %216
  %219 = load i64, ptr %218, align 8, !tbaa !23
  %220 = add i64 %219, %217
  %221 = freeze i64 %220
  %222 = udiv i64 %221, 1000000000
  %223 = mul i64 %222, 1000000000
  %224 = sub i64 %221, %223
  %225 = trunc nuw nsw i64 %224 to i32
  %226 = getelementptr inbounds [120 x i32], ptr %4, i64 0, i64 %216
  store i32 %225, ptr %226, align 4, !tbaa !6
  %227 = add nuw nsw i64 %216, 1
  %228 = icmp eq i64 %227, %186
  br i1 %228, label %213, label %215, !llvm.loop !26

229:                                              ; preds = %233, %213
  %230 = phi i64 [ %234, %233 ], [ %186, %213 ]
  %231 = trunc nuw i64 %230 to i32
  store i32 %231, ptr %214, align 4, !tbaa !10
  %232 = icmp sgt i32 %231, 1
  br i1 %232, label %233, label %238

233:                                              ; preds = %229
  %234 = add nsw i64 %230, -1
  %235 = getelementptr inbounds [120 x i32], ptr %4, i64 0, i64 %234
  %236 = load i32, ptr %235, align 4, !tbaa !6
  %237 = icmp eq i32 %236, 0
  br i1 %237, label %229, label %238, !llvm.loop !27

238:                                              ; preds = %229, %233
  call void @llvm.lifetime.end.p0(i64 1920, ptr nonnull %3) #7
  %239 = getelementptr inbounds i8, ptr %4, i64 480
  %240 = load i32, ptr %239, align 4, !tbaa !10
  %241 = icmp sgt i32 %240, 0
  br i1 %241, label %242, label %263

242:                                              ; preds = %238
  %243 = zext nneg i32 %240 to i64
  br label %244

244:                                              ; preds = %250, %242
  %245 = phi i64 [ 0, %242 ], [ %252, %250 ]
  %246 = phi i32 [ 0, %242 ], [ %251, %250 ]
  %247 = getelementptr inbounds [120 x i32], ptr %4, i64 0, i64 %245
  %248 = load i32, ptr %247, align 4, !tbaa !6
  %249 = icmp eq i32 %248, 0
  br i1 %249, label %250, label %254

250:                                              ; preds = %254, %244
  %251 = phi i32 [ %246, %244 ], [ %261, %254 ]
  %252 = add nuw nsw i64 %245, 1
  %253 = icmp eq i64 %252, %243
  br i1 %253, label %263, label %244, !llvm.loop !14

254:                                              ; preds = %244, %254
  %255 = phi i32 [ %258, %254 ], [ %248, %244 ]
  %256 = phi i32 [ %261, %254 ], [ %246, %244 ]
  %257 = freeze i32 %255
  %258 = udiv i32 %257, 10
  %259 = mul i32 %258, 10
  %260 = sub i32 %257, %259
  %261 = add i32 %260, %256
  %262 = icmp ult i32 %255, 10
  br i1 %262, label %250, label %254, !llvm.loop !15

263:                                              ; preds = %250, %238
  %264 = phi i32 [ 0, %238 ], [ %251, %250 ]
  %265 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %264, i32 noundef %240)
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %10) #7
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %8) #7
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %7) #7
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %6) #7
  ret i32 0

266:                                              ; preds = %336
  %267 = load i32, ptr %118, align 4, !tbaa !10
  br label %268

268:                                              ; preds = %266, %115
  %269 = phi i32 [ %267, %266 ], [ 1, %115 ]
  %270 = phi i32 [ %337, %266 ], [ 0, %115 ]
  call void @llvm.lifetime.start.p0(i64 1920, ptr nonnull %1) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1920) %1, i8 0, i64 1920, i1 false)
  %271 = icmp sgt i32 %269, 0
  br i1 %271, label %275, label %272

272:                                              ; preds = %268
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %2) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %2, i8 0, i64 480, i1 false)
  %273 = shl nsw i32 %269, 1
  %274 = zext i32 %273 to i64
  br label %325

275:                                              ; preds = %268
  %276 = zext nneg i32 %269 to i64
  br label %277

277:                                              ; preds = %275, %285
  %278 = phi i64 [ 0, %275 ], [ %286, %285 ]
  %279 = getelementptr inbounds [120 x i32], ptr %10, i64 0, i64 %278
  %280 = load i32, ptr %279, align 4, !tbaa !6
  %281 = zext i32 %280 to i64
  br label %288

282:                                              ; preds = %285
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %2) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %2, i8 0, i64 480, i1 false)
  %283 = shl nuw nsw i32 %269, 1
  %284 = zext nneg i32 %283 to i64
  br i1 %271, label %311, label %325

285:                                              ; preds = %308
  %286 = add nuw nsw i64 %278, 1
  %287 = icmp eq i64 %286, %276
  br i1 %287, label %282, label %277, !llvm.loop !22

288:                                              ; preds = %308, %277
  %289 = phi i64 [ 0, %277 ], [ %309, %308 ]
  %290 = getelementptr inbounds [120 x i32], ptr %10, i64 0, i64 %289
  %291 = load i32, ptr %290, align 4, !tbaa !6
  %292 = zext i32 %291 to i64
  %293 = mul nuw i64 %292, %281
  %294 = add nuw nsw i64 %289, %278
  %295 = getelementptr inbounds [240 x i64], ptr %1, i64 0, i64 %294
  %296 = load i64, ptr %295, align 8, !tbaa !23
  %297 = add i64 %293, %296
  store i64 %297, ptr %295, align 8, !tbaa !23
  %298 = icmp ugt i64 %297, 7999999999999999999
  br i1 %298, label %299, label %308

299:                                              ; preds = %288
  %300 = freeze i64 %297
  %301 = udiv i64 %300, 1000000000
  %302 = add nuw nsw i64 %294, 1
  %303 = getelementptr inbounds [240 x i64], ptr %1, i64 0, i64 %302
  %304 = load i64, ptr %303, align 8, !tbaa !23
  %305 = add i64 %304, %301
  store i64 %305, ptr %303, align 8, !tbaa !23
  %306 = mul i64 %301, 1000000000
  %307 = sub i64 %300, %306
  store i64 %307, ptr %295, align 8, !tbaa !23
  br label %308

308:                                              ; preds = %299, %288
  %309 = add nuw nsw i64 %289, 1
  %310 = icmp eq i64 %309, %276
  br i1 %310, label %285, label %288, !llvm.loop !25

311:                                              ; preds = %282, %311
  %312 = phi i64 [ %323, %311 ], [ 0, %282 ]
  %313 = phi i64 [ %318, %311 ], [ 0, %282 ]
  %314 = getelementptr inbounds [240 x i64], ptr %1, i64 0, i64 %312
  %315 = load i64, ptr %314, align 8, !tbaa !23
  %316 = add i64 %315, %313
  %317 = freeze i64 %316
  %318 = udiv i64 %317, 1000000000
  %319 = mul i64 %318, 1000000000
  %320 = sub i64 %317, %319
  %321 = trunc nuw nsw i64 %320 to i32
  %322 = getelementptr inbounds [120 x i32], ptr %2, i64 0, i64 %312
  store i32 %321, ptr %322, align 4, !tbaa !6
  %323 = add nuw nsw i64 %312, 1
  %324 = icmp eq i64 %323, %284
  br i1 %324, label %325, label %311, !llvm.loop !26

325:                                              ; preds = %311, %272, %282
  %326 = phi i64 [ %284, %282 ], [ %274, %272 ], [ %284, %311 ]
  br label %327

327:                                              ; preds = %325, %331
  %328 = phi i64 [ %332, %331 ], [ %326, %325 ]
  %329 = trunc nuw i64 %328 to i32
  store i32 %329, ptr %119, align 4, !tbaa !10
  %330 = icmp sgt i32 %329, 1
  br i1 %330, label %331, label %336

331:                                              ; preds = %327
  %332 = add nsw i64 %328, -1
  %333 = getelementptr inbounds [120 x i32], ptr %2, i64 0, i64 %332
  %334 = load i32, ptr %333, align 4, !tbaa !6
  %335 = icmp eq i32 %334, 0
  br i1 %335, label %327, label %336, !llvm.loop !27

336:                                              ; preds = %327, %331
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %10, ptr noundef nonnull align 4 dereferenceable(484) %2, i64 484, i1 false), !tbaa.struct !19
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 1920, ptr nonnull %1) #7
  %337 = add nuw nsw i32 %270, 1
  %338 = icmp eq i32 %337, 8
  br i1 %338, label %152, label %266, !llvm.loop !28
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nofree nounwind }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !7, i64 480}
!11 = !{!"", !8, i64 0, !7, i64 480}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !13}
!18 = distinct !{!18, !13}
!19 = !{i64 0, i64 480, !20, i64 480, i64 4, !6}
!20 = !{!8, !8, i64 0}
!21 = distinct !{!21, !13}
!22 = distinct !{!22, !13}
!23 = !{!24, !24, i64 0}
!24 = !{!"long", !8, i64 0}
!25 = distinct !{!25, !13}
!26 = distinct !{!26, !13}
!27 = distinct !{!27, !13}
!28 = distinct !{!28, !13}
