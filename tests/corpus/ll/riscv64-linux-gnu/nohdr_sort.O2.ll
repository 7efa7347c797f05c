; ModuleID = 'tests/programs/nohdr_sort.c'
source_filename = "tests/programs/nohdr_sort.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@src = internal unnamed_addr global [600 x i32] zeroinitializer, align 4
@.str = private unnamed_addr constant [6 x i8] c"quick\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"heap\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"merge\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"insertion\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"counting\00", align 1
@__const.main.names.rel = private unnamed_addr constant [5 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.1 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.2 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.3 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.4 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32)], align 4
@a = internal global [600 x i32] zeroinitializer, align 4
@.str.5 = private unnamed_addr constant [38 x i8] c"%-9s sorted=%d hash=%u min=%d max=%d\0A\00", align 1
@tmp = internal unnamed_addr global [600 x i32] zeroinitializer, align 4
@counting.count = internal unnamed_addr global [2001 x i32] zeroinitializer, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 {
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
  store i32 %10, ptr %11, align 4, !tbaa !9
  %12 = add nuw nsw i64 %2, 1
  %13 = icmp eq i64 %12, 600
  br i1 %13, label %15, label %1, !llvm.loop !13

14:                                               ; preds = %180
  ret i32 0

15:                                               ; preds = %1, %180
  %16 = phi i64 [ %185, %180 ], [ 0, %1 ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(2400) @a, ptr noundef nonnull align 4 dereferenceable(2400) @src, i64 2400, i1 false), !tbaa !9
  %17 = trunc nuw nsw i64 %16 to i32
  switch i32 %17, label %163 [
    i32 0, label %18
    i32 1, label %19
    i32 2, label %105
    i32 3, label %106
    i32 4, label %128
  ]

18:                                               ; preds = %15
  tail call fastcc void @quicksort(i32 noundef signext 0, i32 noundef signext 599)
  br label %164

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
  %30 = load i32, ptr %29, align 4, !tbaa !9
  %31 = sext i32 %22 to i64
  %32 = getelementptr inbounds i32, ptr @a, i64 %31
  %33 = load i32, ptr %32, align 4, !tbaa !9
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
  %42 = load i32, ptr %41, align 4, !tbaa !9
  %43 = sext i32 %37 to i64
  %44 = getelementptr inbounds i32, ptr @a, i64 %43
  %45 = load i32, ptr %44, align 4, !tbaa !9
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
  %54 = load i32, ptr %53, align 4, !tbaa !9
  %55 = sext i32 %49 to i64
  %56 = getelementptr inbounds i32, ptr @a, i64 %55
  %57 = load i32, ptr %56, align 4, !tbaa !9
  store i32 %57, ptr %53, align 4, !tbaa !9
  store i32 %54, ptr %56, align 4, !tbaa !9
  br label %21

58:                                               ; preds = %48
  %59 = add nsw i32 %20, -1
  %60 = icmp eq i32 %20, 0
  br i1 %60, label %61, label %19, !llvm.loop !15

61:                                               ; preds = %58, %102
  %62 = phi i64 [ %103, %102 ], [ 599, %58 ]
  br label %63

63:                                               ; preds = %98, %61
  %64 = phi i64 [ %101, %98 ], [ %62, %61 ]
  %65 = phi ptr [ %100, %98 ], [ @a, %61 ]
  %66 = phi i32 [ %96, %98 ], [ 0, %61 ]
  %67 = load i32, ptr %65, align 4, !tbaa !9
  %68 = getelementptr inbounds i32, ptr @a, i64 %64
  %69 = load i32, ptr %68, align 4, !tbaa !9
  store i32 %69, ptr %65, align 4, !tbaa !9
  store i32 %67, ptr %68, align 4, !tbaa !9
  %70 = shl nsw i32 %66, 1
  %71 = or disjoint i32 %70, 1
  %72 = add nsw i32 %70, 2
  %73 = sext i32 %71 to i64
  %74 = icmp sgt i64 %62, %73
  br i1 %74, label %75, label %83

75:                                               ; preds = %63
  %76 = getelementptr inbounds i32, ptr @a, i64 %73
  %77 = load i32, ptr %76, align 4, !tbaa !9
  %78 = sext i32 %66 to i64
  %79 = getelementptr inbounds i32, ptr @a, i64 %78
  %80 = load i32, ptr %79, align 4, !tbaa !9
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
  %89 = load i32, ptr %88, align 4, !tbaa !9
  %90 = sext i32 %84 to i64
  %91 = getelementptr inbounds i32, ptr @a, i64 %90
  %92 = load i32, ptr %91, align 4, !tbaa !9
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
  br i1 %104, label %61, label %164, !llvm.loop !16

105:                                              ; preds = %15
  tail call fastcc void @mergesort(ptr noundef nonnull @a, i32 noundef signext 600)
  br label %164

106:                                              ; preds = %15, %121
  %107 = phi i64 [ %126, %121 ], [ 1, %15 ]
  %108 = getelementptr inbounds i32, ptr @a, i64 %107
  %109 = load i32, ptr %108, align 4, !tbaa !9
  br label %110

110:                                              ; preds = %117, %106
  %111 = phi i64 [ %107, %106 ], [ %120, %117 ]
  %112 = add nuw nsw i64 %111, 4294967295
  %113 = and i64 %112, 4294967295
  %114 = getelementptr inbounds i32, ptr @a, i64 %113
  %115 = load i32, ptr %114, align 4, !tbaa !9
  %116 = icmp sgt i32 %115, %109
  br i1 %116, label %117, label %121

117:                                              ; preds = %110
  %118 = getelementptr inbounds i32, ptr @a, i64 %111
  store i32 %115, ptr %118, align 4, !tbaa !9
  %119 = icmp sgt i64 %111, 1
  %120 = add nsw i64 %111, -1
  br i1 %119, label %110, label %121, !llvm.loop !17

121:                                              ; preds = %117, %110
  %122 = phi i64 [ 0, %117 ], [ %111, %110 ]
  %123 = shl i64 %122, 32
  %124 = ashr exact i64 %123, 30
  %125 = getelementptr inbounds i8, ptr @a, i64 %124
  store i32 %109, ptr %125, align 4, !tbaa !9
  %126 = add nuw nsw i64 %107, 1
  %127 = icmp eq i64 %126, 600
  br i1 %127, label %164, label %106, !llvm.loop !18

128:                                              ; preds = %15
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(8004) @counting.count, i8 0, i64 8004, i1 false), !tbaa !9
  br label %129

129:                                              ; preds = %129, %128
  %130 = phi i64 [ 0, %128 ], [ %138, %129 ]
  %131 = getelementptr inbounds i32, ptr @a, i64 %130
  %132 = load i32, ptr %131, align 4, !tbaa !9
  %133 = add nsw i32 %132, 1000
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds [2001 x i32], ptr @counting.count, i64 0, i64 %134
  %136 = load i32, ptr %135, align 4, !tbaa !9
  %137 = add nsw i32 %136, 1
  store i32 %137, ptr %135, align 4, !tbaa !9
  %138 = add nuw nsw i64 %130, 1
  %139 = icmp eq i64 %138, 600
  br i1 %139, label %140, label %129, !llvm.loop !19

140:                                              ; preds = %129, %159
  %141 = phi i64 [ %161, %159 ], [ 0, %129 ]
  %142 = phi i32 [ %160, %159 ], [ 0, %129 ]
  %143 = getelementptr inbounds [2001 x i32], ptr @counting.count, i64 0, i64 %141
  %144 = load i32, ptr %143, align 4, !tbaa !9
  %145 = icmp eq i32 %144, 0
  br i1 %145, label %159, label %146

146:                                              ; preds = %140
  %147 = sext i32 %142 to i64
  %148 = trunc i64 %141 to i32
  %149 = add i32 %148, -1000
  br label %150

150:                                              ; preds = %150, %146
  %151 = phi i64 [ %147, %146 ], [ %154, %150 ]
  %152 = phi i32 [ %144, %146 ], [ %153, %150 ]
  %153 = add nsw i32 %152, -1
  %154 = add nsw i64 %151, 1
  %155 = getelementptr inbounds i32, ptr @a, i64 %151
  store i32 %149, ptr %155, align 4, !tbaa !9
  %156 = icmp eq i32 %153, 0
  br i1 %156, label %157, label %150, !llvm.loop !20

157:                                              ; preds = %150
  %158 = trunc nsw i64 %154 to i32
  br label %159

159:                                              ; preds = %157, %140
  %160 = phi i32 [ %142, %140 ], [ %158, %157 ]
  store i32 -1, ptr %143, align 4, !tbaa !9
  %161 = add nuw nsw i64 %141, 1
  %162 = icmp eq i64 %161, 2001
  br i1 %162, label %164, label %140, !llvm.loop !21

163:                                              ; preds = %15
  unreachable

164:                                              ; preds = %159, %121, %102, %105, %18
  %165 = load i32, ptr @a, align 4, !tbaa !9
  br label %166

166:                                              ; preds = %166, %164
  %167 = phi i32 [ 1, %164 ], [ %177, %166 ]
  %168 = phi i64 [ 1, %164 ], [ %178, %166 ]
  %169 = phi i32 [ %165, %164 ], [ %173, %166 ]
  %170 = mul i32 %169, 31
  %171 = getelementptr inbounds i32, ptr @a, i64 %168
  %172 = load i32, ptr %171, align 4, !tbaa !9
  %173 = add i32 %172, %170
  %174 = getelementptr i8, ptr %171, i64 -4
  %175 = load i32, ptr %174, align 4, !tbaa !9
  %176 = icmp sgt i32 %175, %172
  %177 = select i1 %176, i32 0, i32 %167
  %178 = add nuw nsw i64 %168, 1
  %179 = icmp eq i64 %178, 600
  br i1 %179, label %180, label %166, !llvm.loop !22

180:                                              ; preds = %166
  %181 = shl i64 %16, 2
  %182 = call ptr @llvm.load.relative.i64(ptr @__const.main.names.rel, i64 %181)
  %183 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 2396), align 4, !tbaa !9
  %184 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %182, i32 noundef signext %177, i32 noundef signext %173, i32 noundef signext %165, i32 noundef signext %183)
  %185 = add nuw nsw i64 %16, 1
  %186 = icmp eq i64 %185, 5
  br i1 %186, label %14, label %15, !llvm.loop !24
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @quicksort(i32 noundef signext %0, i32 noundef signext %1) unnamed_addr #2 {
  %3 = icmp slt i32 %0, %1
  br i1 %3, label %4, label %51

4:                                                ; preds = %2, %47
  %5 = phi i32 [ %49, %47 ], [ %0, %2 ]
  %6 = phi i32 [ %48, %47 ], [ %1, %2 ]
  %7 = add nsw i32 %5, %6
  %8 = sdiv i32 %7, 2
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds i32, ptr @a, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !9
  br label %12

12:                                               ; preds = %4, %37
  %13 = phi i32 [ %6, %4 ], [ %39, %37 ]
  %14 = phi i32 [ %5, %4 ], [ %38, %37 ]
  %15 = sext i32 %14 to i64
  br label %16

16:                                               ; preds = %16, %12
  %17 = phi i64 [ %21, %16 ], [ %15, %12 ]
  %18 = getelementptr inbounds i32, ptr @a, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !9
  %20 = icmp slt i32 %19, %11
  %21 = add nsw i64 %17, 1
  br i1 %20, label %16, label %22, !llvm.loop !25

22:                                               ; preds = %16
  %23 = sext i32 %13 to i64
  br label %24

24:                                               ; preds = %24, %22
  %25 = phi i64 [ %29, %24 ], [ %23, %22 ]
  %26 = getelementptr inbounds i32, ptr @a, i64 %25
  %27 = load i32, ptr %26, align 4, !tbaa !9
  %28 = icmp sgt i32 %27, %11
  %29 = add nsw i64 %25, -1
  br i1 %28, label %24, label %30, !llvm.loop !26

30:                                               ; preds = %24
  %31 = trunc nsw i64 %17 to i32
  %32 = trunc nsw i64 %25 to i32
  %33 = icmp sgt i64 %17, %25
  br i1 %33, label %37, label %34

34:                                               ; preds = %30
  store i32 %27, ptr %18, align 4, !tbaa !9
  store i32 %19, ptr %26, align 4, !tbaa !9
  %35 = add nsw i32 %31, 1
  %36 = add nsw i32 %32, -1
  br label %37

37:                                               ; preds = %34, %30
  %38 = phi i32 [ %35, %34 ], [ %31, %30 ]
  %39 = phi i32 [ %36, %34 ], [ %32, %30 ]
  %40 = icmp sgt i32 %38, %39
  br i1 %40, label %41, label %12, !llvm.loop !27

41:                                               ; preds = %37
  %42 = sub nsw i32 %39, %5
  %43 = sub nsw i32 %6, %38
  %44 = icmp slt i32 %42, %43
  br i1 %44, label %45, label %46

45:                                               ; preds = %41
  tail call fastcc void @quicksort(i32 noundef signext %5, i32 noundef signext %39)
  br label %47

46:                                               ; preds = %41
  tail call fastcc void @quicksort(i32 noundef signext %38, i32 noundef signext %6)
  br label %47

47:                                               ; preds = %46, %45
  %48 = phi i32 [ %6, %45 ], [ %39, %46 ]
  %49 = phi i32 [ %38, %45 ], [ %5, %46 ]
  %50 = icmp slt i32 %49, %48
  br i1 %50, label %4, label %51, !llvm.loop !28

51:                                               ; preds = %47, %2
  ret void
}

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @mergesort(ptr noundef %0, i32 noundef signext %1) unnamed_addr #3 {
  %3 = icmp slt i32 %1, 2
  br i1 %3, label %71, label %4

4:                                                ; preds = %2
  %5 = lshr i32 %1, 1
  tail call fastcc void @mergesort(ptr noundef %0, i32 noundef signext %5)
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds i32, ptr %0, i64 %6
  %8 = sub nsw i32 %1, %5
  tail call fastcc void @mergesort(ptr noundef %7, i32 noundef signext %8)
  br label %24

9:                                                ; preds = %24
  %10 = icmp ult i32 %36, %5
  br i1 %10, label %11, label %46

11:                                               ; preds = %9
  %12 = and i64 %41, 4294967295
  %13 = shl nuw nsw i64 %12, 2
  %14 = getelementptr i8, ptr @tmp, i64 %13
  %15 = zext nneg i32 %36 to i64
  %16 = shl nuw nsw i64 %15, 2
  %17 = getelementptr i8, ptr %0, i64 %16
  %18 = xor i32 %36, -1
  %19 = add nsw i32 %5, %18
  %20 = zext i32 %19 to i64
  %21 = shl nuw nsw i64 %20, 2
  %22 = add nuw nsw i64 %21, 4
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %14, ptr noundef nonnull align 4 dereferenceable(1) %17, i64 %22, i1 false), !tbaa !9
  %23 = zext nneg i32 %5 to i64
  br label %61

24:                                               ; preds = %4, %24
  %25 = phi i64 [ 0, %4 ], [ %41, %24 ]
  %26 = phi i32 [ %5, %4 ], [ %39, %24 ]
  %27 = phi i32 [ 0, %4 ], [ %36, %24 ]
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr %0, i64 %28
  %30 = load i32, ptr %29, align 4, !tbaa !9
  %31 = zext nneg i32 %26 to i64
  %32 = getelementptr inbounds i32, ptr %0, i64 %31
  %33 = load i32, ptr %32, align 4, !tbaa !9
  %34 = icmp sle i32 %30, %33
  %35 = zext i1 %34 to i32
  %36 = add nuw nsw i32 %27, %35
  %37 = xor i1 %34, true
  %38 = zext i1 %37 to i32
  %39 = add nuw nsw i32 %26, %38
  %40 = tail call i32 @llvm.smin.i32(i32 %30, i32 %33)
  %41 = add nuw nsw i64 %25, 1
  %42 = getelementptr inbounds [600 x i32], ptr @tmp, i64 0, i64 %25
  store i32 %40, ptr %42, align 4, !tbaa !9
  %43 = icmp ult i32 %36, %5
  %44 = icmp slt i32 %39, %1
  %45 = select i1 %43, i1 %44, i1 false
  br i1 %45, label %24, label %9, !llvm.loop !29

46:                                               ; preds = %61, %9
  %47 = phi i64 [ %41, %9 ], [ %65, %61 ]
  %48 = icmp slt i32 %39, %1
  br i1 %48, label %49, label %67

49:                                               ; preds = %46
  %50 = shl i64 %47, 2
  %51 = and i64 %50, 17179869180
  %52 = getelementptr i8, ptr @tmp, i64 %51
  %53 = zext nneg i32 %39 to i64
  %54 = shl nuw nsw i64 %53, 2
  %55 = getelementptr i8, ptr %0, i64 %54
  %56 = xor i32 %39, -1
  %57 = add nsw i32 %56, %1
  %58 = zext i32 %57 to i64
  %59 = shl nuw nsw i64 %58, 2
  %60 = add nuw nsw i64 %59, 4
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %52, ptr noundef nonnull align 4 dereferenceable(1) %55, i64 %60, i1 false), !tbaa !9
  br label %67

61:                                               ; preds = %11, %61
  %62 = phi i64 [ %15, %11 ], [ %64, %61 ]
  %63 = phi i64 [ %12, %11 ], [ %65, %61 ]
  %64 = add nuw nsw i64 %62, 1
  %65 = add nuw nsw i64 %63, 1
  %66 = icmp eq i64 %64, %23
  br i1 %66, label %46, label %61, !llvm.loop !30

67:                                               ; preds = %46, %49
  %68 = tail call i32 @llvm.smax.i32(i32 %1, i32 1)
  %69 = zext nneg i32 %68 to i64
  %70 = shl nuw nsw i64 %69, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %0, ptr noundef nonnull align 4 dereferenceable(1) @tmp, i64 %70, i1 false), !tbaa !9
  br label %71

71:                                               ; preds = %67, %2
  ret void
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #7

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }

!llvm.module.flags = !{!0, !1, !2, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 6, !"riscv-isa", !3}
!3 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!4 = !{i32 8, !"PIC Level", i32 2}
!5 = !{i32 7, !"PIE Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 2}
!7 = !{i32 8, !"SmallDataLimit", i32 8}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14, !23}
!23 = !{!"llvm.loop.peeled.count", i32 1}
!24 = distinct !{!24, !14}
!25 = distinct !{!25, !14}
!26 = distinct !{!26, !14}
!27 = distinct !{!27, !14}
!28 = distinct !{!28, !14}
!29 = distinct !{!29, !14}
!30 = distinct !{!30, !14}
