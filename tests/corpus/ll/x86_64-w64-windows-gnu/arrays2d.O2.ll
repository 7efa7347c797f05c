; ModuleID = 'tests/programs/arrays2d.c'
source_filename = "tests/programs/arrays2d.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [27 x i8] c"t[4][5] = %d t[0][3] = %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"row %d: %ld %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"trace(%d) = %d\0A\00", align 1
@grid3 = internal unnamed_addr global [3 x [4 x [5 x i32]]] zeroinitializer, align 16
@.str.3 = private unnamed_addr constant [43 x i8] c"grid3 flat sum = %ld, grid3[2][3][4] = %d\0A\00", align 1
@main.g1 = internal unnamed_addr global [12 x [16 x i8]] zeroinitializer, align 16
@main.g2 = internal unnamed_addr global [12 x [16 x i8]] zeroinitializer, align 16
@.str.4 = private unnamed_addr constant [21 x i8] c"alive after 30 = %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"words total %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 54, i32 noundef 30)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef -12, i32 noundef -40)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef 1, i32 noundef -8, i32 noundef -30)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef 2, i32 noundef -4, i32 noundef -20)
  %1 = tail call ptr @llvm.stacksave.p0()
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 1, i32 noundef 2)
  tail call void @llvm.stackrestore.p0(ptr %1)
  %2 = tail call ptr @llvm.stacksave.p0()
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 2, i32 noundef 8)
  tail call void @llvm.stackrestore.p0(ptr %2)
  %3 = tail call ptr @llvm.stacksave.p0()
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 3, i32 noundef 20)
  tail call void @llvm.stackrestore.p0(ptr %3)
  %4 = tail call ptr @llvm.stacksave.p0()
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 4, i32 noundef 40)
  tail call void @llvm.stackrestore.p0(ptr %4)
  %5 = tail call ptr @llvm.stacksave.p0()
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef 5, i32 noundef 70)
  tail call void @llvm.stackrestore.p0(ptr %5)
  store <4 x i32> <i32 0, i32 1, i32 2, i32 3>, ptr @grid3, align 16, !tbaa !5
  store <4 x i32> <i32 4, i32 10, i32 11, i32 12>, ptr getelementptr inbounds (i8, ptr @grid3, i64 16), align 16, !tbaa !5
  store <4 x i32> <i32 13, i32 14, i32 20, i32 21>, ptr getelementptr inbounds (i8, ptr @grid3, i64 32), align 16, !tbaa !5
  store <4 x i32> <i32 22, i32 23, i32 24, i32 30>, ptr getelementptr inbounds (i8, ptr @grid3, i64 48), align 16, !tbaa !5
  store <4 x i32> <i32 31, i32 32, i32 33, i32 34>, ptr getelementptr inbounds (i8, ptr @grid3, i64 64), align 16, !tbaa !5
  store <4 x i32> <i32 100, i32 101, i32 102, i32 103>, ptr getelementptr inbounds (i8, ptr @grid3, i64 80), align 16, !tbaa !5
  store <4 x i32> <i32 104, i32 110, i32 111, i32 112>, ptr getelementptr inbounds (i8, ptr @grid3, i64 96), align 16, !tbaa !5
  store <4 x i32> <i32 113, i32 114, i32 120, i32 121>, ptr getelementptr inbounds (i8, ptr @grid3, i64 112), align 16, !tbaa !5
  store <4 x i32> <i32 122, i32 123, i32 124, i32 130>, ptr getelementptr inbounds (i8, ptr @grid3, i64 128), align 16, !tbaa !5
  store <4 x i32> <i32 131, i32 132, i32 133, i32 134>, ptr getelementptr inbounds (i8, ptr @grid3, i64 144), align 16, !tbaa !5
  store <4 x i32> <i32 200, i32 201, i32 202, i32 203>, ptr getelementptr inbounds (i8, ptr @grid3, i64 160), align 16, !tbaa !5
  store <4 x i32> <i32 204, i32 210, i32 211, i32 212>, ptr getelementptr inbounds (i8, ptr @grid3, i64 176), align 16, !tbaa !5
  store <4 x i32> <i32 213, i32 214, i32 220, i32 221>, ptr getelementptr inbounds (i8, ptr @grid3, i64 192), align 16, !tbaa !5
  store <4 x i32> <i32 222, i32 223, i32 224, i32 230>, ptr getelementptr inbounds (i8, ptr @grid3, i64 208), align 16, !tbaa !5
  store <4 x i32> <i32 231, i32 232, i32 233, i32 234>, ptr getelementptr inbounds (i8, ptr @grid3, i64 224), align 16, !tbaa !5
  %6 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @grid3, i64 208), align 16, !tbaa !5
  %7 = mul nsw <4 x i32> %6, <i32 3, i32 4, i32 5, i32 6>
  %8 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @grid3, i64 176), align 16, !tbaa !5
  %9 = mul nsw <4 x i32> %8, <i32 2, i32 3, i32 4, i32 5>
  %10 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @grid3, i64 144), align 16, !tbaa !5
  %11 = mul nsw <4 x i32> %10, <i32 1, i32 2, i32 3, i32 4>
  %12 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @grid3, i64 112), align 16, !tbaa !5
  %13 = mul nsw <4 x i32> %12, <i32 0, i32 1, i32 2, i32 3>
  %14 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @grid3, i64 80), align 16, !tbaa !5
  %15 = mul nsw <4 x i32> %14, <i32 6, i32 0, i32 1, i32 2>
  %16 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @grid3, i64 48), align 16, !tbaa !5
  %17 = mul nsw <4 x i32> %16, <i32 5, i32 6, i32 0, i32 1>
  %18 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @grid3, i64 16), align 16, !tbaa !5
  %19 = mul nsw <4 x i32> %18, <i32 4, i32 5, i32 6, i32 0>
  %20 = add <4 x i32> %17, %19
  %21 = add <4 x i32> %15, %20
  %22 = add <4 x i32> %13, %21
  %23 = add <4 x i32> %11, %22
  %24 = add <4 x i32> %9, %23
  %25 = add <4 x i32> %7, %24
  %26 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @grid3, i64 192), align 16, !tbaa !5
  %27 = mul nsw <4 x i32> %26, <i32 6, i32 0, i32 1, i32 2>
  %28 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @grid3, i64 160), align 16, !tbaa !5
  %29 = mul nsw <4 x i32> %28, <i32 5, i32 6, i32 0, i32 1>
  %30 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @grid3, i64 128), align 16, !tbaa !5
  %31 = mul nsw <4 x i32> %30, <i32 4, i32 5, i32 6, i32 0>
  %32 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @grid3, i64 96), align 16, !tbaa !5
  %33 = mul nsw <4 x i32> %32, <i32 3, i32 4, i32 5, i32 6>
  %34 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @grid3, i64 64), align 16, !tbaa !5
  %35 = mul nsw <4 x i32> %34, <i32 2, i32 3, i32 4, i32 5>
  %36 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @grid3, i64 32), align 16, !tbaa !5
  %37 = mul nsw <4 x i32> %36, <i32 1, i32 2, i32 3, i32 4>
  %38 = load <4 x i32>, ptr @grid3, align 16, !tbaa !5
  %39 = mul nsw <4 x i32> %38, <i32 0, i32 1, i32 2, i32 3>
  %40 = add <4 x i32> %37, %39
  %41 = add <4 x i32> %35, %40
  %42 = add <4 x i32> %33, %41
  %43 = add <4 x i32> %31, %42
  %44 = add <4 x i32> %29, %43
  %45 = add <4 x i32> %27, %44
  %46 = add <4 x i32> %25, %45
  %47 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %46)
  %48 = load i32, ptr getelementptr inbounds (i8, ptr @grid3, i64 228), align 4, !tbaa !5
  %49 = add nsw i32 %48, %47
  %50 = load i32, ptr getelementptr inbounds (i8, ptr @grid3, i64 232), align 8, !tbaa !5
  %51 = shl nsw i32 %50, 1
  %52 = add nsw i32 %51, %49
  %53 = load i32, ptr getelementptr inbounds (i8, ptr @grid3, i64 236), align 4, !tbaa !5
  %54 = mul nsw i32 %53, 3
  %55 = add nsw i32 %54, %52
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef %55, i32 noundef 234)
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 51), align 1, !tbaa !9
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 50), align 2, !tbaa !9
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 49), align 1, !tbaa !9
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 35), align 1, !tbaa !9
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 18), align 2, !tbaa !9
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 122), align 2, !tbaa !9
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 121), align 1, !tbaa !9
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 120), align 8, !tbaa !9
  br label %57

56:                                               ; preds = %138
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef %136)
  br label %141

57:                                               ; preds = %0, %138
  %58 = phi i32 [ 0, %0 ], [ %139, %138 ]
  %59 = and i32 %58, 1
  %60 = icmp eq i32 %59, 0
  %61 = select i1 %60, ptr @main.g1, ptr @main.g2
  %62 = select i1 %60, ptr @main.g2, ptr @main.g1
  br label %63

63:                                               ; preds = %85, %57
  %64 = phi i64 [ 0, %57 ], [ %86, %85 ]
  %65 = phi i32 [ 0, %57 ], [ %136, %85 ]
  %66 = shl nuw nsw i64 %64, 4
  %67 = getelementptr inbounds i8, ptr %62, i64 %66
  %68 = getelementptr inbounds i8, ptr %61, i64 %66
  %69 = trunc i64 %64 to i32
  %70 = add i32 %69, 11
  %71 = urem i32 %70, 12
  %72 = shl nuw nsw i32 %71, 4
  %73 = zext nneg i32 %72 to i64
  %74 = getelementptr inbounds i8, ptr %61, i64 %73
  %75 = add i32 %69, 12
  %76 = urem i32 %75, 12
  %77 = shl nuw nsw i32 %76, 4
  %78 = zext nneg i32 %77 to i64
  %79 = getelementptr inbounds i8, ptr %61, i64 %78
  %80 = add i32 %69, 13
  %81 = urem i32 %80, 12
  %82 = shl nuw nsw i32 %81, 4
  %83 = zext nneg i32 %82 to i64
  %84 = getelementptr inbounds i8, ptr %61, i64 %83
  br label %88

85:                                               ; preds = %131
  %86 = add nuw nsw i64 %64, 1
  %87 = icmp eq i64 %86, 12
  br i1 %87, label %138, label %63, !llvm.loop !10

88:                                               ; preds = %131, %63
  %89 = phi i64 [ 0, %63 ], [ %100, %131 ]
  %90 = phi i32 [ %65, %63 ], [ %136, %131 ]
  %91 = add nuw nsw i64 %89, 15
  %92 = and i64 %91, 15
  %93 = getelementptr inbounds i8, ptr %74, i64 %92
  %94 = load i8, ptr %93, align 1, !tbaa !9
  %95 = zext i8 %94 to i32
  %96 = getelementptr inbounds i8, ptr %74, i64 %89
  %97 = load i8, ptr %96, align 1, !tbaa !9
  %98 = zext i8 %97 to i32
  %99 = add nuw nsw i32 %98, %95
  %100 = add nuw nsw i64 %89, 1
  %101 = and i64 %100, 15
  %102 = getelementptr inbounds i8, ptr %74, i64 %101
  %103 = load i8, ptr %102, align 1, !tbaa !9
  %104 = zext i8 %103 to i32
  %105 = add nuw nsw i32 %99, %104
  %106 = getelementptr inbounds i8, ptr %79, i64 %92
  %107 = load i8, ptr %106, align 1, !tbaa !9
  %108 = zext i8 %107 to i32
  %109 = add nuw nsw i32 %105, %108
  %110 = getelementptr inbounds i8, ptr %79, i64 %101
  %111 = load i8, ptr %110, align 1, !tbaa !9
  %112 = zext i8 %111 to i32
  %113 = add nuw nsw i32 %109, %112
  %114 = getelementptr inbounds i8, ptr %84, i64 %92
  %115 = load i8, ptr %114, align 1, !tbaa !9
  %116 = zext i8 %115 to i32
  %117 = add nuw nsw i32 %113, %116
  %118 = getelementptr inbounds i8, ptr %84, i64 %89
  %119 = load i8, ptr %118, align 1, !tbaa !9
  %120 = zext i8 %119 to i32
  %121 = add nuw nsw i32 %117, %120
  %122 = getelementptr inbounds i8, ptr %84, i64 %101
  %123 = load i8, ptr %122, align 1, !tbaa !9
  %124 = zext i8 %123 to i32
  %125 = add nuw nsw i32 %121, %124
  switch i32 %125, label %130 [
    i32 3, label %131
    i32 2, label %126
  ]

126:                                              ; preds = %88
  %127 = getelementptr inbounds i8, ptr %68, i64 %89
  %128 = load i8, ptr %127, align 1, !tbaa !9
  %129 = icmp ne i8 %128, 0
  br label %131

130:                                              ; preds = %88
  br label %131

131:                                              ; preds = %130, %126, %88
  %132 = phi i1 [ true, %88 ], [ %129, %126 ], [ false, %130 ]
  %133 = zext i1 %132 to i8
  %134 = getelementptr inbounds i8, ptr %67, i64 %89
  store i8 %133, ptr %134, align 1, !tbaa !9
  %135 = zext i1 %132 to i32
  %136 = add nsw i32 %90, %135
  %137 = icmp eq i64 %100, 16
  br i1 %137, label %85, label %88, !llvm.loop !12

138:                                              ; preds = %85
  %139 = add nuw nsw i32 %58, 1
  %140 = icmp eq i32 %139, 30
  br i1 %140, label %56, label %57, !llvm.loop !13

141:                                              ; preds = %56, %141
  %142 = phi i64 [ 0, %56 ], [ %224, %141 ]
  %143 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %142, i64 0
  %144 = load i8, ptr %143, align 16, !tbaa !9
  %145 = icmp eq i8 %144, 0
  %146 = select i1 %145, i32 46, i32 35
  %147 = tail call i32 @putchar(i32 noundef %146)
  %148 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %142, i64 1
  %149 = load i8, ptr %148, align 1, !tbaa !9
  %150 = icmp eq i8 %149, 0
  %151 = select i1 %150, i32 46, i32 35
  %152 = tail call i32 @putchar(i32 noundef %151)
  %153 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %142, i64 2
  %154 = load i8, ptr %153, align 2, !tbaa !9
  %155 = icmp eq i8 %154, 0
  %156 = select i1 %155, i32 46, i32 35
  %157 = tail call i32 @putchar(i32 noundef %156)
  %158 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %142, i64 3
  %159 = load i8, ptr %158, align 1, !tbaa !9
  %160 = icmp eq i8 %159, 0
  %161 = select i1 %160, i32 46, i32 35
  %162 = tail call i32 @putchar(i32 noundef %161)
  %163 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %142, i64 4
  %164 = load i8, ptr %163, align 4, !tbaa !9
  %165 = icmp eq i8 %164, 0
  %166 = select i1 %165, i32 46, i32 35
  %167 = tail call i32 @putchar(i32 noundef %166)
  %168 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %142, i64 5
  %169 = load i8, ptr %168, align 1, !tbaa !9
  %170 = icmp eq i8 %169, 0
  %171 = select i1 %170, i32 46, i32 35
  %172 = tail call i32 @putchar(i32 noundef %171)
  %173 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %142, i64 6
  %174 = load i8, ptr %173, align 2, !tbaa !9
  %175 = icmp eq i8 %174, 0
  %176 = select i1 %175, i32 46, i32 35
  %177 = tail call i32 @putchar(i32 noundef %176)
  %178 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %142, i64 7
  %179 = load i8, ptr %178, align 1, !tbaa !9
  %180 = icmp eq i8 %179, 0
  %181 = select i1 %180, i32 46, i32 35
  %182 = tail call i32 @putchar(i32 noundef %181)
  %183 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %142, i64 8
  %184 = load i8, ptr %183, align 8, !tbaa !9
  %185 = icmp eq i8 %184, 0
  %186 = select i1 %185, i32 46, i32 35
  %187 = tail call i32 @putchar(i32 noundef %186)
  %188 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %142, i64 9
  %189 = load i8, ptr %188, align 1, !tbaa !9
  %190 = icmp eq i8 %189, 0
  %191 = select i1 %190, i32 46, i32 35
  %192 = tail call i32 @putchar(i32 noundef %191)
  %193 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %142, i64 10
  %194 = load i8, ptr %193, align 2, !tbaa !9
  %195 = icmp eq i8 %194, 0
  %196 = select i1 %195, i32 46, i32 35
  %197 = tail call i32 @putchar(i32 noundef %196)
  %198 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %142, i64 11
  %199 = load i8, ptr %198, align 1, !tbaa !9
  %200 = icmp eq i8 %199, 0
  %201 = select i1 %200, i32 46, i32 35
  %202 = tail call i32 @putchar(i32 noundef %201)
  %203 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %142, i64 12
  %204 = load i8, ptr %203, align 4, !tbaa !9
  %205 = icmp eq i8 %204, 0
  %206 = select i1 %205, i32 46, i32 35
  %207 = tail call i32 @putchar(i32 noundef %206)
  %208 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %142, i64 13
  %209 = load i8, ptr %208, align 1, !tbaa !9
  %210 = icmp eq i8 %209, 0
  %211 = select i1 %210, i32 46, i32 35
  %212 = tail call i32 @putchar(i32 noundef %211)
  %213 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %142, i64 14
  %214 = load i8, ptr %213, align 2, !tbaa !9
  %215 = icmp eq i8 %214, 0
  %216 = select i1 %215, i32 46, i32 35
  %217 = tail call i32 @putchar(i32 noundef %216)
  %218 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %142, i64 15
  %219 = load i8, ptr %218, align 1, !tbaa !9
  %220 = icmp eq i8 %219, 0
  %221 = select i1 %220, i32 46, i32 35
  %222 = tail call i32 @putchar(i32 noundef %221)
  %223 = tail call i32 @putchar(i32 noundef 10)
  %224 = add nuw nsw i64 %142, 1
  %225 = icmp eq i64 %224, 12
  br i1 %225, label %226, label %141, !llvm.loop !14

226:                                              ; preds = %141
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef 78)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #8
  %4 = load ptr, ptr %2, align 8, !tbaa !15
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #8
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #3

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !7, i64 0}
