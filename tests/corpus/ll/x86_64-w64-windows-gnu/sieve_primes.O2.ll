; ModuleID = 'tests/programs/sieve_primes.c'
source_filename = "tests/programs/sieve_primes.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [18 x i8] c"primes <= %d: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [34 x i8] c"sum of primes in last 1000: %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"twin primes: %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [25 x i8] c"miller-rabin agrees: %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [15 x i8] c"mr(%llu) = %d\0A\00", align 1
@miller_rabin.bases = internal unnamed_addr constant [12 x i64] [i64 2, i64 3, i64 5, i64 7, i64 11, i64 13, i64 17, i64 19, i64 23, i64 29, i64 31, i64 37], align 16
@.str.5 = private unnamed_addr constant [7 x i8] c"%llu =\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c" %llu\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call dereferenceable_or_null(200001) ptr @malloc(i64 noundef 200001) #12
  %2 = getelementptr inbounds i8, ptr %1, i64 2
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(200001) %2, i8 1, i64 199999, i1 false)
  %3 = getelementptr inbounds i8, ptr %1, i64 1
  store i8 0, ptr %3, align 1, !tbaa !5
  store i8 0, ptr %1, align 1, !tbaa !5
  br label %4

4:                                                ; preds = %19, %0
  %5 = phi i64 [ 2, %0 ], [ %20, %19 ]
  %6 = phi i32 [ 4, %0 ], [ %22, %19 ]
  %7 = getelementptr inbounds i8, ptr %1, i64 %5
  %8 = load i8, ptr %7, align 1, !tbaa !5
  %9 = icmp ne i8 %8, 0
  %10 = icmp ult i32 %6, 200001
  %11 = and i1 %10, %9
  br i1 %11, label %12, label %19

12:                                               ; preds = %4
  %13 = zext nneg i32 %6 to i64
  br label %14

14:                                               ; preds = %14, %12
  %15 = phi i64 [ %13, %12 ], [ %17, %14 ]
  %16 = getelementptr inbounds i8, ptr %1, i64 %15
  store i8 0, ptr %16, align 1, !tbaa !5
  %17 = add nuw nsw i64 %15, %5
  %18 = icmp ult i64 %17, 200001
  br i1 %18, label %14, label %19, !llvm.loop !8

19:                                               ; preds = %14, %4
  %20 = add nuw nsw i64 %5, 1
  %21 = mul nuw nsw i64 %20, %20
  %22 = trunc nuw i64 %21 to i32
  %23 = icmp eq i64 %20, 448
  br i1 %23, label %24, label %4, !llvm.loop !10

24:                                               ; preds = %19, %24
  %25 = phi i64 [ %45, %24 ], [ 0, %19 ]
  %26 = phi <4 x i32> [ %43, %24 ], [ zeroinitializer, %19 ]
  %27 = phi <4 x i32> [ %44, %24 ], [ zeroinitializer, %19 ]
  %28 = getelementptr inbounds i8, ptr %1, i64 %25
  %29 = getelementptr inbounds i8, ptr %28, i64 4
  %30 = load <4 x i8>, ptr %28, align 1, !tbaa !5
  %31 = load <4 x i8>, ptr %29, align 1, !tbaa !5
  %32 = zext <4 x i8> %30 to <4 x i32>
  %33 = zext <4 x i8> %31 to <4 x i32>
  %34 = add <4 x i32> %26, %32
  %35 = add <4 x i32> %27, %33
  %36 = or disjoint i64 %25, 8
  %37 = getelementptr inbounds i8, ptr %1, i64 %36
  %38 = getelementptr inbounds i8, ptr %37, i64 4
  %39 = load <4 x i8>, ptr %37, align 1, !tbaa !5
  %40 = load <4 x i8>, ptr %38, align 1, !tbaa !5
  %41 = zext <4 x i8> %39 to <4 x i32>
  %42 = zext <4 x i8> %40 to <4 x i32>
  %43 = add <4 x i32> %34, %41
  %44 = add <4 x i32> %35, %42
  %45 = add nuw nsw i64 %25, 16
  %46 = icmp eq i64 %45, 200000
  br i1 %46, label %47, label %24, !llvm.loop !11

47:                                               ; preds = %24
  %48 = add <4 x i32> %44, %43
  %49 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %48)
  %50 = getelementptr inbounds i8, ptr %1, i64 200000
  %51 = load i8, ptr %50, align 1, !tbaa !5
  %52 = zext i8 %51 to i32
  %53 = add nuw nsw i32 %49, %52
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 200000, i32 noundef %53)
  br label %54

54:                                               ; preds = %54, %47
  %55 = phi i64 [ 0, %47 ], [ %74, %54 ]
  %56 = phi <2 x i64> [ <i64 200000, i64 199999>, %47 ], [ %75, %54 ]
  %57 = phi <2 x i64> [ zeroinitializer, %47 ], [ %72, %54 ]
  %58 = phi <2 x i64> [ zeroinitializer, %47 ], [ %73, %54 ]
  %59 = add <2 x i64> %56, <i64 -2, i64 -2>
  %60 = sub i64 200000, %55
  %61 = getelementptr inbounds i8, ptr %1, i64 %60
  %62 = getelementptr inbounds i8, ptr %61, i64 -1
  %63 = getelementptr inbounds i8, ptr %61, i64 -3
  %64 = load <2 x i8>, ptr %62, align 1, !tbaa !5
  %65 = shufflevector <2 x i8> %64, <2 x i8> poison, <2 x i32> <i32 1, i32 0>
  %66 = load <2 x i8>, ptr %63, align 1, !tbaa !5
  %67 = shufflevector <2 x i8> %66, <2 x i8> poison, <2 x i32> <i32 1, i32 0>
  %68 = icmp eq <2 x i8> %65, zeroinitializer
  %69 = icmp eq <2 x i8> %67, zeroinitializer
  %70 = select <2 x i1> %68, <2 x i64> zeroinitializer, <2 x i64> %56
  %71 = select <2 x i1> %69, <2 x i64> zeroinitializer, <2 x i64> %59
  %72 = add <2 x i64> %70, %57
  %73 = add <2 x i64> %71, %58
  %74 = add nuw i64 %55, 4
  %75 = add <2 x i64> %56, <i64 -4, i64 -4>
  %76 = icmp eq i64 %74, 1000
  br i1 %76, label %77, label %54, !llvm.loop !14

77:                                               ; preds = %54
  %78 = add <2 x i64> %73, %72
  %79 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %78)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i64 noundef %79)
  br label %80

80:                                               ; preds = %80, %77
  %81 = phi i64 [ 0, %77 ], [ %103, %80 ]
  %82 = phi <4 x i32> [ zeroinitializer, %77 ], [ %101, %80 ]
  %83 = phi <4 x i32> [ zeroinitializer, %77 ], [ %102, %80 ]
  %84 = or disjoint i64 %81, 3
  %85 = getelementptr i8, ptr %1, i64 %84
  %86 = getelementptr inbounds i8, ptr %85, i64 4
  %87 = load <4 x i8>, ptr %85, align 1, !tbaa !5
  %88 = load <4 x i8>, ptr %86, align 1, !tbaa !5
  %89 = icmp ne <4 x i8> %87, zeroinitializer
  %90 = icmp ne <4 x i8> %88, zeroinitializer
  %91 = getelementptr i8, ptr %85, i64 2
  %92 = getelementptr i8, ptr %85, i64 6
  %93 = load <4 x i8>, ptr %91, align 1, !tbaa !5
  %94 = load <4 x i8>, ptr %92, align 1, !tbaa !5
  %95 = icmp ne <4 x i8> %93, zeroinitializer
  %96 = icmp ne <4 x i8> %94, zeroinitializer
  %97 = select <4 x i1> %89, <4 x i1> %95, <4 x i1> zeroinitializer
  %98 = select <4 x i1> %90, <4 x i1> %96, <4 x i1> zeroinitializer
  %99 = zext <4 x i1> %97 to <4 x i32>
  %100 = zext <4 x i1> %98 to <4 x i32>
  %101 = add <4 x i32> %82, %99
  %102 = add <4 x i32> %83, %100
  %103 = add nuw i64 %81, 8
  %104 = icmp eq i64 %103, 199992
  br i1 %104, label %105, label %80, !llvm.loop !15

105:                                              ; preds = %80
  %106 = add <4 x i32> %102, %101
  %107 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %106)
  %108 = getelementptr inbounds i8, ptr %1, i64 199995
  %109 = load i8, ptr %108, align 1, !tbaa !5
  %110 = icmp eq i8 %109, 0
  br i1 %110, label %116, label %111

111:                                              ; preds = %105
  %112 = getelementptr inbounds i8, ptr %1, i64 199997
  %113 = load i8, ptr %112, align 1, !tbaa !5
  %114 = icmp ne i8 %113, 0
  %115 = zext i1 %114 to i32
  br label %116

116:                                              ; preds = %111, %105
  %117 = phi i32 [ 0, %105 ], [ %115, %111 ]
  %118 = add nuw nsw i32 %107, %117
  %119 = getelementptr inbounds i8, ptr %1, i64 199996
  %120 = load i8, ptr %119, align 1, !tbaa !5
  %121 = icmp eq i8 %120, 0
  br i1 %121, label %127, label %122

122:                                              ; preds = %116
  %123 = getelementptr inbounds i8, ptr %1, i64 199998
  %124 = load i8, ptr %123, align 1, !tbaa !5
  %125 = icmp ne i8 %124, 0
  %126 = zext i1 %125 to i32
  br label %127

127:                                              ; preds = %122, %116
  %128 = phi i32 [ 0, %116 ], [ %126, %122 ]
  %129 = add nuw nsw i32 %118, %128
  %130 = getelementptr inbounds i8, ptr %1, i64 199997
  %131 = load i8, ptr %130, align 1, !tbaa !5
  %132 = icmp eq i8 %131, 0
  br i1 %132, label %138, label %133

133:                                              ; preds = %127
  %134 = getelementptr inbounds i8, ptr %1, i64 199999
  %135 = load i8, ptr %134, align 1, !tbaa !5
  %136 = icmp ne i8 %135, 0
  %137 = zext i1 %136 to i32
  br label %138

138:                                              ; preds = %133, %127
  %139 = phi i32 [ 0, %127 ], [ %137, %133 ]
  %140 = add nuw nsw i32 %129, %139
  %141 = getelementptr inbounds i8, ptr %1, i64 199998
  %142 = load i8, ptr %141, align 1, !tbaa !5
  %143 = icmp eq i8 %142, 0
  br i1 %143, label %149, label %144

144:                                              ; preds = %138
  %145 = getelementptr inbounds i8, ptr %1, i64 200000
  %146 = load i8, ptr %145, align 1, !tbaa !5
  %147 = icmp ne i8 %146, 0
  %148 = zext i1 %147 to i32
  br label %149

149:                                              ; preds = %144, %138
  %150 = phi i32 [ 0, %138 ], [ %148, %144 ]
  %151 = add nuw nsw i32 %140, %150
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %151)
  br label %157

152:                                              ; preds = %157
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef %165)
  %153 = tail call fastcc i32 @miller_rabin(i64 noundef 1000000007)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i64 noundef 1000000007, i32 noundef %153)
  %154 = tail call fastcc i32 @miller_rabin(i64 noundef 3000000027)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i64 noundef 3000000027, i32 noundef %154)
  %155 = tail call fastcc i32 @miller_rabin(i64 noundef -59)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i64 noundef -59, i32 noundef %155)
  %156 = tail call fastcc i32 @miller_rabin(i64 noundef -94489280427)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i64 noundef -94489280427, i32 noundef %156)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i64 noundef 600851475143)
  br label %168

157:                                              ; preds = %149, %157
  %158 = phi i64 [ 0, %149 ], [ %166, %157 ]
  %159 = phi i32 [ 1, %149 ], [ %165, %157 ]
  %160 = tail call fastcc i32 @miller_rabin(i64 noundef %158)
  %161 = getelementptr inbounds i8, ptr %1, i64 %158
  %162 = load i8, ptr %161, align 1, !tbaa !5
  %163 = zext i8 %162 to i32
  %164 = icmp eq i32 %160, %163
  %165 = select i1 %164, i32 %159, i32 0
  %166 = add nuw nsw i64 %158, 1
  %167 = icmp eq i64 %166, 20001
  br i1 %167, label %152, label %157, !llvm.loop !16

168:                                              ; preds = %180, %152
  %169 = phi i64 [ %184, %180 ], [ 2, %152 ]
  %170 = phi i64 [ %181, %180 ], [ 600851475143, %152 ]
  %171 = urem i64 %170, %169
  %172 = icmp eq i64 %171, 0
  br i1 %172, label %175, label %180

173:                                              ; preds = %180
  %174 = icmp ugt i64 %181, 1
  br i1 %174, label %187, label %188

175:                                              ; preds = %168, %175
  %176 = phi i64 [ %177, %175 ], [ %170, %168 ]
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i64 noundef %169)
  %177 = udiv i64 %176, %169
  %178 = urem i64 %177, %169
  %179 = icmp eq i64 %178, 0
  br i1 %179, label %175, label %180, !llvm.loop !17

180:                                              ; preds = %175, %168
  %181 = phi i64 [ %170, %168 ], [ %177, %175 ]
  %182 = icmp eq i64 %169, 2
  %183 = select i1 %182, i64 1, i64 2
  %184 = add i64 %183, %169
  %185 = mul i64 %184, %184
  %186 = icmp ugt i64 %185, %181
  br i1 %186, label %173, label %168, !llvm.loop !18

187:                                              ; preds = %173
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i64 noundef %181)
  br label %188

188:                                              ; preds = %173, %187
  %189 = tail call i32 @putchar(i32 10)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i64 noundef 969999127)
  br label %190

190:                                              ; preds = %202, %188
  %191 = phi i64 [ %206, %202 ], [ 2, %188 ]
  %192 = phi i64 [ %203, %202 ], [ 969999127, %188 ]
  %193 = urem i64 %192, %191
  %194 = icmp eq i64 %193, 0
  br i1 %194, label %197, label %202

195:                                              ; preds = %202
  %196 = icmp ugt i64 %203, 1
  br i1 %196, label %209, label %210

197:                                              ; preds = %190, %197
  %198 = phi i64 [ %199, %197 ], [ %192, %190 ]
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i64 noundef %191)
  %199 = udiv i64 %198, %191
  %200 = urem i64 %199, %191
  %201 = icmp eq i64 %200, 0
  br i1 %201, label %197, label %202, !llvm.loop !17

202:                                              ; preds = %197, %190
  %203 = phi i64 [ %192, %190 ], [ %199, %197 ]
  %204 = icmp eq i64 %191, 2
  %205 = select i1 %204, i64 1, i64 2
  %206 = add i64 %205, %191
  %207 = mul i64 %206, %206
  %208 = icmp ugt i64 %207, %203
  br i1 %208, label %195, label %190, !llvm.loop !18

209:                                              ; preds = %195
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i64 noundef %203)
  br label %210

210:                                              ; preds = %195, %209
  %211 = tail call i32 @putchar(i32 10)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i64 noundef 1099511627776)
  br label %212

212:                                              ; preds = %224, %210
  %213 = phi i64 [ %228, %224 ], [ 2, %210 ]
  %214 = phi i64 [ %225, %224 ], [ 1099511627776, %210 ]
  %215 = urem i64 %214, %213
  %216 = icmp eq i64 %215, 0
  br i1 %216, label %219, label %224

217:                                              ; preds = %224
  %218 = icmp ugt i64 %225, 1
  br i1 %218, label %231, label %232

219:                                              ; preds = %212, %219
  %220 = phi i64 [ %221, %219 ], [ %214, %212 ]
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i64 noundef %213)
  %221 = udiv i64 %220, %213
  %222 = urem i64 %221, %213
  %223 = icmp eq i64 %222, 0
  br i1 %223, label %219, label %224, !llvm.loop !17

224:                                              ; preds = %219, %212
  %225 = phi i64 [ %214, %212 ], [ %221, %219 ]
  %226 = icmp eq i64 %213, 2
  %227 = select i1 %226, i64 1, i64 2
  %228 = add i64 %227, %213
  %229 = mul i64 %228, %228
  %230 = icmp ugt i64 %229, %225
  br i1 %230, label %217, label %212, !llvm.loop !18

231:                                              ; preds = %217
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i64 noundef %225)
  br label %232

232:                                              ; preds = %217, %231
  %233 = tail call i32 @putchar(i32 10)
  tail call void @free(ptr noundef %1)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare dso_local noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #3 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #13
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #13
  %4 = load ptr, ptr %2, align 8, !tbaa !19
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #13
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #13
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @miller_rabin(i64 noundef %0) unnamed_addr #4 {
  %2 = icmp ult i64 %0, 2
  br i1 %2, label %104, label %3

3:                                                ; preds = %1
  %4 = and i64 %0, 1
  %5 = icmp eq i64 %4, 0
  br i1 %5, label %39, label %6

6:                                                ; preds = %3
  %7 = urem i64 %0, 3
  %8 = icmp eq i64 %7, 0
  br i1 %8, label %39, label %9

9:                                                ; preds = %6
  %10 = urem i64 %0, 5
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %39, label %12

12:                                               ; preds = %9
  %13 = urem i64 %0, 7
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %39, label %15

15:                                               ; preds = %12
  %16 = urem i64 %0, 11
  %17 = icmp eq i64 %16, 0
  br i1 %17, label %39, label %18

18:                                               ; preds = %15
  %19 = urem i64 %0, 13
  %20 = icmp eq i64 %19, 0
  br i1 %20, label %39, label %21

21:                                               ; preds = %18
  %22 = urem i64 %0, 17
  %23 = icmp eq i64 %22, 0
  br i1 %23, label %39, label %24

24:                                               ; preds = %21
  %25 = urem i64 %0, 19
  %26 = icmp eq i64 %25, 0
  br i1 %26, label %39, label %27

27:                                               ; preds = %24
  %28 = urem i64 %0, 23
  %29 = icmp eq i64 %28, 0
  br i1 %29, label %39, label %30

30:                                               ; preds = %27
  %31 = urem i64 %0, 29
  %32 = icmp eq i64 %31, 0
  br i1 %32, label %39, label %33

33:                                               ; preds = %30
  %34 = urem i64 %0, 31
  %35 = icmp eq i64 %34, 0
  br i1 %35, label %39, label %36

36:                                               ; preds = %33
  %37 = urem i64 %0, 37
  %38 = icmp eq i64 %37, 0
  br i1 %38, label %39, label %42

39:                                               ; preds = %36, %33, %30, %27, %24, %21, %18, %15, %12, %9, %6, %3
  %40 = phi i64 [ 2, %3 ], [ 3, %6 ], [ 5, %9 ], [ 7, %12 ], [ 11, %15 ], [ 13, %18 ], [ 17, %21 ], [ 19, %24 ], [ 23, %27 ], [ 29, %30 ], [ 31, %33 ], [ 37, %36 ]
  %41 = icmp eq i64 %40, %0
  br label %104

42:                                               ; preds = %36
  %43 = add nsw i64 %0, -1
  br label %48

44:                                               ; preds = %48
  %45 = icmp eq i64 %50, 0
  %46 = zext i64 %0 to i128
  %47 = icmp eq i32 %49, 0
  br label %55

48:                                               ; preds = %42, %48
  %49 = phi i32 [ %52, %48 ], [ 0, %42 ]
  %50 = phi i64 [ %51, %48 ], [ %43, %42 ]
  %51 = lshr exact i64 %50, 1
  %52 = add nuw nsw i32 %49, 1
  %53 = and i64 %50, 2
  %54 = icmp eq i64 %53, 0
  br i1 %54, label %48, label %44, !llvm.loop !21

55:                                               ; preds = %44, %99
  %56 = phi i64 [ 0, %44 ], [ %100, %99 ]
  br i1 %45, label %99, label %57

57:                                               ; preds = %55
  %58 = getelementptr inbounds [12 x i64], ptr @miller_rabin.bases, i64 0, i64 %56
  %59 = load i64, ptr %58, align 8, !tbaa !22
  %60 = urem i64 %59, %0
  br label %61

61:                                               ; preds = %75, %57
  %62 = phi i64 [ 1, %57 ], [ %77, %75 ]
  %63 = phi i64 [ %60, %57 ], [ %80, %75 ]
  %64 = phi i64 [ %51, %57 ], [ %81, %75 ]
  %65 = and i64 %64, 1
  %66 = icmp eq i64 %65, 0
  br i1 %66, label %67, label %69

67:                                               ; preds = %61
  %68 = zext i64 %63 to i128
  br label %75

69:                                               ; preds = %61
  %70 = zext i64 %62 to i128
  %71 = zext i64 %63 to i128
  %72 = mul nuw i128 %71, %70
  %73 = urem i128 %72, %46
  %74 = trunc nuw i128 %73 to i64
  br label %75

75:                                               ; preds = %69, %67
  %76 = phi i128 [ %68, %67 ], [ %71, %69 ]
  %77 = phi i64 [ %62, %67 ], [ %74, %69 ]
  %78 = mul nuw i128 %76, %76
  %79 = urem i128 %78, %46
  %80 = trunc nuw i128 %79 to i64
  %81 = lshr i64 %64, 1
  %82 = icmp ult i64 %64, 2
  br i1 %82, label %83, label %61, !llvm.loop !24

83:                                               ; preds = %75
  %84 = icmp eq i64 %77, 1
  %85 = icmp eq i64 %77, %43
  %86 = or i1 %84, %85
  br i1 %86, label %99, label %87

87:                                               ; preds = %83
  br i1 %47, label %104, label %91

88:                                               ; preds = %91
  %89 = add nuw i32 %92, 1
  %90 = icmp eq i32 %92, %49
  br i1 %90, label %104, label %91, !llvm.loop !25

91:                                               ; preds = %87, %88
  %92 = phi i32 [ %89, %88 ], [ 1, %87 ]
  %93 = phi i64 [ %97, %88 ], [ %77, %87 ]
  %94 = zext i64 %93 to i128
  %95 = mul nuw i128 %94, %94
  %96 = urem i128 %95, %46
  %97 = trunc nuw i128 %96 to i64
  %98 = icmp eq i64 %43, %97
  br i1 %98, label %99, label %88

99:                                               ; preds = %91, %55, %83
  %100 = add nuw nsw i64 %56, 1
  %101 = icmp eq i64 %100, 12
  br i1 %101, label %102, label %55, !llvm.loop !26

102:                                              ; preds = %99
  %103 = icmp ugt i64 %56, 10
  br label %104

104:                                              ; preds = %87, %88, %102, %39, %1
  %105 = phi i1 [ %41, %39 ], [ false, %1 ], [ %103, %102 ], [ false, %88 ], [ false, %87 ]
  %106 = zext i1 %105 to i32
  ret i32 %106
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare dso_local void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #7

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #9

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #10 = { nofree nounwind }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { allocsize(0) }
attributes #13 = { nounwind }

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
!11 = distinct !{!11, !9, !12, !13}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !9, !12, !13}
!15 = distinct !{!15, !9, !12, !13}
!16 = distinct !{!16, !9}
!17 = distinct !{!17, !9}
!18 = distinct !{!18, !9}
!19 = !{!20, !20, i64 0}
!20 = !{!"any pointer", !6, i64 0}
!21 = distinct !{!21, !9}
!22 = !{!23, !23, i64 0}
!23 = !{!"long long", !6, i64 0}
!24 = distinct !{!24, !9}
!25 = distinct !{!25, !9}
!26 = distinct !{!26, !9}
