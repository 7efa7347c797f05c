; ModuleID = 'tests/programs/arrays2d.c'
source_filename = "tests/programs/arrays2d.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [27 x i8] c"t[4][5] = %d t[0][3] = %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"row %d: %ld %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"trace(%d) = %d\0A\00", align 1
@grid3 = internal unnamed_addr global [3 x [4 x [5 x i32]]] zeroinitializer, align 4
@.str.3 = private unnamed_addr constant [43 x i8] c"grid3 flat sum = %ld, grid3[2][3][4] = %d\0A\00", align 1
@main.g1 = internal unnamed_addr global [12 x [16 x i8]] zeroinitializer, align 1
@main.g2 = internal unnamed_addr global [12 x [16 x i8]] zeroinitializer, align 1
@.str.4 = private unnamed_addr constant [21 x i8] c"alive after 30 = %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"words total %d\0A\00", align 1
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 {
  %1 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 54, i32 noundef signext 30)
  %2 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 0, i64 noundef -12, i64 noundef -40)
  %3 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 1, i64 noundef -8, i64 noundef -30)
  %4 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 2, i64 noundef -4, i64 noundef -20)
  br label %5

5:                                                ; preds = %0, %25
  %6 = phi i64 [ 1, %0 ], [ %28, %25 ]
  %7 = tail call ptr @llvm.stacksave.p0()
  %8 = mul nuw nsw i64 %6, %6
  %9 = alloca i32, i64 %8, align 4
  br label %10

10:                                               ; preds = %5, %31
  %11 = phi i64 [ 0, %5 ], [ %12, %31 ]
  %12 = add nuw nsw i64 %11, 1
  %13 = mul nuw nsw i64 %11, %6
  %14 = getelementptr inbounds i32, ptr %9, i64 %13
  br label %33

15:                                               ; preds = %31, %15
  %16 = phi i64 [ %23, %15 ], [ 0, %31 ]
  %17 = phi i32 [ %22, %15 ], [ 0, %31 ]
  %18 = mul nuw nsw i64 %16, %6
  %19 = getelementptr inbounds i32, ptr %9, i64 %18
  %20 = getelementptr inbounds i32, ptr %19, i64 %16
  %21 = load i32, ptr %20, align 4, !tbaa !9
  %22 = add nsw i32 %21, %17
  %23 = add nuw nsw i64 %16, 1
  %24 = icmp eq i64 %23, %6
  br i1 %24, label %25, label %15, !llvm.loop !13

25:                                               ; preds = %15
  %26 = trunc nuw nsw i64 %6 to i32
  %27 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %26, i32 noundef signext %22)
  tail call void @llvm.stackrestore.p0(ptr %7)
  %28 = add nuw nsw i64 %6, 1
  %29 = icmp eq i64 %28, 6
  br i1 %29, label %30, label %5, !llvm.loop !15

30:                                               ; preds = %25
  store i32 0, ptr @grid3, align 4, !tbaa !9
  store i32 1, ptr getelementptr inbounds (i8, ptr @grid3, i64 4), align 4, !tbaa !9
  store i32 2, ptr getelementptr inbounds (i8, ptr @grid3, i64 8), align 4, !tbaa !9
  store i32 3, ptr getelementptr inbounds (i8, ptr @grid3, i64 12), align 4, !tbaa !9
  store i32 4, ptr getelementptr inbounds (i8, ptr @grid3, i64 16), align 4, !tbaa !9
  store i32 10, ptr getelementptr inbounds (i8, ptr @grid3, i64 20), align 4, !tbaa !9
  store i32 11, ptr getelementptr inbounds (i8, ptr @grid3, i64 24), align 4, !tbaa !9
  store i32 12, ptr getelementptr inbounds (i8, ptr @grid3, i64 28), align 4, !tbaa !9
  store i32 13, ptr getelementptr inbounds (i8, ptr @grid3, i64 32), align 4, !tbaa !9
  store i32 14, ptr getelementptr inbounds (i8, ptr @grid3, i64 36), align 4, !tbaa !9
  store i32 20, ptr getelementptr inbounds (i8, ptr @grid3, i64 40), align 4, !tbaa !9
  store i32 21, ptr getelementptr inbounds (i8, ptr @grid3, i64 44), align 4, !tbaa !9
  store i32 22, ptr getelementptr inbounds (i8, ptr @grid3, i64 48), align 4, !tbaa !9
  store i32 23, ptr getelementptr inbounds (i8, ptr @grid3, i64 52), align 4, !tbaa !9
  store i32 24, ptr getelementptr inbounds (i8, ptr @grid3, i64 56), align 4, !tbaa !9
  store i32 30, ptr getelementptr inbounds (i8, ptr @grid3, i64 60), align 4, !tbaa !9
  store i32 31, ptr getelementptr inbounds (i8, ptr @grid3, i64 64), align 4, !tbaa !9
  store i32 32, ptr getelementptr inbounds (i8, ptr @grid3, i64 68), align 4, !tbaa !9
  store i32 33, ptr getelementptr inbounds (i8, ptr @grid3, i64 72), align 4, !tbaa !9
  store i32 34, ptr getelementptr inbounds (i8, ptr @grid3, i64 76), align 4, !tbaa !9
  store i32 100, ptr getelementptr inbounds (i8, ptr @grid3, i64 80), align 4, !tbaa !9
  store i32 101, ptr getelementptr inbounds (i8, ptr @grid3, i64 84), align 4, !tbaa !9
  store i32 102, ptr getelementptr inbounds (i8, ptr @grid3, i64 88), align 4, !tbaa !9
  store i32 103, ptr getelementptr inbounds (i8, ptr @grid3, i64 92), align 4, !tbaa !9
  store i32 104, ptr getelementptr inbounds (i8, ptr @grid3, i64 96), align 4, !tbaa !9
  store i32 110, ptr getelementptr inbounds (i8, ptr @grid3, i64 100), align 4, !tbaa !9
  store i32 111, ptr getelementptr inbounds (i8, ptr @grid3, i64 104), align 4, !tbaa !9
  store i32 112, ptr getelementptr inbounds (i8, ptr @grid3, i64 108), align 4, !tbaa !9
  store i32 113, ptr getelementptr inbounds (i8, ptr @grid3, i64 112), align 4, !tbaa !9
  store i32 114, ptr getelementptr inbounds (i8, ptr @grid3, i64 116), align 4, !tbaa !9
  store i32 120, ptr getelementptr inbounds (i8, ptr @grid3, i64 120), align 4, !tbaa !9
  store i32 121, ptr getelementptr inbounds (i8, ptr @grid3, i64 124), align 4, !tbaa !9
  store i32 122, ptr getelementptr inbounds (i8, ptr @grid3, i64 128), align 4, !tbaa !9
  store i32 123, ptr getelementptr inbounds (i8, ptr @grid3, i64 132), align 4, !tbaa !9
  store i32 124, ptr getelementptr inbounds (i8, ptr @grid3, i64 136), align 4, !tbaa !9
  store i32 130, ptr getelementptr inbounds (i8, ptr @grid3, i64 140), align 4, !tbaa !9
  store i32 131, ptr getelementptr inbounds (i8, ptr @grid3, i64 144), align 4, !tbaa !9
  store i32 132, ptr getelementptr inbounds (i8, ptr @grid3, i64 148), align 4, !tbaa !9
  store i32 133, ptr getelementptr inbounds (i8, ptr @grid3, i64 152), align 4, !tbaa !9
  store i32 134, ptr getelementptr inbounds (i8, ptr @grid3, i64 156), align 4, !tbaa !9
  store i32 200, ptr getelementptr inbounds (i8, ptr @grid3, i64 160), align 4, !tbaa !9
  store i32 201, ptr getelementptr inbounds (i8, ptr @grid3, i64 164), align 4, !tbaa !9
  store i32 202, ptr getelementptr inbounds (i8, ptr @grid3, i64 168), align 4, !tbaa !9
  store i32 203, ptr getelementptr inbounds (i8, ptr @grid3, i64 172), align 4, !tbaa !9
  store i32 204, ptr getelementptr inbounds (i8, ptr @grid3, i64 176), align 4, !tbaa !9
  store i32 210, ptr getelementptr inbounds (i8, ptr @grid3, i64 180), align 4, !tbaa !9
  store i32 211, ptr getelementptr inbounds (i8, ptr @grid3, i64 184), align 4, !tbaa !9
  store i32 212, ptr getelementptr inbounds (i8, ptr @grid3, i64 188), align 4, !tbaa !9
  store i32 213, ptr getelementptr inbounds (i8, ptr @grid3, i64 192), align 4, !tbaa !9
  store i32 214, ptr getelementptr inbounds (i8, ptr @grid3, i64 196), align 4, !tbaa !9
  store i32 220, ptr getelementptr inbounds (i8, ptr @grid3, i64 200), align 4, !tbaa !9
  store i32 221, ptr getelementptr inbounds (i8, ptr @grid3, i64 204), align 4, !tbaa !9
  store i32 222, ptr getelementptr inbounds (i8, ptr @grid3, i64 208), align 4, !tbaa !9
  store i32 223, ptr getelementptr inbounds (i8, ptr @grid3, i64 212), align 4, !tbaa !9
  store i32 224, ptr getelementptr inbounds (i8, ptr @grid3, i64 216), align 4, !tbaa !9
  store i32 230, ptr getelementptr inbounds (i8, ptr @grid3, i64 220), align 4, !tbaa !9
  store i32 231, ptr getelementptr inbounds (i8, ptr @grid3, i64 224), align 4, !tbaa !9
  store i32 232, ptr getelementptr inbounds (i8, ptr @grid3, i64 228), align 4, !tbaa !9
  store i32 233, ptr getelementptr inbounds (i8, ptr @grid3, i64 232), align 4, !tbaa !9
  store i32 234, ptr getelementptr inbounds (i8, ptr @grid3, i64 236), align 4, !tbaa !9
  br label %43

31:                                               ; preds = %33
  %32 = icmp eq i64 %12, %6
  br i1 %32, label %15, label %10, !llvm.loop !16

33:                                               ; preds = %10, %33
  %34 = phi i64 [ 0, %10 ], [ %39, %33 ]
  %35 = add nuw nsw i64 %34, 2
  %36 = mul nuw nsw i64 %35, %12
  %37 = getelementptr inbounds i32, ptr %14, i64 %34
  %38 = trunc nuw nsw i64 %36 to i32
  store i32 %38, ptr %37, align 4, !tbaa !9
  %39 = add nuw nsw i64 %34, 1
  %40 = icmp eq i64 %39, %6
  br i1 %40, label %31, label %33, !llvm.loop !17

41:                                               ; preds = %43
  %42 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %53, i32 noundef signext 234)
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 51), align 1, !tbaa !18
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 50), align 1, !tbaa !18
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 49), align 1, !tbaa !18
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 35), align 1, !tbaa !18
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 18), align 1, !tbaa !18
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 122), align 1, !tbaa !18
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 121), align 1, !tbaa !18
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 120), align 1, !tbaa !18
  br label %58

43:                                               ; preds = %30, %43
  %44 = phi i64 [ 0, %30 ], [ %54, %43 ]
  %45 = phi i64 [ 0, %30 ], [ %53, %43 ]
  %46 = getelementptr inbounds i32, ptr @grid3, i64 %44
  %47 = load i32, ptr %46, align 4, !tbaa !9
  %48 = sext i32 %47 to i64
  %49 = trunc i64 %44 to i8
  %50 = urem i8 %49, 7
  %51 = zext nneg i8 %50 to i64
  %52 = mul nsw i64 %48, %51
  %53 = add nsw i64 %52, %45
  %54 = add nuw nsw i64 %44, 1
  %55 = icmp eq i64 %54, 60
  br i1 %55, label %41, label %43, !llvm.loop !19

56:                                               ; preds = %139
  %57 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext %137)
  br label %142

58:                                               ; preds = %41, %139
  %59 = phi i32 [ 0, %41 ], [ %140, %139 ]
  %60 = and i32 %59, 1
  %61 = icmp eq i32 %60, 0
  %62 = select i1 %61, ptr @main.g1, ptr @main.g2
  %63 = select i1 %61, ptr @main.g2, ptr @main.g1
  br label %64

64:                                               ; preds = %86, %58
  %65 = phi i64 [ 0, %58 ], [ %87, %86 ]
  %66 = phi i32 [ 0, %58 ], [ %137, %86 ]
  %67 = shl nuw nsw i64 %65, 4
  %68 = getelementptr inbounds i8, ptr %63, i64 %67
  %69 = getelementptr inbounds i8, ptr %62, i64 %67
  %70 = trunc i64 %65 to i32
  %71 = add i32 %70, 11
  %72 = urem i32 %71, 12
  %73 = shl nuw nsw i32 %72, 4
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds i8, ptr %62, i64 %74
  %76 = add i32 %70, 12
  %77 = urem i32 %76, 12
  %78 = shl nuw nsw i32 %77, 4
  %79 = zext nneg i32 %78 to i64
  %80 = getelementptr inbounds i8, ptr %62, i64 %79
  %81 = add i32 %70, 13
  %82 = urem i32 %81, 12
  %83 = shl nuw nsw i32 %82, 4
  %84 = zext nneg i32 %83 to i64
  %85 = getelementptr inbounds i8, ptr %62, i64 %84
  br label %89

86:                                               ; preds = %132
  %87 = add nuw nsw i64 %65, 1
  %88 = icmp eq i64 %87, 12
  br i1 %88, label %139, label %64, !llvm.loop !20

89:                                               ; preds = %132, %64
  %90 = phi i64 [ 0, %64 ], [ %101, %132 ]
  %91 = phi i32 [ %66, %64 ], [ %137, %132 ]
  %92 = add nuw nsw i64 %90, 15
  %93 = and i64 %92, 15
  %94 = getelementptr inbounds i8, ptr %75, i64 %93
  %95 = load i8, ptr %94, align 1, !tbaa !18
  %96 = zext i8 %95 to i32
  %97 = getelementptr inbounds i8, ptr %75, i64 %90
  %98 = load i8, ptr %97, align 1, !tbaa !18
  %99 = zext i8 %98 to i32
  %100 = add nuw nsw i32 %99, %96
  %101 = add nuw nsw i64 %90, 1
  %102 = and i64 %101, 15
  %103 = getelementptr inbounds i8, ptr %75, i64 %102
  %104 = load i8, ptr %103, align 1, !tbaa !18
  %105 = zext i8 %104 to i32
  %106 = add nuw nsw i32 %100, %105
  %107 = getelementptr inbounds i8, ptr %80, i64 %93
  %108 = load i8, ptr %107, align 1, !tbaa !18
  %109 = zext i8 %108 to i32
  %110 = add nuw nsw i32 %106, %109
  %111 = getelementptr inbounds i8, ptr %80, i64 %102
  %112 = load i8, ptr %111, align 1, !tbaa !18
  %113 = zext i8 %112 to i32
  %114 = add nuw nsw i32 %110, %113
  %115 = getelementptr inbounds i8, ptr %85, i64 %93
  %116 = load i8, ptr %115, align 1, !tbaa !18
  %117 = zext i8 %116 to i32
  %118 = add nuw nsw i32 %114, %117
  %119 = getelementptr inbounds i8, ptr %85, i64 %90
  %120 = load i8, ptr %119, align 1, !tbaa !18
  %121 = zext i8 %120 to i32
  %122 = add nuw nsw i32 %118, %121
  %123 = getelementptr inbounds i8, ptr %85, i64 %102
  %124 = load i8, ptr %123, align 1, !tbaa !18
  %125 = zext i8 %124 to i32
  %126 = add nuw nsw i32 %122, %125
  switch i32 %126, label %131 [
    i32 3, label %132
    i32 2, label %127
  ]

127:                                              ; preds = %89
  %128 = getelementptr inbounds i8, ptr %69, i64 %90
  %129 = load i8, ptr %128, align 1, !tbaa !18
  %130 = icmp ne i8 %129, 0
  br label %132

131:                                              ; preds = %89
  br label %132

132:                                              ; preds = %131, %127, %89
  %133 = phi i1 [ true, %89 ], [ %130, %127 ], [ false, %131 ]
  %134 = zext i1 %133 to i8
  %135 = getelementptr inbounds i8, ptr %68, i64 %90
  store i8 %134, ptr %135, align 1, !tbaa !18
  %136 = zext i1 %133 to i32
  %137 = add nsw i32 %91, %136
  %138 = icmp eq i64 %101, 16
  br i1 %138, label %86, label %89, !llvm.loop !21

139:                                              ; preds = %86
  %140 = add nuw nsw i32 %59, 1
  %141 = icmp eq i32 %140, 30
  br i1 %141, label %56, label %58, !llvm.loop !22

142:                                              ; preds = %56, %142
  %143 = phi i64 [ 0, %56 ], [ %242, %142 ]
  %144 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %143, i64 0
  %145 = load i8, ptr %144, align 1, !tbaa !18
  %146 = icmp eq i8 %145, 0
  %147 = select i1 %146, i32 46, i32 35
  %148 = load ptr, ptr @stdout, align 8, !tbaa !23
  %149 = tail call signext i32 @putc(i32 noundef signext %147, ptr noundef %148)
  %150 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %143, i64 1
  %151 = load i8, ptr %150, align 1, !tbaa !18
  %152 = icmp eq i8 %151, 0
  %153 = select i1 %152, i32 46, i32 35
  %154 = load ptr, ptr @stdout, align 8, !tbaa !23
  %155 = tail call signext i32 @putc(i32 noundef signext %153, ptr noundef %154)
  %156 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %143, i64 2
  %157 = load i8, ptr %156, align 1, !tbaa !18
  %158 = icmp eq i8 %157, 0
  %159 = select i1 %158, i32 46, i32 35
  %160 = load ptr, ptr @stdout, align 8, !tbaa !23
  %161 = tail call signext i32 @putc(i32 noundef signext %159, ptr noundef %160)
  %162 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %143, i64 3
  %163 = load i8, ptr %162, align 1, !tbaa !18
  %164 = icmp eq i8 %163, 0
  %165 = select i1 %164, i32 46, i32 35
  %166 = load ptr, ptr @stdout, align 8, !tbaa !23
  %167 = tail call signext i32 @putc(i32 noundef signext %165, ptr noundef %166)
  %168 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %143, i64 4
  %169 = load i8, ptr %168, align 1, !tbaa !18
  %170 = icmp eq i8 %169, 0
  %171 = select i1 %170, i32 46, i32 35
  %172 = load ptr, ptr @stdout, align 8, !tbaa !23
  %173 = tail call signext i32 @putc(i32 noundef signext %171, ptr noundef %172)
  %174 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %143, i64 5
  %175 = load i8, ptr %174, align 1, !tbaa !18
  %176 = icmp eq i8 %175, 0
  %177 = select i1 %176, i32 46, i32 35
  %178 = load ptr, ptr @stdout, align 8, !tbaa !23
  %179 = tail call signext i32 @putc(i32 noundef signext %177, ptr noundef %178)
  %180 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %143, i64 6
  %181 = load i8, ptr %180, align 1, !tbaa !18
  %182 = icmp eq i8 %181, 0
  %183 = select i1 %182, i32 46, i32 35
  %184 = load ptr, ptr @stdout, align 8, !tbaa !23
  %185 = tail call signext i32 @putc(i32 noundef signext %183, ptr noundef %184)
  %186 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %143, i64 7
  %187 = load i8, ptr %186, align 1, !tbaa !18
  %188 = icmp eq i8 %187, 0
  %189 = select i1 %188, i32 46, i32 35
  %190 = load ptr, ptr @stdout, align 8, !tbaa !23
  %191 = tail call signext i32 @putc(i32 noundef signext %189, ptr noundef %190)
  %192 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %143, i64 8
  %193 = load i8, ptr %192, align 1, !tbaa !18
  %194 = icmp eq i8 %193, 0
  %195 = select i1 %194, i32 46, i32 35
  %196 = load ptr, ptr @stdout, align 8, !tbaa !23
  %197 = tail call signext i32 @putc(i32 noundef signext %195, ptr noundef %196)
  %198 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %143, i64 9
  %199 = load i8, ptr %198, align 1, !tbaa !18
  %200 = icmp eq i8 %199, 0
  %201 = select i1 %200, i32 46, i32 35
  %202 = load ptr, ptr @stdout, align 8, !tbaa !23
  %203 = tail call signext i32 @putc(i32 noundef signext %201, ptr noundef %202)
  %204 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %143, i64 10
  %205 = load i8, ptr %204, align 1, !tbaa !18
  %206 = icmp eq i8 %205, 0
  %207 = select i1 %206, i32 46, i32 35
  %208 = load ptr, ptr @stdout, align 8, !tbaa !23
  %209 = tail call signext i32 @putc(i32 noundef signext %207, ptr noundef %208)
  %210 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %143, i64 11
  %211 = load i8, ptr %210, align 1, !tbaa !18
  %212 = icmp eq i8 %211, 0
  %213 = select i1 %212, i32 46, i32 35
  %214 = load ptr, ptr @stdout, align 8, !tbaa !23
  %215 = tail call signext i32 @putc(i32 noundef signext %213, ptr noundef %214)
  %216 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %143, i64 12
  %217 = load i8, ptr %216, align 1, !tbaa !18
  %218 = icmp eq i8 %217, 0
  %219 = select i1 %218, i32 46, i32 35
  %220 = load ptr, ptr @stdout, align 8, !tbaa !23
  %221 = tail call signext i32 @putc(i32 noundef signext %219, ptr noundef %220)
  %222 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %143, i64 13
  %223 = load i8, ptr %222, align 1, !tbaa !18
  %224 = icmp eq i8 %223, 0
  %225 = select i1 %224, i32 46, i32 35
  %226 = load ptr, ptr @stdout, align 8, !tbaa !23
  %227 = tail call signext i32 @putc(i32 noundef signext %225, ptr noundef %226)
  %228 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %143, i64 14
  %229 = load i8, ptr %228, align 1, !tbaa !18
  %230 = icmp eq i8 %229, 0
  %231 = select i1 %230, i32 46, i32 35
  %232 = load ptr, ptr @stdout, align 8, !tbaa !23
  %233 = tail call signext i32 @putc(i32 noundef signext %231, ptr noundef %232)
  %234 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %143, i64 15
  %235 = load i8, ptr %234, align 1, !tbaa !18
  %236 = icmp eq i8 %235, 0
  %237 = select i1 %236, i32 46, i32 35
  %238 = load ptr, ptr @stdout, align 8, !tbaa !23
  %239 = tail call signext i32 @putc(i32 noundef signext %237, ptr noundef %238)
  %240 = load ptr, ptr @stdout, align 8, !tbaa !23
  %241 = tail call signext i32 @putc(i32 noundef signext 10, ptr noundef %240)
  %242 = add nuw nsw i64 %143, 1
  %243 = icmp eq i64 %242, 12
  br i1 %243, label %244, label %142, !llvm.loop !25

244:                                              ; preds = %142
  %245 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext 78)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #2

; Function Attrs: nofree nounwind
declare noundef signext i32 @putc(i32 noundef signext, ptr nocapture noundef) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn }

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
!18 = !{!11, !11, i64 0}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
!23 = !{!24, !24, i64 0}
!24 = !{!"any pointer", !11, i64 0}
!25 = distinct !{!25, !14}
