; ModuleID = 'tests/programs/goto_loops.c'
source_filename = "tests/programs/goto_loops.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [25 x i8] c"irreducible(%d) = %d %d\0A\00", align 1
@__const.main.v = private unnamed_addr constant [8 x i32] [i32 5, i32 17, i32 -3, i32 8, i32 22, i32 0, i32 40, i32 11], align 16
@.str.1 = private unnamed_addr constant [22 x i8] c"find_pair %d (%d,%d)\0A\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"find_pair missing %d\0A\00", align 1
@__const.main.w1 = private unnamed_addr constant [5 x i32] [i32 1, i32 0, i32 2, i32 0, i32 3], align 16
@__const.main.w2 = private unnamed_addr constant [4 x i32] [i32 10, i32 20, i32 -1, i32 30], align 16
@__const.main.w3 = private unnamed_addr constant [3 x i32] [i32 500, i32 400, i32 300], align 4
@.str.3 = private unnamed_addr constant [21 x i8] c"multi_exit %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"digits %d %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [20 x i8] c"nested_continue %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [14 x i8] c"goto loop %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  br label %3

3:                                                ; preds = %0, %215
  %4 = phi i32 [ 10, %0 ], [ %224, %215 ]
  %5 = lshr i32 %4, 3
  %6 = mul nuw nsw i32 %5, 3
  %7 = add nuw nsw i32 %6, 3
  %8 = shl nuw nsw i32 %5, 1
  %9 = add nuw nsw i32 %8, 2
  %10 = mul nuw nsw i32 %5, 5
  %11 = add nuw nsw i32 %10, 5
  %12 = icmp ult i32 %4, 11
  br i1 %12, label %186, label %164

13:                                               ; preds = %215
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #8
  store i32 -1, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #8
  store i32 -1, ptr %2, align 4, !tbaa !5
  %14 = call fastcc i32 @find_pair(ptr noundef nonnull @__const.main.v, i32 noundef 30, ptr noundef nonnull %1, ptr noundef nonnull %2)
  %15 = load i32, ptr %1, align 4, !tbaa !5
  %16 = load i32, ptr %2, align 4, !tbaa !5
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %14, i32 noundef %15, i32 noundef %16)
  %17 = call fastcc i32 @find_pair(ptr noundef nonnull @__const.main.v, i32 noundef 1000, ptr noundef nonnull %1, ptr noundef nonnull %2)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %17)
  br label %21

18:                                               ; preds = %36
  %19 = add nsw i64 %27, 1
  %20 = icmp slt i64 %27, 4
  br i1 %20, label %21, label %45

21:                                               ; preds = %18, %13
  %22 = phi i32 [ %37, %18 ], [ 0, %13 ]
  %23 = phi i64 [ %19, %18 ], [ 0, %13 ]
  %24 = shl i64 %23, 32
  %25 = ashr exact i64 %24, 32
  br label %26

26:                                               ; preds = %33, %21
  %27 = phi i64 [ %25, %21 ], [ %34, %33 ]
  %28 = getelementptr inbounds i32, ptr @__const.main.w1, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !5
  %30 = icmp slt i32 %29, 0
  br i1 %30, label %41, label %31

31:                                               ; preds = %26
  %32 = icmp eq i32 %29, 0
  br i1 %32, label %33, label %36

33:                                               ; preds = %31
  %34 = add nsw i64 %27, 1
  %35 = icmp slt i64 %27, 4
  br i1 %35, label %26, label %45

36:                                               ; preds = %31
  %37 = add nuw nsw i32 %29, %22
  %38 = icmp sgt i32 %37, 1000
  br i1 %38, label %39, label %18

39:                                               ; preds = %36
  %40 = sub nsw i32 0, %37
  br label %45

41:                                               ; preds = %26
  %42 = trunc nsw i64 %27 to i32
  %43 = mul nuw nsw i32 %22, 100
  %44 = add nsw i32 %43, %42
  br label %45

45:                                               ; preds = %18, %33, %39, %41
  %46 = phi i32 [ %44, %41 ], [ %40, %39 ], [ %22, %33 ], [ %37, %18 ]
  br label %50

47:                                               ; preds = %65
  %48 = add nsw i64 %56, 1
  %49 = icmp slt i64 %56, 3
  br i1 %49, label %50, label %74

50:                                               ; preds = %47, %45
  %51 = phi i32 [ %66, %47 ], [ 0, %45 ]
  %52 = phi i64 [ %48, %47 ], [ 0, %45 ]
  %53 = shl i64 %52, 32
  %54 = ashr exact i64 %53, 32
  br label %55

55:                                               ; preds = %62, %50
  %56 = phi i64 [ %54, %50 ], [ %63, %62 ]
  %57 = getelementptr inbounds i32, ptr @__const.main.w2, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !5
  %59 = icmp slt i32 %58, 0
  br i1 %59, label %70, label %60

60:                                               ; preds = %55
  %61 = icmp eq i32 %58, 0
  br i1 %61, label %62, label %65

62:                                               ; preds = %60
  %63 = add nsw i64 %56, 1
  %64 = icmp slt i64 %56, 3
  br i1 %64, label %55, label %74

65:                                               ; preds = %60
  %66 = add nuw nsw i32 %58, %51
  %67 = icmp sgt i32 %66, 1000
  br i1 %67, label %68, label %47

68:                                               ; preds = %65
  %69 = sub nsw i32 0, %66
  br label %74

70:                                               ; preds = %55
  %71 = trunc nsw i64 %56 to i32
  %72 = mul nuw nsw i32 %51, 100
  %73 = add nsw i32 %72, %71
  br label %74

74:                                               ; preds = %47, %62, %68, %70
  %75 = phi i32 [ %73, %70 ], [ %69, %68 ], [ %51, %62 ], [ %66, %47 ]
  br label %79

76:                                               ; preds = %94
  %77 = add nsw i64 %85, 1
  %78 = icmp slt i64 %85, 2
  br i1 %78, label %79, label %103

79:                                               ; preds = %76, %74
  %80 = phi i32 [ %95, %76 ], [ 0, %74 ]
  %81 = phi i64 [ %77, %76 ], [ 0, %74 ]
  %82 = shl i64 %81, 32
  %83 = ashr exact i64 %82, 32
  br label %84

84:                                               ; preds = %91, %79
  %85 = phi i64 [ %83, %79 ], [ %92, %91 ]
  %86 = getelementptr inbounds i32, ptr @__const.main.w3, i64 %85
  %87 = load i32, ptr %86, align 4, !tbaa !5
  %88 = icmp slt i32 %87, 0
  br i1 %88, label %99, label %89

89:                                               ; preds = %84
  %90 = icmp eq i32 %87, 0
  br i1 %90, label %91, label %94

91:                                               ; preds = %89
  %92 = add nsw i64 %85, 1
  %93 = icmp slt i64 %85, 2
  br i1 %93, label %84, label %103

94:                                               ; preds = %89
  %95 = add nuw nsw i32 %87, %80
  %96 = icmp sgt i32 %95, 1000
  br i1 %96, label %97, label %76

97:                                               ; preds = %94
  %98 = sub nsw i32 0, %95
  br label %103

99:                                               ; preds = %84
  %100 = trunc nsw i64 %85 to i32
  %101 = mul nuw nsw i32 %80, 100
  %102 = add nsw i32 %101, %100
  br label %103

103:                                              ; preds = %76, %91, %97, %99
  %104 = phi i32 [ %102, %99 ], [ %98, %97 ], [ %80, %91 ], [ %95, %76 ]
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef %46, i32 noundef %75, i32 noundef %104)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef 1, i32 noundef 1, i32 noundef 10)
  br label %105

105:                                              ; preds = %159, %103
  %106 = phi i32 [ 0, %103 ], [ %155, %159 ]
  %107 = phi <2 x i32> [ <i32 0, i32 1>, %103 ], [ %160, %159 ]
  %108 = extractelement <2 x i32> %107, i64 1
  %109 = icmp ult i32 %108, 8
  br i1 %109, label %139, label %110

110:                                              ; preds = %105
  %111 = and i32 %108, 2147483640
  %112 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %106, i64 0
  %113 = shufflevector <2 x i32> %107, <2 x i32> poison, <4 x i32> zeroinitializer
  br label %114

114:                                              ; preds = %114, %110
  %115 = phi i32 [ 0, %110 ], [ %132, %114 ]
  %116 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %110 ], [ %133, %114 ]
  %117 = phi <4 x i32> [ %112, %110 ], [ %130, %114 ]
  %118 = phi <4 x i32> [ zeroinitializer, %110 ], [ %131, %114 ]
  %119 = add <4 x i32> %116, <i32 4, i32 4, i32 4, i32 4>
  %120 = mul nuw nsw <4 x i32> %116, %113
  %121 = mul nuw nsw <4 x i32> %119, %113
  %122 = urem <4 x i32> %120, <i32 5, i32 5, i32 5, i32 5>
  %123 = urem <4 x i32> %121, <i32 5, i32 5, i32 5, i32 5>
  %124 = icmp eq <4 x i32> %122, <i32 4, i32 4, i32 4, i32 4>
  %125 = icmp eq <4 x i32> %123, <i32 4, i32 4, i32 4, i32 4>
  %126 = xor <4 x i32> %116, %113
  %127 = xor <4 x i32> %119, %113
  %128 = select <4 x i1> %124, <4 x i32> zeroinitializer, <4 x i32> %126
  %129 = select <4 x i1> %125, <4 x i32> zeroinitializer, <4 x i32> %127
  %130 = add <4 x i32> %128, %117
  %131 = add <4 x i32> %129, %118
  %132 = add nuw i32 %115, 8
  %133 = add <4 x i32> %116, <i32 8, i32 8, i32 8, i32 8>
  %134 = icmp eq i32 %132, %111
  br i1 %134, label %135, label %114, !llvm.loop !9

135:                                              ; preds = %114
  %136 = add <4 x i32> %131, %130
  %137 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %136)
  %138 = icmp eq i32 %108, %111
  br i1 %138, label %154, label %139

139:                                              ; preds = %135, %105
  %140 = phi i32 [ 0, %105 ], [ %111, %135 ]
  %141 = phi i32 [ %106, %105 ], [ %137, %135 ]
  %142 = extractelement <2 x i32> %107, i64 0
  br label %143

143:                                              ; preds = %139, %143
  %144 = phi i32 [ %152, %143 ], [ %140, %139 ]
  %145 = phi i32 [ %151, %143 ], [ %141, %139 ]
  %146 = mul nuw nsw i32 %144, %142
  %147 = urem i32 %146, 5
  %148 = icmp eq i32 %147, 4
  %149 = xor i32 %144, %142
  %150 = select i1 %148, i32 0, i32 %149
  %151 = add nsw i32 %150, %145
  %152 = add nuw nsw i32 %144, 1
  %153 = icmp eq i32 %152, %108
  br i1 %153, label %154, label %143, !llvm.loop !13

154:                                              ; preds = %143, %135
  %155 = phi i32 [ %137, %135 ], [ %151, %143 ]
  %156 = add nuw nsw <2 x i32> %107, <i32 1, i32 1>
  %157 = extractelement <2 x i32> %156, i64 0
  %158 = icmp eq i32 %157, 20
  br i1 %158, label %161, label %159

159:                                              ; preds = %154, %161
  %160 = phi <2 x i32> [ %156, %154 ], [ <i32 0, i32 1>, %161 ]
  br label %105, !llvm.loop !14

161:                                              ; preds = %154
  %162 = icmp slt i32 %155, 0
  br i1 %162, label %159, label %163

163:                                              ; preds = %161
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef %155)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 285)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #8
  ret i32 0

164:                                              ; preds = %3
  %165 = icmp ult i32 %4, 16
  br i1 %165, label %186, label %166

166:                                              ; preds = %164
  %167 = icmp ult i32 %4, 19
  br i1 %167, label %186, label %168

168:                                              ; preds = %166
  %169 = icmp ult i32 %4, 24
  br i1 %169, label %186, label %170

170:                                              ; preds = %168
  %171 = icmp ult i32 %4, 27
  br i1 %171, label %186, label %172

172:                                              ; preds = %170
  %173 = icmp ult i32 %4, 32
  br i1 %173, label %186, label %174

174:                                              ; preds = %172
  %175 = icmp ult i32 %4, 35
  br i1 %175, label %186, label %176

176:                                              ; preds = %174
  %177 = icmp ult i32 %4, 40
  br i1 %177, label %186, label %178

178:                                              ; preds = %176
  %179 = icmp ult i32 %4, 43
  br i1 %179, label %186, label %180

180:                                              ; preds = %178
  %181 = icmp ult i32 %4, 48
  br i1 %181, label %186, label %182

182:                                              ; preds = %180
  %183 = icmp ult i32 %4, 51
  %184 = select i1 %183, i32 30, i32 35
  %185 = select i1 %183, i32 13, i32 14
  br label %186

186:                                              ; preds = %182, %164, %168, %172, %176, %180, %3, %166, %170, %174, %178
  %187 = phi i32 [ 6, %3 ], [ 9, %166 ], [ 12, %170 ], [ 15, %174 ], [ 18, %178 ], [ 6, %164 ], [ 9, %168 ], [ 12, %172 ], [ 15, %176 ], [ 18, %180 ], [ 21, %182 ]
  %188 = phi i32 [ 5, %3 ], [ 10, %166 ], [ 15, %170 ], [ 20, %174 ], [ 25, %178 ], [ 10, %164 ], [ 15, %168 ], [ 20, %172 ], [ 25, %176 ], [ 30, %180 ], [ %184, %182 ]
  %189 = phi i32 [ 3, %3 ], [ 5, %166 ], [ 7, %170 ], [ 9, %174 ], [ 11, %178 ], [ 4, %164 ], [ 6, %168 ], [ 8, %172 ], [ 10, %176 ], [ 12, %180 ], [ %185, %182 ]
  %190 = mul nuw nsw i32 %187, 1000
  %191 = mul nsw i32 %188, 10
  %192 = add nsw i32 %191, %190
  %193 = srem i32 %189, 10
  %194 = add nsw i32 %192, %193
  %195 = icmp ult i32 %4, 13
  br i1 %195, label %215, label %196

196:                                              ; preds = %186
  %197 = icmp ult i32 %4, 16
  %198 = icmp ult i32 %4, 24
  %199 = or i1 %197, %198
  br i1 %199, label %214, label %200

200:                                              ; preds = %196
  %201 = icmp ult i32 %4, 29
  br i1 %201, label %215, label %202

202:                                              ; preds = %200
  %203 = icmp ult i32 %4, 32
  br i1 %203, label %214, label %204

204:                                              ; preds = %202
  %205 = icmp ult i32 %4, 37
  br i1 %205, label %215, label %206

206:                                              ; preds = %204
  %207 = icmp ult i32 %4, 40
  br i1 %207, label %214, label %208

208:                                              ; preds = %206
  %209 = icmp ult i32 %4, 45
  br i1 %209, label %215, label %210

210:                                              ; preds = %208
  %211 = icmp uge i32 %4, 48
  %212 = icmp ult i32 %4, 53
  %213 = and i1 %211, %212
  br i1 %213, label %215, label %214

214:                                              ; preds = %210, %206, %202, %196
  br label %215

215:                                              ; preds = %210, %186, %200, %204, %208, %214
  %216 = phi i32 [ %11, %214 ], [ 10, %186 ], [ 20, %200 ], [ 25, %204 ], [ 30, %208 ], [ 35, %210 ]
  %217 = phi i32 [ %7, %214 ], [ 3, %186 ], [ 9, %200 ], [ 12, %204 ], [ 15, %208 ], [ 18, %210 ]
  %218 = phi i32 [ %9, %214 ], [ 3, %186 ], [ 7, %200 ], [ 9, %204 ], [ 11, %208 ], [ 13, %210 ]
  %219 = mul nsw i32 %217, 1000
  %220 = mul nuw nsw i32 %216, 10
  %221 = add nsw i32 %219, %220
  %222 = srem i32 %218, 10
  %223 = add nsw i32 %221, %222
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %4, i32 noundef %194, i32 noundef %223)
  %224 = add nuw nsw i32 %4, 13
  %225 = icmp ult i32 %4, 47
  br i1 %225, label %3, label %13, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #8
  %4 = load ptr, ptr %2, align 8, !tbaa !16
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #8
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc range(i32 0, 2) i32 @find_pair(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3) unnamed_addr #3 {
  %5 = load i32, ptr %0, align 4, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %0, i64 4
  %7 = load i32, ptr %6, align 4, !tbaa !5
  %8 = add nsw i32 %7, %5
  %9 = icmp eq i32 %8, %1
  br i1 %9, label %127, label %130

10:                                               ; preds = %155
  %11 = getelementptr inbounds i8, ptr %0, i64 4
  %12 = load i32, ptr %11, align 4, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %0, i64 8
  %14 = load i32, ptr %13, align 4, !tbaa !5
  %15 = add nsw i32 %14, %12
  %16 = icmp eq i32 %15, %1
  br i1 %16, label %127, label %17

17:                                               ; preds = %10
  %18 = getelementptr inbounds i8, ptr %0, i64 12
  %19 = load i32, ptr %18, align 4, !tbaa !5
  %20 = add nsw i32 %19, %12
  %21 = icmp eq i32 %20, %1
  br i1 %21, label %127, label %22

22:                                               ; preds = %17
  %23 = getelementptr inbounds i8, ptr %0, i64 16
  %24 = load i32, ptr %23, align 4, !tbaa !5
  %25 = add nsw i32 %24, %12
  %26 = icmp eq i32 %25, %1
  br i1 %26, label %127, label %27

27:                                               ; preds = %22
  %28 = getelementptr inbounds i8, ptr %0, i64 20
  %29 = load i32, ptr %28, align 4, !tbaa !5
  %30 = add nsw i32 %29, %12
  %31 = icmp eq i32 %30, %1
  br i1 %31, label %127, label %32

32:                                               ; preds = %27
  %33 = getelementptr inbounds i8, ptr %0, i64 24
  %34 = load i32, ptr %33, align 4, !tbaa !5
  %35 = add nsw i32 %34, %12
  %36 = icmp eq i32 %35, %1
  br i1 %36, label %127, label %37

37:                                               ; preds = %32
  %38 = getelementptr inbounds i8, ptr %0, i64 28
  %39 = load i32, ptr %38, align 4, !tbaa !5
  %40 = add nsw i32 %39, %12
  %41 = icmp eq i32 %40, %1
  br i1 %41, label %127, label %42

42:                                               ; preds = %37
  %43 = getelementptr inbounds i8, ptr %0, i64 8
  %44 = load i32, ptr %43, align 4, !tbaa !5
  %45 = getelementptr inbounds i8, ptr %0, i64 12
  %46 = load i32, ptr %45, align 4, !tbaa !5
  %47 = add nsw i32 %46, %44
  %48 = icmp eq i32 %47, %1
  br i1 %48, label %127, label %49

49:                                               ; preds = %42
  %50 = getelementptr inbounds i8, ptr %0, i64 16
  %51 = load i32, ptr %50, align 4, !tbaa !5
  %52 = add nsw i32 %51, %44
  %53 = icmp eq i32 %52, %1
  br i1 %53, label %127, label %54

54:                                               ; preds = %49
  %55 = getelementptr inbounds i8, ptr %0, i64 20
  %56 = load i32, ptr %55, align 4, !tbaa !5
  %57 = add nsw i32 %56, %44
  %58 = icmp eq i32 %57, %1
  br i1 %58, label %127, label %59

59:                                               ; preds = %54
  %60 = getelementptr inbounds i8, ptr %0, i64 24
  %61 = load i32, ptr %60, align 4, !tbaa !5
  %62 = add nsw i32 %61, %44
  %63 = icmp eq i32 %62, %1
  br i1 %63, label %127, label %64

64:                                               ; preds = %59
  %65 = getelementptr inbounds i8, ptr %0, i64 28
  %66 = load i32, ptr %65, align 4, !tbaa !5
  %67 = add nsw i32 %66, %44
  %68 = icmp eq i32 %67, %1
  br i1 %68, label %127, label %69

69:                                               ; preds = %64
  %70 = getelementptr inbounds i8, ptr %0, i64 12
  %71 = load i32, ptr %70, align 4, !tbaa !5
  %72 = getelementptr inbounds i8, ptr %0, i64 16
  %73 = load i32, ptr %72, align 4, !tbaa !5
  %74 = add nsw i32 %73, %71
  %75 = icmp eq i32 %74, %1
  br i1 %75, label %127, label %76

76:                                               ; preds = %69
  %77 = getelementptr inbounds i8, ptr %0, i64 20
  %78 = load i32, ptr %77, align 4, !tbaa !5
  %79 = add nsw i32 %78, %71
  %80 = icmp eq i32 %79, %1
  br i1 %80, label %127, label %81

81:                                               ; preds = %76
  %82 = getelementptr inbounds i8, ptr %0, i64 24
  %83 = load i32, ptr %82, align 4, !tbaa !5
  %84 = add nsw i32 %83, %71
  %85 = icmp eq i32 %84, %1
  br i1 %85, label %127, label %86

86:                                               ; preds = %81
  %87 = getelementptr inbounds i8, ptr %0, i64 28
  %88 = load i32, ptr %87, align 4, !tbaa !5
  %89 = add nsw i32 %88, %71
  %90 = icmp eq i32 %89, %1
  br i1 %90, label %127, label %91

91:                                               ; preds = %86
  %92 = getelementptr inbounds i8, ptr %0, i64 16
  %93 = load i32, ptr %92, align 4, !tbaa !5
  %94 = getelementptr inbounds i8, ptr %0, i64 20
  %95 = load i32, ptr %94, align 4, !tbaa !5
  %96 = add nsw i32 %95, %93
  %97 = icmp eq i32 %96, %1
  br i1 %97, label %127, label %98

98:                                               ; preds = %91
  %99 = getelementptr inbounds i8, ptr %0, i64 24
  %100 = load i32, ptr %99, align 4, !tbaa !5
  %101 = add nsw i32 %100, %93
  %102 = icmp eq i32 %101, %1
  br i1 %102, label %127, label %103

103:                                              ; preds = %98
  %104 = getelementptr inbounds i8, ptr %0, i64 28
  %105 = load i32, ptr %104, align 4, !tbaa !5
  %106 = add nsw i32 %105, %93
  %107 = icmp eq i32 %106, %1
  br i1 %107, label %127, label %108

108:                                              ; preds = %103
  %109 = getelementptr inbounds i8, ptr %0, i64 20
  %110 = load i32, ptr %109, align 4, !tbaa !5
  %111 = getelementptr inbounds i8, ptr %0, i64 24
  %112 = load i32, ptr %111, align 4, !tbaa !5
  %113 = add nsw i32 %112, %110
  %114 = icmp eq i32 %113, %1
  br i1 %114, label %127, label %115

115:                                              ; preds = %108
  %116 = getelementptr inbounds i8, ptr %0, i64 28
  %117 = load i32, ptr %116, align 4, !tbaa !5
  %118 = add nsw i32 %117, %110
  %119 = icmp eq i32 %118, %1
  br i1 %119, label %127, label %120

120:                                              ; preds = %115
  %121 = getelementptr inbounds i8, ptr %0, i64 24
  %122 = load i32, ptr %121, align 4, !tbaa !5
  %123 = getelementptr inbounds i8, ptr %0, i64 28
  %124 = load i32, ptr %123, align 4, !tbaa !5
  %125 = add nsw i32 %124, %122
  %126 = icmp eq i32 %125, %1
  br i1 %126, label %127, label %160

127:                                              ; preds = %120, %108, %115, %91, %98, %103, %69, %76, %81, %86, %42, %49, %54, %59, %64, %10, %17, %22, %27, %32, %37, %4, %130, %135, %140, %145, %150, %155
  %128 = phi i32 [ 0, %155 ], [ 0, %150 ], [ 0, %145 ], [ 0, %140 ], [ 0, %135 ], [ 0, %130 ], [ 0, %4 ], [ 1, %37 ], [ 1, %32 ], [ 1, %27 ], [ 1, %22 ], [ 1, %17 ], [ 1, %10 ], [ 2, %64 ], [ 2, %59 ], [ 2, %54 ], [ 2, %49 ], [ 2, %42 ], [ 3, %86 ], [ 3, %81 ], [ 3, %76 ], [ 3, %69 ], [ 4, %103 ], [ 4, %98 ], [ 4, %91 ], [ 5, %115 ], [ 5, %108 ], [ 6, %120 ]
  %129 = phi i32 [ 7, %155 ], [ 6, %150 ], [ 5, %145 ], [ 4, %140 ], [ 3, %135 ], [ 2, %130 ], [ 1, %4 ], [ 7, %37 ], [ 6, %32 ], [ 5, %27 ], [ 4, %22 ], [ 3, %17 ], [ 2, %10 ], [ 7, %64 ], [ 6, %59 ], [ 5, %54 ], [ 4, %49 ], [ 3, %42 ], [ 7, %86 ], [ 6, %81 ], [ 5, %76 ], [ 4, %69 ], [ 7, %103 ], [ 6, %98 ], [ 5, %91 ], [ 7, %115 ], [ 6, %108 ], [ 7, %120 ]
  store i32 %128, ptr %2, align 4, !tbaa !5
  store i32 %129, ptr %3, align 4, !tbaa !5
  br label %160

130:                                              ; preds = %4
  %131 = getelementptr inbounds i8, ptr %0, i64 8
  %132 = load i32, ptr %131, align 4, !tbaa !5
  %133 = add nsw i32 %132, %5
  %134 = icmp eq i32 %133, %1
  br i1 %134, label %127, label %135

135:                                              ; preds = %130
  %136 = getelementptr inbounds i8, ptr %0, i64 12
  %137 = load i32, ptr %136, align 4, !tbaa !5
  %138 = add nsw i32 %137, %5
  %139 = icmp eq i32 %138, %1
  br i1 %139, label %127, label %140

140:                                              ; preds = %135
  %141 = getelementptr inbounds i8, ptr %0, i64 16
  %142 = load i32, ptr %141, align 4, !tbaa !5
  %143 = add nsw i32 %142, %5
  %144 = icmp eq i32 %143, %1
  br i1 %144, label %127, label %145

145:                                              ; preds = %140
  %146 = getelementptr inbounds i8, ptr %0, i64 20
  %147 = load i32, ptr %146, align 4, !tbaa !5
  %148 = add nsw i32 %147, %5
  %149 = icmp eq i32 %148, %1
  br i1 %149, label %127, label %150

150:                                              ; preds = %145
  %151 = getelementptr inbounds i8, ptr %0, i64 24
  %152 = load i32, ptr %151, align 4, !tbaa !5
  %153 = add nsw i32 %152, %5
  %154 = icmp eq i32 %153, %1
  br i1 %154, label %127, label %155

155:                                              ; preds = %150
  %156 = getelementptr inbounds i8, ptr %0, i64 28
  %157 = load i32, ptr %156, align 4, !tbaa !5
  %158 = add nsw i32 %157, %5
  %159 = icmp eq i32 %158, %1
  br i1 %159, label %127, label %10

160:                                              ; preds = %120, %127
  %161 = phi i32 [ 1, %127 ], [ 0, %120 ]
  ret i32 %161
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

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
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10, !12, !11}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = !{!17, !17, i64 0}
!17 = !{!"any pointer", !7, i64 0}
