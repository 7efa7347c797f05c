; ModuleID = 'tests/programs/goto_loops.c'
source_filename = "tests/programs/goto_loops.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
define dso_local noundef signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  br label %3

3:                                                ; preds = %0, %180
  %4 = phi i32 [ 10, %0 ], [ %190, %180 ]
  %5 = lshr i32 %4, 3
  %6 = mul nuw nsw i32 %5, 3
  %7 = add nuw nsw i32 %6, 3
  %8 = shl nuw nsw i32 %5, 1
  %9 = add nuw nsw i32 %8, 2
  %10 = mul nuw nsw i32 %5, 5
  %11 = add nuw nsw i32 %10, 5
  br label %138

12:                                               ; preds = %180
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #5
  store i32 -1, ptr %1, align 4, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #5
  store i32 -1, ptr %2, align 4, !tbaa !9
  %13 = call fastcc signext i32 @find_pair(ptr noundef nonnull @__const.main.v, i32 noundef signext 30, ptr noundef nonnull %1, ptr noundef nonnull %2)
  %14 = load i32, ptr %1, align 4, !tbaa !9
  %15 = load i32, ptr %2, align 4, !tbaa !9
  %16 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext %13, i32 noundef signext %14, i32 noundef signext %15)
  %17 = call fastcc signext i32 @find_pair(ptr noundef nonnull @__const.main.v, i32 noundef signext 1000, ptr noundef nonnull %1, ptr noundef nonnull %2)
  %18 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %17)
  br label %22

19:                                               ; preds = %38
  %20 = add nsw i64 %29, 1
  %21 = icmp slt i64 %29, 4
  br i1 %21, label %22, label %47

22:                                               ; preds = %19, %12
  %23 = phi i32 [ %39, %19 ], [ 0, %12 ]
  %24 = phi i64 [ %20, %19 ], [ 0, %12 ]
  %25 = shl i64 %24, 32
  %26 = ashr exact i64 %25, 32
  %27 = tail call i64 @llvm.smax.i64(i64 %26, i64 4)
  br label %28

28:                                               ; preds = %35, %22
  %29 = phi i64 [ %26, %22 ], [ %36, %35 ]
  %30 = getelementptr inbounds i32, ptr @__const.main.w1, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !9
  %32 = icmp slt i32 %31, 0
  br i1 %32, label %43, label %33

33:                                               ; preds = %28
  %34 = icmp eq i32 %31, 0
  br i1 %34, label %35, label %38

35:                                               ; preds = %33
  %36 = add nsw i64 %29, 1
  %37 = icmp eq i64 %29, %27
  br i1 %37, label %47, label %28

38:                                               ; preds = %33
  %39 = add nuw nsw i32 %31, %23
  %40 = icmp sgt i32 %39, 1000
  br i1 %40, label %41, label %19

41:                                               ; preds = %38
  %42 = sub nsw i32 0, %39
  br label %47

43:                                               ; preds = %28
  %44 = trunc nsw i64 %29 to i32
  %45 = mul nuw nsw i32 %23, 100
  %46 = add nsw i32 %45, %44
  br label %47

47:                                               ; preds = %19, %35, %41, %43
  %48 = phi i32 [ %46, %43 ], [ %42, %41 ], [ %23, %35 ], [ %39, %19 ]
  br label %52

49:                                               ; preds = %68
  %50 = add nsw i64 %59, 1
  %51 = icmp slt i64 %59, 3
  br i1 %51, label %52, label %77

52:                                               ; preds = %49, %47
  %53 = phi i32 [ %69, %49 ], [ 0, %47 ]
  %54 = phi i64 [ %50, %49 ], [ 0, %47 ]
  %55 = shl i64 %54, 32
  %56 = ashr exact i64 %55, 32
  %57 = tail call i64 @llvm.smax.i64(i64 %56, i64 3)
  br label %58

58:                                               ; preds = %65, %52
  %59 = phi i64 [ %56, %52 ], [ %66, %65 ]
  %60 = getelementptr inbounds i32, ptr @__const.main.w2, i64 %59
  %61 = load i32, ptr %60, align 4, !tbaa !9
  %62 = icmp slt i32 %61, 0
  br i1 %62, label %73, label %63

63:                                               ; preds = %58
  %64 = icmp eq i32 %61, 0
  br i1 %64, label %65, label %68

65:                                               ; preds = %63
  %66 = add nsw i64 %59, 1
  %67 = icmp eq i64 %59, %57
  br i1 %67, label %77, label %58

68:                                               ; preds = %63
  %69 = add nuw nsw i32 %61, %53
  %70 = icmp sgt i32 %69, 1000
  br i1 %70, label %71, label %49

71:                                               ; preds = %68
  %72 = sub nsw i32 0, %69
  br label %77

73:                                               ; preds = %58
  %74 = trunc nsw i64 %59 to i32
  %75 = mul nuw nsw i32 %53, 100
  %76 = add nsw i32 %75, %74
  br label %77

77:                                               ; preds = %49, %65, %71, %73
  %78 = phi i32 [ %76, %73 ], [ %72, %71 ], [ %53, %65 ], [ %69, %49 ]
  br label %82

79:                                               ; preds = %98
  %80 = add nsw i64 %89, 1
  %81 = icmp slt i64 %89, 2
  br i1 %81, label %82, label %107

82:                                               ; preds = %79, %77
  %83 = phi i32 [ %99, %79 ], [ 0, %77 ]
  %84 = phi i64 [ %80, %79 ], [ 0, %77 ]
  %85 = shl i64 %84, 32
  %86 = ashr exact i64 %85, 32
  %87 = tail call i64 @llvm.smax.i64(i64 %86, i64 2)
  br label %88

88:                                               ; preds = %95, %82
  %89 = phi i64 [ %86, %82 ], [ %96, %95 ]
  %90 = getelementptr inbounds i32, ptr @__const.main.w3, i64 %89
  %91 = load i32, ptr %90, align 4, !tbaa !9
  %92 = icmp slt i32 %91, 0
  br i1 %92, label %103, label %93

93:                                               ; preds = %88
  %94 = icmp eq i32 %91, 0
  br i1 %94, label %95, label %98

95:                                               ; preds = %93
  %96 = add nsw i64 %89, 1
  %97 = icmp eq i64 %89, %87
  br i1 %97, label %107, label %88

98:                                               ; preds = %93
  %99 = add nuw nsw i32 %91, %83
  %100 = icmp sgt i32 %99, 1000
  br i1 %100, label %101, label %79

101:                                              ; preds = %98
  %102 = sub nsw i32 0, %99
  br label %107

103:                                              ; preds = %88
  %104 = trunc nsw i64 %89 to i32
  %105 = mul nuw nsw i32 %83, 100
  %106 = add nsw i32 %105, %104
  br label %107

107:                                              ; preds = %79, %95, %101, %103
  %108 = phi i32 [ %106, %103 ], [ %102, %101 ], [ %83, %95 ], [ %99, %79 ]
  %109 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext %48, i32 noundef signext %78, i32 noundef signext %108)
  %110 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext 1, i32 noundef signext 1, i32 noundef signext 10)
  br label %111

111:                                              ; preds = %130, %107
  %112 = phi i32 [ 1, %107 ], [ %131, %130 ]
  %113 = phi i32 [ 0, %107 ], [ %132, %130 ]
  %114 = phi i32 [ 0, %107 ], [ %123, %130 ]
  br label %115

115:                                              ; preds = %115, %111
  %116 = phi i32 [ 0, %111 ], [ %124, %115 ]
  %117 = phi i32 [ %114, %111 ], [ %123, %115 ]
  %118 = mul nuw nsw i32 %116, %113
  %119 = urem i32 %118, 5
  %120 = icmp eq i32 %119, 4
  %121 = xor i32 %116, %113
  %122 = select i1 %120, i32 0, i32 %121
  %123 = add nsw i32 %122, %117
  %124 = add nuw nsw i32 %116, 1
  %125 = icmp eq i32 %124, %112
  br i1 %125, label %126, label %115, !llvm.loop !13

126:                                              ; preds = %115
  %127 = add nuw nsw i32 %113, 1
  %128 = add nuw nsw i32 %112, 1
  %129 = icmp eq i32 %127, 20
  br i1 %129, label %133, label %130

130:                                              ; preds = %126, %133
  %131 = phi i32 [ %128, %126 ], [ 1, %133 ]
  %132 = phi i32 [ %127, %126 ], [ 0, %133 ]
  br label %111, !llvm.loop !15

133:                                              ; preds = %126
  %134 = icmp slt i32 %123, 0
  br i1 %134, label %130, label %135

135:                                              ; preds = %133
  %136 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext %123)
  %137 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 285)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #5
  ret i32 0

138:                                              ; preds = %3, %145
  %139 = phi i32 [ %142, %145 ], [ 0, %3 ]
  %140 = phi i32 [ %146, %145 ], [ 0, %3 ]
  %141 = phi i32 [ %147, %145 ], [ 0, %3 ]
  %142 = add nuw nsw i32 %139, 3
  %143 = add nuw nsw i32 %142, %140
  %144 = icmp ugt i32 %143, %4
  br i1 %144, label %153, label %145

145:                                              ; preds = %138
  %146 = add nuw nsw i32 %140, 5
  %147 = add nuw nsw i32 %141, 2
  %148 = add nuw nsw i32 %146, %142
  %149 = urem i32 %148, 7
  %150 = icmp ne i32 %149, 0
  %151 = icmp ugt i32 %148, %4
  %152 = and i1 %151, %150
  br i1 %152, label %155, label %138

153:                                              ; preds = %138
  %154 = or disjoint i32 %141, 1
  br label %155

155:                                              ; preds = %145, %153
  %156 = phi i32 [ %140, %153 ], [ %146, %145 ]
  %157 = phi i32 [ %154, %153 ], [ %147, %145 ]
  %158 = mul nuw nsw i32 %142, 1000
  %159 = mul nsw i32 %156, 10
  %160 = add nsw i32 %159, %158
  %161 = srem i32 %157, 10
  %162 = add nsw i32 %160, %161
  br label %168

163:                                              ; preds = %168
  %164 = add nuw nsw i32 %169, 3
  %165 = add nuw nsw i32 %171, 2
  %166 = add nuw nsw i32 %172, %164
  %167 = icmp ugt i32 %166, %4
  br i1 %167, label %180, label %168

168:                                              ; preds = %163, %155
  %169 = phi i32 [ 0, %155 ], [ %164, %163 ]
  %170 = phi i32 [ 0, %155 ], [ %172, %163 ]
  %171 = phi i32 [ 0, %155 ], [ %165, %163 ]
  %172 = add nuw nsw i32 %170, 5
  %173 = add nuw nsw i32 %172, %169
  %174 = urem i32 %173, 7
  %175 = icmp ne i32 %174, 0
  %176 = icmp ugt i32 %173, %4
  %177 = and i1 %176, %175
  br i1 %177, label %178, label %163

178:                                              ; preds = %168
  %179 = or disjoint i32 %171, 1
  br label %180

180:                                              ; preds = %163, %178
  %181 = phi i32 [ %172, %178 ], [ %11, %163 ]
  %182 = phi i32 [ %169, %178 ], [ %7, %163 ]
  %183 = phi i32 [ %179, %178 ], [ %9, %163 ]
  %184 = mul nsw i32 %182, 1000
  %185 = mul nuw nsw i32 %181, 10
  %186 = add nsw i32 %184, %185
  %187 = srem i32 %183, 10
  %188 = add nsw i32 %186, %187
  %189 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %4, i32 noundef signext %162, i32 noundef signext %188)
  %190 = add nuw nsw i32 %4, 13
  %191 = icmp ult i32 %4, 47
  br i1 %191, label %3, label %12, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc signext range(i32 0, 2) i32 @find_pair(ptr nocapture noundef readonly %0, i32 noundef signext %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3) unnamed_addr #3 {
  %5 = load i32, ptr %0, align 4, !tbaa !9
  %6 = getelementptr inbounds i8, ptr %0, i64 4
  %7 = load i32, ptr %6, align 4, !tbaa !9
  %8 = add nsw i32 %7, %5
  %9 = icmp eq i32 %8, %1
  br i1 %9, label %127, label %130

10:                                               ; preds = %155
  %11 = getelementptr inbounds i8, ptr %0, i64 4
  %12 = load i32, ptr %11, align 4, !tbaa !9
  %13 = getelementptr inbounds i8, ptr %0, i64 8
  %14 = load i32, ptr %13, align 4, !tbaa !9
  %15 = add nsw i32 %14, %12
  %16 = icmp eq i32 %15, %1
  br i1 %16, label %127, label %17

17:                                               ; preds = %10
  %18 = getelementptr inbounds i8, ptr %0, i64 12
  %19 = load i32, ptr %18, align 4, !tbaa !9
  %20 = add nsw i32 %19, %12
  %21 = icmp eq i32 %20, %1
  br i1 %21, label %127, label %22

22:                                               ; preds = %17
  %23 = getelementptr inbounds i8, ptr %0, i64 16
  %24 = load i32, ptr %23, align 4, !tbaa !9
  %25 = add nsw i32 %24, %12
  %26 = icmp eq i32 %25, %1
  br i1 %26, label %127, label %27

27:                                               ; preds = %22
  %28 = getelementptr inbounds i8, ptr %0, i64 20
  %29 = load i32, ptr %28, align 4, !tbaa !9
  %30 = add nsw i32 %29, %12
  %31 = icmp eq i32 %30, %1
  br i1 %31, label %127, label %32

32:                                               ; preds = %27
  %33 = getelementptr inbounds i8, ptr %0, i64 24
  %34 = load i32, ptr %33, align 4, !tbaa !9
  %35 = add nsw i32 %34, %12
  %36 = icmp eq i32 %35, %1
  br i1 %36, label %127, label %37

37:                                               ; preds = %32
  %38 = getelementptr inbounds i8, ptr %0, i64 28
  %39 = load i32, ptr %38, align 4, !tbaa !9
  %40 = add nsw i32 %39, %12
  %41 = icmp eq i32 %40, %1
  br i1 %41, label %127, label %42

42:                                               ; preds = %37
  %43 = getelementptr inbounds i8, ptr %0, i64 8
  %44 = load i32, ptr %43, align 4, !tbaa !9
  %45 = getelementptr inbounds i8, ptr %0, i64 12
  %46 = load i32, ptr %45, align 4, !tbaa !9
  %47 = add nsw i32 %46, %44
  %48 = icmp eq i32 %47, %1
  br i1 %48, label %127, label %49

49:                                               ; preds = %42
  %50 = getelementptr inbounds i8, ptr %0, i64 16
  %51 = load i32, ptr %50, align 4, !tbaa !9
  %52 = add nsw i32 %51, %44
  %53 = icmp eq i32 %52, %1
  br i1 %53, label %127, label %54

54:                                               ; preds = %49
  %55 = getelementptr inbounds i8, ptr %0, i64 20
  %56 = load i32, ptr %55, align 4, !tbaa !9
  %57 = add nsw i32 %56, %44
  %58 = icmp eq i32 %57, %1
  br i1 %58, label %127, label %59

59:                                               ; preds = %54
  %60 = getelementptr inbounds i8, ptr %0, i64 24
  %61 = load i32, ptr %60, align 4, !tbaa !9
  %62 = add nsw i32 %61, %44
  %63 = icmp eq i32 %62, %1
  br i1 %63, label %127, label %64

64:                                               ; preds = %59
  %65 = getelementptr inbounds i8, ptr %0, i64 28
  %66 = load i32, ptr %65, align 4, !tbaa !9
  %67 = add nsw i32 %66, %44
  %68 = icmp eq i32 %67, %1
  br i1 %68, label %127, label %69

69:                                               ; preds = %64
  %70 = getelementptr inbounds i8, ptr %0, i64 12
  %71 = load i32, ptr %70, align 4, !tbaa !9
  %72 = getelementptr inbounds i8, ptr %0, i64 16
  %73 = load i32, ptr %72, align 4, !tbaa !9
  %74 = add nsw i32 %73, %71
  %75 = icmp eq i32 %74, %1
  br i1 %75, label %127, label %76

76:                                               ; preds = %69
  %77 = getelementptr inbounds i8, ptr %0, i64 20
  %78 = load i32, ptr %77, align 4, !tbaa !9
  %79 = add nsw i32 %78, %71
  %80 = icmp eq i32 %79, %1
  br i1 %80, label %127, label %81

81:                                               ; preds = %76
  %82 = getelementptr inbounds i8, ptr %0, i64 24
  %83 = load i32, ptr %82, align 4, !tbaa !9
  %84 = add nsw i32 %83, %71
  %85 = icmp eq i32 %84, %1
  br i1 %85, label %127, label %86

86:                                               ; preds = %81
  %87 = getelementptr inbounds i8, ptr %0, i64 28
  %88 = load i32, ptr %87, align 4, !tbaa !9
  %89 = add nsw i32 %88, %71
  %90 = icmp eq i32 %89, %1
  br i1 %90, label %127, label %91

91:                                               ; preds = %86
  %92 = getelementptr inbounds i8, ptr %0, i64 16
  %93 = load i32, ptr %92, align 4, !tbaa !9
  %94 = getelementptr inbounds i8, ptr %0, i64 20
  %95 = load i32, ptr %94, align 4, !tbaa !9
  %96 = add nsw i32 %95, %93
  %97 = icmp eq i32 %96, %1
  br i1 %97, label %127, label %98

98:                                               ; preds = %91
  %99 = getelementptr inbounds i8, ptr %0, i64 24
  %100 = load i32, ptr %99, align 4, !tbaa !9
  %101 = add nsw i32 %100, %93
  %102 = icmp eq i32 %101, %1
  br i1 %102, label %127, label %103

103:                                              ; preds = %98
  %104 = getelementptr inbounds i8, ptr %0, i64 28
  %105 = load i32, ptr %104, align 4, !tbaa !9
  %106 = add nsw i32 %105, %93
  %107 = icmp eq i32 %106, %1
  br i1 %107, label %127, label %108

108:                                              ; preds = %103
  %109 = getelementptr inbounds i8, ptr %0, i64 20
  %110 = load i32, ptr %109, align 4, !tbaa !9
  %111 = getelementptr inbounds i8, ptr %0, i64 24
  %112 = load i32, ptr %111, align 4, !tbaa !9
  %113 = add nsw i32 %112, %110
  %114 = icmp eq i32 %113, %1
  br i1 %114, label %127, label %115

115:                                              ; preds = %108
  %116 = getelementptr inbounds i8, ptr %0, i64 28
  %117 = load i32, ptr %116, align 4, !tbaa !9
  %118 = add nsw i32 %117, %110
  %119 = icmp eq i32 %118, %1
  br i1 %119, label %127, label %120

120:                                              ; preds = %115
  %121 = getelementptr inbounds i8, ptr %0, i64 24
  %122 = load i32, ptr %121, align 4, !tbaa !9
  %123 = getelementptr inbounds i8, ptr %0, i64 28
  %124 = load i32, ptr %123, align 4, !tbaa !9
  %125 = add nsw i32 %124, %122
  %126 = icmp eq i32 %125, %1
  br i1 %126, label %127, label %160

127:                                              ; preds = %120, %108, %115, %91, %98, %103, %69, %76, %81, %86, %42, %49, %54, %59, %64, %10, %17, %22, %27, %32, %37, %4, %130, %135, %140, %145, %150, %155
  %128 = phi i32 [ 0, %155 ], [ 0, %150 ], [ 0, %145 ], [ 0, %140 ], [ 0, %135 ], [ 0, %130 ], [ 0, %4 ], [ 1, %37 ], [ 1, %32 ], [ 1, %27 ], [ 1, %22 ], [ 1, %17 ], [ 1, %10 ], [ 2, %64 ], [ 2, %59 ], [ 2, %54 ], [ 2, %49 ], [ 2, %42 ], [ 3, %86 ], [ 3, %81 ], [ 3, %76 ], [ 3, %69 ], [ 4, %103 ], [ 4, %98 ], [ 4, %91 ], [ 5, %115 ], [ 5, %108 ], [ 6, %120 ]
  %129 = phi i32 [ 7, %155 ], [ 6, %150 ], [ 5, %145 ], [ 4, %140 ], [ 3, %135 ], [ 2, %130 ], [ 1, %4 ], [ 7, %37 ], [ 6, %32 ], [ 5, %27 ], [ 4, %22 ], [ 3, %17 ], [ 2, %10 ], [ 7, %64 ], [ 6, %59 ], [ 5, %54 ], [ 4, %49 ], [ 3, %42 ], [ 7, %86 ], [ 6, %81 ], [ 5, %76 ], [ 4, %69 ], [ 7, %103 ], [ 6, %98 ], [ 5, %91 ], [ 7, %115 ], [ 6, %108 ], [ 7, %120 ]
  store i32 %128, ptr %2, align 4, !tbaa !9
  store i32 %129, ptr %3, align 4, !tbaa !9
  br label %160

130:                                              ; preds = %4
  %131 = getelementptr inbounds i8, ptr %0, i64 8
  %132 = load i32, ptr %131, align 4, !tbaa !9
  %133 = add nsw i32 %132, %5
  %134 = icmp eq i32 %133, %1
  br i1 %134, label %127, label %135

135:                                              ; preds = %130
  %136 = getelementptr inbounds i8, ptr %0, i64 12
  %137 = load i32, ptr %136, align 4, !tbaa !9
  %138 = add nsw i32 %137, %5
  %139 = icmp eq i32 %138, %1
  br i1 %139, label %127, label %140

140:                                              ; preds = %135
  %141 = getelementptr inbounds i8, ptr %0, i64 16
  %142 = load i32, ptr %141, align 4, !tbaa !9
  %143 = add nsw i32 %142, %5
  %144 = icmp eq i32 %143, %1
  br i1 %144, label %127, label %145

145:                                              ; preds = %140
  %146 = getelementptr inbounds i8, ptr %0, i64 20
  %147 = load i32, ptr %146, align 4, !tbaa !9
  %148 = add nsw i32 %147, %5
  %149 = icmp eq i32 %148, %1
  br i1 %149, label %127, label %150

150:                                              ; preds = %145
  %151 = getelementptr inbounds i8, ptr %0, i64 24
  %152 = load i32, ptr %151, align 4, !tbaa !9
  %153 = add nsw i32 %152, %5
  %154 = icmp eq i32 %153, %1
  br i1 %154, label %127, label %155

155:                                              ; preds = %150
  %156 = getelementptr inbounds i8, ptr %0, i64 28
  %157 = load i32, ptr %156, align 4, !tbaa !9
  %158 = add nsw i32 %157, %5
  %159 = icmp eq i32 %158, %1
  br i1 %159, label %127, label %10

160:                                              ; preds = %120, %127
  %161 = phi i32 [ 1, %127 ], [ 0, %120 ]
  ret i32 %161
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #4

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

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
