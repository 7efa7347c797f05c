; ModuleID = 'tests/programs/nohdr_sort.c'
source_filename = "tests/programs/nohdr_sort.c"
target datalayout = "e-m:o-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "arm64-apple-macosx11.0.0"

@src = internal unnamed_addr global [600 x i32] zeroinitializer, align 4
@.str = private unnamed_addr constant [6 x i8] c"quick\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"heap\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"merge\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"insertion\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"counting\00", align 1
@__const.main.names = private unnamed_addr constant [5 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4], align 8
@a = internal global [600 x i32] zeroinitializer, align 4
@.str.5 = private unnamed_addr constant [38 x i8] c"%-9s sorted=%d hash=%u min=%d max=%d\0A\00", align 1
@tmp = internal unnamed_addr global [600 x i32] zeroinitializer, align 4
@counting.count = internal unnamed_addr global [2001 x i32] zeroinitializer, align 4

; Function Attrs: nofree nounwind ssp uwtable(sync)
define noundef i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %1
  %2 = phi i64 [ 0, %0 ], [ %12, %1 ]
  %3 = phi i32 [ 42, %0 ], [ %5, %1 ]
  %4 = mul i32 %3, 214013
  %5 = add i32 %4, 2531011
  %6 = lshr i32 %5, 16
  %7 = trunc nuw i32 %6 to i16
  %8 = urem i16 %7, 2001
  %9 = zext nneg i16 %8 to i32
  %10 = add nsw i32 %9, -1000
  %11 = getelementptr inbounds [600 x i32], ptr @src, i64 0, i64 %2
  store i32 %10, ptr %11, align 4, !tbaa !5
  %12 = add nuw nsw i64 %2, 1
  %13 = icmp eq i64 %12, 600
  br i1 %13, label %15, label %1, !llvm.loop !9

14:                                               ; preds = %203
  ret i32 0

15:                                               ; preds = %1, %203
  %16 = phi i64 [ %208, %203 ], [ 0, %1 ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(2400) @a, ptr noundef nonnull align 4 dereferenceable(2400) @src, i64 2400, i1 false), !tbaa !5
  %17 = trunc nuw nsw i64 %16 to i32
  switch i32 %17, label %186 [
    i32 0, label %18
    i32 1, label %19
    i32 2, label %105
    i32 3, label %106
    i32 4, label %127
  ]

18:                                               ; preds = %15
  tail call fastcc void @quicksort(i32 noundef 0, i32 noundef 599)
  br label %187

19:                                               ; preds = %15, %58
  %20 = phi i32 [ %59, %58 ], [ 299, %15 ]
  br label %21

21:                                               ; preds = %51, %19
  %22 = phi i32 [ %49, %51 ], [ %20, %19 ]
  %23 = shl nsw i32 %22, 1
  %24 = or disjoint i32 %23, 1
  %25 = add nsw i32 %23, 2
  %26 = icmp slt i32 %24, 600
  br i1 %26, label %27, label %36

27:                                               ; preds = %21
  %28 = sext i32 %24 to i64
  %29 = getelementptr inbounds i32, ptr @a, i64 %28
  %30 = load i32, ptr %29, align 4, !tbaa !5
  %31 = sext i32 %22 to i64
  %32 = getelementptr inbounds i32, ptr @a, i64 %31
  %33 = load i32, ptr %32, align 4, !tbaa !5
  %34 = icmp sgt i32 %30, %33
  %35 = select i1 %34, i32 %24, i32 %22
  br label %36

36:                                               ; preds = %27, %21
  %37 = phi i32 [ %22, %21 ], [ %35, %27 ]
  %38 = icmp slt i32 %22, 299
  br i1 %38, label %39, label %48

39:                                               ; preds = %36
  %40 = sext i32 %25 to i64
  %41 = getelementptr inbounds i32, ptr @a, i64 %40
  %42 = load i32, ptr %41, align 4, !tbaa !5
  %43 = sext i32 %37 to i64
  %44 = getelementptr inbounds i32, ptr @a, i64 %43
  %45 = load i32, ptr %44, align 4, !tbaa !5
  %46 = icmp sgt i32 %42, %45
  %47 = select i1 %46, i32 %25, i32 %37
  br label %48

48:                                               ; preds = %39, %36
  %49 = phi i32 [ %37, %36 ], [ %47, %39 ]
  %50 = icmp eq i32 %49, %22
  br i1 %50, label %58, label %51

51:                                               ; preds = %48
  %52 = sext i32 %22 to i64
  %53 = getelementptr inbounds i32, ptr @a, i64 %52
  %54 = load i32, ptr %53, align 4, !tbaa !5
  %55 = sext i32 %49 to i64
  %56 = getelementptr inbounds i32, ptr @a, i64 %55
  %57 = load i32, ptr %56, align 4, !tbaa !5
  store i32 %57, ptr %53, align 4, !tbaa !5
  store i32 %54, ptr %56, align 4, !tbaa !5
  br label %21

58:                                               ; preds = %48
  %59 = add nsw i32 %20, -1
  %60 = icmp eq i32 %20, 0
  br i1 %60, label %61, label %19, !llvm.loop !11

61:                                               ; preds = %58, %102
  %62 = phi i64 [ %103, %102 ], [ 599, %58 ]
  br label %63

63:                                               ; preds = %98, %61
  %64 = phi i64 [ %101, %98 ], [ %62, %61 ]
  %65 = phi ptr [ %100, %98 ], [ @a, %61 ]
  %66 = phi i32 [ %96, %98 ], [ 0, %61 ]
  %67 = load i32, ptr %65, align 4, !tbaa !5
  %68 = getelementptr inbounds i32, ptr @a, i64 %64
  %69 = load i32, ptr %68, align 4, !tbaa !5
  store i32 %69, ptr %65, align 4, !tbaa !5
  store i32 %67, ptr %68, align 4, !tbaa !5
  %70 = shl nsw i32 %66, 1
  %71 = or disjoint i32 %70, 1
  %72 = add nsw i32 %70, 2
  %73 = sext i32 %71 to i64
  %74 = icmp sgt i64 %62, %73
  br i1 %74, label %75, label %83

75:                                               ; preds = %63
  %76 = getelementptr inbounds i32, ptr @a, i64 %73
  %77 = load i32, ptr %76, align 4, !tbaa !5
  %78 = sext i32 %66 to i64
  %79 = getelementptr inbounds i32, ptr @a, i64 %78
  %80 = load i32, ptr %79, align 4, !tbaa !5
  %81 = icmp sgt i32 %77, %80
  %82 = select i1 %81, i32 %71, i32 %66
  br label %83

83:                                               ; preds = %75, %63
  %84 = phi i32 [ %66, %63 ], [ %82, %75 ]
  %85 = sext i32 %72 to i64
  %86 = icmp sgt i64 %62, %85
  br i1 %86, label %87, label %95

87:                                               ; preds = %83
  %88 = getelementptr inbounds i32, ptr @a, i64 %85
  %89 = load i32, ptr %88, align 4, !tbaa !5
  %90 = sext i32 %84 to i64
  %91 = getelementptr inbounds i32, ptr @a, i64 %90
  %92 = load i32, ptr %91, align 4, !tbaa !5
  %93 = icmp sgt i32 %89, %92
  %94 = select i1 %93, i32 %72, i32 %84
  br label %95

95:                                               ; preds = %87, %83
  %96 = phi i32 [ %84, %83 ], [ %94, %87 ]
  %97 = icmp eq i32 %96, %66
  br i1 %97, label %102, label %98

98:                                               ; preds = %95
  %99 = sext i32 %66 to i64
  %100 = getelementptr inbounds i32, ptr @a, i64 %99
  %101 = sext i32 %96 to i64
  br label %63

102:                                              ; preds = %95
  %103 = add nsw i64 %62, -1
  %104 = icmp ugt i64 %62, 1
  br i1 %104, label %61, label %187, !llvm.loop !12

105:                                              ; preds = %15
  tail call fastcc void @mergesort(ptr noundef nonnull @a, i32 noundef 600)
  br label %187

106:                                              ; preds = %15, %120
  %107 = phi i64 [ %125, %120 ], [ 1, %15 ]
  %108 = getelementptr inbounds i32, ptr @a, i64 %107
  %109 = load i32, ptr %108, align 4, !tbaa !5
  br label %110

110:                                              ; preds = %117, %106
  %111 = phi i64 [ %107, %106 ], [ %112, %117 ]
  %112 = add nsw i64 %111, -1
  %113 = and i64 %112, 4294967295
  %114 = getelementptr inbounds i32, ptr @a, i64 %113
  %115 = load i32, ptr %114, align 4, !tbaa !5
  %116 = icmp sgt i32 %115, %109
  br i1 %116, label %117, label %120

117:                                              ; preds = %110
  %118 = getelementptr inbounds i32, ptr @a, i64 %111
  store i32 %115, ptr %118, align 4, !tbaa !5
  %119 = icmp sgt i64 %111, 1
  br i1 %119, label %110, label %120, !llvm.loop !13

120:                                              ; preds = %117, %110
  %121 = phi i64 [ 0, %117 ], [ %111, %110 ]
  %122 = shl i64 %121, 32
  %123 = ashr exact i64 %122, 30
  %124 = getelementptr inbounds i8, ptr @a, i64 %123
  store i32 %109, ptr %124, align 4, !tbaa !5
  %125 = add nuw nsw i64 %107, 1
  %126 = icmp eq i64 %125, 600
  br i1 %126, label %187, label %106, !llvm.loop !14

127:                                              ; preds = %15
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(8004) @counting.count, i8 0, i64 8004, i1 false), !tbaa !5
  br label %128

128:                                              ; preds = %128, %127
  %129 = phi i64 [ 0, %127 ], [ %137, %128 ]
  %130 = getelementptr inbounds i32, ptr @a, i64 %129
  %131 = load i32, ptr %130, align 4, !tbaa !5
  %132 = add nsw i32 %131, 1000
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds [2001 x i32], ptr @counting.count, i64 0, i64 %133
  %135 = load i32, ptr %134, align 4, !tbaa !5
  %136 = add nsw i32 %135, 1
  store i32 %136, ptr %134, align 4, !tbaa !5
  %137 = add nuw nsw i64 %129, 1
  %138 = icmp eq i64 %137, 600
  br i1 %138, label %139, label %128, !llvm.loop !15

139:                                              ; preds = %128, %182
  %140 = phi i64 [ %184, %182 ], [ 0, %128 ]
  %141 = phi i32 [ %183, %182 ], [ 0, %128 ]
  %142 = getelementptr inbounds [2001 x i32], ptr @counting.count, i64 0, i64 %140
  %143 = load i32, ptr %142, align 4, !tbaa !5
  %144 = icmp eq i32 %143, 0
  br i1 %144, label %182, label %145

145:                                              ; preds = %139
  %146 = sext i32 %141 to i64
  %147 = trunc i64 %140 to i32
  %148 = add i32 %147, -1000
  %149 = zext i32 %143 to i64
  %150 = icmp ult i32 %143, 16
  br i1 %150, label %169, label %151

151:                                              ; preds = %145
  %152 = and i64 %149, 4294967280
  %153 = add nsw i64 %152, %146
  %154 = trunc nuw i64 %152 to i32
  %155 = sub i32 %143, %154
  %156 = insertelement <4 x i32> poison, i32 %148, i64 0
  %157 = shufflevector <4 x i32> %156, <4 x i32> poison, <4 x i32> zeroinitializer
  %158 = getelementptr i32, ptr @a, i64 %146
  br label %159

159:                                              ; preds = %159, %151
  %160 = phi i64 [ 0, %151 ], [ %165, %159 ]
  %161 = getelementptr i32, ptr %158, i64 %160
  %162 = getelementptr inbounds i8, ptr %161, i64 16
  %163 = getelementptr inbounds i8, ptr %161, i64 32
  %164 = getelementptr inbounds i8, ptr %161, i64 48
  store <4 x i32> %157, ptr %161, align 4, !tbaa !5
  store <4 x i32> %157, ptr %162, align 4, !tbaa !5
  store <4 x i32> %157, ptr %163, align 4, !tbaa !5
  store <4 x i32> %157, ptr %164, align 4, !tbaa !5
  %165 = add nuw i64 %160, 16
  %166 = icmp eq i64 %165, %152
  br i1 %166, label %167, label %159, !llvm.loop !16

167:                                              ; preds = %159
  %168 = icmp eq i64 %152, %149
  br i1 %168, label %179, label %169

169:                                              ; preds = %167, %145
  %170 = phi i64 [ %146, %145 ], [ %153, %167 ]
  %171 = phi i32 [ %143, %145 ], [ %155, %167 ]
  br label %172

172:                                              ; preds = %169, %172
  %173 = phi i64 [ %176, %172 ], [ %170, %169 ]
  %174 = phi i32 [ %175, %172 ], [ %171, %169 ]
  %175 = add nsw i32 %174, -1
  %176 = add nsw i64 %173, 1
  %177 = getelementptr inbounds i32, ptr @a, i64 %173
  store i32 %148, ptr %177, align 4, !tbaa !5
  %178 = icmp eq i32 %175, 0
  br i1 %178, label %179, label %172, !llvm.loop !19

179:                                              ; preds = %172, %167
  %180 = phi i64 [ %153, %167 ], [ %176, %172 ]
  %181 = trunc nsw i64 %180 to i32
  br label %182

182:                                              ; preds = %179, %139
  %183 = phi i32 [ %141, %139 ], [ %181, %179 ]
  store i32 -1, ptr %142, align 4, !tbaa !5
  %184 = add nuw nsw i64 %140, 1
  %185 = icmp eq i64 %184, 2001
  br i1 %185, label %187, label %139, !llvm.loop !20

186:                                              ; preds = %15
  unreachable

187:                                              ; preds = %182, %120, %102, %105, %18
  %188 = load i32, ptr @a, align 4, !tbaa !5
  br label %189

189:                                              ; preds = %189, %187
  %190 = phi i32 [ 1, %187 ], [ %200, %189 ]
  %191 = phi i64 [ 1, %187 ], [ %201, %189 ]
  %192 = phi i32 [ %188, %187 ], [ %196, %189 ]
  %193 = mul i32 %192, 31
  %194 = getelementptr inbounds i32, ptr @a, i64 %191
  %195 = load i32, ptr %194, align 4, !tbaa !5
  %196 = add i32 %195, %193
  %197 = getelementptr i8, ptr %194, i64 -4
  %198 = load i32, ptr %197, align 4, !tbaa !5
  %199 = icmp sgt i32 %198, %195
  %200 = select i1 %199, i32 0, i32 %190
  %201 = add nuw nsw i64 %191, 1
  %202 = icmp eq i64 %201, 600
  br i1 %202, label %203, label %189, !llvm.loop !21

203:                                              ; preds = %189
  %204 = getelementptr inbounds [5 x ptr], ptr @__const.main.names, i64 0, i64 %16
  %205 = load ptr, ptr %204, align 8, !tbaa !23
  %206 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 2396), align 4, !tbaa !5
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %205, i32 noundef %200, i32 noundef %196, i32 noundef %188, i32 noundef %206)
  %208 = add nuw nsw i64 %16, 1
  %209 = icmp eq i64 %208, 5
  br i1 %209, label %14, label %15, !llvm.loop !25
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nofree nosync nounwind ssp memory(readwrite, argmem: none, inaccessiblemem: none) uwtable(sync)
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
  br i1 %20, label %16, label %22, !llvm.loop !26

22:                                               ; preds = %16
  %23 = sext i32 %13 to i64
  br label %24

24:                                               ; preds = %24, %22
  %25 = phi i64 [ %29, %24 ], [ %23, %22 ]
  %26 = getelementptr inbounds i32, ptr @a, i64 %25
  %27 = load i32, ptr %26, align 4, !tbaa !5
  %28 = icmp sgt i32 %27, %11
  %29 = add nsw i64 %25, -1
  br i1 %28, label %24, label %30, !llvm.loop !27

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
  br i1 %40, label %41, label %12, !llvm.loop !28

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
  br i1 %50, label %4, label %51, !llvm.loop !29

51:                                               ; preds = %47, %2
  ret void
}

; Function Attrs: nofree nosync nounwind ssp memory(readwrite, inaccessiblemem: none) uwtable(sync)
define internal fastcc void @mergesort(ptr noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = icmp slt i32 %1, 2
  br i1 %3, label %101, label %4

4:                                                ; preds = %2
  %5 = lshr i32 %1, 1
  tail call fastcc void @mergesort(ptr noundef %0, i32 noundef %5)
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds i32, ptr %0, i64 %6
  %8 = sub nsw i32 %1, %5
  tail call fastcc void @mergesort(ptr noundef %7, i32 noundef %8)
  br label %54

9:                                                ; preds = %54
  %10 = icmp ult i32 %66, %5
  br i1 %10, label %11, label %76

11:                                               ; preds = %9
  %12 = and i64 %71, 4294967295
  %13 = shl nuw nsw i64 %12, 2
  %14 = getelementptr i8, ptr @tmp, i64 %13
  %15 = zext nneg i32 %66 to i64
  %16 = shl nuw nsw i64 %15, 2
  %17 = getelementptr i8, ptr %0, i64 %16
  %18 = xor i32 %66, -1
  %19 = add nsw i32 %5, %18
  %20 = zext i32 %19 to i64
  %21 = shl nuw nsw i64 %20, 2
  %22 = add nuw nsw i64 %21, 4
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %14, ptr noundef nonnull align 4 dereferenceable(1) %17, i64 %22, i1 false), !tbaa !5
  %23 = zext nneg i32 %5 to i64
  %24 = zext nneg i32 %57 to i64
  %25 = sub nsw i64 %23, %24
  %26 = sext i1 %64 to i64
  %27 = add nsw i64 %25, %26
  %28 = icmp ult i64 %27, 8
  br i1 %28, label %29, label %32

29:                                               ; preds = %48, %11
  %30 = phi i64 [ %15, %11 ], [ %34, %48 ]
  %31 = phi i64 [ %12, %11 ], [ %52, %48 ]
  br label %91

32:                                               ; preds = %11
  %33 = and i64 %27, -8
  %34 = add nsw i64 %33, %15
  %35 = insertelement <2 x i64> <i64 poison, i64 0>, i64 %12, i64 0
  br label %36

36:                                               ; preds = %36, %32
  %37 = phi i64 [ 0, %32 ], [ %46, %36 ]
  %38 = phi <2 x i64> [ %35, %32 ], [ %42, %36 ]
  %39 = phi <2 x i64> [ zeroinitializer, %32 ], [ %43, %36 ]
  %40 = phi <2 x i64> [ zeroinitializer, %32 ], [ %44, %36 ]
  %41 = phi <2 x i64> [ zeroinitializer, %32 ], [ %45, %36 ]
  %42 = add <2 x i64> %38, <i64 1, i64 1>
  %43 = add <2 x i64> %39, <i64 1, i64 1>
  %44 = add <2 x i64> %40, <i64 1, i64 1>
  %45 = add <2 x i64> %41, <i64 1, i64 1>
  %46 = add nuw i64 %37, 8
  %47 = icmp eq i64 %46, %33
  br i1 %47, label %48, label %36, !llvm.loop !30

48:                                               ; preds = %36
  %49 = add <2 x i64> %43, %42
  %50 = add <2 x i64> %44, %49
  %51 = add <2 x i64> %45, %50
  %52 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %51)
  %53 = icmp eq i64 %27, %33
  br i1 %53, label %76, label %29

54:                                               ; preds = %4, %54
  %55 = phi i64 [ 0, %4 ], [ %71, %54 ]
  %56 = phi i32 [ %5, %4 ], [ %69, %54 ]
  %57 = phi i32 [ 0, %4 ], [ %66, %54 ]
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr inbounds i32, ptr %0, i64 %58
  %60 = load i32, ptr %59, align 4, !tbaa !5
  %61 = zext nneg i32 %56 to i64
  %62 = getelementptr inbounds i32, ptr %0, i64 %61
  %63 = load i32, ptr %62, align 4, !tbaa !5
  %64 = icmp sle i32 %60, %63
  %65 = zext i1 %64 to i32
  %66 = add nuw nsw i32 %57, %65
  %67 = xor i1 %64, true
  %68 = zext i1 %67 to i32
  %69 = add nuw nsw i32 %56, %68
  %70 = tail call i32 @llvm.smin.i32(i32 %60, i32 %63)
  %71 = add nuw nsw i64 %55, 1
  %72 = getelementptr inbounds [600 x i32], ptr @tmp, i64 0, i64 %55
  store i32 %70, ptr %72, align 4, !tbaa !5
  %73 = icmp ult i32 %66, %5
  %74 = icmp slt i32 %69, %1
  %75 = select i1 %73, i1 %74, i1 false
  br i1 %75, label %54, label %9, !llvm.loop !31

76:                                               ; preds = %91, %48, %9
  %77 = phi i64 [ %71, %9 ], [ %52, %48 ], [ %95, %91 ]
  %78 = icmp slt i32 %69, %1
  br i1 %78, label %79, label %97

79:                                               ; preds = %76
  %80 = shl i64 %77, 2
  %81 = and i64 %80, 17179869180
  %82 = getelementptr i8, ptr @tmp, i64 %81
  %83 = zext nneg i32 %69 to i64
  %84 = shl nuw nsw i64 %83, 2
  %85 = getelementptr i8, ptr %0, i64 %84
  %86 = xor i32 %69, -1
  %87 = add nsw i32 %86, %1
  %88 = zext i32 %87 to i64
  %89 = shl nuw nsw i64 %88, 2
  %90 = add nuw nsw i64 %89, 4
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %82, ptr noundef nonnull align 4 dereferenceable(1) %85, i64 %90, i1 false), !tbaa !5
  br label %97

91:                                               ; preds = %29, %91
  %92 = phi i64 [ %94, %91 ], [ %30, %29 ]
  %93 = phi i64 [ %95, %91 ], [ %31, %29 ]
  %94 = add nuw nsw i64 %92, 1
  %95 = add nuw nsw i64 %93, 1
  %96 = icmp eq i64 %94, %23
  br i1 %96, label %76, label %91, !llvm.loop !32

97:                                               ; preds = %76, %79
  %98 = tail call i32 @llvm.smax.i32(i32 %1, i32 1)
  %99 = zext nneg i32 %98 to i64
  %100 = shl nuw nsw i64 %99, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %0, ptr noundef nonnull align 4 dereferenceable(1) @tmp, i64 %100, i1 false), !tbaa !5
  br label %101

101:                                              ; preds = %97, %2
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

attributes #0 = { nofree nounwind ssp uwtable(sync) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind ssp memory(readwrite, argmem: none, inaccessiblemem: none) uwtable(sync) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #3 = { nofree nosync nounwind ssp memory(readwrite, inaccessiblemem: none) uwtable(sync) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{i32 7, !"frame-pointer", i32 1}
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
!23 = !{!24, !24, i64 0}
!24 = !{!"any pointer", !7, i64 0}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !10}
!28 = distinct !{!28, !10}
!29 = distinct !{!29, !10}
!30 = distinct !{!30, !10, !17, !18}
!31 = distinct !{!31, !10}
!32 = distinct !{!32, !10, !18, !17}
