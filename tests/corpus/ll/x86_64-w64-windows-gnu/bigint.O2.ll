; ModuleID = 'tests/programs/bigint.c'
source_filename = "tests/programs/bigint.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Big = type { [120 x i32], i32 }

@.str = private unnamed_addr constant [8 x i8] c"100! = \00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"digit sum = %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"fib(300) = \00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"2^256 = \00", align 1
@.str.4 = private unnamed_addr constant [43 x i8] c"100! * fib(300) digit sum = %u limbs = %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"%u\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"%09u\00", align 1

; Function Attrs: nounwind uwtable
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
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %6) #10
  %11 = getelementptr inbounds i8, ptr %6, i64 4
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %11, i8 0, i64 476, i1 false)
  store i32 1, ptr %6, align 4, !tbaa !5
  %12 = getelementptr inbounds i8, ptr %6, i64 480
  store i32 1, ptr %12, align 4, !tbaa !9
  br label %59

13:                                               ; preds = %85
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, ptr noundef nonnull @.str)
  %14 = load i32, ptr %12, align 4, !tbaa !9
  %15 = add nsw i32 %14, -1
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [120 x i32], ptr %6, i64 0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef %18)
  %19 = icmp sgt i32 %14, 1
  br i1 %19, label %20, label %29

20:                                               ; preds = %13
  %21 = add nsw i32 %14, -2
  %22 = zext nneg i32 %21 to i64
  br label %23

23:                                               ; preds = %23, %20
  %24 = phi i64 [ %22, %20 ], [ %27, %23 ]
  %25 = getelementptr inbounds [120 x i32], ptr %6, i64 0, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef %26)
  %27 = add nsw i64 %24, -1
  %28 = icmp eq i64 %24, 0
  br i1 %28, label %29, label %23, !llvm.loop !11

29:                                               ; preds = %23, %13
  %30 = tail call i32 @putchar(i32 10)
  %31 = icmp sgt i32 %14, 0
  br i1 %31, label %32, label %51

32:                                               ; preds = %29
  %33 = zext nneg i32 %14 to i64
  br label %34

34:                                               ; preds = %40, %32
  %35 = phi i64 [ 0, %32 ], [ %42, %40 ]
  %36 = phi i32 [ 0, %32 ], [ %41, %40 ]
  %37 = getelementptr inbounds [120 x i32], ptr %6, i64 0, i64 %35
  %38 = load i32, ptr %37, align 4, !tbaa !5
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %40, label %44

40:                                               ; preds = %44, %34
  %41 = phi i32 [ %36, %34 ], [ %48, %44 ]
  %42 = add nuw nsw i64 %35, 1
  %43 = icmp eq i64 %42, %33
  br i1 %43, label %51, label %34, !llvm.loop !13

44:                                               ; preds = %34, %44
  %45 = phi i32 [ %49, %44 ], [ %38, %34 ]
  %46 = phi i32 [ %48, %44 ], [ %36, %34 ]
  %47 = urem i32 %45, 10
  %48 = add i32 %47, %46
  %49 = udiv i32 %45, 10
  %50 = icmp ult i32 %45, 10
  br i1 %50, label %40, label %44, !llvm.loop !14

51:                                               ; preds = %40, %29
  %52 = phi i32 [ 0, %29 ], [ %41, %40 ]
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %52)
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %7) #10
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %8) #10
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %9)
  %53 = getelementptr inbounds i8, ptr %7, i64 480
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(480) %7, i8 0, i64 480, i1 false)
  store i32 1, ptr %53, align 4, !tbaa !9
  %54 = getelementptr inbounds i8, ptr %8, i64 4
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %54, i8 0, i64 476, i1 false)
  store i32 1, ptr %8, align 4, !tbaa !5
  %55 = getelementptr inbounds i8, ptr %8, i64 480
  store i32 1, ptr %55, align 4, !tbaa !9
  %56 = getelementptr inbounds i8, ptr %5, i64 480
  br label %109

57:                                               ; preds = %85
  %58 = load i32, ptr %12, align 4, !tbaa !9
  br label %59

59:                                               ; preds = %57, %0
  %60 = phi i32 [ %58, %57 ], [ 1, %0 ]
  %61 = phi i64 [ %86, %57 ], [ 2, %0 ]
  %62 = icmp sgt i32 %60, 0
  br i1 %62, label %65, label %85

63:                                               ; preds = %65
  %64 = icmp ult i64 %72, 1000000000
  br i1 %64, label %85, label %80

65:                                               ; preds = %59, %65
  %66 = phi i64 [ %76, %65 ], [ 0, %59 ]
  %67 = phi i64 [ %75, %65 ], [ 0, %59 ]
  %68 = getelementptr inbounds [120 x i32], ptr %6, i64 0, i64 %66
  %69 = load i32, ptr %68, align 4, !tbaa !5
  %70 = zext i32 %69 to i64
  %71 = mul nuw nsw i64 %61, %70
  %72 = add nuw nsw i64 %71, %67
  %73 = urem i64 %72, 1000000000
  %74 = trunc nuw nsw i64 %73 to i32
  store i32 %74, ptr %68, align 4, !tbaa !5
  %75 = udiv i64 %72, 1000000000
  %76 = add nuw nsw i64 %66, 1
  %77 = load i32, ptr %12, align 4, !tbaa !9
  %78 = sext i32 %77 to i64
  %79 = icmp slt i64 %76, %78
  br i1 %79, label %65, label %63, !llvm.loop !15

80:                                               ; preds = %63
  %81 = trunc nuw nsw i64 %75 to i32
  %82 = add nsw i32 %77, 1
  store i32 %82, ptr %12, align 4, !tbaa !9
  %83 = sext i32 %77 to i64
  %84 = getelementptr inbounds [120 x i32], ptr %6, i64 0, i64 %83
  store i32 %81, ptr %84, align 4, !tbaa !5
  br label %85

85:                                               ; preds = %80, %59, %63
  %86 = add nuw nsw i64 %61, 1
  %87 = icmp eq i64 %86, 101
  br i1 %87, label %13, label %57, !llvm.loop !16

88:                                               ; preds = %173
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2)
  %89 = load i32, ptr %53, align 4, !tbaa !9
  %90 = add nsw i32 %89, -1
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [120 x i32], ptr %7, i64 0, i64 %91
  %93 = load i32, ptr %92, align 4, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef %93)
  %94 = icmp sgt i32 %89, 1
  br i1 %94, label %95, label %104

95:                                               ; preds = %88
  %96 = add nsw i32 %89, -2
  %97 = zext nneg i32 %96 to i64
  br label %98

98:                                               ; preds = %98, %95
  %99 = phi i64 [ %97, %95 ], [ %102, %98 ]
  %100 = getelementptr inbounds [120 x i32], ptr %7, i64 0, i64 %99
  %101 = load i32, ptr %100, align 4, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef %101)
  %102 = add nsw i64 %99, -1
  %103 = icmp eq i64 %99, 0
  br i1 %103, label %104, label %98, !llvm.loop !11

104:                                              ; preds = %98, %88
  %105 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %10) #10
  %106 = getelementptr inbounds i8, ptr %10, i64 4
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %106, i8 0, i64 476, i1 false)
  store i32 2, ptr %10, align 4, !tbaa !5
  %107 = getelementptr inbounds i8, ptr %10, i64 480
  store i32 1, ptr %107, align 4, !tbaa !9
  %108 = getelementptr inbounds i8, ptr %2, i64 480
  br label %308

109:                                              ; preds = %51, %173
  %110 = phi i32 [ 0, %51 ], [ %174, %173 ]
  %111 = load i32, ptr %53, align 4, !tbaa !9
  %112 = load i32, ptr %55, align 4, !tbaa !9
  %113 = tail call i32 @llvm.smax.i32(i32 %111, i32 %112)
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %5) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %5, i8 0, i64 484, i1 false)
  %114 = icmp sgt i32 %113, 0
  br i1 %114, label %116, label %115

115:                                              ; preds = %109
  store i32 %113, ptr %56, align 4, !tbaa !9
  br label %173

116:                                              ; preds = %109
  %117 = zext nneg i32 %113 to i64
  %118 = and i64 %117, 1
  %119 = icmp eq i32 %113, 1
  br i1 %119, label %122, label %120

120:                                              ; preds = %116
  %121 = and i64 %117, 2147483646
  br label %140

122:                                              ; preds = %140, %116
  %123 = phi i1 [ poison, %116 ], [ %162, %140 ]
  %124 = phi i64 [ 0, %116 ], [ %167, %140 ]
  %125 = phi i32 [ 0, %116 ], [ %163, %140 ]
  %126 = icmp eq i64 %118, 0
  br i1 %126, label %138, label %127

127:                                              ; preds = %122
  %128 = getelementptr inbounds [120 x i32], ptr %7, i64 0, i64 %124
  %129 = load i32, ptr %128, align 4, !tbaa !5
  %130 = getelementptr inbounds [120 x i32], ptr %8, i64 0, i64 %124
  %131 = load i32, ptr %130, align 4, !tbaa !5
  %132 = add i32 %129, %125
  %133 = add i32 %132, %131
  %134 = icmp ugt i32 %133, 999999999
  %135 = select i1 %134, i32 -1000000000, i32 0
  %136 = add i32 %135, %133
  %137 = getelementptr inbounds [120 x i32], ptr %5, i64 0, i64 %124
  store i32 %136, ptr %137, align 4, !tbaa !5
  br label %138

138:                                              ; preds = %122, %127
  %139 = phi i1 [ %123, %122 ], [ %134, %127 ]
  store i32 %113, ptr %56, align 4, !tbaa !9
  br i1 %139, label %170, label %173

140:                                              ; preds = %140, %120
  %141 = phi i64 [ 0, %120 ], [ %167, %140 ]
  %142 = phi i32 [ 0, %120 ], [ %163, %140 ]
  %143 = phi i64 [ 0, %120 ], [ %168, %140 ]
  %144 = getelementptr inbounds [120 x i32], ptr %7, i64 0, i64 %141
  %145 = load i32, ptr %144, align 4, !tbaa !5
  %146 = getelementptr inbounds [120 x i32], ptr %8, i64 0, i64 %141
  %147 = load i32, ptr %146, align 4, !tbaa !5
  %148 = add i32 %145, %142
  %149 = add i32 %148, %147
  %150 = icmp ugt i32 %149, 999999999
  %151 = zext i1 %150 to i32
  %152 = select i1 %150, i32 -1000000000, i32 0
  %153 = add i32 %152, %149
  %154 = getelementptr inbounds [120 x i32], ptr %5, i64 0, i64 %141
  store i32 %153, ptr %154, align 4, !tbaa !5
  %155 = or disjoint i64 %141, 1
  %156 = getelementptr inbounds [120 x i32], ptr %7, i64 0, i64 %155
  %157 = load i32, ptr %156, align 4, !tbaa !5
  %158 = getelementptr inbounds [120 x i32], ptr %8, i64 0, i64 %155
  %159 = load i32, ptr %158, align 4, !tbaa !5
  %160 = add i32 %157, %151
  %161 = add i32 %160, %159
  %162 = icmp ugt i32 %161, 999999999
  %163 = zext i1 %162 to i32
  %164 = select i1 %162, i32 -1000000000, i32 0
  %165 = add i32 %164, %161
  %166 = getelementptr inbounds [120 x i32], ptr %5, i64 0, i64 %155
  store i32 %165, ptr %166, align 4, !tbaa !5
  %167 = add nuw nsw i64 %141, 2
  %168 = add i64 %143, 2
  %169 = icmp eq i64 %168, %121
  br i1 %169, label %122, label %140, !llvm.loop !17

170:                                              ; preds = %138
  %171 = add nuw nsw i32 %113, 1
  store i32 %171, ptr %56, align 4, !tbaa !9
  %172 = getelementptr inbounds [120 x i32], ptr %5, i64 0, i64 %117
  store i32 1, ptr %172, align 4, !tbaa !5
  br label %173

173:                                              ; preds = %115, %138, %170
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %9, ptr noundef nonnull align 4 dereferenceable(484) %5, i64 484, i1 false), !tbaa.struct !18
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %5) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %7, ptr noundef nonnull align 4 dereferenceable(484) %8, i64 484, i1 false), !tbaa.struct !18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %8, ptr noundef nonnull align 4 dereferenceable(484) %9, i64 484, i1 false), !tbaa.struct !18
  %174 = add nuw nsw i32 %110, 1
  %175 = icmp eq i32 %174, 300
  br i1 %175, label %88, label %109, !llvm.loop !20

176:                                              ; preds = %380
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3)
  %177 = load i32, ptr %107, align 4, !tbaa !9
  %178 = add nsw i32 %177, -1
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds [120 x i32], ptr %10, i64 0, i64 %179
  %181 = load i32, ptr %180, align 4, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef %181)
  %182 = icmp sgt i32 %177, 1
  br i1 %182, label %183, label %192

183:                                              ; preds = %176
  %184 = add nsw i32 %177, -2
  %185 = zext nneg i32 %184 to i64
  br label %186

186:                                              ; preds = %186, %183
  %187 = phi i64 [ %185, %183 ], [ %190, %186 ]
  %188 = getelementptr inbounds [120 x i32], ptr %10, i64 0, i64 %187
  %189 = load i32, ptr %188, align 4, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef %189)
  %190 = add nsw i64 %187, -1
  %191 = icmp eq i64 %187, 0
  br i1 %191, label %192, label %186, !llvm.loop !11

192:                                              ; preds = %186, %176
  %193 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 1920, ptr nonnull %3) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1920) %3, i8 0, i64 1920, i1 false)
  br i1 %31, label %194, label %204

194:                                              ; preds = %192
  %195 = icmp sgt i32 %89, 0
  %196 = zext nneg i32 %14 to i64
  %197 = zext nneg i32 %89 to i64
  br label %198

198:                                              ; preds = %213, %194
  %199 = phi i64 [ 0, %194 ], [ %214, %213 ]
  br i1 %195, label %200, label %213

200:                                              ; preds = %198
  %201 = getelementptr inbounds [120 x i32], ptr %6, i64 0, i64 %199
  %202 = load i32, ptr %201, align 4, !tbaa !5
  %203 = zext i32 %202 to i64
  br label %216

204:                                              ; preds = %213, %192
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %4, i8 0, i64 480, i1 false)
  %205 = add nsw i32 %89, %14
  %206 = icmp sgt i32 %205, 0
  %207 = zext i32 %205 to i64
  br i1 %206, label %208, label %248

208:                                              ; preds = %204
  %209 = and i64 %207, 1
  %210 = icmp eq i32 %205, 1
  br i1 %210, label %237, label %211

211:                                              ; preds = %208
  %212 = and i64 %207, 2147483646
  br label %250

213:                                              ; preds = %234, %198
  %214 = add nuw nsw i64 %199, 1
  %215 = icmp eq i64 %214, %196
  br i1 %215, label %204, label %198, !llvm.loop !21

216:                                              ; preds = %234, %200
  %217 = phi i64 [ 0, %200 ], [ %235, %234 ]
  %218 = getelementptr inbounds [120 x i32], ptr %7, i64 0, i64 %217
  %219 = load i32, ptr %218, align 4, !tbaa !5
  %220 = zext i32 %219 to i64
  %221 = mul nuw i64 %220, %203
  %222 = add nuw nsw i64 %217, %199
  %223 = getelementptr inbounds [240 x i64], ptr %3, i64 0, i64 %222
  %224 = load i64, ptr %223, align 8, !tbaa !22
  %225 = add i64 %221, %224
  store i64 %225, ptr %223, align 8, !tbaa !22
  %226 = icmp ugt i64 %225, 7999999999999999999
  br i1 %226, label %227, label %234

227:                                              ; preds = %216
  %228 = udiv i64 %225, 1000000000
  %229 = add nuw nsw i64 %222, 1
  %230 = getelementptr inbounds [240 x i64], ptr %3, i64 0, i64 %229
  %231 = load i64, ptr %230, align 8, !tbaa !22
  %232 = add i64 %231, %228
  store i64 %232, ptr %230, align 8, !tbaa !22
  %233 = urem i64 %225, 1000000000
  store i64 %233, ptr %223, align 8, !tbaa !22
  br label %234

234:                                              ; preds = %227, %216
  %235 = add nuw nsw i64 %217, 1
  %236 = icmp eq i64 %235, %197
  br i1 %236, label %213, label %216, !llvm.loop !24

237:                                              ; preds = %250, %208
  %238 = phi i64 [ 0, %208 ], [ %269, %250 ]
  %239 = phi i64 [ 0, %208 ], [ %268, %250 ]
  %240 = icmp eq i64 %209, 0
  br i1 %240, label %248, label %241

241:                                              ; preds = %237
  %242 = getelementptr inbounds [240 x i64], ptr %3, i64 0, i64 %238
  %243 = load i64, ptr %242, align 8, !tbaa !22
  %244 = add i64 %243, %239
  %245 = urem i64 %244, 1000000000
  %246 = trunc nuw nsw i64 %245 to i32
  %247 = getelementptr inbounds [120 x i32], ptr %4, i64 0, i64 %238
  store i32 %246, ptr %247, align 4, !tbaa !5
  br label %248

248:                                              ; preds = %241, %237, %204
  %249 = getelementptr inbounds i8, ptr %4, i64 480
  br label %272

250:                                              ; preds = %250, %211
  %251 = phi i64 [ 0, %211 ], [ %269, %250 ]
  %252 = phi i64 [ 0, %211 ], [ %268, %250 ]
  %253 = phi i64 [ 0, %211 ], [ %270, %250 ]
  %254 = getelementptr inbounds [240 x i64], ptr %3, i64 0, i64 %251
  %255 = load i64, ptr %254, align 16, !tbaa !22
  %256 = add i64 %255, %252
  %257 = urem i64 %256, 1000000000
  %258 = trunc nuw nsw i64 %257 to i32
  %259 = getelementptr inbounds [120 x i32], ptr %4, i64 0, i64 %251
  store i32 %258, ptr %259, align 4, !tbaa !5
  %260 = udiv i64 %256, 1000000000
  %261 = or disjoint i64 %251, 1
  %262 = getelementptr inbounds [240 x i64], ptr %3, i64 0, i64 %261
  %263 = load i64, ptr %262, align 8, !tbaa !22
  %264 = add i64 %263, %260
  %265 = urem i64 %264, 1000000000
  %266 = trunc nuw nsw i64 %265 to i32
  %267 = getelementptr inbounds [120 x i32], ptr %4, i64 0, i64 %261
  store i32 %266, ptr %267, align 4, !tbaa !5
  %268 = udiv i64 %264, 1000000000
  %269 = add nuw nsw i64 %251, 2
  %270 = add i64 %253, 2
  %271 = icmp eq i64 %270, %212
  br i1 %271, label %237, label %250, !llvm.loop !25

272:                                              ; preds = %276, %248
  %273 = phi i64 [ %277, %276 ], [ %207, %248 ]
  %274 = trunc nuw i64 %273 to i32
  store i32 %274, ptr %249, align 4, !tbaa !9
  %275 = icmp sgt i32 %274, 1
  br i1 %275, label %276, label %281

276:                                              ; preds = %272
  %277 = add nsw i64 %273, -1
  %278 = getelementptr inbounds [120 x i32], ptr %4, i64 0, i64 %277
  %279 = load i32, ptr %278, align 4, !tbaa !5
  %280 = icmp eq i32 %279, 0
  br i1 %280, label %272, label %281, !llvm.loop !26

281:                                              ; preds = %272, %276
  call void @llvm.lifetime.end.p0(i64 1920, ptr nonnull %3) #10
  %282 = getelementptr inbounds i8, ptr %4, i64 480
  %283 = load i32, ptr %282, align 4, !tbaa !9
  %284 = icmp sgt i32 %283, 0
  br i1 %284, label %285, label %304

285:                                              ; preds = %281
  %286 = zext nneg i32 %283 to i64
  br label %287

287:                                              ; preds = %293, %285
  %288 = phi i64 [ 0, %285 ], [ %295, %293 ]
  %289 = phi i32 [ 0, %285 ], [ %294, %293 ]
  %290 = getelementptr inbounds [120 x i32], ptr %4, i64 0, i64 %288
  %291 = load i32, ptr %290, align 4, !tbaa !5
  %292 = icmp eq i32 %291, 0
  br i1 %292, label %293, label %297

293:                                              ; preds = %297, %287
  %294 = phi i32 [ %289, %287 ], [ %301, %297 ]
  %295 = add nuw nsw i64 %288, 1
  %296 = icmp eq i64 %295, %286
  br i1 %296, label %304, label %287, !llvm.loop !13

297:                                              ; preds = %287, %297
  %298 = phi i32 [ %302, %297 ], [ %291, %287 ]
  %299 = phi i32 [ %301, %297 ], [ %289, %287 ]
  %300 = urem i32 %298, 10
  %301 = add i32 %300, %299
  %302 = udiv i32 %298, 10
  %303 = icmp ult i32 %298, 10
  br i1 %303, label %293, label %297, !llvm.loop !14

304:                                              ; preds = %293, %281
  %305 = phi i32 [ 0, %281 ], [ %294, %293 ]
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef %305, i32 noundef %283)
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %10) #10
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %8) #10
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %7) #10
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %6) #10
  ret i32 0

306:                                              ; preds = %380
  %307 = load i32, ptr %107, align 4, !tbaa !9
  br label %308

308:                                              ; preds = %306, %104
  %309 = phi i32 [ %307, %306 ], [ 1, %104 ]
  %310 = phi i32 [ %381, %306 ], [ 0, %104 ]
  call void @llvm.lifetime.start.p0(i64 1920, ptr nonnull %1) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1920) %1, i8 0, i64 1920, i1 false)
  %311 = icmp sgt i32 %309, 0
  br i1 %311, label %315, label %312

312:                                              ; preds = %308
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %2) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %2, i8 0, i64 480, i1 false)
  %313 = shl nsw i32 %309, 1
  %314 = zext i32 %313 to i64
  br label %369

315:                                              ; preds = %308
  %316 = zext nneg i32 %309 to i64
  br label %317

317:                                              ; preds = %315, %325
  %318 = phi i64 [ 0, %315 ], [ %326, %325 ]
  %319 = getelementptr inbounds [120 x i32], ptr %10, i64 0, i64 %318
  %320 = load i32, ptr %319, align 4, !tbaa !5
  %321 = zext i32 %320 to i64
  br label %328

322:                                              ; preds = %325
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %2) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %2, i8 0, i64 480, i1 false)
  %323 = shl nuw nsw i32 %309, 1
  %324 = zext nneg i32 %323 to i64
  br i1 %311, label %349, label %369

325:                                              ; preds = %346
  %326 = add nuw nsw i64 %318, 1
  %327 = icmp eq i64 %326, %316
  br i1 %327, label %322, label %317, !llvm.loop !21

328:                                              ; preds = %346, %317
  %329 = phi i64 [ 0, %317 ], [ %347, %346 ]
  %330 = getelementptr inbounds [120 x i32], ptr %10, i64 0, i64 %329
  %331 = load i32, ptr %330, align 4, !tbaa !5
  %332 = zext i32 %331 to i64
  %333 = mul nuw i64 %332, %321
  %334 = add nuw nsw i64 %329, %318
  %335 = getelementptr inbounds [240 x i64], ptr %1, i64 0, i64 %334
  %336 = load i64, ptr %335, align 8, !tbaa !22
  %337 = add i64 %333, %336
  store i64 %337, ptr %335, align 8, !tbaa !22
  %338 = icmp ugt i64 %337, 7999999999999999999
  br i1 %338, label %339, label %346

339:                                              ; preds = %328
  %340 = udiv i64 %337, 1000000000
  %341 = add nuw nsw i64 %334, 1
  %342 = getelementptr inbounds [240 x i64], ptr %1, i64 0, i64 %341
  %343 = load i64, ptr %342, align 8, !tbaa !22
  %344 = add i64 %343, %340
  store i64 %344, ptr %342, align 8, !tbaa !22
  %345 = urem i64 %337, 1000000000
  store i64 %345, ptr %335, align 8, !tbaa !22
  br label %346

346:                                              ; preds = %339, %328
  %347 = add nuw nsw i64 %329, 1
  %348 = icmp eq i64 %347, %316
  br i1 %348, label %325, label %328, !llvm.loop !24

349:                                              ; preds = %322, %349
  %350 = phi i64 [ %367, %349 ], [ 0, %322 ]
  %351 = phi i64 [ %366, %349 ], [ 0, %322 ]
  %352 = getelementptr inbounds [240 x i64], ptr %1, i64 0, i64 %350
  %353 = load i64, ptr %352, align 16, !tbaa !22
  %354 = add i64 %353, %351
  %355 = urem i64 %354, 1000000000
  %356 = trunc nuw nsw i64 %355 to i32
  %357 = getelementptr inbounds [120 x i32], ptr %2, i64 0, i64 %350
  store i32 %356, ptr %357, align 4, !tbaa !5
  %358 = udiv i64 %354, 1000000000
  %359 = or disjoint i64 %350, 1
  %360 = getelementptr inbounds [240 x i64], ptr %1, i64 0, i64 %359
  %361 = load i64, ptr %360, align 8, !tbaa !22
  %362 = add i64 %361, %358
  %363 = urem i64 %362, 1000000000
  %364 = trunc nuw nsw i64 %363 to i32
  %365 = getelementptr inbounds [120 x i32], ptr %2, i64 0, i64 %359
  store i32 %364, ptr %365, align 4, !tbaa !5
  %366 = udiv i64 %362, 1000000000
  %367 = add nuw nsw i64 %350, 2
  %368 = icmp eq i64 %367, %324
  br i1 %368, label %369, label %349, !llvm.loop !25

369:                                              ; preds = %349, %312, %322
  %370 = phi i64 [ %324, %322 ], [ %314, %312 ], [ %324, %349 ]
  br label %371

371:                                              ; preds = %369, %375
  %372 = phi i64 [ %376, %375 ], [ %370, %369 ]
  %373 = trunc nuw i64 %372 to i32
  store i32 %373, ptr %108, align 4, !tbaa !9
  %374 = icmp sgt i32 %373, 1
  br i1 %374, label %375, label %380

375:                                              ; preds = %371
  %376 = add nsw i64 %372, -1
  %377 = getelementptr inbounds [120 x i32], ptr %2, i64 0, i64 %376
  %378 = load i32, ptr %377, align 4, !tbaa !5
  %379 = icmp eq i32 %378, 0
  br i1 %379, label %371, label %380, !llvm.loop !26

380:                                              ; preds = %371, %375
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %10, ptr noundef nonnull align 4 dereferenceable(484) %2, i64 484, i1 false), !tbaa.struct !18
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 1920, ptr nonnull %1) #10
  %381 = add nuw nsw i32 %310, 1
  %382 = icmp eq i32 %381, 8
  br i1 %382, label %176, label %306, !llvm.loop !27
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #10
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #10
  %4 = load ptr, ptr %2, align 8, !tbaa !28
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #10
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #10
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #6

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
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
!23 = !{!"long long", !7, i64 0}
!24 = distinct !{!24, !12}
!25 = distinct !{!25, !12}
!26 = distinct !{!26, !12}
!27 = distinct !{!27, !12}
!28 = !{!29, !29, i64 0}
!29 = !{!"any pointer", !7, i64 0}
