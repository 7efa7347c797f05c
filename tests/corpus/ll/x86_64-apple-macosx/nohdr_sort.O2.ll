; ModuleID = 'tests/programs/nohdr_sort.c'
source_filename = "tests/programs/nohdr_sort.c"
target datalayout = "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-apple-macosx10.15.0"

@src = internal unnamed_addr global [600 x i32] zeroinitializer, align 16
@.str = private unnamed_addr constant [6 x i8] c"quick\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"heap\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"merge\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"insertion\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"counting\00", align 1
@__const.main.names.rel = private unnamed_addr constant [5 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.1 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.2 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.3 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.4 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32)], align 4
@a = internal global [600 x i32] zeroinitializer, align 16
@.str.5 = private unnamed_addr constant [38 x i8] c"%-9s sorted=%d hash=%u min=%d max=%d\0A\00", align 1
@tmp = internal unnamed_addr global [600 x i32] zeroinitializer, align 16
@counting.count = internal unnamed_addr global [2001 x i32] zeroinitializer, align 16

; Function Attrs: nofree nounwind ssp uwtable
define noundef i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %21, %1 ]
  %3 = phi i32 [ 42, %0 ], [ %14, %1 ]
  %4 = mul i32 %3, 214013
  %5 = add i32 %4, 2531011
  %6 = lshr i32 %5, 16
  %7 = trunc nuw i32 %6 to i16
  %8 = urem i16 %7, 2001
  %9 = zext nneg i16 %8 to i32
  %10 = add nsw i32 %9, -1000
  %11 = getelementptr inbounds [600 x i32], ptr @src, i64 0, i64 %2
  store i32 %10, ptr %11, align 8, !tbaa !5
  %12 = or disjoint i64 %2, 1
  %13 = mul i32 %5, 214013
  %14 = add i32 %13, 2531011
  %15 = lshr i32 %14, 16
  %16 = trunc nuw i32 %15 to i16
  %17 = urem i16 %16, 2001
  %18 = zext nneg i16 %17 to i32
  %19 = add nsw i32 %18, -1000
  %20 = getelementptr inbounds [600 x i32], ptr @src, i64 0, i64 %12
  store i32 %19, ptr %20, align 4, !tbaa !5
  %21 = add nuw nsw i64 %2, 2
  %22 = icmp eq i64 %21, 600
  br i1 %22, label %24, label %1, !llvm.loop !9

23:                                               ; preds = %226
  ret i32 0

24:                                               ; preds = %1, %226
  %25 = phi i64 [ %231, %226 ], [ 0, %1 ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(2400) @a, ptr noundef nonnull align 16 dereferenceable(2400) @src, i64 2400, i1 false), !tbaa !5
  %26 = trunc nuw nsw i64 %25 to i32
  switch i32 %26, label %201 [
    i32 0, label %27
    i32 1, label %28
    i32 2, label %114
    i32 3, label %115
    i32 4, label %136
  ]

27:                                               ; preds = %24
  tail call fastcc void @quicksort(i32 noundef 0, i32 noundef 599)
  br label %202

28:                                               ; preds = %24, %67
  %29 = phi i32 [ %68, %67 ], [ 299, %24 ]
  br label %30

30:                                               ; preds = %60, %28
  %31 = phi i32 [ %58, %60 ], [ %29, %28 ]
  %32 = shl nsw i32 %31, 1
  %33 = or disjoint i32 %32, 1
  %34 = add nsw i32 %32, 2
  %35 = icmp slt i32 %33, 600
  br i1 %35, label %36, label %45

36:                                               ; preds = %30
  %37 = sext i32 %33 to i64
  %38 = getelementptr inbounds i32, ptr @a, i64 %37
  %39 = load i32, ptr %38, align 4, !tbaa !5
  %40 = sext i32 %31 to i64
  %41 = getelementptr inbounds i32, ptr @a, i64 %40
  %42 = load i32, ptr %41, align 4, !tbaa !5
  %43 = icmp sgt i32 %39, %42
  %44 = select i1 %43, i32 %33, i32 %31
  br label %45

45:                                               ; preds = %36, %30
  %46 = phi i32 [ %31, %30 ], [ %44, %36 ]
  %47 = icmp slt i32 %31, 299
  br i1 %47, label %48, label %57

48:                                               ; preds = %45
  %49 = sext i32 %34 to i64
  %50 = getelementptr inbounds i32, ptr @a, i64 %49
  %51 = load i32, ptr %50, align 8, !tbaa !5
  %52 = sext i32 %46 to i64
  %53 = getelementptr inbounds i32, ptr @a, i64 %52
  %54 = load i32, ptr %53, align 4, !tbaa !5
  %55 = icmp sgt i32 %51, %54
  %56 = select i1 %55, i32 %34, i32 %46
  br label %57

57:                                               ; preds = %48, %45
  %58 = phi i32 [ %46, %45 ], [ %56, %48 ]
  %59 = icmp eq i32 %58, %31
  br i1 %59, label %67, label %60

60:                                               ; preds = %57
  %61 = sext i32 %31 to i64
  %62 = getelementptr inbounds i32, ptr @a, i64 %61
  %63 = load i32, ptr %62, align 4, !tbaa !5
  %64 = sext i32 %58 to i64
  %65 = getelementptr inbounds i32, ptr @a, i64 %64
  %66 = load i32, ptr %65, align 4, !tbaa !5
  store i32 %66, ptr %62, align 4, !tbaa !5
  store i32 %63, ptr %65, align 4, !tbaa !5
  br label %30

67:                                               ; preds = %57
  %68 = add nsw i32 %29, -1
  %69 = icmp eq i32 %29, 0
  br i1 %69, label %70, label %28, !llvm.loop !11

70:                                               ; preds = %67, %111
  %71 = phi i64 [ %112, %111 ], [ 599, %67 ]
  br label %72

72:                                               ; preds = %107, %70
  %73 = phi i64 [ %110, %107 ], [ %71, %70 ]
  %74 = phi ptr [ %109, %107 ], [ @a, %70 ]
  %75 = phi i32 [ %105, %107 ], [ 0, %70 ]
  %76 = load i32, ptr %74, align 4, !tbaa !5
  %77 = getelementptr inbounds i32, ptr @a, i64 %73
  %78 = load i32, ptr %77, align 4, !tbaa !5
  store i32 %78, ptr %74, align 4, !tbaa !5
  store i32 %76, ptr %77, align 4, !tbaa !5
  %79 = shl nsw i32 %75, 1
  %80 = or disjoint i32 %79, 1
  %81 = add nsw i32 %79, 2
  %82 = sext i32 %80 to i64
  %83 = icmp sgt i64 %71, %82
  br i1 %83, label %84, label %92

84:                                               ; preds = %72
  %85 = getelementptr inbounds i32, ptr @a, i64 %82
  %86 = load i32, ptr %85, align 4, !tbaa !5
  %87 = sext i32 %75 to i64
  %88 = getelementptr inbounds i32, ptr @a, i64 %87
  %89 = load i32, ptr %88, align 4, !tbaa !5
  %90 = icmp sgt i32 %86, %89
  %91 = select i1 %90, i32 %80, i32 %75
  br label %92

92:                                               ; preds = %84, %72
  %93 = phi i32 [ %75, %72 ], [ %91, %84 ]
  %94 = sext i32 %81 to i64
  %95 = icmp sgt i64 %71, %94
  br i1 %95, label %96, label %104

96:                                               ; preds = %92
  %97 = getelementptr inbounds i32, ptr @a, i64 %94
  %98 = load i32, ptr %97, align 8, !tbaa !5
  %99 = sext i32 %93 to i64
  %100 = getelementptr inbounds i32, ptr @a, i64 %99
  %101 = load i32, ptr %100, align 4, !tbaa !5
  %102 = icmp sgt i32 %98, %101
  %103 = select i1 %102, i32 %81, i32 %93
  br label %104

104:                                              ; preds = %96, %92
  %105 = phi i32 [ %93, %92 ], [ %103, %96 ]
  %106 = icmp eq i32 %105, %75
  br i1 %106, label %111, label %107

107:                                              ; preds = %104
  %108 = sext i32 %75 to i64
  %109 = getelementptr inbounds i32, ptr @a, i64 %108
  %110 = sext i32 %105 to i64
  br label %72

111:                                              ; preds = %104
  %112 = add nsw i64 %71, -1
  %113 = icmp ugt i64 %71, 1
  br i1 %113, label %70, label %202, !llvm.loop !12

114:                                              ; preds = %24
  tail call fastcc void @mergesort(ptr noundef nonnull @a, i32 noundef 600)
  br label %202

115:                                              ; preds = %24, %129
  %116 = phi i64 [ %134, %129 ], [ 1, %24 ]
  %117 = getelementptr inbounds i32, ptr @a, i64 %116
  %118 = load i32, ptr %117, align 4, !tbaa !5
  br label %119

119:                                              ; preds = %126, %115
  %120 = phi i64 [ %116, %115 ], [ %121, %126 ]
  %121 = add nsw i64 %120, -1
  %122 = and i64 %121, 4294967295
  %123 = getelementptr inbounds i32, ptr @a, i64 %122
  %124 = load i32, ptr %123, align 4, !tbaa !5
  %125 = icmp sgt i32 %124, %118
  br i1 %125, label %126, label %129

126:                                              ; preds = %119
  %127 = getelementptr inbounds i32, ptr @a, i64 %120
  store i32 %124, ptr %127, align 4, !tbaa !5
  %128 = icmp sgt i64 %120, 1
  br i1 %128, label %119, label %129, !llvm.loop !13

129:                                              ; preds = %126, %119
  %130 = phi i64 [ 0, %126 ], [ %120, %119 ]
  %131 = shl i64 %130, 32
  %132 = ashr exact i64 %131, 30
  %133 = getelementptr inbounds i8, ptr @a, i64 %132
  store i32 %118, ptr %133, align 4, !tbaa !5
  %134 = add nuw nsw i64 %116, 1
  %135 = icmp eq i64 %134, 600
  br i1 %135, label %202, label %115, !llvm.loop !14

136:                                              ; preds = %24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(8004) @counting.count, i8 0, i64 8004, i1 false), !tbaa !5
  br label %137

137:                                              ; preds = %137, %136
  %138 = phi i64 [ 0, %136 ], [ %154, %137 ]
  %139 = getelementptr inbounds i32, ptr @a, i64 %138
  %140 = load i32, ptr %139, align 8, !tbaa !5
  %141 = add nsw i32 %140, 1000
  %142 = sext i32 %141 to i64
  %143 = getelementptr inbounds [2001 x i32], ptr @counting.count, i64 0, i64 %142
  %144 = load i32, ptr %143, align 4, !tbaa !5
  %145 = add nsw i32 %144, 1
  store i32 %145, ptr %143, align 4, !tbaa !5
  %146 = or disjoint i64 %138, 1
  %147 = getelementptr inbounds i32, ptr @a, i64 %146
  %148 = load i32, ptr %147, align 4, !tbaa !5
  %149 = add nsw i32 %148, 1000
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds [2001 x i32], ptr @counting.count, i64 0, i64 %150
  %152 = load i32, ptr %151, align 4, !tbaa !5
  %153 = add nsw i32 %152, 1
  store i32 %153, ptr %151, align 4, !tbaa !5
  %154 = add nuw nsw i64 %138, 2
  %155 = icmp eq i64 %154, 600
  br i1 %155, label %156, label %137, !llvm.loop !15

156:                                              ; preds = %137, %197
  %157 = phi i64 [ %199, %197 ], [ 0, %137 ]
  %158 = phi i32 [ %198, %197 ], [ 0, %137 ]
  %159 = getelementptr inbounds [2001 x i32], ptr @counting.count, i64 0, i64 %157
  %160 = load i32, ptr %159, align 4, !tbaa !5
  %161 = icmp eq i32 %160, 0
  br i1 %161, label %197, label %162

162:                                              ; preds = %156
  %163 = sext i32 %158 to i64
  %164 = trunc i64 %157 to i32
  %165 = add i32 %164, -1000
  %166 = zext i32 %160 to i64
  %167 = icmp ult i32 %160, 8
  br i1 %167, label %184, label %168

168:                                              ; preds = %162
  %169 = and i64 %166, 4294967288
  %170 = add nsw i64 %169, %163
  %171 = trunc nuw i64 %169 to i32
  %172 = sub i32 %160, %171
  %173 = insertelement <4 x i32> poison, i32 %165, i64 0
  %174 = shufflevector <4 x i32> %173, <4 x i32> poison, <4 x i32> zeroinitializer
  %175 = getelementptr i32, ptr @a, i64 %163
  br label %176

176:                                              ; preds = %176, %168
  %177 = phi i64 [ 0, %168 ], [ %180, %176 ]
  %178 = getelementptr i32, ptr %175, i64 %177
  %179 = getelementptr inbounds i8, ptr %178, i64 16
  store <4 x i32> %174, ptr %178, align 4, !tbaa !5
  store <4 x i32> %174, ptr %179, align 4, !tbaa !5
  %180 = add nuw i64 %177, 8
  %181 = icmp eq i64 %180, %169
  br i1 %181, label %182, label %176, !llvm.loop !16

182:                                              ; preds = %176
  %183 = icmp eq i64 %169, %166
  br i1 %183, label %194, label %184

184:                                              ; preds = %182, %162
  %185 = phi i64 [ %163, %162 ], [ %170, %182 ]
  %186 = phi i32 [ %160, %162 ], [ %172, %182 ]
  br label %187

187:                                              ; preds = %184, %187
  %188 = phi i64 [ %191, %187 ], [ %185, %184 ]
  %189 = phi i32 [ %190, %187 ], [ %186, %184 ]
  %190 = add nsw i32 %189, -1
  %191 = add nsw i64 %188, 1
  %192 = getelementptr inbounds i32, ptr @a, i64 %188
  store i32 %165, ptr %192, align 4, !tbaa !5
  %193 = icmp eq i32 %190, 0
  br i1 %193, label %194, label %187, !llvm.loop !19

194:                                              ; preds = %187, %182
  %195 = phi i64 [ %170, %182 ], [ %191, %187 ]
  %196 = trunc nsw i64 %195 to i32
  br label %197

197:                                              ; preds = %194, %156
  %198 = phi i32 [ %158, %156 ], [ %196, %194 ]
  store i32 -1, ptr %159, align 4, !tbaa !5
  %199 = add nuw nsw i64 %157, 1
  %200 = icmp eq i64 %199, 2001
  br i1 %200, label %202, label %156, !llvm.loop !20

201:                                              ; preds = %24
  unreachable

202:                                              ; preds = %197, %129, %111, %114, %27
  %203 = load i32, ptr @a, align 16, !tbaa !5
  br label %204

204:                                              ; preds = %218, %202
  %205 = phi i32 [ 1, %202 ], [ %224, %218 ]
  %206 = phi i64 [ 1, %202 ], [ %225, %218 ]
  %207 = phi i32 [ %203, %202 ], [ %222, %218 ]
  %208 = mul i32 %207, 31
  %209 = getelementptr inbounds i32, ptr @a, i64 %206
  %210 = load i32, ptr %209, align 4, !tbaa !5
  %211 = add i32 %210, %208
  %212 = getelementptr i8, ptr %209, i64 -4
  %213 = load i32, ptr %212, align 4, !tbaa !5
  %214 = icmp sgt i32 %213, %210
  %215 = select i1 %214, i32 0, i32 %205
  %216 = add nuw nsw i64 %206, 1
  %217 = icmp eq i64 %216, 600
  br i1 %217, label %226, label %218, !llvm.loop !21

218:                                              ; preds = %204
  %219 = mul i32 %211, 31
  %220 = getelementptr inbounds i32, ptr @a, i64 %216
  %221 = load i32, ptr %220, align 4, !tbaa !5
  %222 = add i32 %221, %219
  %223 = icmp sgt i32 %210, %221
  %224 = select i1 %223, i32 0, i32 %215
  %225 = add nuw nsw i64 %206, 2
  br label %204

226:                                              ; preds = %204
  %227 = shl i64 %25, 2
  %228 = call ptr @llvm.load.relative.i64(ptr @__const.main.names.rel, i64 %227)
  %229 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 2396), align 4, !tbaa !5
  %230 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %228, i32 noundef %215, i32 noundef %211, i32 noundef %203, i32 noundef %229)
  %231 = add nuw nsw i64 %25, 1
  %232 = icmp eq i64 %231, 5
  br i1 %232, label %23, label %24, !llvm.loop !23
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nofree nosync nounwind ssp memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @quicksort(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = icmp slt i32 %0, %1
  br i1 %3, label %4, label %51

4:                                                ; preds = %2, %47
  %5 = phi i32 [ %49, %47 ], [ %0, %2 ]
  %6 = phi i32 [ %48, %47 ], [ %1, %2 ]
  %7 = add nsw i32 %5, %6
  %8 = sdiv i32 %7, 2
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds i32, ptr @a, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !5
  br label %12

12:                                               ; preds = %4, %37
  %13 = phi i32 [ %6, %4 ], [ %39, %37 ]
  %14 = phi i32 [ %5, %4 ], [ %38, %37 ]
  %15 = sext i32 %14 to i64
  br label %16

16:                                               ; preds = %16, %12
  %17 = phi i64 [ %21, %16 ], [ %15, %12 ]
  %18 = getelementptr inbounds i32, ptr @a, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !5
  %20 = icmp slt i32 %19, %11
  %21 = add nsw i64 %17, 1
  br i1 %20, label %16, label %22, !llvm.loop !24

22:                                               ; preds = %16
  %23 = sext i32 %13 to i64
  br label %24

24:                                               ; preds = %24, %22
  %25 = phi i64 [ %29, %24 ], [ %23, %22 ]
  %26 = getelementptr inbounds i32, ptr @a, i64 %25
  %27 = load i32, ptr %26, align 4, !tbaa !5
  %28 = icmp sgt i32 %27, %11
  %29 = add nsw i64 %25, -1
  br i1 %28, label %24, label %30, !llvm.loop !25

30:                                               ; preds = %24
  %31 = trunc nsw i64 %17 to i32
  %32 = trunc nsw i64 %25 to i32
  %33 = icmp sgt i64 %17, %25
  br i1 %33, label %37, label %34

34:                                               ; preds = %30
  store i32 %27, ptr %18, align 4, !tbaa !5
  store i32 %19, ptr %26, align 4, !tbaa !5
  %35 = add nsw i32 %31, 1
  %36 = add nsw i32 %32, -1
  br label %37

37:                                               ; preds = %34, %30
  %38 = phi i32 [ %35, %34 ], [ %31, %30 ]
  %39 = phi i32 [ %36, %34 ], [ %32, %30 ]
  %40 = icmp sgt i32 %38, %39
  br i1 %40, label %41, label %12, !llvm.loop !26

41:                                               ; preds = %37
  %42 = sub nsw i32 %39, %5
  %43 = sub nsw i32 %6, %38
  %44 = icmp slt i32 %42, %43
  br i1 %44, label %45, label %46

45:                                               ; preds = %41
  tail call fastcc void @quicksort(i32 noundef %5, i32 noundef %39)
  br label %47

46:                                               ; preds = %41
  tail call fastcc void @quicksort(i32 noundef %38, i32 noundef %6)
  br label %47

47:                                               ; preds = %46, %45
  %48 = phi i32 [ %6, %45 ], [ %39, %46 ]
  %49 = phi i32 [ %38, %45 ], [ %5, %46 ]
  %50 = icmp slt i32 %49, %48
  br i1 %50, label %4, label %51, !llvm.loop !27

51:                                               ; preds = %47, %2
  ret void
}

; Function Attrs: nofree nosync nounwind ssp memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @mergesort(ptr noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = icmp slt i32 %1, 2
  br i1 %3, label %95, label %4

4:                                                ; preds = %2
  %5 = lshr i32 %1, 1
  tail call fastcc void @mergesort(ptr noundef %0, i32 noundef %5)
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds i32, ptr %0, i64 %6
  %8 = sub nsw i32 %1, %5
  tail call fastcc void @mergesort(ptr noundef %7, i32 noundef %8)
  br label %48

9:                                                ; preds = %48
  %10 = icmp ult i32 %60, %5
  br i1 %10, label %11, label %70

11:                                               ; preds = %9
  %12 = and i64 %65, 4294967295
  %13 = shl nuw nsw i64 %12, 2
  %14 = getelementptr i8, ptr @tmp, i64 %13
  %15 = zext nneg i32 %60 to i64
  %16 = shl nuw nsw i64 %15, 2
  %17 = getelementptr i8, ptr %0, i64 %16
  %18 = xor i32 %60, -1
  %19 = add nsw i32 %5, %18
  %20 = zext i32 %19 to i64
  %21 = shl nuw nsw i64 %20, 2
  %22 = add nuw nsw i64 %21, 4
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %14, ptr noundef nonnull align 4 dereferenceable(1) %17, i64 %22, i1 false), !tbaa !5
  %23 = zext nneg i32 %5 to i64
  %24 = zext nneg i32 %51 to i64
  %25 = sub nsw i64 %23, %24
  %26 = sext i1 %58 to i64
  %27 = add nsw i64 %25, %26
  %28 = icmp ult i64 %27, 4
  br i1 %28, label %29, label %32

29:                                               ; preds = %44, %11
  %30 = phi i64 [ %15, %11 ], [ %34, %44 ]
  %31 = phi i64 [ %12, %11 ], [ %46, %44 ]
  br label %85

32:                                               ; preds = %11
  %33 = and i64 %27, -4
  %34 = add nsw i64 %33, %15
  %35 = insertelement <2 x i64> <i64 poison, i64 0>, i64 %12, i64 0
  br label %36

36:                                               ; preds = %36, %32
  %37 = phi i64 [ 0, %32 ], [ %42, %36 ]
  %38 = phi <2 x i64> [ %35, %32 ], [ %40, %36 ]
  %39 = phi <2 x i64> [ zeroinitializer, %32 ], [ %41, %36 ]
  %40 = add <2 x i64> %38, <i64 1, i64 1>
  %41 = add <2 x i64> %39, <i64 1, i64 1>
  %42 = add nuw i64 %37, 4
  %43 = icmp eq i64 %42, %33
  br i1 %43, label %44, label %36, !llvm.loop !28

44:                                               ; preds = %36
  %45 = add <2 x i64> %41, %40
  %46 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %45)
  %47 = icmp eq i64 %27, %33
  br i1 %47, label %70, label %29

48:                                               ; preds = %4, %48
  %49 = phi i64 [ 0, %4 ], [ %65, %48 ]
  %50 = phi i32 [ %5, %4 ], [ %63, %48 ]
  %51 = phi i32 [ 0, %4 ], [ %60, %48 ]
  %52 = zext nneg i32 %51 to i64
  %53 = getelementptr inbounds i32, ptr %0, i64 %52
  %54 = load i32, ptr %53, align 4, !tbaa !5
  %55 = zext nneg i32 %50 to i64
  %56 = getelementptr inbounds i32, ptr %0, i64 %55
  %57 = load i32, ptr %56, align 4, !tbaa !5
  %58 = icmp sle i32 %54, %57
  %59 = zext i1 %58 to i32
  %60 = add nuw nsw i32 %51, %59
  %61 = xor i1 %58, true
  %62 = zext i1 %61 to i32
  %63 = add nuw nsw i32 %50, %62
  %64 = tail call i32 @llvm.smin.i32(i32 %54, i32 %57)
  %65 = add nuw nsw i64 %49, 1
  %66 = getelementptr inbounds [600 x i32], ptr @tmp, i64 0, i64 %49
  store i32 %64, ptr %66, align 4, !tbaa !5
  %67 = icmp ult i32 %60, %5
  %68 = icmp slt i32 %63, %1
  %69 = select i1 %67, i1 %68, i1 false
  br i1 %69, label %48, label %9, !llvm.loop !29

70:                                               ; preds = %85, %44, %9
  %71 = phi i64 [ %65, %9 ], [ %46, %44 ], [ %89, %85 ]
  %72 = icmp slt i32 %63, %1
  br i1 %72, label %73, label %91

73:                                               ; preds = %70
  %74 = shl i64 %71, 2
  %75 = and i64 %74, 17179869180
  %76 = getelementptr i8, ptr @tmp, i64 %75
  %77 = zext nneg i32 %63 to i64
  %78 = shl nuw nsw i64 %77, 2
  %79 = getelementptr i8, ptr %0, i64 %78
  %80 = xor i32 %63, -1
  %81 = add nsw i32 %80, %1
  %82 = zext i32 %81 to i64
  %83 = shl nuw nsw i64 %82, 2
  %84 = add nuw nsw i64 %83, 4
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %76, ptr noundef nonnull align 4 dereferenceable(1) %79, i64 %84, i1 false), !tbaa !5
  br label %91

85:                                               ; preds = %29, %85
  %86 = phi i64 [ %88, %85 ], [ %30, %29 ]
  %87 = phi i64 [ %89, %85 ], [ %31, %29 ]
  %88 = add nuw nsw i64 %86, 1
  %89 = add nuw nsw i64 %87, 1
  %90 = icmp eq i64 %88, %23
  br i1 %90, label %70, label %85, !llvm.loop !30

91:                                               ; preds = %70, %73
  %92 = tail call i32 @llvm.smax.i32(i32 %1, i32 1)
  %93 = zext nneg i32 %92 to i64
  %94 = shl nuw nsw i64 %93, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %0, ptr noundef nonnull align 16 dereferenceable(1) @tmp, i64 %94, i1 false), !tbaa !5
  br label %95

95:                                               ; preds = %91, %2
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #7

attributes #0 = { nofree nounwind ssp uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind ssp memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind ssp memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="penryn" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sahf,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10, !17, !18}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = distinct !{!19, !10, !18, !17}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10, !22}
!22 = !{!"llvm.loop.peeled.count", i32 1}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !10}
!28 = distinct !{!28, !10, !17, !18}
!29 = distinct !{!29, !10}
!30 = distinct !{!30, !10, !18, !17}
