; ModuleID = 'tests/programs/goto_loops.c'
source_filename = "tests/programs/goto_loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  br label %3

3:                                                ; preds = %0, %221
  %4 = phi i32 [ 10, %0 ], [ %231, %221 ]
  %5 = lshr i32 %4, 3
  %6 = mul nuw nsw i32 %5, 3
  %7 = add nuw nsw i32 %6, 3
  %8 = shl nuw nsw i32 %5, 1
  %9 = add nuw nsw i32 %8, 2
  %10 = mul nuw nsw i32 %5, 5
  %11 = add nuw nsw i32 %10, 5
  %12 = icmp ult i32 %4, 11
  br i1 %12, label %192, label %170

13:                                               ; preds = %221
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #5
  store i32 -1, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #5
  store i32 -1, ptr %2, align 4, !tbaa !5
  %14 = call fastcc i32 @find_pair(ptr noundef nonnull @__const.main.v, i32 noundef 30, ptr noundef nonnull %1, ptr noundef nonnull %2)
  %15 = load i32, ptr %1, align 4, !tbaa !5
  %16 = load i32, ptr %2, align 4, !tbaa !5
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %14, i32 noundef %15, i32 noundef %16)
  %18 = call fastcc i32 @find_pair(ptr noundef nonnull @__const.main.v, i32 noundef 1000, ptr noundef nonnull %1, ptr noundef nonnull %2)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %18)
  br label %23

20:                                               ; preds = %38
  %21 = add nsw i64 %29, 1
  %22 = icmp slt i64 %29, 4
  br i1 %22, label %23, label %47

23:                                               ; preds = %20, %13
  %24 = phi i32 [ %39, %20 ], [ 0, %13 ]
  %25 = phi i64 [ %21, %20 ], [ 0, %13 ]
  %26 = shl i64 %25, 32
  %27 = ashr exact i64 %26, 32
  br label %28

28:                                               ; preds = %35, %23
  %29 = phi i64 [ %27, %23 ], [ %36, %35 ]
  %30 = getelementptr inbounds i32, ptr @__const.main.w1, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !5
  %32 = icmp slt i32 %31, 0
  br i1 %32, label %43, label %33

33:                                               ; preds = %28
  %34 = icmp eq i32 %31, 0
  br i1 %34, label %35, label %38

35:                                               ; preds = %33
  %36 = add nsw i64 %29, 1
  %37 = icmp slt i64 %29, 4
  br i1 %37, label %28, label %47

38:                                               ; preds = %33
  %39 = add nuw nsw i32 %31, %24
  %40 = icmp sgt i32 %39, 1000
  br i1 %40, label %41, label %20

41:                                               ; preds = %38
  %42 = sub nsw i32 0, %39
  br label %47

43:                                               ; preds = %28
  %44 = trunc nsw i64 %29 to i32
  %45 = mul nuw nsw i32 %24, 100
  %46 = add nsw i32 %45, %44
  br label %47

47:                                               ; preds = %20, %35, %41, %43
  %48 = phi i32 [ %46, %43 ], [ %42, %41 ], [ %24, %35 ], [ %39, %20 ]
  br label %52

49:                                               ; preds = %67
  %50 = add nsw i64 %58, 1
  %51 = icmp slt i64 %58, 3
  br i1 %51, label %52, label %76

52:                                               ; preds = %49, %47
  %53 = phi i32 [ %68, %49 ], [ 0, %47 ]
  %54 = phi i64 [ %50, %49 ], [ 0, %47 ]
  %55 = shl i64 %54, 32
  %56 = ashr exact i64 %55, 32
  br label %57

57:                                               ; preds = %64, %52
  %58 = phi i64 [ %56, %52 ], [ %65, %64 ]
  %59 = getelementptr inbounds i32, ptr @__const.main.w2, i64 %58
  %60 = load i32, ptr %59, align 4, !tbaa !5
  %61 = icmp slt i32 %60, 0
  br i1 %61, label %72, label %62

62:                                               ; preds = %57
  %63 = icmp eq i32 %60, 0
  br i1 %63, label %64, label %67

64:                                               ; preds = %62
  %65 = add nsw i64 %58, 1
  %66 = icmp slt i64 %58, 3
  br i1 %66, label %57, label %76

67:                                               ; preds = %62
  %68 = add nuw nsw i32 %60, %53
  %69 = icmp sgt i32 %68, 1000
  br i1 %69, label %70, label %49

70:                                               ; preds = %67
  %71 = sub nsw i32 0, %68
  br label %76

72:                                               ; preds = %57
  %73 = trunc nsw i64 %58 to i32
  %74 = mul nuw nsw i32 %53, 100
  %75 = add nsw i32 %74, %73
  br label %76

76:                                               ; preds = %49, %64, %70, %72
  %77 = phi i32 [ %75, %72 ], [ %71, %70 ], [ %53, %64 ], [ %68, %49 ]
  br label %81

78:                                               ; preds = %96
  %79 = add nsw i64 %87, 1
  %80 = icmp slt i64 %87, 2
  br i1 %80, label %81, label %105

81:                                               ; preds = %78, %76
  %82 = phi i32 [ %97, %78 ], [ 0, %76 ]
  %83 = phi i64 [ %79, %78 ], [ 0, %76 ]
  %84 = shl i64 %83, 32
  %85 = ashr exact i64 %84, 32
  br label %86

86:                                               ; preds = %93, %81
  %87 = phi i64 [ %85, %81 ], [ %94, %93 ]
  %88 = getelementptr inbounds i32, ptr @__const.main.w3, i64 %87
  %89 = load i32, ptr %88, align 4, !tbaa !5
  %90 = icmp slt i32 %89, 0
  br i1 %90, label %101, label %91

91:                                               ; preds = %86
  %92 = icmp eq i32 %89, 0
  br i1 %92, label %93, label %96

93:                                               ; preds = %91
  %94 = add nsw i64 %87, 1
  %95 = icmp slt i64 %87, 2
  br i1 %95, label %86, label %105

96:                                               ; preds = %91
  %97 = add nuw nsw i32 %89, %82
  %98 = icmp sgt i32 %97, 1000
  br i1 %98, label %99, label %78

99:                                               ; preds = %96
  %100 = sub nsw i32 0, %97
  br label %105

101:                                              ; preds = %86
  %102 = trunc nsw i64 %87 to i32
  %103 = mul nuw nsw i32 %82, 100
  %104 = add nsw i32 %103, %102
  br label %105

105:                                              ; preds = %78, %93, %99, %101
  %106 = phi i32 [ %104, %101 ], [ %100, %99 ], [ %82, %93 ], [ %97, %78 ]
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %48, i32 noundef %77, i32 noundef %106)
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, i32 noundef 1, i32 noundef 10)
  br label %109

109:                                              ; preds = %163, %105
  %110 = phi i32 [ 0, %105 ], [ %159, %163 ]
  %111 = phi <2 x i32> [ <i32 0, i32 1>, %105 ], [ %164, %163 ]
  %112 = extractelement <2 x i32> %111, i64 1
  %113 = icmp ult i32 %112, 8
  br i1 %113, label %143, label %114

114:                                              ; preds = %109
  %115 = and i32 %112, 2147483640
  %116 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %110, i64 0
  %117 = shufflevector <2 x i32> %111, <2 x i32> poison, <4 x i32> zeroinitializer
  br label %118

118:                                              ; preds = %118, %114
  %119 = phi i32 [ 0, %114 ], [ %136, %118 ]
  %120 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %114 ], [ %137, %118 ]
  %121 = phi <4 x i32> [ %116, %114 ], [ %134, %118 ]
  %122 = phi <4 x i32> [ zeroinitializer, %114 ], [ %135, %118 ]
  %123 = add <4 x i32> %120, <i32 4, i32 4, i32 4, i32 4>
  %124 = mul nuw nsw <4 x i32> %120, %117
  %125 = mul nuw nsw <4 x i32> %123, %117
  %126 = urem <4 x i32> %124, <i32 5, i32 5, i32 5, i32 5>
  %127 = urem <4 x i32> %125, <i32 5, i32 5, i32 5, i32 5>
  %128 = icmp eq <4 x i32> %126, <i32 4, i32 4, i32 4, i32 4>
  %129 = icmp eq <4 x i32> %127, <i32 4, i32 4, i32 4, i32 4>
  %130 = xor <4 x i32> %120, %117
  %131 = xor <4 x i32> %123, %117
  %132 = select <4 x i1> %128, <4 x i32> zeroinitializer, <4 x i32> %130
  %133 = select <4 x i1> %129, <4 x i32> zeroinitializer, <4 x i32> %131
  %134 = add <4 x i32> %132, %121
  %135 = add <4 x i32> %133, %122
  %136 = add nuw i32 %119, 8
  %137 = add <4 x i32> %120, <i32 8, i32 8, i32 8, i32 8>
  %138 = icmp eq i32 %136, %115
  br i1 %138, label %139, label %118, !llvm.loop !9

139:                                              ; preds = %118
  %140 = add <4 x i32> %135, %134
  %141 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %140)
  %142 = icmp eq i32 %112, %115
  br i1 %142, label %158, label %143

143:                                              ; preds = %139, %109
  %144 = phi i32 [ 0, %109 ], [ %115, %139 ]
  %145 = phi i32 [ %110, %109 ], [ %141, %139 ]
  %146 = extractelement <2 x i32> %111, i64 0
  br label %147

147:                                              ; preds = %143, %147
  %148 = phi i32 [ %156, %147 ], [ %144, %143 ]
  %149 = phi i32 [ %155, %147 ], [ %145, %143 ]
  %150 = mul nuw nsw i32 %148, %146
  %151 = urem i32 %150, 5
  %152 = icmp eq i32 %151, 4
  %153 = xor i32 %148, %146
  %154 = select i1 %152, i32 0, i32 %153
  %155 = add nsw i32 %154, %149
  %156 = add nuw nsw i32 %148, 1
  %157 = icmp eq i32 %156, %112
  br i1 %157, label %158, label %147, !llvm.loop !13

158:                                              ; preds = %147, %139
  %159 = phi i32 [ %141, %139 ], [ %155, %147 ]
  %160 = add nuw nsw <2 x i32> %111, <i32 1, i32 1>
  %161 = extractelement <2 x i32> %160, i64 0
  %162 = icmp eq i32 %161, 20
  br i1 %162, label %165, label %163

163:                                              ; preds = %158, %165
  %164 = phi <2 x i32> [ %160, %158 ], [ <i32 0, i32 1>, %165 ]
  br label %109, !llvm.loop !14

165:                                              ; preds = %158
  %166 = icmp slt i32 %159, 0
  br i1 %166, label %163, label %167

167:                                              ; preds = %165
  %168 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %159)
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 285)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #5
  ret i32 0

170:                                              ; preds = %3
  %171 = icmp ult i32 %4, 16
  br i1 %171, label %192, label %172

172:                                              ; preds = %170
  %173 = icmp ult i32 %4, 19
  br i1 %173, label %192, label %174

174:                                              ; preds = %172
  %175 = icmp ult i32 %4, 24
  br i1 %175, label %192, label %176

176:                                              ; preds = %174
  %177 = icmp ult i32 %4, 27
  br i1 %177, label %192, label %178

178:                                              ; preds = %176
  %179 = icmp ult i32 %4, 32
  br i1 %179, label %192, label %180

180:                                              ; preds = %178
  %181 = icmp ult i32 %4, 35
  br i1 %181, label %192, label %182

182:                                              ; preds = %180
  %183 = icmp ult i32 %4, 40
  br i1 %183, label %192, label %184

184:                                              ; preds = %182
  %185 = icmp ult i32 %4, 43
  br i1 %185, label %192, label %186

186:                                              ; preds = %184
  %187 = icmp ult i32 %4, 48
  br i1 %187, label %192, label %188

188:                                              ; preds = %186
  %189 = icmp ult i32 %4, 51
  %190 = select i1 %189, i32 30, i32 35
  %191 = select i1 %189, i32 13, i32 14
  br label %192

192:                                              ; preds = %188, %170, %174, %178, %182, %186, %3, %172, %176, %180, %184
  %193 = phi i32 [ 6, %3 ], [ 9, %172 ], [ 12, %176 ], [ 15, %180 ], [ 18, %184 ], [ 6, %170 ], [ 9, %174 ], [ 12, %178 ], [ 15, %182 ], [ 18, %186 ], [ 21, %188 ]
  %194 = phi i32 [ 5, %3 ], [ 10, %172 ], [ 15, %176 ], [ 20, %180 ], [ 25, %184 ], [ 10, %170 ], [ 15, %174 ], [ 20, %178 ], [ 25, %182 ], [ 30, %186 ], [ %190, %188 ]
  %195 = phi i32 [ 3, %3 ], [ 5, %172 ], [ 7, %176 ], [ 9, %180 ], [ 11, %184 ], [ 4, %170 ], [ 6, %174 ], [ 8, %178 ], [ 10, %182 ], [ 12, %186 ], [ %191, %188 ]
  %196 = mul nuw nsw i32 %193, 1000
  %197 = mul nsw i32 %194, 10
  %198 = add nsw i32 %197, %196
  %199 = srem i32 %195, 10
  %200 = add nsw i32 %198, %199
  %201 = icmp ult i32 %4, 13
  br i1 %201, label %221, label %202

202:                                              ; preds = %192
  %203 = icmp ult i32 %4, 16
  %204 = icmp ult i32 %4, 24
  %205 = or i1 %203, %204
  br i1 %205, label %220, label %206

206:                                              ; preds = %202
  %207 = icmp ult i32 %4, 29
  br i1 %207, label %221, label %208

208:                                              ; preds = %206
  %209 = icmp ult i32 %4, 32
  br i1 %209, label %220, label %210

210:                                              ; preds = %208
  %211 = icmp ult i32 %4, 37
  br i1 %211, label %221, label %212

212:                                              ; preds = %210
  %213 = icmp ult i32 %4, 40
  br i1 %213, label %220, label %214

214:                                              ; preds = %212
  %215 = icmp ult i32 %4, 45
  br i1 %215, label %221, label %216

216:                                              ; preds = %214
  %217 = icmp uge i32 %4, 48
  %218 = icmp ult i32 %4, 53
  %219 = and i1 %217, %218
  br i1 %219, label %221, label %220

220:                                              ; preds = %216, %212, %208, %202
  br label %221

221:                                              ; preds = %216, %192, %206, %210, %214, %220
  %222 = phi i32 [ %11, %220 ], [ 10, %192 ], [ 20, %206 ], [ 25, %210 ], [ 30, %214 ], [ 35, %216 ]
  %223 = phi i32 [ %7, %220 ], [ 3, %192 ], [ 9, %206 ], [ 12, %210 ], [ 15, %214 ], [ 18, %216 ]
  %224 = phi i32 [ %9, %220 ], [ 3, %192 ], [ 7, %206 ], [ 9, %210 ], [ 11, %214 ], [ 13, %216 ]
  %225 = mul nsw i32 %223, 1000
  %226 = mul nuw nsw i32 %222, 10
  %227 = add nsw i32 %225, %226
  %228 = srem i32 %224, 10
  %229 = add nsw i32 %227, %228
  %230 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %4, i32 noundef %200, i32 noundef %229)
  %231 = add nuw nsw i32 %4, 13
  %232 = icmp ult i32 %4, 47
  br i1 %232, label %3, label %13, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

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
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10, !12, !11}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
