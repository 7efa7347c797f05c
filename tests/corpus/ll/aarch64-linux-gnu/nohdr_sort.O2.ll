; ModuleID = 'tests/programs/nohdr_sort.c'
source_filename = "tests/programs/nohdr_sort.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
define dso_local noundef i32 @main() local_unnamed_addr #0 {
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
  store i32 %10, ptr %11, align 4, !tbaa !6
  %12 = add nuw nsw i64 %2, 1
  %13 = icmp eq i64 %12, 600
  br i1 %13, label %15, label %1, !llvm.loop !10

14:                                               ; preds = %201
  ret i32 0

15:                                               ; preds = %1, %201
  %16 = phi i64 [ %206, %201 ], [ 0, %1 ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(2400) @a, ptr noundef nonnull align 4 dereferenceable(2400) @src, i64 2400, i1 false), !tbaa !6
  %17 = trunc nuw nsw i64 %16 to i32
  switch i32 %17, label %184 [
    i32 0, label %18
    i32 1, label %19
    i32 2, label %105
    i32 3, label %106
    i32 4, label %127
  ]

18:                                               ; preds = %15
  tail call fastcc void @quicksort(i32 noundef 0, i32 noundef 599)
  br label %185

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
  %30 = load i32, ptr %29, align 4, !tbaa !6
  %31 = sext i32 %22 to i64
  %32 = getelementptr inbounds i32, ptr @a, i64 %31
  %33 = load i32, ptr %32, align 4, !tbaa !6
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
  %42 = load i32, ptr %41, align 4, !tbaa !6
  %43 = sext i32 %37 to i64
  %44 = getelementptr inbounds i32, ptr @a, i64 %43
  %45 = load i32, ptr %44, align 4, !tbaa !6
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
  %54 = load i32, ptr %53, align 4, !tbaa !6
  %55 = sext i32 %49 to i64
  %56 = getelementptr inbounds i32, ptr @a, i64 %55
  %57 = load i32, ptr %56, align 4, !tbaa !6
  store i32 %57, ptr %53, align 4, !tbaa !6
  store i32 %54, ptr %56, align 4, !tbaa !6
  br label %21

58:                                               ; preds = %48
  %59 = add nsw i32 %20, -1
  %60 = icmp eq i32 %20, 0
  br i1 %60, label %61, label %19, !llvm.loop !12

61:                                               ; preds = %58, %102
  %62 = phi i64 [ %103, %102 ], [ 599, %58 ]
  br label %63

63:                                               ; preds = %98, %61
  %64 = phi i64 [ %101, %98 ], [ %62, %61 ]
  %65 = phi ptr [ %100, %98 ], [ @a, %61 ]
  %66 = phi i32 [ %96, %98 ], [ 0, %61 ]
  %67 = load i32, ptr %65, align 4, !tbaa !6
  %68 = getelementptr inbounds i32, ptr @a, i64 %64
  %69 = load i32, ptr %68, align 4, !tbaa !6
  store i32 %69, ptr %65, align 4, !tbaa !6
  store i32 %67, ptr %68, align 4, !tbaa !6
  %70 = shl nsw i32 %66, 1
  %71 = or disjoint i32 %70, 1
  %72 = add nsw i32 %70, 2
  %73 = sext i32 %71 to i64
  %74 = icmp sgt i64 %62, %73
  br i1 %74, label %75, label %83

75:                                               ; preds = %63
  %76 = getelementptr inbounds i32, ptr @a, i64 %73
  %77 = load i32, ptr %76, align 4, !tbaa !6
  %78 = sext i32 %66 to i64
  %79 = getelementptr inbounds i32, ptr @a, i64 %78
  %80 = load i32, ptr %79, align 4, !tbaa !6
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
  %89 = load i32, ptr %88, align 4, !tbaa !6
  %90 = sext i32 %84 to i64
  %91 = getelementptr inbounds i32, ptr @a, i64 %90
  %92 = load i32, ptr %91, align 4, !tbaa !6
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
  br i1 %104, label %61, label %185, !llvm.loop !13

105:                                              ; preds = %15
  tail call fastcc void @mergesort(ptr noundef nonnull @a, i32 noundef 600)
  br label %185

106:                                              ; preds = %15, %120
  %107 = phi i64 [ %125, %120 ], [ 1, %15 ]
  %108 = getelementptr inbounds i32, ptr @a, i64 %107
  %109 = load i32, ptr %108, align 4, !tbaa !6
  br label %110

110:                                              ; preds = %117, %106
  %111 = phi i64 [ %107, %106 ], [ %112, %117 ]
  %112 = add nsw i64 %111, -1
  %113 = and i64 %112, 4294967295
  %114 = getelementptr inbounds i32, ptr @a, i64 %113
  %115 = load i32, ptr %114, align 4, !tbaa !6
  %116 = icmp sgt i32 %115, %109
  br i1 %116, label %117, label %120

117:                                              ; preds = %110
  %118 = getelementptr inbounds i32, ptr @a, i64 %111
  store i32 %115, ptr %118, align 4, !tbaa !6
  %119 = icmp sgt i64 %111, 1
  br i1 %119, label %110, label %120, !llvm.loop !14

120:                                              ; preds = %117, %110
  %121 = phi i64 [ 0, %117 ], [ %111, %110 ]
  %122 = shl i64 %121, 32
  %123 = ashr exact i64 %122, 30
  %124 = getelementptr inbounds i8, ptr @a, i64 %123
  store i32 %109, ptr %124, align 4, !tbaa !6
  %125 = add nuw nsw i64 %107, 1
  %126 = icmp eq i64 %125, 600
  br i1 %126, label %185, label %106, !llvm.loop !15

127:                                              ; preds = %15
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(8004) @counting.count, i8 0, i64 8004, i1 false), !tbaa !6
  br label %128

128:                                              ; preds = %128, %127
  %129 = phi i64 [ 0, %127 ], [ %137, %128 ]
  %130 = getelementptr inbounds i32, ptr @a, i64 %129
  %131 = load i32, ptr %130, align 4, !tbaa !6
  %132 = add nsw i32 %131, 1000
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds [2001 x i32], ptr @counting.count, i64 0, i64 %133
  %135 = load i32, ptr %134, align 4, !tbaa !6
  %136 = add nsw i32 %135, 1
  store i32 %136, ptr %134, align 4, !tbaa !6
  %137 = add nuw nsw i64 %129, 1
  %138 = icmp eq i64 %137, 600
  br i1 %138, label %139, label %128, !llvm.loop !16

139:                                              ; preds = %128, %180
  %140 = phi i64 [ %182, %180 ], [ 0, %128 ]
  %141 = phi i32 [ %181, %180 ], [ 0, %128 ]
  %142 = getelementptr inbounds [2001 x i32], ptr @counting.count, i64 0, i64 %140
  %143 = load i32, ptr %142, align 4, !tbaa !6
  %144 = icmp eq i32 %143, 0
  br i1 %144, label %180, label %145

145:                                              ; preds = %139
  %146 = sext i32 %141 to i64
  %147 = trunc i64 %140 to i32
  %148 = add i32 %147, -1000
  %149 = zext i32 %143 to i64
  %150 = icmp ult i32 %143, 8
  br i1 %150, label %167, label %151

151:                                              ; preds = %145
  %152 = and i64 %149, 4294967288
  %153 = add nsw i64 %152, %146
  %154 = trunc nuw i64 %152 to i32
  %155 = sub i32 %143, %154
  %156 = insertelement <4 x i32> poison, i32 %148, i64 0
  %157 = shufflevector <4 x i32> %156, <4 x i32> poison, <4 x i32> zeroinitializer
  %158 = getelementptr i32, ptr @a, i64 %146
  br label %159

159:                                              ; preds = %159, %151
  %160 = phi i64 [ 0, %151 ], [ %163, %159 ]
  %161 = getelementptr i32, ptr %158, i64 %160
  %162 = getelementptr inbounds i8, ptr %161, i64 16
  store <4 x i32> %157, ptr %161, align 4, !tbaa !6
  store <4 x i32> %157, ptr %162, align 4, !tbaa !6
  %163 = add nuw i64 %160, 8
  %164 = icmp eq i64 %163, %152
  br i1 %164, label %165, label %159, !llvm.loop !17

165:                                              ; preds = %159
  %166 = icmp eq i64 %152, %149
  br i1 %166, label %177, label %167

167:                                              ; preds = %165, %145
  %168 = phi i64 [ %146, %145 ], [ %153, %165 ]
  %169 = phi i32 [ %143, %145 ], [ %155, %165 ]
  br label %170

170:                                              ; preds = %167, %170
  %171 = phi i64 [ %174, %170 ], [ %168, %167 ]
  %172 = phi i32 [ %173, %170 ], [ %169, %167 ]
  %173 = add nsw i32 %172, -1
  %174 = add nsw i64 %171, 1
  %175 = getelementptr inbounds i32, ptr @a, i64 %171
  store i32 %148, ptr %175, align 4, !tbaa !6
  %176 = icmp eq i32 %173, 0
  br i1 %176, label %177, label %170, !llvm.loop !20

177:                                              ; preds = %170, %165
  %178 = phi i64 [ %153, %165 ], [ %174, %170 ]
  %179 = trunc nsw i64 %178 to i32
  br label %180

180:                                              ; preds = %177, %139
  %181 = phi i32 [ %141, %139 ], [ %179, %177 ]
  store i32 -1, ptr %142, align 4, !tbaa !6
  %182 = add nuw nsw i64 %140, 1
  %183 = icmp eq i64 %182, 2001
  br i1 %183, label %185, label %139, !llvm.loop !21

184:                                              ; preds = %15
  unreachable

185:                                              ; preds = %180, %120, %102, %105, %18
  %186 = load i32, ptr @a, align 4, !tbaa !6
  br label %187

187:                                              ; preds = %187, %185
  %188 = phi i32 [ 1, %185 ], [ %198, %187 ]
  %189 = phi i64 [ 1, %185 ], [ %199, %187 ]
  %190 = phi i32 [ %186, %185 ], [ %194, %187 ]
  %191 = mul i32 %190, 31
  %192 = getelementptr inbounds i32, ptr @a, i64 %189
  %193 = load i32, ptr %192, align 4, !tbaa !6
  %194 = add i32 %193, %191
  %195 = getelementptr i8, ptr %192, i64 -4
  %196 = load i32, ptr %195, align 4, !tbaa !6
  %197 = icmp sgt i32 %196, %193
  %198 = select i1 %197, i32 0, i32 %188
  %199 = add nuw nsw i64 %189, 1
  %200 = icmp eq i64 %199, 600
  br i1 %200, label %201, label %187, !llvm.loop !22

201:                                              ; preds = %187
  %202 = shl i64 %16, 2
  %203 = call ptr @llvm.load.relative.i64(ptr @__const.main.names.rel, i64 %202)
  %204 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 2396), align 4, !tbaa !6
  %205 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %203, i32 noundef %198, i32 noundef %194, i32 noundef %186, i32 noundef %204)
  %206 = add nuw nsw i64 %16, 1
  %207 = icmp eq i64 %206, 5
  br i1 %207, label %14, label %15, !llvm.loop !24
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
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
  %11 = load i32, ptr %10, align 4, !tbaa !6
  br label %12

12:                                               ; preds = %4, %37
  %13 = phi i32 [ %6, %4 ], [ %39, %37 ]
  %14 = phi i32 [ %5, %4 ], [ %38, %37 ]
  %15 = sext i32 %14 to i64
  br label %16

16:                                               ; preds = %16, %12
  %17 = phi i64 [ %21, %16 ], [ %15, %12 ]
  %18 = getelementptr inbounds i32, ptr @a, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !6
  %20 = icmp slt i32 %19, %11
  %21 = add nsw i64 %17, 1
  br i1 %20, label %16, label %22, !llvm.loop !25

22:                                               ; preds = %16
  %23 = sext i32 %13 to i64
  br label %24

24:                                               ; preds = %24, %22
  %25 = phi i64 [ %29, %24 ], [ %23, %22 ]
  %26 = getelementptr inbounds i32, ptr @a, i64 %25
  %27 = load i32, ptr %26, align 4, !tbaa !6
  %28 = icmp sgt i32 %27, %11
  %29 = add nsw i64 %25, -1
  br i1 %28, label %24, label %30, !llvm.loop !26

30:                                               ; preds = %24
  %31 = trunc nsw i64 %17 to i32
  %32 = trunc nsw i64 %25 to i32
  %33 = icmp sgt i64 %17, %25
  br i1 %33, label %37, label %34

34:                                               ; preds = %30
  store i32 %27, ptr %18, align 4, !tbaa !6
  store i32 %19, ptr %26, align 4, !tbaa !6
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
  tail call fastcc void @quicksort(i32 noundef %5, i32 noundef %39)
  br label %47

46:                                               ; preds = %41
  tail call fastcc void @quicksort(i32 noundef %38, i32 noundef %6)
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
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %14, ptr noundef nonnull align 4 dereferenceable(1) %17, i64 %22, i1 false), !tbaa !6
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
  br i1 %43, label %44, label %36, !llvm.loop !29

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
  %54 = load i32, ptr %53, align 4, !tbaa !6
  %55 = zext nneg i32 %50 to i64
  %56 = getelementptr inbounds i32, ptr %0, i64 %55
  %57 = load i32, ptr %56, align 4, !tbaa !6
  %58 = icmp sle i32 %54, %57
  %59 = zext i1 %58 to i32
  %60 = add nuw nsw i32 %51, %59
  %61 = xor i1 %58, true
  %62 = zext i1 %61 to i32
  %63 = add nuw nsw i32 %50, %62
  %64 = tail call i32 @llvm.smin.i32(i32 %54, i32 %57)
  %65 = add nuw nsw i64 %49, 1
  %66 = getelementptr inbounds [600 x i32], ptr @tmp, i64 0, i64 %49
  store i32 %64, ptr %66, align 4, !tbaa !6
  %67 = icmp ult i32 %60, %5
  %68 = icmp slt i32 %63, %1
  %69 = select i1 %67, i1 %68, i1 false
  br i1 %69, label %48, label %9, !llvm.loop !30

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
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %76, ptr noundef nonnull align 4 dereferenceable(1) %79, i64 %84, i1 false), !tbaa !6
  br label %91

85:                                               ; preds = %29, %85
  %86 = phi i64 [ %88, %85 ], [ %30, %29 ]
  %87 = phi i64 [ %89, %85 ], [ %31, %29 ]
  %88 = add nuw nsw i64 %86, 1
  %89 = add nuw nsw i64 %87, 1
  %90 = icmp eq i64 %88, %23
  br i1 %90, label %70, label %85, !llvm.loop !31

91:                                               ; preds = %70, %73
  %92 = tail call i32 @llvm.smax.i32(i32 %1, i32 1)
  %93 = zext nneg i32 %92 to i64
  %94 = shl nuw nsw i64 %93, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %0, ptr noundef nonnull align 4 dereferenceable(1) @tmp, i64 %94, i1 false), !tbaa !6
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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }

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
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11, !18, !19}
!18 = !{!"llvm.loop.isvectorized", i32 1}
!19 = !{!"llvm.loop.unroll.runtime.disable"}
!20 = distinct !{!20, !11, !19, !18}
!21 = distinct !{!21, !11}
!22 = distinct !{!22, !11, !23}
!23 = !{!"llvm.loop.peeled.count", i32 1}
!24 = distinct !{!24, !11}
!25 = distinct !{!25, !11}
!26 = distinct !{!26, !11}
!27 = distinct !{!27, !11}
!28 = distinct !{!28, !11}
!29 = distinct !{!29, !11, !18, !19}
!30 = distinct !{!30, !11}
!31 = distinct !{!31, !11, !19, !18}
