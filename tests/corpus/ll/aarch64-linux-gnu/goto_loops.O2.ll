; ModuleID = 'tests/programs/goto_loops.c'
source_filename = "tests/programs/goto_loops.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [25 x i8] c"irreducible(%d) = %d %d\0A\00", align 1
@__const.main.v = private unnamed_addr constant [8 x i32] [i32 5, i32 17, i32 -3, i32 8, i32 22, i32 0, i32 40, i32 11], align 4
@.str.1 = private unnamed_addr constant [22 x i8] c"find_pair %d (%d,%d)\0A\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"find_pair missing %d\0A\00", align 1
@__const.main.w1 = private unnamed_addr constant [5 x i32] [i32 1, i32 0, i32 2, i32 0, i32 3], align 4
@__const.main.w2 = private unnamed_addr constant [4 x i32] [i32 10, i32 20, i32 -1, i32 30], align 4
@__const.main.w3 = private unnamed_addr constant [3 x i32] [i32 500, i32 400, i32 300], align 4
@.str.3 = private unnamed_addr constant [21 x i8] c"multi_exit %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"digits %d %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [20 x i8] c"nested_continue %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [14 x i8] c"goto loop %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  br label %3

3:                                                ; preds = %0, %224
  %4 = phi i32 [ 10, %0 ], [ %234, %224 ]
  %5 = lshr i32 %4, 3
  %6 = mul nuw nsw i32 %5, 3
  %7 = add nuw nsw i32 %6, 3
  %8 = shl nuw nsw i32 %5, 1
  %9 = add nuw nsw i32 %8, 2
  %10 = mul nuw nsw i32 %5, 5
  %11 = add nuw nsw i32 %10, 5
  %12 = icmp ult i32 %4, 11
  br i1 %12, label %195, label %173

13:                                               ; preds = %224
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #5
  store i32 -1, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #5
  store i32 -1, ptr %2, align 4, !tbaa !6
  %14 = call fastcc i32 @find_pair(ptr noundef nonnull @__const.main.v, i32 noundef 30, ptr noundef nonnull %1, ptr noundef nonnull %2)
  %15 = load i32, ptr %1, align 4, !tbaa !6
  %16 = load i32, ptr %2, align 4, !tbaa !6
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %14, i32 noundef %15, i32 noundef %16)
  %18 = call fastcc i32 @find_pair(ptr noundef nonnull @__const.main.v, i32 noundef 1000, ptr noundef nonnull %1, ptr noundef nonnull %2)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %18)
  br label %23

20:                                               ; preds = %39
  %21 = add nsw i64 %30, 1
  %22 = icmp slt i64 %30, 4
  br i1 %22, label %23, label %48

23:                                               ; preds = %20, %13
  %24 = phi i32 [ %40, %20 ], [ 0, %13 ]
  %25 = phi i64 [ %21, %20 ], [ 0, %13 ]
  %26 = shl i64 %25, 32
  %27 = ashr exact i64 %26, 32
  %28 = tail call i64 @llvm.smax.i64(i64 %27, i64 4)
  br label %29

29:                                               ; preds = %36, %23
  %30 = phi i64 [ %27, %23 ], [ %37, %36 ]
  %31 = getelementptr inbounds i32, ptr @__const.main.w1, i64 %30
  %32 = load i32, ptr %31, align 4, !tbaa !6
  %33 = icmp slt i32 %32, 0
  br i1 %33, label %44, label %34

34:                                               ; preds = %29
  %35 = icmp eq i32 %32, 0
  br i1 %35, label %36, label %39

36:                                               ; preds = %34
  %37 = add nsw i64 %30, 1
  %38 = icmp eq i64 %30, %28
  br i1 %38, label %48, label %29

39:                                               ; preds = %34
  %40 = add nuw nsw i32 %32, %24
  %41 = icmp sgt i32 %40, 1000
  br i1 %41, label %42, label %20

42:                                               ; preds = %39
  %43 = sub nsw i32 0, %40
  br label %48

44:                                               ; preds = %29
  %45 = trunc nsw i64 %30 to i32
  %46 = mul nuw nsw i32 %24, 100
  %47 = add nsw i32 %46, %45
  br label %48

48:                                               ; preds = %20, %36, %42, %44
  %49 = phi i32 [ %47, %44 ], [ %43, %42 ], [ %24, %36 ], [ %40, %20 ]
  br label %53

50:                                               ; preds = %69
  %51 = add nsw i64 %60, 1
  %52 = icmp slt i64 %60, 3
  br i1 %52, label %53, label %78

53:                                               ; preds = %50, %48
  %54 = phi i32 [ %70, %50 ], [ 0, %48 ]
  %55 = phi i64 [ %51, %50 ], [ 0, %48 ]
  %56 = shl i64 %55, 32
  %57 = ashr exact i64 %56, 32
  %58 = tail call i64 @llvm.smax.i64(i64 %57, i64 3)
  br label %59

59:                                               ; preds = %66, %53
  %60 = phi i64 [ %57, %53 ], [ %67, %66 ]
  %61 = getelementptr inbounds i32, ptr @__const.main.w2, i64 %60
  %62 = load i32, ptr %61, align 4, !tbaa !6
  %63 = icmp slt i32 %62, 0
  br i1 %63, label %74, label %64

64:                                               ; preds = %59
  %65 = icmp eq i32 %62, 0
  br i1 %65, label %66, label %69

66:                                               ; preds = %64
  %67 = add nsw i64 %60, 1
  %68 = icmp eq i64 %60, %58
  br i1 %68, label %78, label %59

69:                                               ; preds = %64
  %70 = add nuw nsw i32 %62, %54
  %71 = icmp sgt i32 %70, 1000
  br i1 %71, label %72, label %50

72:                                               ; preds = %69
  %73 = sub nsw i32 0, %70
  br label %78

74:                                               ; preds = %59
  %75 = trunc nsw i64 %60 to i32
  %76 = mul nuw nsw i32 %54, 100
  %77 = add nsw i32 %76, %75
  br label %78

78:                                               ; preds = %50, %66, %72, %74
  %79 = phi i32 [ %77, %74 ], [ %73, %72 ], [ %54, %66 ], [ %70, %50 ]
  br label %83

80:                                               ; preds = %99
  %81 = add nsw i64 %90, 1
  %82 = icmp slt i64 %90, 2
  br i1 %82, label %83, label %108

83:                                               ; preds = %80, %78
  %84 = phi i32 [ %100, %80 ], [ 0, %78 ]
  %85 = phi i64 [ %81, %80 ], [ 0, %78 ]
  %86 = shl i64 %85, 32
  %87 = ashr exact i64 %86, 32
  %88 = tail call i64 @llvm.smax.i64(i64 %87, i64 2)
  br label %89

89:                                               ; preds = %96, %83
  %90 = phi i64 [ %87, %83 ], [ %97, %96 ]
  %91 = getelementptr inbounds i32, ptr @__const.main.w3, i64 %90
  %92 = load i32, ptr %91, align 4, !tbaa !6
  %93 = icmp slt i32 %92, 0
  br i1 %93, label %104, label %94

94:                                               ; preds = %89
  %95 = icmp eq i32 %92, 0
  br i1 %95, label %96, label %99

96:                                               ; preds = %94
  %97 = add nsw i64 %90, 1
  %98 = icmp eq i64 %90, %88
  br i1 %98, label %108, label %89

99:                                               ; preds = %94
  %100 = add nuw nsw i32 %92, %84
  %101 = icmp sgt i32 %100, 1000
  br i1 %101, label %102, label %80

102:                                              ; preds = %99
  %103 = sub nsw i32 0, %100
  br label %108

104:                                              ; preds = %89
  %105 = trunc nsw i64 %90 to i32
  %106 = mul nuw nsw i32 %84, 100
  %107 = add nsw i32 %106, %105
  br label %108

108:                                              ; preds = %80, %96, %102, %104
  %109 = phi i32 [ %107, %104 ], [ %103, %102 ], [ %84, %96 ], [ %100, %80 ]
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %49, i32 noundef %79, i32 noundef %109)
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, i32 noundef 1, i32 noundef 10)
  br label %112

112:                                              ; preds = %166, %108
  %113 = phi i32 [ 0, %108 ], [ %162, %166 ]
  %114 = phi <2 x i32> [ <i32 0, i32 1>, %108 ], [ %167, %166 ]
  %115 = extractelement <2 x i32> %114, i64 1
  %116 = icmp ult i32 %115, 8
  br i1 %116, label %146, label %117

117:                                              ; preds = %112
  %118 = and i32 %115, 2147483640
  %119 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %113, i64 0
  %120 = shufflevector <2 x i32> %114, <2 x i32> poison, <4 x i32> zeroinitializer
  br label %121

121:                                              ; preds = %121, %117
  %122 = phi i32 [ 0, %117 ], [ %139, %121 ]
  %123 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %117 ], [ %140, %121 ]
  %124 = phi <4 x i32> [ %119, %117 ], [ %137, %121 ]
  %125 = phi <4 x i32> [ zeroinitializer, %117 ], [ %138, %121 ]
  %126 = add <4 x i32> %123, <i32 4, i32 4, i32 4, i32 4>
  %127 = mul nuw nsw <4 x i32> %123, %120
  %128 = mul nuw nsw <4 x i32> %126, %120
  %129 = urem <4 x i32> %127, <i32 5, i32 5, i32 5, i32 5>
  %130 = urem <4 x i32> %128, <i32 5, i32 5, i32 5, i32 5>
  %131 = icmp eq <4 x i32> %129, <i32 4, i32 4, i32 4, i32 4>
  %132 = icmp eq <4 x i32> %130, <i32 4, i32 4, i32 4, i32 4>
  %133 = xor <4 x i32> %123, %120
  %134 = xor <4 x i32> %126, %120
  %135 = select <4 x i1> %131, <4 x i32> zeroinitializer, <4 x i32> %133
  %136 = select <4 x i1> %132, <4 x i32> zeroinitializer, <4 x i32> %134
  %137 = add <4 x i32> %135, %124
  %138 = add <4 x i32> %136, %125
  %139 = add nuw i32 %122, 8
  %140 = add <4 x i32> %123, <i32 8, i32 8, i32 8, i32 8>
  %141 = icmp eq i32 %139, %118
  br i1 %141, label %142, label %121, !llvm.loop !10

142:                                              ; preds = %121
  %143 = add <4 x i32> %138, %137
  %144 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %143)
  %145 = icmp eq i32 %115, %118
  br i1 %145, label %161, label %146

146:                                              ; preds = %142, %112
  %147 = phi i32 [ 0, %112 ], [ %118, %142 ]
  %148 = phi i32 [ %113, %112 ], [ %144, %142 ]
  %149 = extractelement <2 x i32> %114, i64 0
  br label %150

150:                                              ; preds = %146, %150
  %151 = phi i32 [ %159, %150 ], [ %147, %146 ]
  %152 = phi i32 [ %158, %150 ], [ %148, %146 ]
  %153 = mul nuw nsw i32 %151, %149
  %154 = urem i32 %153, 5
  %155 = icmp eq i32 %154, 4
  %156 = xor i32 %151, %149
  %157 = select i1 %155, i32 0, i32 %156
  %158 = add nsw i32 %157, %152
  %159 = add nuw nsw i32 %151, 1
  %160 = icmp eq i32 %159, %115
  br i1 %160, label %161, label %150, !llvm.loop !14

161:                                              ; preds = %150, %142
  %162 = phi i32 [ %144, %142 ], [ %158, %150 ]
  %163 = add nuw nsw <2 x i32> %114, <i32 1, i32 1>
  %164 = extractelement <2 x i32> %163, i64 0
  %165 = icmp eq i32 %164, 20
  br i1 %165, label %168, label %166

166:                                              ; preds = %161, %168
  %167 = phi <2 x i32> [ %163, %161 ], [ <i32 0, i32 1>, %168 ]
  br label %112, !llvm.loop !15

168:                                              ; preds = %161
  %169 = icmp slt i32 %162, 0
  br i1 %169, label %166, label %170

170:                                              ; preds = %168
  %171 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %162)
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 285)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #5
  ret i32 0

173:                                              ; preds = %3
  %174 = icmp ult i32 %4, 16
  br i1 %174, label %195, label %175

175:                                              ; preds = %173
  %176 = icmp ult i32 %4, 19
  br i1 %176, label %195, label %177

177:                                              ; preds = %175
  %178 = icmp ult i32 %4, 24
  br i1 %178, label %195, label %179

179:                                              ; preds = %177
  %180 = icmp ult i32 %4, 27
  br i1 %180, label %195, label %181

181:                                              ; preds = %179
  %182 = icmp ult i32 %4, 32
  br i1 %182, label %195, label %183

183:                                              ; preds = %181
  %184 = icmp ult i32 %4, 35
  br i1 %184, label %195, label %185

185:                                              ; preds = %183
  %186 = icmp ult i32 %4, 40
  br i1 %186, label %195, label %187

187:                                              ; preds = %185
  %188 = icmp ult i32 %4, 43
  br i1 %188, label %195, label %189

189:                                              ; preds = %187
  %190 = icmp ult i32 %4, 48
  br i1 %190, label %195, label %191

191:                                              ; preds = %189
  %192 = icmp ult i32 %4, 51
  %193 = select i1 %192, i32 30, i32 35
  %194 = select i1 %192, i32 13, i32 14
  br label %195

195:                                              ; preds = %191, %173, %177, %181, %185, %189, %3, %175, %179, %183, %187
  %196 = phi i32 [ 6, %3 ], [ 9, %175 ], [ 12, %179 ], [ 15, %183 ], [ 18, %187 ], [ 6, %173 ], [ 9, %177 ], [ 12, %181 ], [ 15, %185 ], [ 18, %189 ], [ 21, %191 ]
  %197 = phi i32 [ 5, %3 ], [ 10, %175 ], [ 15, %179 ], [ 20, %183 ], [ 25, %187 ], [ 10, %173 ], [ 15, %177 ], [ 20, %181 ], [ 25, %185 ], [ 30, %189 ], [ %193, %191 ]
  %198 = phi i32 [ 3, %3 ], [ 5, %175 ], [ 7, %179 ], [ 9, %183 ], [ 11, %187 ], [ 4, %173 ], [ 6, %177 ], [ 8, %181 ], [ 10, %185 ], [ 12, %189 ], [ %194, %191 ]
  %199 = mul nuw nsw i32 %196, 1000
  %200 = mul nsw i32 %197, 10
  %201 = add nsw i32 %200, %199
  %202 = srem i32 %198, 10
  %203 = add nsw i32 %201, %202
  %204 = icmp ult i32 %4, 13
  br i1 %204, label %224, label %205

205:                                              ; preds = %195
  %206 = icmp ult i32 %4, 16
  %207 = icmp ult i32 %4, 24
  %208 = or i1 %206, %207
  br i1 %208, label %223, label %209

209:                                              ; preds = %205
  %210 = icmp ult i32 %4, 29
  br i1 %210, label %224, label %211

211:                                              ; preds = %209
  %212 = icmp ult i32 %4, 32
  br i1 %212, label %223, label %213

213:                                              ; preds = %211
  %214 = icmp ult i32 %4, 37
  br i1 %214, label %224, label %215

215:                                              ; preds = %213
  %216 = icmp ult i32 %4, 40
  br i1 %216, label %223, label %217

217:                                              ; preds = %215
  %218 = icmp ult i32 %4, 45
  br i1 %218, label %224, label %219

219:                                              ; preds = %217
  %220 = icmp uge i32 %4, 48
  %221 = icmp ult i32 %4, 53
  %222 = and i1 %220, %221
  br i1 %222, label %224, label %223

223:                                              ; preds = %219, %215, %211, %205
  br label %224

224:                                              ; preds = %219, %195, %209, %213, %217, %223
  %225 = phi i32 [ %11, %223 ], [ 10, %195 ], [ 20, %209 ], [ 25, %213 ], [ 30, %217 ], [ 35, %219 ]
  %226 = phi i32 [ %7, %223 ], [ 3, %195 ], [ 9, %209 ], [ 12, %213 ], [ 15, %217 ], [ 18, %219 ]
  %227 = phi i32 [ %9, %223 ], [ 3, %195 ], [ 7, %209 ], [ 9, %213 ], [ 11, %217 ], [ 13, %219 ]
  %228 = mul nsw i32 %226, 1000
  %229 = mul nuw nsw i32 %225, 10
  %230 = add nsw i32 %228, %229
  %231 = srem i32 %227, 10
  %232 = add nsw i32 %230, %231
  %233 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %4, i32 noundef %203, i32 noundef %232)
  %234 = add nuw nsw i32 %4, 13
  %235 = icmp ult i32 %4, 47
  br i1 %235, label %3, label %13, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc range(i32 0, 2) i32 @find_pair(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3) unnamed_addr #3 {
  %5 = load i32, ptr %0, align 4, !tbaa !6
  %6 = getelementptr inbounds i8, ptr %0, i64 4
  %7 = load i32, ptr %6, align 4, !tbaa !6
  %8 = add nsw i32 %7, %5
  %9 = icmp eq i32 %8, %1
  br i1 %9, label %127, label %130

10:                                               ; preds = %155
  %11 = getelementptr inbounds i8, ptr %0, i64 4
  %12 = load i32, ptr %11, align 4, !tbaa !6
  %13 = getelementptr inbounds i8, ptr %0, i64 8
  %14 = load i32, ptr %13, align 4, !tbaa !6
  %15 = add nsw i32 %14, %12
  %16 = icmp eq i32 %15, %1
  br i1 %16, label %127, label %17

17:                                               ; preds = %10
  %18 = getelementptr inbounds i8, ptr %0, i64 12
  %19 = load i32, ptr %18, align 4, !tbaa !6
  %20 = add nsw i32 %19, %12
  %21 = icmp eq i32 %20, %1
  br i1 %21, label %127, label %22

22:                                               ; preds = %17
  %23 = getelementptr inbounds i8, ptr %0, i64 16
  %24 = load i32, ptr %23, align 4, !tbaa !6
  %25 = add nsw i32 %24, %12
  %26 = icmp eq i32 %25, %1
  br i1 %26, label %127, label %27

27:                                               ; preds = %22
  %28 = getelementptr inbounds i8, ptr %0, i64 20
  %29 = load i32, ptr %28, align 4, !tbaa !6
  %30 = add nsw i32 %29, %12
  %31 = icmp eq i32 %30, %1
  br i1 %31, label %127, label %32

32:                                               ; preds = %27
  %33 = getelementptr inbounds i8, ptr %0, i64 24
  %34 = load i32, ptr %33, align 4, !tbaa !6
  %35 = add nsw i32 %34, %12
  %36 = icmp eq i32 %35, %1
  br i1 %36, label %127, label %37

37:                                               ; preds = %32
  %38 = getelementptr inbounds i8, ptr %0, i64 28
  %39 = load i32, ptr %38, align 4, !tbaa !6
  %40 = add nsw i32 %39, %12
  %41 = icmp eq i32 %40, %1
  br i1 %41, label %127, label %42

42:                                               ; preds = %37
  %43 = getelementptr inbounds i8, ptr %0, i64 8
  %44 = load i32, ptr %43, align 4, !tbaa !6
  %45 = getelementptr inbounds i8, ptr %0, i64 12
  %46 = load i32, ptr %45, align 4, !tbaa !6
  %47 = add nsw i32 %46, %44
  %48 = icmp eq i32 %47, %1
  br i1 %48, label %127, label %49

49:                                               ; preds = %42
  %50 = getelementptr inbounds i8, ptr %0, i64 16
  %51 = load i32, ptr %50, align 4, !tbaa !6
  %52 = add nsw i32 %51, %44
  %53 = icmp eq i32 %52, %1
  br i1 %53, label %127, label %54

54:                                               ; preds = %49
  %55 = getelementptr inbounds i8, ptr %0, i64 20
  %56 = load i32, ptr %55, align 4, !tbaa !6
  %57 = add nsw i32 %56, %44
  %58 = icmp eq i32 %57, %1
  br i1 %58, label %127, label %59

59:                                               ; preds = %54
  %60 = getelementptr inbounds i8, ptr %0, i64 24
  %61 = load i32, ptr %60, align 4, !tbaa !6
  %62 = add nsw i32 %61, %44
  %63 = icmp eq i32 %62, %1
  br i1 %63, label %127, label %64

64:                                               ; preds = %59
  %65 = getelementptr inbounds i8, ptr %0, i64 28
  %66 = load i32, ptr %65, align 4, !tbaa !6
  %67 = add nsw i32 %66, %44
  %68 = icmp eq i32 %67, %1
  br i1 %68, label %127, label %69

69:                                               ; preds = %64
  %70 = getelementptr inbounds i8, ptr %0, i64 12
  %71 = load i32, ptr %70, align 4, !tbaa !6
  %72 = getelementptr inbounds i8, ptr %0, i64 16
  %73 = load i32, ptr %72, align 4, !tbaa !6
  %74 = add nsw i32 %73, %71
  %75 = icmp eq i32 %74, %1
  br i1 %75, label %127, label %76

76:                                               ; preds = %69
  %77 = getelementptr inbounds i8, ptr %0, i64 20
  %78 = load i32, ptr %77, align 4, !tbaa !6
  %79 = add nsw i32 %78, %71
  %80 = icmp eq i32 %79, %1
  br i1 %80, label %127, label %81

81:                                               ; preds = %76
  %82 = getelementptr inbounds i8, ptr %0, i64 24
  %83 = load i32, ptr %82, align 4, !tbaa !6
  %84 = add nsw i32 %83, %71
  %85 = icmp eq i32 %84, %1
  br i1 %85, label %127, label %86

86:                                               ; preds = %81
  %87 = getelementptr inbounds i8, ptr %0, i64 28
  %88 = load i32, ptr %87, align 4, !tbaa !6
  %89 = add nsw i32 %88, %71
  %90 = icmp eq i32 %89, %1
  br i1 %90, label %127, label %91

91:                                               ; preds = %86
  %92 = getelementptr inbounds i8, ptr %0, i64 16
  %93 = load i32, ptr %92, align 4, !tbaa !6
  %94 = getelementptr inbounds i8, ptr %0, i64 20
  %95 = load i32, ptr %94, align 4, !tbaa !6
  %96 = add nsw i32 %95, %93
  %97 = icmp eq i32 %96, %1
  br i1 %97, label %127, label %98

98:                                               ; preds = %91
  %99 = getelementptr inbounds i8, ptr %0, i64 24
  %100 = load i32, ptr %99, align 4, !tbaa !6
  %101 = add nsw i32 %100, %93
  %102 = icmp eq i32 %101, %1
  br i1 %102, label %127, label %103

103:                                              ; preds = %98
  %104 = getelementptr inbounds i8, ptr %0, i64 28
  %105 = load i32, ptr %104, align 4, !tbaa !6
  %106 = add nsw i32 %105, %93
  %107 = icmp eq i32 %106, %1
  br i1 %107, label %127, label %108

108:                                              ; preds = %103
  %109 = getelementptr inbounds i8, ptr %0, i64 20
  %110 = load i32, ptr %109, align 4, !tbaa !6
  %111 = getelementptr inbounds i8, ptr %0, i64 24
  %112 = load i32, ptr %111, align 4, !tbaa !6
  %113 = add nsw i32 %112, %110
  %114 = icmp eq i32 %113, %1
  br i1 %114, label %127, label %115

115:                                              ; preds = %108
  %116 = getelementptr inbounds i8, ptr %0, i64 28
  %117 = load i32, ptr %116, align 4, !tbaa !6
  %118 = add nsw i32 %117, %110
  %119 = icmp eq i32 %118, %1
  br i1 %119, label %127, label %120

120:                                              ; preds = %115
  %121 = getelementptr inbounds i8, ptr %0, i64 24
  %122 = load i32, ptr %121, align 4, !tbaa !6
  %123 = getelementptr inbounds i8, ptr %0, i64 28
  %124 = load i32, ptr %123, align 4, !tbaa !6
  %125 = add nsw i32 %124, %122
  %126 = icmp eq i32 %125, %1
  br i1 %126, label %127, label %160

127:                                              ; preds = %120, %108, %115, %91, %98, %103, %69, %76, %81, %86, %42, %49, %54, %59, %64, %10, %17, %22, %27, %32, %37, %4, %130, %135, %140, %145, %150, %155
  %128 = phi i32 [ 0, %155 ], [ 0, %150 ], [ 0, %145 ], [ 0, %140 ], [ 0, %135 ], [ 0, %130 ], [ 0, %4 ], [ 1, %37 ], [ 1, %32 ], [ 1, %27 ], [ 1, %22 ], [ 1, %17 ], [ 1, %10 ], [ 2, %64 ], [ 2, %59 ], [ 2, %54 ], [ 2, %49 ], [ 2, %42 ], [ 3, %86 ], [ 3, %81 ], [ 3, %76 ], [ 3, %69 ], [ 4, %103 ], [ 4, %98 ], [ 4, %91 ], [ 5, %115 ], [ 5, %108 ], [ 6, %120 ]
  %129 = phi i32 [ 7, %155 ], [ 6, %150 ], [ 5, %145 ], [ 4, %140 ], [ 3, %135 ], [ 2, %130 ], [ 1, %4 ], [ 7, %37 ], [ 6, %32 ], [ 5, %27 ], [ 4, %22 ], [ 3, %17 ], [ 2, %10 ], [ 7, %64 ], [ 6, %59 ], [ 5, %54 ], [ 4, %49 ], [ 3, %42 ], [ 7, %86 ], [ 6, %81 ], [ 5, %76 ], [ 4, %69 ], [ 7, %103 ], [ 6, %98 ], [ 5, %91 ], [ 7, %115 ], [ 6, %108 ], [ 7, %120 ]
  store i32 %128, ptr %2, align 4, !tbaa !6
  store i32 %129, ptr %3, align 4, !tbaa !6
  br label %160

130:                                              ; preds = %4
  %131 = getelementptr inbounds i8, ptr %0, i64 8
  %132 = load i32, ptr %131, align 4, !tbaa !6
  %133 = add nsw i32 %132, %5
  %134 = icmp eq i32 %133, %1
  br i1 %134, label %127, label %135

135:                                              ; preds = %130
  %136 = getelementptr inbounds i8, ptr %0, i64 12
  %137 = load i32, ptr %136, align 4, !tbaa !6
  %138 = add nsw i32 %137, %5
  %139 = icmp eq i32 %138, %1
  br i1 %139, label %127, label %140

140:                                              ; preds = %135
  %141 = getelementptr inbounds i8, ptr %0, i64 16
  %142 = load i32, ptr %141, align 4, !tbaa !6
  %143 = add nsw i32 %142, %5
  %144 = icmp eq i32 %143, %1
  br i1 %144, label %127, label %145

145:                                              ; preds = %140
  %146 = getelementptr inbounds i8, ptr %0, i64 20
  %147 = load i32, ptr %146, align 4, !tbaa !6
  %148 = add nsw i32 %147, %5
  %149 = icmp eq i32 %148, %1
  br i1 %149, label %127, label %150

150:                                              ; preds = %145
  %151 = getelementptr inbounds i8, ptr %0, i64 24
  %152 = load i32, ptr %151, align 4, !tbaa !6
  %153 = add nsw i32 %152, %5
  %154 = icmp eq i32 %153, %1
  br i1 %154, label %127, label %155

155:                                              ; preds = %150
  %156 = getelementptr inbounds i8, ptr %0, i64 28
  %157 = load i32, ptr %156, align 4, !tbaa !6
  %158 = add nsw i32 %157, %5
  %159 = icmp eq i32 %158, %1
  br i1 %159, label %127, label %10

160:                                              ; preds = %120, %127
  %161 = phi i32 [ 1, %127 ], [ 0, %120 ]
  ret i32 %161
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

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
!14 = distinct !{!14, !11, !13, !12}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
