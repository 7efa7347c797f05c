; ModuleID = 'tests/programs/crc_hash.c'
source_filename = "tests/programs/crc_hash.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"123456789\00", align 1
@.str.4 = private unnamed_addr constant [44 x i8] c"The quick brown fox jumps over the lazy dog\00", align 1
@__const.main.msgs = private unnamed_addr constant [5 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4], align 8
@.str.5 = private unnamed_addr constant [44 x i8] c"'%s': crc=%08x/%08x adler=%08x fnv=%016llx\0A\00", align 1
@main.buf = internal unnamed_addr global [65536 x i8] zeroinitializer, align 1
@.str.6 = private unnamed_addr constant [38 x i8] c"big: crc=%08x adler=%08x fnv=%016llx\0A\00", align 1
@.str.7 = private unnamed_addr constant [20 x i8] c"sip-like = %016llx\0A\00", align 1
@crc_table = internal unnamed_addr global [256 x i32] zeroinitializer, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [16 x i64], align 16
  br label %2

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %46, %2 ]
  %4 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %47, %2 ]
  %5 = and <4 x i32> %4, <i32 1, i32 1, i32 1, i32 1>
  %6 = icmp eq <4 x i32> %5, zeroinitializer
  %7 = lshr <4 x i32> %4, <i32 1, i32 1, i32 1, i32 1>
  %8 = xor <4 x i32> %7, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %9 = select <4 x i1> %6, <4 x i32> %7, <4 x i32> %8
  %10 = and <4 x i32> %9, <i32 1, i32 1, i32 1, i32 1>
  %11 = icmp eq <4 x i32> %10, zeroinitializer
  %12 = lshr <4 x i32> %9, <i32 1, i32 1, i32 1, i32 1>
  %13 = xor <4 x i32> %12, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %14 = select <4 x i1> %11, <4 x i32> %12, <4 x i32> %13
  %15 = and <4 x i32> %14, <i32 1, i32 1, i32 1, i32 1>
  %16 = icmp eq <4 x i32> %15, zeroinitializer
  %17 = lshr <4 x i32> %14, <i32 1, i32 1, i32 1, i32 1>
  %18 = xor <4 x i32> %17, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %19 = select <4 x i1> %16, <4 x i32> %17, <4 x i32> %18
  %20 = and <4 x i32> %19, <i32 1, i32 1, i32 1, i32 1>
  %21 = icmp eq <4 x i32> %20, zeroinitializer
  %22 = lshr <4 x i32> %19, <i32 1, i32 1, i32 1, i32 1>
  %23 = xor <4 x i32> %22, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %24 = select <4 x i1> %21, <4 x i32> %22, <4 x i32> %23
  %25 = and <4 x i32> %24, <i32 1, i32 1, i32 1, i32 1>
  %26 = icmp eq <4 x i32> %25, zeroinitializer
  %27 = lshr <4 x i32> %24, <i32 1, i32 1, i32 1, i32 1>
  %28 = xor <4 x i32> %27, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %29 = select <4 x i1> %26, <4 x i32> %27, <4 x i32> %28
  %30 = and <4 x i32> %29, <i32 1, i32 1, i32 1, i32 1>
  %31 = icmp eq <4 x i32> %30, zeroinitializer
  %32 = lshr <4 x i32> %29, <i32 1, i32 1, i32 1, i32 1>
  %33 = xor <4 x i32> %32, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %34 = select <4 x i1> %31, <4 x i32> %32, <4 x i32> %33
  %35 = and <4 x i32> %34, <i32 1, i32 1, i32 1, i32 1>
  %36 = icmp eq <4 x i32> %35, zeroinitializer
  %37 = lshr <4 x i32> %34, <i32 1, i32 1, i32 1, i32 1>
  %38 = xor <4 x i32> %37, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %39 = select <4 x i1> %36, <4 x i32> %37, <4 x i32> %38
  %40 = and <4 x i32> %39, <i32 1, i32 1, i32 1, i32 1>
  %41 = icmp eq <4 x i32> %40, zeroinitializer
  %42 = lshr <4 x i32> %39, <i32 1, i32 1, i32 1, i32 1>
  %43 = xor <4 x i32> %42, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %44 = select <4 x i1> %41, <4 x i32> %42, <4 x i32> %43
  %45 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %3
  store <4 x i32> %44, ptr %45, align 4, !tbaa !6
  %46 = add nuw i64 %3, 4
  %47 = add <4 x i32> %4, <i32 4, i32 4, i32 4, i32 4>
  %48 = icmp eq i64 %46, 256
  br i1 %48, label %49, label %2, !llvm.loop !10

49:                                               ; preds = %2, %134
  %50 = phi i64 [ %140, %134 ], [ 0, %2 ]
  %51 = getelementptr inbounds [5 x ptr], ptr @__const.main.msgs, i64 0, i64 %50
  %52 = load ptr, ptr %51, align 8, !tbaa !14
  %53 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %52) #5
  %54 = icmp eq i64 %53, 0
  br i1 %54, label %134, label %55

55:                                               ; preds = %49, %55
  %56 = phi i64 [ %67, %55 ], [ 0, %49 ]
  %57 = phi i32 [ %66, %55 ], [ -1, %49 ]
  %58 = getelementptr inbounds i8, ptr %52, i64 %56
  %59 = load i8, ptr %58, align 1, !tbaa !16
  %60 = trunc i32 %57 to i8
  %61 = xor i8 %59, %60
  %62 = zext i8 %61 to i64
  %63 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %62
  %64 = load i32, ptr %63, align 4, !tbaa !6
  %65 = lshr i32 %57, 8
  %66 = xor i32 %64, %65
  %67 = add nuw i64 %56, 1
  %68 = icmp eq i64 %67, %53
  br i1 %68, label %69, label %55, !llvm.loop !17

69:                                               ; preds = %55, %69
  %70 = phi i64 [ %102, %69 ], [ 0, %55 ]
  %71 = phi i32 [ %101, %69 ], [ -1, %55 ]
  %72 = getelementptr inbounds i8, ptr %52, i64 %70
  %73 = load i8, ptr %72, align 1, !tbaa !16
  %74 = zext i8 %73 to i32
  %75 = xor i32 %71, %74
  %76 = lshr i32 %75, 1
  %77 = and i32 %75, 1
  %78 = icmp eq i32 %77, 0
  %79 = select i1 %78, i32 0, i32 -306674912
  %80 = xor i32 %79, %76
  %81 = lshr i32 %80, 1
  %82 = and i32 %75, 2
  %83 = icmp eq i32 %82, 0
  %84 = select i1 %83, i32 0, i32 -306674912
  %85 = xor i32 %81, %84
  %86 = lshr i32 %85, 6
  %87 = insertelement <4 x i32> poison, i32 %75, i64 0
  %88 = shufflevector <4 x i32> %87, <4 x i32> poison, <4 x i32> zeroinitializer
  %89 = and <4 x i32> %88, <i32 8, i32 4, i32 16, i32 32>
  %90 = icmp eq <4 x i32> %89, zeroinitializer
  %91 = select <4 x i1> %90, <4 x i32> zeroinitializer, <4 x i32> <i32 249268274, i32 124634137, i32 498536548, i32 997073096>
  %92 = and i32 %80, 32
  %93 = icmp eq i32 %92, 0
  %94 = select i1 %93, i32 0, i32 1994146192
  %95 = and i32 %85, 32
  %96 = icmp eq i32 %95, 0
  %97 = select i1 %96, i32 0, i32 -306674912
  %98 = tail call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %91)
  %99 = xor i32 %98, %94
  %100 = xor i32 %97, %86
  %101 = xor i32 %99, %100
  %102 = add nuw i64 %70, 1
  %103 = icmp eq i64 %102, %53
  br i1 %103, label %104, label %69, !llvm.loop !18

104:                                              ; preds = %69
  %105 = xor i32 %66, -1
  br label %106

106:                                              ; preds = %104, %106
  %107 = phi i64 [ %117, %106 ], [ 0, %104 ]
  %108 = phi i32 [ %116, %106 ], [ 0, %104 ]
  %109 = phi i32 [ %114, %106 ], [ 1, %104 ]
  %110 = getelementptr inbounds i8, ptr %52, i64 %107
  %111 = load i8, ptr %110, align 1, !tbaa !16
  %112 = zext i8 %111 to i32
  %113 = add nuw nsw i32 %109, %112
  %114 = urem i32 %113, 65521
  %115 = add nuw nsw i32 %114, %108
  %116 = urem i32 %115, 65521
  %117 = add nuw i64 %107, 1
  %118 = icmp eq i64 %117, %53
  br i1 %118, label %119, label %106, !llvm.loop !19

119:                                              ; preds = %106
  %120 = shl nuw i32 %116, 16
  br label %121

121:                                              ; preds = %119, %121
  %122 = phi i64 [ %129, %121 ], [ 0, %119 ]
  %123 = phi i64 [ %128, %121 ], [ -3750763034362895579, %119 ]
  %124 = getelementptr inbounds i8, ptr %52, i64 %122
  %125 = load i8, ptr %124, align 1, !tbaa !16
  %126 = zext i8 %125 to i64
  %127 = xor i64 %123, %126
  %128 = mul i64 %127, 1099511628211
  %129 = add nuw i64 %122, 1
  %130 = icmp eq i64 %129, %53
  br i1 %130, label %131, label %121, !llvm.loop !20

131:                                              ; preds = %121
  %132 = xor i32 %101, -1
  %133 = or disjoint i32 %120, %114
  br label %134

134:                                              ; preds = %131, %49
  %135 = phi i32 [ 1, %49 ], [ %133, %131 ]
  %136 = phi i32 [ 0, %49 ], [ %105, %131 ]
  %137 = phi i32 [ 0, %49 ], [ %132, %131 ]
  %138 = phi i64 [ -3750763034362895579, %49 ], [ %128, %131 ]
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %52, i32 noundef %136, i32 noundef %137, i32 noundef %135, i64 noundef %138)
  %140 = add nuw nsw i64 %50, 1
  %141 = icmp eq i64 %140, 5
  br i1 %141, label %142, label %49, !llvm.loop !21

142:                                              ; preds = %134, %142
  %143 = phi i64 [ %155, %142 ], [ 0, %134 ]
  %144 = or disjoint i64 %143, 1
  %145 = mul nuw nsw i64 %143, 131
  %146 = mul nuw nsw i64 %144, 131
  %147 = lshr i64 %143, 8
  %148 = lshr i64 %143, 8
  %149 = add nuw nsw i64 %145, %147
  %150 = add nuw nsw i64 %146, %148
  %151 = trunc i64 %149 to i8
  %152 = trunc i64 %150 to i8
  %153 = getelementptr inbounds [65536 x i8], ptr @main.buf, i64 0, i64 %143
  %154 = getelementptr inbounds [65536 x i8], ptr @main.buf, i64 0, i64 %144
  store i8 %151, ptr %153, align 1, !tbaa !16
  store i8 %152, ptr %154, align 1, !tbaa !16
  %155 = add nuw i64 %143, 2
  %156 = icmp eq i64 %155, 65536
  br i1 %156, label %157, label %142, !llvm.loop !22

157:                                              ; preds = %142, %157
  %158 = phi i64 [ %169, %157 ], [ 0, %142 ]
  %159 = phi i32 [ %168, %157 ], [ -1, %142 ]
  %160 = getelementptr inbounds i8, ptr @main.buf, i64 %158
  %161 = load i8, ptr %160, align 1, !tbaa !16
  %162 = trunc i32 %159 to i8
  %163 = xor i8 %161, %162
  %164 = zext i8 %163 to i64
  %165 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %164
  %166 = load i32, ptr %165, align 4, !tbaa !6
  %167 = lshr i32 %159, 8
  %168 = xor i32 %166, %167
  %169 = add nuw nsw i64 %158, 1
  %170 = icmp eq i64 %169, 65536
  br i1 %170, label %171, label %157, !llvm.loop !17

171:                                              ; preds = %157, %171
  %172 = phi i64 [ %182, %171 ], [ 0, %157 ]
  %173 = phi i32 [ %181, %171 ], [ 0, %157 ]
  %174 = phi i32 [ %179, %171 ], [ 1, %157 ]
  %175 = getelementptr inbounds i8, ptr @main.buf, i64 %172
  %176 = load i8, ptr %175, align 1, !tbaa !16
  %177 = zext i8 %176 to i32
  %178 = add nuw nsw i32 %174, %177
  %179 = urem i32 %178, 65521
  %180 = add nuw nsw i32 %179, %173
  %181 = urem i32 %180, 65521
  %182 = add nuw nsw i64 %172, 1
  %183 = icmp eq i64 %182, 65536
  br i1 %183, label %184, label %171, !llvm.loop !19

184:                                              ; preds = %171
  %185 = shl nuw i32 %181, 16
  br label %186

186:                                              ; preds = %186, %184
  %187 = phi i64 [ %194, %186 ], [ 0, %184 ]
  %188 = phi i64 [ %193, %186 ], [ -3750763034362895579, %184 ]
  %189 = getelementptr inbounds i8, ptr @main.buf, i64 %187
  %190 = load i8, ptr %189, align 1, !tbaa !16
  %191 = zext i8 %190 to i64
  %192 = xor i64 %188, %191
  %193 = mul i64 %192, 1099511628211
  %194 = add nuw nsw i64 %187, 1
  %195 = icmp eq i64 %194, 65536
  br i1 %195, label %196, label %186, !llvm.loop !20

196:                                              ; preds = %186
  %197 = xor i32 %168, -1
  %198 = or disjoint i32 %185, %179
  %199 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %197, i32 noundef %198, i64 noundef %193)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #6
  store <2 x i64> <i64 506097522914230528, i64 1084818905618843912>, ptr %1, align 16, !tbaa !23
  %200 = getelementptr inbounds i8, ptr %1, i64 16
  store <2 x i64> <i64 1663540288323457296, i64 2242261671028070680>, ptr %200, align 16, !tbaa !23
  %201 = getelementptr inbounds i8, ptr %1, i64 32
  store <2 x i64> <i64 2820983053732684064, i64 3399704436437297448>, ptr %201, align 16, !tbaa !23
  %202 = getelementptr inbounds i8, ptr %1, i64 48
  store <2 x i64> <i64 3978425819141910832, i64 4557147201846524216>, ptr %202, align 16, !tbaa !23
  %203 = getelementptr inbounds i8, ptr %1, i64 64
  store <2 x i64> <i64 5135868584551137600, i64 5714589967255750984>, ptr %203, align 16, !tbaa !23
  %204 = getelementptr inbounds i8, ptr %1, i64 80
  store <2 x i64> <i64 6293311349960364368, i64 6872032732664977752>, ptr %204, align 16, !tbaa !23
  %205 = getelementptr inbounds i8, ptr %1, i64 96
  store <2 x i64> <i64 7450754115369591136, i64 8029475498074204520>, ptr %205, align 16, !tbaa !23
  %206 = getelementptr inbounds i8, ptr %1, i64 112
  store <2 x i64> <i64 8608196880778817904, i64 9186918263483431288>, ptr %206, align 16, !tbaa !23
  br label %207

207:                                              ; preds = %196, %207
  %208 = phi i64 [ %245, %207 ], [ 0, %196 ]
  %209 = phi i64 [ %239, %207 ], [ 8893317812261383291, %196 ]
  %210 = phi i64 [ %243, %207 ], [ 7746018054687388513, %196 ]
  %211 = phi i64 [ %242, %207 ], [ 7737605742629119589, %196 ]
  %212 = phi i64 [ %244, %207 ], [ 8388350548712186997, %196 ]
  %213 = getelementptr inbounds i64, ptr %1, i64 %208
  %214 = load i64, ptr %213, align 8, !tbaa !23
  %215 = xor i64 %214, %209
  %216 = add i64 %212, %211
  %217 = tail call i64 @llvm.fshl.i64(i64 %211, i64 %211, i64 13)
  %218 = xor i64 %216, %217
  %219 = tail call i64 @llvm.fshl.i64(i64 %216, i64 %216, i64 32)
  %220 = add i64 %215, %210
  %221 = tail call i64 @llvm.fshl.i64(i64 %215, i64 %215, i64 16)
  %222 = xor i64 %221, %220
  %223 = add i64 %222, %219
  %224 = tail call i64 @llvm.fshl.i64(i64 %222, i64 %222, i64 21)
  %225 = xor i64 %224, %223
  %226 = add i64 %220, %218
  %227 = tail call i64 @llvm.fshl.i64(i64 %218, i64 %218, i64 17)
  %228 = xor i64 %226, %227
  %229 = tail call i64 @llvm.fshl.i64(i64 %226, i64 %226, i64 32)
  %230 = add i64 %228, %223
  %231 = tail call i64 @llvm.fshl.i64(i64 %228, i64 %228, i64 13)
  %232 = xor i64 %231, %230
  %233 = tail call i64 @llvm.fshl.i64(i64 %230, i64 %230, i64 32)
  %234 = add i64 %225, %229
  %235 = tail call i64 @llvm.fshl.i64(i64 %225, i64 %225, i64 16)
  %236 = xor i64 %235, %234
  %237 = add i64 %236, %233
  %238 = tail call i64 @llvm.fshl.i64(i64 %236, i64 %236, i64 21)
  %239 = xor i64 %238, %237
  %240 = add i64 %234, %232
  %241 = tail call i64 @llvm.fshl.i64(i64 %232, i64 %232, i64 17)
  %242 = xor i64 %240, %241
  %243 = tail call i64 @llvm.fshl.i64(i64 %240, i64 %240, i64 32)
  %244 = xor i64 %237, %214
  %245 = add nuw nsw i64 %208, 1
  %246 = icmp eq i64 %245, 16
  br i1 %246, label %247, label %207, !llvm.loop !25

247:                                              ; preds = %207
  %248 = xor i64 %243, %242
  %249 = xor i64 %248, %244
  %250 = xor i64 %249, %239
  %251 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %250)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #6
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.xor.v4i32(<4 x i32>) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind willreturn memory(read) }
attributes #6 = { nounwind }

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
!10 = distinct !{!10, !11, !12, !13}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !8, i64 0}
!16 = !{!8, !8, i64 0}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
!21 = distinct !{!21, !11}
!22 = distinct !{!22, !11, !12, !13}
!23 = !{!24, !24, i64 0}
!24 = !{!"long", !8, i64 0}
!25 = distinct !{!25, !11}
