; ModuleID = 'tests/programs/dynprog.c'
source_filename = "tests/programs/dynprog.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"lcs = %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"ACCGGTCGAGTGCGCGGAAGCCGGCCGAA\00", align 1
@.str.2 = private unnamed_addr constant [29 x i8] c"GTCGTTCGGAATGCCGTTGCTCTGTAAA\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"edit = %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"kitten\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"sitting\00", align 1
@.str.6 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"intention\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"execution\00", align 1
@__const.main.w = private unnamed_addr constant [10 x i32] [i32 12, i32 7, i32 11, i32 8, i32 9, i32 5, i32 14, i32 3, i32 6, i32 10], align 4
@__const.main.v = private unnamed_addr constant [10 x i32] [i32 24, i32 13, i32 23, i32 15, i32 16, i32 9, i32 30, i32 4, i32 11, i32 19], align 4
@.str.10 = private unnamed_addr constant [18 x i8] c"knapsack = %d %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [10 x i8] c"lis = %d\0A\00", align 1
@__const.main.dims = private unnamed_addr constant [9 x i32] [i32 30, i32 35, i32 15, i32 5, i32 10, i32 20, i32 25, i32 40, i32 12], align 4
@.str.12 = private unnamed_addr constant [21 x i8] c"matrix chain = %lld\0A\00", align 1
@__const.main.coins = private unnamed_addr constant [8 x i32] [i32 1, i32 2, i32 5, i32 10, i32 20, i32 50, i32 100, i32 200], align 4
@.str.13 = private unnamed_addr constant [38 x i8] c"coin ways(200) = %lld, (1000) = %lld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca [16 x [16 x i64]], align 8
  %2 = alloca [200 x i32], align 4
  %3 = tail call noalias dereferenceable_or_null(3480) ptr @calloc(i64 noundef 870, i64 noundef 4) #10
  %4 = getelementptr i8, ptr %3, i64 -4
  br label %5

5:                                                ; preds = %15, %0
  %6 = phi i64 [ 1, %0 ], [ %16, %15 ]
  %7 = mul nuw nsw i64 %6, 116
  %8 = getelementptr i8, ptr %3, i64 %7
  %9 = add nsw i64 %6, -1
  %10 = getelementptr inbounds i8, ptr @.str.1, i64 %9
  %11 = load i8, ptr %10, align 1, !tbaa !9
  %12 = mul nuw nsw i64 %9, 116
  %13 = getelementptr i8, ptr %3, i64 %12
  %14 = getelementptr i8, ptr %4, i64 %12
  br label %18

15:                                               ; preds = %34
  %16 = add nuw nsw i64 %6, 1
  %17 = icmp eq i64 %16, 30
  br i1 %17, label %38, label %5, !llvm.loop !12

18:                                               ; preds = %34, %5
  %19 = phi i64 [ 1, %5 ], [ %36, %34 ]
  %20 = getelementptr i32, ptr %8, i64 %19
  %21 = getelementptr i8, ptr getelementptr (i8, ptr @.str.2, i64 -1), i64 %19
  %22 = load i8, ptr %21, align 1, !tbaa !9
  %23 = icmp eq i8 %11, %22
  br i1 %23, label %24, label %28

24:                                               ; preds = %18
  %25 = getelementptr i32, ptr %14, i64 %19
  %26 = load i32, ptr %25, align 4, !tbaa !14
  %27 = add nsw i32 %26, 1
  br label %34

28:                                               ; preds = %18
  %29 = getelementptr i32, ptr %13, i64 %19
  %30 = load i32, ptr %29, align 4, !tbaa !14
  %31 = getelementptr i8, ptr %20, i64 -4
  %32 = load i32, ptr %31, align 4, !tbaa !14
  %33 = tail call i32 @llvm.smax.i32(i32 %30, i32 %32)
  br label %34

34:                                               ; preds = %28, %24
  %35 = phi i32 [ %33, %28 ], [ %27, %24 ]
  store i32 %35, ptr %20, align 4, !tbaa !14
  %36 = add nuw nsw i64 %19, 1
  %37 = icmp eq i64 %36, 29
  br i1 %37, label %15, label %18, !llvm.loop !16

38:                                               ; preds = %15
  %39 = getelementptr inbounds i8, ptr %3, i64 3476
  %40 = load i32, ptr %39, align 4, !tbaa !14
  tail call void @free(ptr noundef nonnull %3) #11
  %41 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %40)
  %42 = tail call fastcc signext i32 @edit_distance(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.5)
  %43 = tail call fastcc signext i32 @edit_distance(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.7)
  %44 = tail call fastcc signext i32 @edit_distance(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9)
  %45 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext %42, i32 noundef signext %43, i32 noundef signext %44)
  %46 = tail call noalias dereferenceable_or_null(108) ptr @calloc(i64 noundef 27, i64 noundef 4) #10
  br label %47

47:                                               ; preds = %56, %38
  %48 = phi i64 [ 0, %38 ], [ %57, %56 ]
  %49 = getelementptr inbounds i32, ptr @__const.main.w, i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !14
  %51 = icmp sgt i32 %50, 26
  br i1 %51, label %56, label %52

52:                                               ; preds = %47
  %53 = getelementptr inbounds i32, ptr @__const.main.v, i64 %48
  %54 = load i32, ptr %53, align 4, !tbaa !14
  %55 = sext i32 %50 to i64
  br label %59

56:                                               ; preds = %69, %47
  %57 = add nuw nsw i64 %48, 1
  %58 = icmp eq i64 %57, 10
  br i1 %58, label %72, label %47, !llvm.loop !17

59:                                               ; preds = %69, %52
  %60 = phi i64 [ 26, %52 ], [ %70, %69 ]
  %61 = sub nsw i64 %60, %55
  %62 = getelementptr inbounds i32, ptr %46, i64 %61
  %63 = load i32, ptr %62, align 4, !tbaa !14
  %64 = add nsw i32 %63, %54
  %65 = getelementptr inbounds i32, ptr %46, i64 %60
  %66 = load i32, ptr %65, align 4, !tbaa !14
  %67 = icmp sgt i32 %64, %66
  br i1 %67, label %68, label %69

68:                                               ; preds = %59
  store i32 %64, ptr %65, align 4, !tbaa !14
  br label %69

69:                                               ; preds = %68, %59
  %70 = add nsw i64 %60, -1
  %71 = icmp sgt i64 %60, %55
  br i1 %71, label %59, label %56, !llvm.loop !18

72:                                               ; preds = %56
  %73 = getelementptr inbounds i8, ptr %46, i64 104
  %74 = load i32, ptr %73, align 4, !tbaa !14
  tail call void @free(ptr noundef %46) #11
  %75 = tail call noalias dereferenceable_or_null(204) ptr @calloc(i64 noundef 51, i64 noundef 4) #10
  br label %76

76:                                               ; preds = %85, %72
  %77 = phi i64 [ 0, %72 ], [ %86, %85 ]
  %78 = getelementptr inbounds i32, ptr @__const.main.w, i64 %77
  %79 = load i32, ptr %78, align 4, !tbaa !14
  %80 = icmp sgt i32 %79, 50
  br i1 %80, label %85, label %81

81:                                               ; preds = %76
  %82 = getelementptr inbounds i32, ptr @__const.main.v, i64 %77
  %83 = load i32, ptr %82, align 4, !tbaa !14
  %84 = sext i32 %79 to i64
  br label %88

85:                                               ; preds = %98, %76
  %86 = add nuw nsw i64 %77, 1
  %87 = icmp eq i64 %86, 10
  br i1 %87, label %101, label %76, !llvm.loop !17

88:                                               ; preds = %98, %81
  %89 = phi i64 [ 50, %81 ], [ %99, %98 ]
  %90 = sub nsw i64 %89, %84
  %91 = getelementptr inbounds i32, ptr %75, i64 %90
  %92 = load i32, ptr %91, align 4, !tbaa !14
  %93 = add nsw i32 %92, %83
  %94 = getelementptr inbounds i32, ptr %75, i64 %89
  %95 = load i32, ptr %94, align 4, !tbaa !14
  %96 = icmp sgt i32 %93, %95
  br i1 %96, label %97, label %98

97:                                               ; preds = %88
  store i32 %93, ptr %94, align 4, !tbaa !14
  br label %98

98:                                               ; preds = %97, %88
  %99 = add nsw i64 %89, -1
  %100 = icmp sgt i64 %89, %84
  br i1 %100, label %88, label %85, !llvm.loop !18

101:                                              ; preds = %85
  %102 = getelementptr inbounds i8, ptr %75, i64 200
  %103 = load i32, ptr %102, align 4, !tbaa !14
  tail call void @free(ptr noundef %75) #11
  %104 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef signext %74, i32 noundef signext %103)
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %2) #11
  br label %188

105:                                              ; preds = %188
  %106 = tail call noalias dereferenceable_or_null(800) ptr @malloc(i64 noundef 800) #12
  br label %107

107:                                              ; preds = %126, %105
  %108 = phi i64 [ 0, %105 ], [ %133, %126 ]
  %109 = phi i32 [ 0, %105 ], [ %132, %126 ]
  %110 = icmp eq i32 %109, 0
  %111 = getelementptr inbounds i32, ptr %2, i64 %108
  %112 = load i32, ptr %111, align 4, !tbaa !14
  br i1 %110, label %126, label %113

113:                                              ; preds = %107, %113
  %114 = phi i32 [ %124, %113 ], [ %109, %107 ]
  %115 = phi i32 [ %123, %113 ], [ 0, %107 ]
  %116 = add nsw i32 %115, %114
  %117 = sdiv i32 %116, 2
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds i32, ptr %106, i64 %118
  %120 = load i32, ptr %119, align 4, !tbaa !14
  %121 = icmp slt i32 %120, %112
  %122 = add nsw i32 %117, 1
  %123 = select i1 %121, i32 %122, i32 %115
  %124 = select i1 %121, i32 %114, i32 %117
  %125 = icmp slt i32 %123, %124
  br i1 %125, label %113, label %126, !llvm.loop !19

126:                                              ; preds = %113, %107
  %127 = phi i32 [ 0, %107 ], [ %123, %113 ]
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds i32, ptr %106, i64 %128
  store i32 %112, ptr %129, align 4, !tbaa !14
  %130 = icmp eq i32 %127, %109
  %131 = zext i1 %130 to i32
  %132 = add nuw nsw i32 %109, %131
  %133 = add nuw nsw i64 %108, 1
  %134 = icmp eq i64 %133, 200
  br i1 %134, label %135, label %107, !llvm.loop !20

135:                                              ; preds = %126
  tail call void @free(ptr noundef nonnull %106) #11
  %136 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef signext %132)
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %1) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2048) %1, i8 0, i64 2048, i1 false)
  br label %137

137:                                              ; preds = %141, %135
  %138 = phi i64 [ 2, %135 ], [ %142, %141 ]
  %139 = phi i64 [ 7, %135 ], [ %144, %141 ]
  %140 = phi i64 [ 1, %135 ], [ %143, %141 ]
  br label %146

141:                                              ; preds = %159
  %142 = add nuw nsw i64 %138, 1
  %143 = add nuw nsw i64 %140, 1
  %144 = add nsw i64 %139, -1
  %145 = icmp eq i64 %142, 9
  br i1 %145, label %181, label %137, !llvm.loop !21

146:                                              ; preds = %159, %137
  %147 = phi i64 [ %140, %137 ], [ %161, %159 ]
  %148 = phi i64 [ 0, %137 ], [ %160, %159 ]
  %149 = add nuw nsw i64 %148, %138
  %150 = add nsw i64 %149, -1
  %151 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %148, i64 %150
  store i64 -1, ptr %151, align 8
  %152 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %148
  %153 = load i32, ptr %152, align 4, !tbaa !14
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %149
  %156 = load i32, ptr %155, align 4, !tbaa !14
  %157 = sext i32 %156 to i64
  %158 = mul nsw i64 %157, %154
  br label %163

159:                                              ; preds = %163
  %160 = add nuw nsw i64 %148, 1
  %161 = add nuw nsw i64 %147, 1
  %162 = icmp eq i64 %160, %139
  br i1 %162, label %141, label %146, !llvm.loop !22

163:                                              ; preds = %163, %146
  %164 = phi i64 [ %148, %146 ], [ %168, %163 ]
  %165 = phi i64 [ -1, %146 ], [ %179, %163 ]
  %166 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %148, i64 %164
  %167 = load i64, ptr %166, align 8, !tbaa !23
  %168 = add nuw nsw i64 %164, 1
  %169 = getelementptr inbounds [16 x [16 x i64]], ptr %1, i64 0, i64 %168, i64 %150
  %170 = load i64, ptr %169, align 8, !tbaa !23
  %171 = add nsw i64 %170, %167
  %172 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %168
  %173 = load i32, ptr %172, align 4, !tbaa !14
  %174 = sext i32 %173 to i64
  %175 = mul i64 %158, %174
  %176 = add nsw i64 %171, %175
  %177 = icmp slt i64 %165, 0
  %178 = tail call i64 @llvm.smin.i64(i64 %176, i64 %165)
  %179 = select i1 %177, i64 %176, i64 %178
  store i64 %179, ptr %151, align 8
  %180 = icmp eq i64 %168, %147
  br i1 %180, label %159, label %163, !llvm.loop !25

181:                                              ; preds = %141
  %182 = getelementptr inbounds i8, ptr %1, i64 56
  %183 = load i64, ptr %182, align 8, !tbaa !23
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %1) #11
  %184 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %183)
  %185 = tail call fastcc i64 @coin_ways(ptr noundef nonnull @__const.main.coins, i32 noundef signext 200)
  %186 = tail call fastcc i64 @coin_ways(ptr noundef nonnull @__const.main.coins, i32 noundef signext 1000)
  %187 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %185, i64 noundef %186)
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %2) #11
  ret i32 0

188:                                              ; preds = %101, %188
  %189 = phi i64 [ 0, %101 ], [ %198, %188 ]
  %190 = phi i32 [ 1, %101 ], [ %192, %188 ]
  %191 = mul i32 %190, 1103515245
  %192 = add i32 %191, 12345
  %193 = lshr i32 %192, 16
  %194 = trunc nuw i32 %193 to i16
  %195 = urem i16 %194, 1000
  %196 = zext nneg i16 %195 to i32
  %197 = getelementptr inbounds [200 x i32], ptr %2, i64 0, i64 %189
  store i32 %196, ptr %197, align 4, !tbaa !14
  %198 = add nuw nsw i64 %189, 1
  %199 = icmp eq i64 %198, 200
  br i1 %199, label %105, label %188, !llvm.loop !26
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc signext i32 @edit_distance(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #0 {
  %3 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %0) #13
  %4 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #13
  %5 = shl i64 %4, 2
  %6 = add i64 %5, 4
  %7 = tail call noalias ptr @malloc(i64 noundef %6) #12
  %8 = tail call noalias ptr @malloc(i64 noundef %6) #12
  %9 = add i64 %4, 1
  %10 = tail call i64 @llvm.umax.i64(i64 %9, i64 1)
  br label %20

11:                                               ; preds = %20
  %12 = getelementptr i8, ptr %0, i64 -1
  %13 = icmp eq i64 %3, 0
  br i1 %13, label %26, label %14

14:                                               ; preds = %11
  %15 = icmp eq i64 %4, 0
  %16 = tail call i64 @llvm.umax.i64(i64 %9, i64 2)
  %17 = add i64 %3, 1
  %18 = tail call i64 @llvm.umax.i64(i64 %17, i64 2)
  %19 = getelementptr i8, ptr %1, i64 -1
  br label %31

20:                                               ; preds = %2, %20
  %21 = phi i64 [ 0, %2 ], [ %24, %20 ]
  %22 = trunc i64 %21 to i32
  %23 = getelementptr inbounds i32, ptr %7, i64 %21
  store i32 %22, ptr %23, align 4, !tbaa !14
  %24 = add nuw i64 %21, 1
  %25 = icmp eq i64 %24, %10
  br i1 %25, label %11, label %20, !llvm.loop !27

26:                                               ; preds = %39, %11
  %27 = phi ptr [ %8, %11 ], [ %32, %39 ]
  %28 = phi ptr [ %7, %11 ], [ %33, %39 ]
  %29 = getelementptr inbounds i32, ptr %28, i64 %4
  %30 = load i32, ptr %29, align 4, !tbaa !14
  tail call void @free(ptr noundef nonnull %28) #11
  tail call void @free(ptr noundef %27) #11
  ret i32 %30

31:                                               ; preds = %14, %39
  %32 = phi ptr [ %7, %14 ], [ %33, %39 ]
  %33 = phi ptr [ %8, %14 ], [ %32, %39 ]
  %34 = phi i64 [ 1, %14 ], [ %40, %39 ]
  %35 = trunc i64 %34 to i32
  store i32 %35, ptr %33, align 4, !tbaa !14
  br i1 %15, label %39, label %36

36:                                               ; preds = %31
  %37 = getelementptr i8, ptr %12, i64 %34
  %38 = load i32, ptr %32, align 4, !tbaa !14
  br label %42

39:                                               ; preds = %42, %31
  %40 = add nuw i64 %34, 1
  %41 = icmp eq i64 %40, %18
  br i1 %41, label %26, label %31, !llvm.loop !28

42:                                               ; preds = %36, %42
  %43 = phi i32 [ %35, %36 ], [ %58, %42 ]
  %44 = phi i32 [ %38, %36 ], [ %53, %42 ]
  %45 = phi i64 [ 1, %36 ], [ %60, %42 ]
  %46 = load i8, ptr %37, align 1, !tbaa !9
  %47 = getelementptr i8, ptr %19, i64 %45
  %48 = load i8, ptr %47, align 1, !tbaa !9
  %49 = icmp ne i8 %46, %48
  %50 = zext i1 %49 to i32
  %51 = add nsw i32 %44, %50
  %52 = getelementptr inbounds i32, ptr %32, i64 %45
  %53 = load i32, ptr %52, align 4, !tbaa !14
  %54 = add nsw i32 %43, 1
  %55 = icmp sgt i32 %51, %53
  %56 = add nsw i32 %53, 1
  %57 = select i1 %55, i32 %56, i32 %51
  %58 = tail call i32 @llvm.smin.i32(i32 %57, i32 %54)
  %59 = getelementptr inbounds i32, ptr %33, i64 %45
  store i32 %58, ptr %59, align 4, !tbaa !14
  %60 = add nuw i64 %45, 1
  %61 = icmp eq i64 %60, %16
  br i1 %61, label %39, label %42, !llvm.loop !29
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind memory(readwrite, argmem: read) uwtable
define internal fastcc i64 @coin_ways(ptr nocapture noundef readonly %0, i32 noundef signext %1) unnamed_addr #3 {
  %3 = zext nneg i32 %1 to i64
  %4 = add nuw nsw i64 %3, 1
  %5 = tail call noalias ptr @calloc(i64 noundef %4, i64 noundef 8) #10
  store i64 1, ptr %5, align 8, !tbaa !23
  %6 = add i32 %1, 1
  %7 = load i32, ptr %0, align 4, !tbaa !14
  %8 = icmp sgt i32 %7, %1
  br i1 %8, label %11, label %9

9:                                                ; preds = %2
  %10 = sext i32 %7 to i64
  br label %133

11:                                               ; preds = %133, %2
  %12 = getelementptr inbounds i8, ptr %0, i64 4
  %13 = load i32, ptr %12, align 4, !tbaa !14
  %14 = icmp sgt i32 %13, %1
  br i1 %14, label %28, label %15

15:                                               ; preds = %11
  %16 = sext i32 %13 to i64
  br label %17

17:                                               ; preds = %17, %15
  %18 = phi i64 [ %16, %15 ], [ %25, %17 ]
  %19 = sub nsw i64 %18, %16
  %20 = getelementptr inbounds i64, ptr %5, i64 %19
  %21 = load i64, ptr %20, align 8, !tbaa !23
  %22 = getelementptr inbounds i64, ptr %5, i64 %18
  %23 = load i64, ptr %22, align 8, !tbaa !23
  %24 = add nsw i64 %23, %21
  store i64 %24, ptr %22, align 8, !tbaa !23
  %25 = add nsw i64 %18, 1
  %26 = trunc i64 %25 to i32
  %27 = icmp eq i32 %6, %26
  br i1 %27, label %28, label %17, !llvm.loop !30

28:                                               ; preds = %17, %11
  %29 = getelementptr inbounds i8, ptr %0, i64 8
  %30 = load i32, ptr %29, align 4, !tbaa !14
  %31 = icmp sgt i32 %30, %1
  br i1 %31, label %45, label %32

32:                                               ; preds = %28
  %33 = sext i32 %30 to i64
  br label %34

34:                                               ; preds = %34, %32
  %35 = phi i64 [ %33, %32 ], [ %42, %34 ]
  %36 = sub nsw i64 %35, %33
  %37 = getelementptr inbounds i64, ptr %5, i64 %36
  %38 = load i64, ptr %37, align 8, !tbaa !23
  %39 = getelementptr inbounds i64, ptr %5, i64 %35
  %40 = load i64, ptr %39, align 8, !tbaa !23
  %41 = add nsw i64 %40, %38
  store i64 %41, ptr %39, align 8, !tbaa !23
  %42 = add nsw i64 %35, 1
  %43 = trunc i64 %42 to i32
  %44 = icmp eq i32 %6, %43
  br i1 %44, label %45, label %34, !llvm.loop !30

45:                                               ; preds = %34, %28
  %46 = getelementptr inbounds i8, ptr %0, i64 12
  %47 = load i32, ptr %46, align 4, !tbaa !14
  %48 = icmp sgt i32 %47, %1
  br i1 %48, label %62, label %49

49:                                               ; preds = %45
  %50 = sext i32 %47 to i64
  br label %51

51:                                               ; preds = %51, %49
  %52 = phi i64 [ %50, %49 ], [ %59, %51 ]
  %53 = sub nsw i64 %52, %50
  %54 = getelementptr inbounds i64, ptr %5, i64 %53
  %55 = load i64, ptr %54, align 8, !tbaa !23
  %56 = getelementptr inbounds i64, ptr %5, i64 %52
  %57 = load i64, ptr %56, align 8, !tbaa !23
  %58 = add nsw i64 %57, %55
  store i64 %58, ptr %56, align 8, !tbaa !23
  %59 = add nsw i64 %52, 1
  %60 = trunc i64 %59 to i32
  %61 = icmp eq i32 %6, %60
  br i1 %61, label %62, label %51, !llvm.loop !30

62:                                               ; preds = %51, %45
  %63 = getelementptr inbounds i8, ptr %0, i64 16
  %64 = load i32, ptr %63, align 4, !tbaa !14
  %65 = icmp sgt i32 %64, %1
  br i1 %65, label %79, label %66

66:                                               ; preds = %62
  %67 = sext i32 %64 to i64
  br label %68

68:                                               ; preds = %68, %66
  %69 = phi i64 [ %67, %66 ], [ %76, %68 ]
  %70 = sub nsw i64 %69, %67
  %71 = getelementptr inbounds i64, ptr %5, i64 %70
  %72 = load i64, ptr %71, align 8, !tbaa !23
  %73 = getelementptr inbounds i64, ptr %5, i64 %69
  %74 = load i64, ptr %73, align 8, !tbaa !23
  %75 = add nsw i64 %74, %72
  store i64 %75, ptr %73, align 8, !tbaa !23
  %76 = add nsw i64 %69, 1
  %77 = trunc i64 %76 to i32
  %78 = icmp eq i32 %6, %77
  br i1 %78, label %79, label %68, !llvm.loop !30

79:                                               ; preds = %68, %62
  %80 = getelementptr inbounds i8, ptr %0, i64 20
  %81 = load i32, ptr %80, align 4, !tbaa !14
  %82 = icmp sgt i32 %81, %1
  br i1 %82, label %96, label %83

83:                                               ; preds = %79
  %84 = sext i32 %81 to i64
  br label %85

85:                                               ; preds = %85, %83
  %86 = phi i64 [ %84, %83 ], [ %93, %85 ]
  %87 = sub nsw i64 %86, %84
  %88 = getelementptr inbounds i64, ptr %5, i64 %87
  %89 = load i64, ptr %88, align 8, !tbaa !23
  %90 = getelementptr inbounds i64, ptr %5, i64 %86
  %91 = load i64, ptr %90, align 8, !tbaa !23
  %92 = add nsw i64 %91, %89
  store i64 %92, ptr %90, align 8, !tbaa !23
  %93 = add nsw i64 %86, 1
  %94 = trunc i64 %93 to i32
  %95 = icmp eq i32 %6, %94
  br i1 %95, label %96, label %85, !llvm.loop !30

96:                                               ; preds = %85, %79
  %97 = getelementptr inbounds i8, ptr %0, i64 24
  %98 = load i32, ptr %97, align 4, !tbaa !14
  %99 = icmp sgt i32 %98, %1
  br i1 %99, label %113, label %100

100:                                              ; preds = %96
  %101 = sext i32 %98 to i64
  br label %102

102:                                              ; preds = %102, %100
  %103 = phi i64 [ %101, %100 ], [ %110, %102 ]
  %104 = sub nsw i64 %103, %101
  %105 = getelementptr inbounds i64, ptr %5, i64 %104
  %106 = load i64, ptr %105, align 8, !tbaa !23
  %107 = getelementptr inbounds i64, ptr %5, i64 %103
  %108 = load i64, ptr %107, align 8, !tbaa !23
  %109 = add nsw i64 %108, %106
  store i64 %109, ptr %107, align 8, !tbaa !23
  %110 = add nsw i64 %103, 1
  %111 = trunc i64 %110 to i32
  %112 = icmp eq i32 %6, %111
  br i1 %112, label %113, label %102, !llvm.loop !30

113:                                              ; preds = %102, %96
  %114 = getelementptr inbounds i8, ptr %0, i64 28
  %115 = load i32, ptr %114, align 4, !tbaa !14
  %116 = icmp sgt i32 %115, %1
  br i1 %116, label %130, label %117

117:                                              ; preds = %113
  %118 = sext i32 %115 to i64
  br label %119

119:                                              ; preds = %119, %117
  %120 = phi i64 [ %118, %117 ], [ %127, %119 ]
  %121 = sub nsw i64 %120, %118
  %122 = getelementptr inbounds i64, ptr %5, i64 %121
  %123 = load i64, ptr %122, align 8, !tbaa !23
  %124 = getelementptr inbounds i64, ptr %5, i64 %120
  %125 = load i64, ptr %124, align 8, !tbaa !23
  %126 = add nsw i64 %125, %123
  store i64 %126, ptr %124, align 8, !tbaa !23
  %127 = add nsw i64 %120, 1
  %128 = trunc i64 %127 to i32
  %129 = icmp eq i32 %6, %128
  br i1 %129, label %130, label %119, !llvm.loop !30

130:                                              ; preds = %119, %113
  %131 = getelementptr inbounds i64, ptr %5, i64 %3
  %132 = load i64, ptr %131, align 8, !tbaa !23
  tail call void @free(ptr noundef nonnull %5) #11
  ret i64 %132

133:                                              ; preds = %9, %133
  %134 = phi i64 [ %10, %9 ], [ %141, %133 ]
  %135 = sub nsw i64 %134, %10
  %136 = getelementptr inbounds i64, ptr %5, i64 %135
  %137 = load i64, ptr %136, align 8, !tbaa !23
  %138 = getelementptr inbounds i64, ptr %5, i64 %134
  %139 = load i64, ptr %138, align 8, !tbaa !23
  %140 = add nsw i64 %139, %137
  store i64 %140, ptr %138, align 8, !tbaa !23
  %141 = add nsw i64 %134, 1
  %142 = trunc i64 %141 to i32
  %143 = icmp eq i32 %6, %142
  br i1 %143, label %11, label %133, !llvm.loop !30
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #9

attributes #0 = { nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind memory(readwrite, argmem: read) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind allocsize(0,1) }
attributes #11 = { nounwind }
attributes #12 = { nounwind allocsize(0) }
attributes #13 = { nounwind willreturn memory(read) }

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
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !10, i64 0}
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !13}
!18 = distinct !{!18, !13}
!19 = distinct !{!19, !13}
!20 = distinct !{!20, !13}
!21 = distinct !{!21, !13}
!22 = distinct !{!22, !13}
!23 = !{!24, !24, i64 0}
!24 = !{!"long long", !10, i64 0}
!25 = distinct !{!25, !13}
!26 = distinct !{!26, !13}
!27 = distinct !{!27, !13}
!28 = distinct !{!28, !13}
!29 = distinct !{!29, !13}
!30 = distinct !{!30, !13}
