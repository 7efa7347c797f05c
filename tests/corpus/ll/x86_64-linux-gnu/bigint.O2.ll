; ModuleID = 'tests/programs/bigint.c'
source_filename = "tests/programs/bigint.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %1 = alloca [240 x i64], align 16
  %2 = alloca %struct.Big, align 4
  %3 = alloca [240 x i64], align 16
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
  store i32 1, ptr %6, align 4, !tbaa !5
  %12 = getelementptr inbounds i8, ptr %6, i64 480
  store i32 1, ptr %12, align 4, !tbaa !9
  br label %63

13:                                               ; preds = %89
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str)
  %15 = load i32, ptr %12, align 4, !tbaa !9
  %16 = add nsw i32 %15, -1
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [120 x i32], ptr %6, i64 0, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !5
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
  %28 = load i32, ptr %27, align 4, !tbaa !5
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %28)
  %30 = add nsw i64 %26, -1
  %31 = icmp eq i64 %26, 0
  br i1 %31, label %32, label %25, !llvm.loop !11

32:                                               ; preds = %25, %13
  %33 = tail call i32 @putchar(i32 10)
  %34 = icmp sgt i32 %15, 0
  br i1 %34, label %35, label %54

35:                                               ; preds = %32
  %36 = zext nneg i32 %15 to i64
  br label %37

37:                                               ; preds = %43, %35
  %38 = phi i64 [ 0, %35 ], [ %45, %43 ]
  %39 = phi i32 [ 0, %35 ], [ %44, %43 ]
  %40 = getelementptr inbounds [120 x i32], ptr %6, i64 0, i64 %38
  %41 = load i32, ptr %40, align 4, !tbaa !5
  %42 = icmp eq i32 %41, 0
  br i1 %42, label %43, label %47

43:                                               ; preds = %47, %37
  %44 = phi i32 [ %39, %37 ], [ %51, %47 ]
  %45 = add nuw nsw i64 %38, 1
  %46 = icmp eq i64 %45, %36
  br i1 %46, label %54, label %37, !llvm.loop !13

47:                                               ; preds = %37, %47
  %48 = phi i32 [ %52, %47 ], [ %41, %37 ]
  %49 = phi i32 [ %51, %47 ], [ %39, %37 ]
  %50 = urem i32 %48, 10
  %51 = add i32 %50, %49
  %52 = udiv i32 %48, 10
  %53 = icmp ult i32 %48, 10
  br i1 %53, label %43, label %47, !llvm.loop !14

54:                                               ; preds = %43, %32
  %55 = phi i32 [ 0, %32 ], [ %44, %43 ]
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %55)
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %7) #7
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %8) #7
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %9)
  %57 = getelementptr inbounds i8, ptr %7, i64 480
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(480) %7, i8 0, i64 480, i1 false)
  store i32 1, ptr %57, align 4, !tbaa !9
  %58 = getelementptr inbounds i8, ptr %8, i64 4
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %58, i8 0, i64 476, i1 false)
  store i32 1, ptr %8, align 4, !tbaa !5
  %59 = getelementptr inbounds i8, ptr %8, i64 480
  store i32 1, ptr %59, align 4, !tbaa !9
  %60 = getelementptr inbounds i8, ptr %5, i64 480
  br label %116

61:                                               ; preds = %89
  %62 = load i32, ptr %12, align 4, !tbaa !9
  br label %63

63:                                               ; preds = %61, %0
  %64 = phi i32 [ %62, %61 ], [ 1, %0 ]
  %65 = phi i64 [ %90, %61 ], [ 2, %0 ]
  %66 = icmp sgt i32 %64, 0
  br i1 %66, label %69, label %89

67:                                               ; preds = %69
  %68 = icmp ult i64 %76, 1000000000
  br i1 %68, label %89, label %84

69:                                               ; preds = %63, %69
  %70 = phi i64 [ %80, %69 ], [ 0, %63 ]
  %71 = phi i64 [ %79, %69 ], [ 0, %63 ]
  %72 = getelementptr inbounds [120 x i32], ptr %6, i64 0, i64 %70
  %73 = load i32, ptr %72, align 4, !tbaa !5
  %74 = zext i32 %73 to i64
  %75 = mul nuw nsw i64 %65, %74
  %76 = add nuw nsw i64 %75, %71
  %77 = urem i64 %76, 1000000000
  %78 = trunc nuw nsw i64 %77 to i32
  store i32 %78, ptr %72, align 4, !tbaa !5
  %79 = udiv i64 %76, 1000000000
  %80 = add nuw nsw i64 %70, 1
  %81 = load i32, ptr %12, align 4, !tbaa !9
  %82 = sext i32 %81 to i64
  %83 = icmp slt i64 %80, %82
  br i1 %83, label %69, label %67, !llvm.loop !15

84:                                               ; preds = %67
  %85 = trunc nuw nsw i64 %79 to i32
  %86 = add nsw i32 %81, 1
  store i32 %86, ptr %12, align 4, !tbaa !9
  %87 = sext i32 %81 to i64
  %88 = getelementptr inbounds [120 x i32], ptr %6, i64 0, i64 %87
  store i32 %85, ptr %88, align 4, !tbaa !5
  br label %89

89:                                               ; preds = %84, %63, %67
  %90 = add nuw nsw i64 %65, 1
  %91 = icmp eq i64 %90, 101
  br i1 %91, label %13, label %61, !llvm.loop !16

92:                                               ; preds = %180
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2)
  %94 = load i32, ptr %57, align 4, !tbaa !9
  %95 = add nsw i32 %94, -1
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [120 x i32], ptr %7, i64 0, i64 %96
  %98 = load i32, ptr %97, align 4, !tbaa !5
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %98)
  %100 = icmp sgt i32 %94, 1
  br i1 %100, label %101, label %111

101:                                              ; preds = %92
  %102 = add nsw i32 %94, -2
  %103 = zext nneg i32 %102 to i64
  br label %104

104:                                              ; preds = %104, %101
  %105 = phi i64 [ %103, %101 ], [ %109, %104 ]
  %106 = getelementptr inbounds [120 x i32], ptr %7, i64 0, i64 %105
  %107 = load i32, ptr %106, align 4, !tbaa !5
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %107)
  %109 = add nsw i64 %105, -1
  %110 = icmp eq i64 %105, 0
  br i1 %110, label %111, label %104, !llvm.loop !11

111:                                              ; preds = %104, %92
  %112 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %10) #7
  %113 = getelementptr inbounds i8, ptr %10, i64 4
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %113, i8 0, i64 476, i1 false)
  store i32 2, ptr %10, align 4, !tbaa !5
  %114 = getelementptr inbounds i8, ptr %10, i64 480
  store i32 1, ptr %114, align 4, !tbaa !9
  %115 = getelementptr inbounds i8, ptr %2, i64 480
  br label %319

116:                                              ; preds = %54, %180
  %117 = phi i32 [ 0, %54 ], [ %181, %180 ]
  %118 = load i32, ptr %57, align 4, !tbaa !9
  %119 = load i32, ptr %59, align 4, !tbaa !9
  %120 = tail call i32 @llvm.smax.i32(i32 %118, i32 %119)
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %5) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %5, i8 0, i64 484, i1 false)
  %121 = icmp sgt i32 %120, 0
  br i1 %121, label %123, label %122

122:                                              ; preds = %116
  store i32 %120, ptr %60, align 4, !tbaa !9
  br label %180

123:                                              ; preds = %116
  %124 = zext nneg i32 %120 to i64
  %125 = and i64 %124, 1
  %126 = icmp eq i32 %120, 1
  br i1 %126, label %129, label %127

127:                                              ; preds = %123
  %128 = and i64 %124, 2147483646
  br label %147

129:                                              ; preds = %147, %123
  %130 = phi i1 [ poison, %123 ], [ %169, %147 ]
  %131 = phi i64 [ 0, %123 ], [ %174, %147 ]
  %132 = phi i32 [ 0, %123 ], [ %170, %147 ]
  %133 = icmp eq i64 %125, 0
  br i1 %133, label %145, label %134

134:                                              ; preds = %129
  %135 = getelementptr inbounds [120 x i32], ptr %7, i64 0, i64 %131
  %136 = load i32, ptr %135, align 4, !tbaa !5
  %137 = getelementptr inbounds [120 x i32], ptr %8, i64 0, i64 %131
  %138 = load i32, ptr %137, align 4, !tbaa !5
  %139 = add i32 %136, %132
  %140 = add i32 %139, %138
  %141 = icmp ugt i32 %140, 999999999
  %142 = select i1 %141, i32 -1000000000, i32 0
  %143 = add i32 %142, %140
  %144 = getelementptr inbounds [120 x i32], ptr %5, i64 0, i64 %131
  store i32 %143, ptr %144, align 4, !tbaa !5
  br label %145

145:                                              ; preds = %129, %134
  %146 = phi i1 [ %130, %129 ], [ %141, %134 ]
  store i32 %120, ptr %60, align 4, !tbaa !9
  br i1 %146, label %177, label %180

147:                                              ; preds = %147, %127
  %148 = phi i64 [ 0, %127 ], [ %174, %147 ]
  %149 = phi i32 [ 0, %127 ], [ %170, %147 ]
  %150 = phi i64 [ 0, %127 ], [ %175, %147 ]
  %151 = getelementptr inbounds [120 x i32], ptr %7, i64 0, i64 %148
  %152 = load i32, ptr %151, align 4, !tbaa !5
  %153 = getelementptr inbounds [120 x i32], ptr %8, i64 0, i64 %148
  %154 = load i32, ptr %153, align 4, !tbaa !5
  %155 = add i32 %152, %149
  %156 = add i32 %155, %154
  %157 = icmp ugt i32 %156, 999999999
  %158 = zext i1 %157 to i32
  %159 = select i1 %157, i32 -1000000000, i32 0
  %160 = add i32 %159, %156
  %161 = getelementptr inbounds [120 x i32], ptr %5, i64 0, i64 %148
  store i32 %160, ptr %161, align 4, !tbaa !5
  %162 = or disjoint i64 %148, 1
  %163 = getelementptr inbounds [120 x i32], ptr %7, i64 0, i64 %162
  %164 = load i32, ptr %163, align 4, !tbaa !5
  %165 = getelementptr inbounds [120 x i32], ptr %8, i64 0, i64 %162
  %166 = load i32, ptr %165, align 4, !tbaa !5
  %167 = add i32 %164, %158
  %168 = add i32 %167, %166
  %169 = icmp ugt i32 %168, 999999999
  %170 = zext i1 %169 to i32
  %171 = select i1 %169, i32 -1000000000, i32 0
  %172 = add i32 %171, %168
  %173 = getelementptr inbounds [120 x i32], ptr %5, i64 0, i64 %162
  store i32 %172, ptr %173, align 4, !tbaa !5
  %174 = add nuw nsw i64 %148, 2
  %175 = add i64 %150, 2
  %176 = icmp eq i64 %175, %128
  br i1 %176, label %129, label %147, !llvm.loop !17

177:                                              ; preds = %145
  %178 = add nuw nsw i32 %120, 1
  store i32 %178, ptr %60, align 4, !tbaa !9
  %179 = getelementptr inbounds [120 x i32], ptr %5, i64 0, i64 %124
  store i32 1, ptr %179, align 4, !tbaa !5
  br label %180

180:                                              ; preds = %122, %145, %177
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %9, ptr noundef nonnull align 4 dereferenceable(484) %5, i64 484, i1 false), !tbaa.struct !18
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %5) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %7, ptr noundef nonnull align 4 dereferenceable(484) %8, i64 484, i1 false), !tbaa.struct !18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %8, ptr noundef nonnull align 4 dereferenceable(484) %9, i64 484, i1 false), !tbaa.struct !18
  %181 = add nuw nsw i32 %117, 1
  %182 = icmp eq i32 %181, 300
  br i1 %182, label %92, label %116, !llvm.loop !20

183:                                              ; preds = %391
  %184 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3)
  %185 = load i32, ptr %114, align 4, !tbaa !9
  %186 = add nsw i32 %185, -1
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds [120 x i32], ptr %10, i64 0, i64 %187
  %189 = load i32, ptr %188, align 4, !tbaa !5
  %190 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %189)
  %191 = icmp sgt i32 %185, 1
  br i1 %191, label %192, label %202

192:                                              ; preds = %183
  %193 = add nsw i32 %185, -2
  %194 = zext nneg i32 %193 to i64
  br label %195

195:                                              ; preds = %195, %192
  %196 = phi i64 [ %194, %192 ], [ %200, %195 ]
  %197 = getelementptr inbounds [120 x i32], ptr %10, i64 0, i64 %196
  %198 = load i32, ptr %197, align 4, !tbaa !5
  %199 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %198)
  %200 = add nsw i64 %196, -1
  %201 = icmp eq i64 %196, 0
  br i1 %201, label %202, label %195, !llvm.loop !11

202:                                              ; preds = %195, %183
  %203 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 1920, ptr nonnull %3) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1920) %3, i8 0, i64 1920, i1 false)
  br i1 %34, label %204, label %214

204:                                              ; preds = %202
  %205 = icmp sgt i32 %94, 0
  %206 = zext nneg i32 %15 to i64
  %207 = zext nneg i32 %94 to i64
  br label %208

208:                                              ; preds = %223, %204
  %209 = phi i64 [ 0, %204 ], [ %224, %223 ]
  br i1 %205, label %210, label %223

210:                                              ; preds = %208
  %211 = getelementptr inbounds [120 x i32], ptr %6, i64 0, i64 %209
  %212 = load i32, ptr %211, align 4, !tbaa !5
  %213 = zext i32 %212 to i64
  br label %226

214:                                              ; preds = %223, %202
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %4, i8 0, i64 480, i1 false)
  %215 = add nsw i32 %94, %15
  %216 = icmp sgt i32 %215, 0
  %217 = zext i32 %215 to i64
  br i1 %216, label %218, label %258

218:                                              ; preds = %214
  %219 = and i64 %217, 1
  %220 = icmp eq i32 %215, 1
  br i1 %220, label %247, label %221

221:                                              ; preds = %218
  %222 = and i64 %217, 2147483646
  br label %260

223:                                              ; preds = %244, %208
  %224 = add nuw nsw i64 %209, 1
  %225 = icmp eq i64 %224, %206
  br i1 %225, label %214, label %208, !llvm.loop !21

226:                                              ; preds = %244, %210
  %227 = phi i64 [ 0, %210 ], [ %245, %244 ]
  %228 = getelementptr inbounds [120 x i32], ptr %7, i64 0, i64 %227
  %229 = load i32, ptr %228, align 4, !tbaa !5
  %230 = zext i32 %229 to i64
  %231 = mul nuw i64 %230, %213
  %232 = add nuw nsw i64 %227, %209
  %233 = getelementptr inbounds [240 x i64], ptr %3, i64 0, i64 %232
  %234 = load i64, ptr %233, align 8, !tbaa !22
  %235 = add i64 %231, %234
  store i64 %235, ptr %233, align 8, !tbaa !22
  %236 = icmp ugt i64 %235, 7999999999999999999
  br i1 %236, label %237, label %244

237:                                              ; preds = %226
  %238 = udiv i64 %235, 1000000000
  %239 = add nuw nsw i64 %232, 1
  %240 = getelementptr inbounds [240 x i64], ptr %3, i64 0, i64 %239
  %241 = load i64, ptr %240, align 8, !tbaa !22
  %242 = add i64 %241, %238
  store i64 %242, ptr %240, align 8, !tbaa !22
  %243 = urem i64 %235, 1000000000
  store i64 %243, ptr %233, align 8, !tbaa !22
  br label %244

244:                                              ; preds = %237, %226
  %245 = add nuw nsw i64 %227, 1
  %246 = icmp eq i64 %245, %207
  br i1 %246, label %223, label %226, !llvm.loop !24

247:                                              ; preds = %260, %218
  %248 = phi i64 [ 0, %218 ], [ %279, %260 ]
  %249 = phi i64 [ 0, %218 ], [ %278, %260 ]
  %250 = icmp eq i64 %219, 0
  br i1 %250, label %258, label %251

251:                                              ; preds = %247
  %252 = getelementptr inbounds [240 x i64], ptr %3, i64 0, i64 %248
  %253 = load i64, ptr %252, align 8, !tbaa !22
  %254 = add i64 %253, %249
  %255 = urem i64 %254, 1000000000
  %256 = trunc nuw nsw i64 %255 to i32
  %257 = getelementptr inbounds [120 x i32], ptr %4, i64 0, i64 %248
  store i32 %256, ptr %257, align 4, !tbaa !5
  br label %258

258:                                              ; preds = %251, %247, %214
  %259 = getelementptr inbounds i8, ptr %4, i64 480
  br label %282

260:                                              ; preds = %260, %221
  %261 = phi i64 [ 0, %221 ], [ %279, %260 ]
  %262 = phi i64 [ 0, %221 ], [ %278, %260 ]
  %263 = phi i64 [ 0, %221 ], [ %280, %260 ]
  %264 = getelementptr inbounds [240 x i64], ptr %3, i64 0, i64 %261
  %265 = load i64, ptr %264, align 16, !tbaa !22
  %266 = add i64 %265, %262
  %267 = urem i64 %266, 1000000000
  %268 = trunc nuw nsw i64 %267 to i32
  %269 = getelementptr inbounds [120 x i32], ptr %4, i64 0, i64 %261
  store i32 %268, ptr %269, align 4, !tbaa !5
  %270 = udiv i64 %266, 1000000000
  %271 = or disjoint i64 %261, 1
  %272 = getelementptr inbounds [240 x i64], ptr %3, i64 0, i64 %271
  %273 = load i64, ptr %272, align 8, !tbaa !22
  %274 = add i64 %273, %270
  %275 = urem i64 %274, 1000000000
  %276 = trunc nuw nsw i64 %275 to i32
  %277 = getelementptr inbounds [120 x i32], ptr %4, i64 0, i64 %271
  store i32 %276, ptr %277, align 4, !tbaa !5
  %278 = udiv i64 %274, 1000000000
  %279 = add nuw nsw i64 %261, 2
  %280 = add i64 %263, 2
  %281 = icmp eq i64 %280, %222
  br i1 %281, label %247, label %260, !llvm.loop !25

282:                                              ; preds = %286, %258
  %283 = phi i64 [ %287, %286 ], [ %217, %258 ]
  %284 = trunc nuw i64 %283 to i32
  store i32 %284, ptr %259, align 4, !tbaa !9
  %285 = icmp sgt i32 %284, 1
  br i1 %285, label %286, label %291

286:                                              ; preds = %282
  %287 = add nsw i64 %283, -1
  %288 = getelementptr inbounds [120 x i32], ptr %4, i64 0, i64 %287
  %289 = load i32, ptr %288, align 4, !tbaa !5
  %290 = icmp eq i32 %289, 0
  br i1 %290, label %282, label %291, !llvm.loop !26

291:                                              ; preds = %282, %286
  call void @llvm.lifetime.end.p0(i64 1920, ptr nonnull %3) #7
  %292 = getelementptr inbounds i8, ptr %4, i64 480
  %293 = load i32, ptr %292, align 4, !tbaa !9
  %294 = icmp sgt i32 %293, 0
  br i1 %294, label %295, label %314

295:                                              ; preds = %291
  %296 = zext nneg i32 %293 to i64
  br label %297

297:                                              ; preds = %303, %295
  %298 = phi i64 [ 0, %295 ], [ %305, %303 ]
  %299 = phi i32 [ 0, %295 ], [ %304, %303 ]
  %300 = getelementptr inbounds [120 x i32], ptr %4, i64 0, i64 %298
  %301 = load i32, ptr %300, align 4, !tbaa !5
  %302 = icmp eq i32 %301, 0
  br i1 %302, label %303, label %307

303:                                              ; preds = %307, %297
  %304 = phi i32 [ %299, %297 ], [ %311, %307 ]
  %305 = add nuw nsw i64 %298, 1
  %306 = icmp eq i64 %305, %296
  br i1 %306, label %314, label %297, !llvm.loop !13

307:                                              ; preds = %297, %307
  %308 = phi i32 [ %312, %307 ], [ %301, %297 ]
  %309 = phi i32 [ %311, %307 ], [ %299, %297 ]
  %310 = urem i32 %308, 10
  %311 = add i32 %310, %309
  %312 = udiv i32 %308, 10
  %313 = icmp ult i32 %308, 10
  br i1 %313, label %303, label %307, !llvm.loop !14

314:                                              ; preds = %303, %291
  %315 = phi i32 [ 0, %291 ], [ %304, %303 ]
  %316 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %315, i32 noundef %293)
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %10) #7
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %8) #7
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %7) #7
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %6) #7
  ret i32 0

317:                                              ; preds = %391
  %318 = load i32, ptr %114, align 4, !tbaa !9
  br label %319

319:                                              ; preds = %317, %111
  %320 = phi i32 [ %318, %317 ], [ 1, %111 ]
  %321 = phi i32 [ %392, %317 ], [ 0, %111 ]
  call void @llvm.lifetime.start.p0(i64 1920, ptr nonnull %1) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1920) %1, i8 0, i64 1920, i1 false)
  %322 = icmp sgt i32 %320, 0
  br i1 %322, label %326, label %323

323:                                              ; preds = %319
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %2) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %2, i8 0, i64 480, i1 false)
  %324 = shl nsw i32 %320, 1
  %325 = zext i32 %324 to i64
  br label %380

326:                                              ; preds = %319
  %327 = zext nneg i32 %320 to i64
  br label %328

328:                                              ; preds = %326, %336
  %329 = phi i64 [ 0, %326 ], [ %337, %336 ]
  %330 = getelementptr inbounds [120 x i32], ptr %10, i64 0, i64 %329
  %331 = load i32, ptr %330, align 4, !tbaa !5
  %332 = zext i32 %331 to i64
  br label %339

333:                                              ; preds = %336
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %2) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %2, i8 0, i64 480, i1 false)
  %334 = shl nuw nsw i32 %320, 1
  %335 = zext nneg i32 %334 to i64
  br i1 %322, label %360, label %380

336:                                              ; preds = %357
  %337 = add nuw nsw i64 %329, 1
  %338 = icmp eq i64 %337, %327
  br i1 %338, label %333, label %328, !llvm.loop !21

339:                                              ; preds = %357, %328
  %340 = phi i64 [ 0, %328 ], [ %358, %357 ]
  %341 = getelementptr inbounds [120 x i32], ptr %10, i64 0, i64 %340
  %342 = load i32, ptr %341, align 4, !tbaa !5
  %343 = zext i32 %342 to i64
  %344 = mul nuw i64 %343, %332
  %345 = add nuw nsw i64 %340, %329
  %346 = getelementptr inbounds [240 x i64], ptr %1, i64 0, i64 %345
  %347 = load i64, ptr %346, align 8, !tbaa !22
  %348 = add i64 %344, %347
  store i64 %348, ptr %346, align 8, !tbaa !22
  %349 = icmp ugt i64 %348, 7999999999999999999
  br i1 %349, label %350, label %357

350:                                              ; preds = %339
  %351 = udiv i64 %348, 1000000000
  %352 = add nuw nsw i64 %345, 1
  %353 = getelementptr inbounds [240 x i64], ptr %1, i64 0, i64 %352
  %354 = load i64, ptr %353, align 8, !tbaa !22
  %355 = add i64 %354, %351
  store i64 %355, ptr %353, align 8, !tbaa !22
  %356 = urem i64 %348, 1000000000
  store i64 %356, ptr %346, align 8, !tbaa !22
  br label %357

357:                                              ; preds = %350, %339
  %358 = add nuw nsw i64 %340, 1
  %359 = icmp eq i64 %358, %327
  br i1 %359, label %336, label %339, !llvm.loop !24

360:                                              ; preds = %333, %360
  %361 = phi i64 [ %378, %360 ], [ 0, %333 ]
  %362 = phi i64 [ %377, %360 ], [ 0, %333 ]
  %363 = getelementptr inbounds [240 x i64], ptr %1, i64 0, i64 %361
  %364 = load i64, ptr %363, align 16, !tbaa !22
  %365 = add i64 %364, %362
  %366 = urem i64 %365, 1000000000
  %367 = trunc nuw nsw i64 %366 to i32
  %368 = getelementptr inbounds [120 x i32], ptr %2, i64 0, i64 %361
  store i32 %367, ptr %368, align 4, !tbaa !5
  %369 = udiv i64 %365, 1000000000
  %370 = or disjoint i64 %361, 1
  %371 = getelementptr inbounds [240 x i64], ptr %1, i64 0, i64 %370
  %372 = load i64, ptr %371, align 8, !tbaa !22
  %373 = add i64 %372, %369
  %374 = urem i64 %373, 1000000000
  %375 = trunc nuw nsw i64 %374 to i32
  %376 = getelementptr inbounds [120 x i32], ptr %2, i64 0, i64 %370
  store i32 %375, ptr %376, align 4, !tbaa !5
  %377 = udiv i64 %373, 1000000000
  %378 = add nuw nsw i64 %361, 2
  %379 = icmp eq i64 %378, %335
  br i1 %379, label %380, label %360, !llvm.loop !25

380:                                              ; preds = %360, %323, %333
  %381 = phi i64 [ %335, %333 ], [ %325, %323 ], [ %335, %360 ]
  br label %382

382:                                              ; preds = %380, %386
  %383 = phi i64 [ %387, %386 ], [ %381, %380 ]
  %384 = trunc nuw i64 %383 to i32
  store i32 %384, ptr %115, align 4, !tbaa !9
  %385 = icmp sgt i32 %384, 1
  br i1 %385, label %386, label %391

386:                                              ; preds = %382
  %387 = add nsw i64 %383, -1
  %388 = getelementptr inbounds [120 x i32], ptr %2, i64 0, i64 %387
  %389 = load i32, ptr %388, align 4, !tbaa !5
  %390 = icmp eq i32 %389, 0
  br i1 %390, label %382, label %391, !llvm.loop !26

391:                                              ; preds = %382, %386
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %10, ptr noundef nonnull align 4 dereferenceable(484) %2, i64 484, i1 false), !tbaa.struct !18
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 1920, ptr nonnull %1) #7
  %392 = add nuw nsw i32 %321, 1
  %393 = icmp eq i32 %392, 8
  br i1 %393, label %183, label %317, !llvm.loop !27
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

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nofree nounwind }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !6, i64 480}
!10 = !{!"", !7, i64 0, !6, i64 480}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = !{i64 0, i64 480, !19, i64 480, i64 4, !5}
!19 = !{!7, !7, i64 0}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12}
!22 = !{!23, !23, i64 0}
!23 = !{!"long", !7, i64 0}
!24 = distinct !{!24, !12}
!25 = distinct !{!25, !12}
!26 = distinct !{!26, !12}
!27 = distinct !{!27, !12}
