; ModuleID = 'tests/programs/arrays2d.c'
source_filename = "tests/programs/arrays2d.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [27 x i8] c"t[4][5] = %d t[0][3] = %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"row %d: %ld %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"trace(%d) = %d\0A\00", align 1
@grid3 = internal unnamed_addr global [3 x [4 x [5 x i32]]] zeroinitializer, align 16
@.str.3 = private unnamed_addr constant [43 x i8] c"grid3 flat sum = %ld, grid3[2][3][4] = %d\0A\00", align 1
@main.g1 = internal unnamed_addr global [12 x [16 x i8]] zeroinitializer, align 1
@main.g2 = internal unnamed_addr global [12 x [16 x i8]] zeroinitializer, align 1
@.str.4 = private unnamed_addr constant [21 x i8] c"alive after 30 = %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"words total %d\0A\00", align 1
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 54, i32 noundef 30)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i64 noundef -12, i64 noundef -40)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, i64 noundef -8, i64 noundef -30)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, i64 noundef -4, i64 noundef -20)
  %5 = tail call ptr @llvm.stacksave.p0()
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1, i32 noundef 2)
  tail call void @llvm.stackrestore.p0(ptr %5)
  %7 = tail call ptr @llvm.stacksave.p0()
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2, i32 noundef 8)
  tail call void @llvm.stackrestore.p0(ptr %7)
  %9 = tail call ptr @llvm.stacksave.p0()
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3, i32 noundef 20)
  tail call void @llvm.stackrestore.p0(ptr %9)
  %11 = tail call ptr @llvm.stacksave.p0()
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4, i32 noundef 40)
  tail call void @llvm.stackrestore.p0(ptr %11)
  %13 = tail call ptr @llvm.stacksave.p0()
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 5, i32 noundef 70)
  tail call void @llvm.stackrestore.p0(ptr %13)
  store <4 x i32> <i32 0, i32 1, i32 2, i32 3>, ptr @grid3, align 16, !tbaa !6
  store <4 x i32> <i32 4, i32 10, i32 11, i32 12>, ptr getelementptr inbounds (i8, ptr @grid3, i64 16), align 16, !tbaa !6
  store <4 x i32> <i32 13, i32 14, i32 20, i32 21>, ptr getelementptr inbounds (i8, ptr @grid3, i64 32), align 16, !tbaa !6
  store <4 x i32> <i32 22, i32 23, i32 24, i32 30>, ptr getelementptr inbounds (i8, ptr @grid3, i64 48), align 16, !tbaa !6
  store <4 x i32> <i32 31, i32 32, i32 33, i32 34>, ptr getelementptr inbounds (i8, ptr @grid3, i64 64), align 16, !tbaa !6
  store <4 x i32> <i32 100, i32 101, i32 102, i32 103>, ptr getelementptr inbounds (i8, ptr @grid3, i64 80), align 16, !tbaa !6
  store <4 x i32> <i32 104, i32 110, i32 111, i32 112>, ptr getelementptr inbounds (i8, ptr @grid3, i64 96), align 16, !tbaa !6
  store <4 x i32> <i32 113, i32 114, i32 120, i32 121>, ptr getelementptr inbounds (i8, ptr @grid3, i64 112), align 16, !tbaa !6
  store <4 x i32> <i32 122, i32 123, i32 124, i32 130>, ptr getelementptr inbounds (i8, ptr @grid3, i64 128), align 16, !tbaa !6
  store <4 x i32> <i32 131, i32 132, i32 133, i32 134>, ptr getelementptr inbounds (i8, ptr @grid3, i64 144), align 16, !tbaa !6
  store <4 x i32> <i32 200, i32 201, i32 202, i32 203>, ptr getelementptr inbounds (i8, ptr @grid3, i64 160), align 16, !tbaa !6
  store <4 x i32> <i32 204, i32 210, i32 211, i32 212>, ptr getelementptr inbounds (i8, ptr @grid3, i64 176), align 16, !tbaa !6
  store <4 x i32> <i32 213, i32 214, i32 220, i32 221>, ptr getelementptr inbounds (i8, ptr @grid3, i64 192), align 16, !tbaa !6
  store <4 x i32> <i32 222, i32 223, i32 224, i32 230>, ptr getelementptr inbounds (i8, ptr @grid3, i64 208), align 16, !tbaa !6
  store <4 x i32> <i32 231, i32 232, i32 233, i32 234>, ptr getelementptr inbounds (i8, ptr @grid3, i64 224), align 16, !tbaa !6
  br label %15

15:                                               ; preds = %15, %0
  %16 = phi i64 [ 0, %0 ], [ %36, %15 ]
  %17 = phi i64 [ 0, %0 ], [ %34, %15 ]
  %18 = phi i64 [ 0, %0 ], [ %35, %15 ]
  %19 = or disjoint i64 %16, 1
  %20 = trunc i64 %16 to i8
  %21 = or disjoint i8 %20, 1
  %22 = getelementptr inbounds i32, ptr @grid3, i64 %16
  %23 = getelementptr inbounds i32, ptr @grid3, i64 %19
  %24 = load i32, ptr %22, align 8, !tbaa !6
  %25 = load i32, ptr %23, align 4, !tbaa !6
  %26 = sext i32 %24 to i64
  %27 = sext i32 %25 to i64
  %28 = urem i8 %20, 7
  %29 = urem i8 %21, 7
  %30 = zext nneg i8 %28 to i64
  %31 = zext nneg i8 %29 to i64
  %32 = mul nsw i64 %26, %30
  %33 = mul nsw i64 %27, %31
  %34 = add i64 %32, %17
  %35 = add i64 %33, %18
  %36 = add nuw i64 %16, 2
  %37 = icmp eq i64 %36, 60
  br i1 %37, label %38, label %15, !llvm.loop !10

38:                                               ; preds = %15
  %39 = add i64 %35, %34
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %39, i32 noundef 234)
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 51), align 1, !tbaa !14
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 50), align 1, !tbaa !14
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 49), align 1, !tbaa !14
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 35), align 1, !tbaa !14
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 18), align 1, !tbaa !14
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 122), align 1, !tbaa !14
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 121), align 1, !tbaa !14
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 120), align 1, !tbaa !14
  br label %43

41:                                               ; preds = %124
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %122)
  br label %127

43:                                               ; preds = %38, %124
  %44 = phi i32 [ 0, %38 ], [ %125, %124 ]
  %45 = and i32 %44, 1
  %46 = icmp eq i32 %45, 0
  %47 = select i1 %46, ptr @main.g1, ptr @main.g2
  %48 = select i1 %46, ptr @main.g2, ptr @main.g1
  br label %49

49:                                               ; preds = %71, %43
  %50 = phi i64 [ 0, %43 ], [ %72, %71 ]
  %51 = phi i32 [ 0, %43 ], [ %122, %71 ]
  %52 = shl nuw nsw i64 %50, 4
  %53 = getelementptr inbounds i8, ptr %48, i64 %52
  %54 = getelementptr inbounds i8, ptr %47, i64 %52
  %55 = trunc i64 %50 to i32
  %56 = add i32 %55, 11
  %57 = urem i32 %56, 12
  %58 = shl nuw nsw i32 %57, 4
  %59 = zext nneg i32 %58 to i64
  %60 = getelementptr inbounds i8, ptr %47, i64 %59
  %61 = add i32 %55, 12
  %62 = urem i32 %61, 12
  %63 = shl nuw nsw i32 %62, 4
  %64 = zext nneg i32 %63 to i64
  %65 = getelementptr inbounds i8, ptr %47, i64 %64
  %66 = add i32 %55, 13
  %67 = urem i32 %66, 12
  %68 = shl nuw nsw i32 %67, 4
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds i8, ptr %47, i64 %69
  br label %74

71:                                               ; preds = %117
  %72 = add nuw nsw i64 %50, 1
  %73 = icmp eq i64 %72, 12
  br i1 %73, label %124, label %49, !llvm.loop !15

74:                                               ; preds = %117, %49
  %75 = phi i64 [ 0, %49 ], [ %86, %117 ]
  %76 = phi i32 [ %51, %49 ], [ %122, %117 ]
  %77 = add nuw nsw i64 %75, 15
  %78 = and i64 %77, 15
  %79 = getelementptr inbounds i8, ptr %60, i64 %78
  %80 = load i8, ptr %79, align 1, !tbaa !14
  %81 = zext i8 %80 to i32
  %82 = getelementptr inbounds i8, ptr %60, i64 %75
  %83 = load i8, ptr %82, align 1, !tbaa !14
  %84 = zext i8 %83 to i32
  %85 = add nuw nsw i32 %84, %81
  %86 = add nuw nsw i64 %75, 1
  %87 = and i64 %86, 15
  %88 = getelementptr inbounds i8, ptr %60, i64 %87
  %89 = load i8, ptr %88, align 1, !tbaa !14
  %90 = zext i8 %89 to i32
  %91 = add nuw nsw i32 %85, %90
  %92 = getelementptr inbounds i8, ptr %65, i64 %78
  %93 = load i8, ptr %92, align 1, !tbaa !14
  %94 = zext i8 %93 to i32
  %95 = add nuw nsw i32 %91, %94
  %96 = getelementptr inbounds i8, ptr %65, i64 %87
  %97 = load i8, ptr %96, align 1, !tbaa !14
  %98 = zext i8 %97 to i32
  %99 = add nuw nsw i32 %95, %98
  %100 = getelementptr inbounds i8, ptr %70, i64 %78
  %101 = load i8, ptr %100, align 1, !tbaa !14
  %102 = zext i8 %101 to i32
  %103 = add nuw nsw i32 %99, %102
  %104 = getelementptr inbounds i8, ptr %70, i64 %75
  %105 = load i8, ptr %104, align 1, !tbaa !14
  %106 = zext i8 %105 to i32
  %107 = add nuw nsw i32 %103, %106
  %108 = getelementptr inbounds i8, ptr %70, i64 %87
  %109 = load i8, ptr %108, align 1, !tbaa !14
  %110 = zext i8 %109 to i32
  %111 = add nuw nsw i32 %107, %110
  switch i32 %111, label %116 [
    i32 3, label %117
    i32 2, label %112
  ]

112:                                              ; preds = %74
  %113 = getelementptr inbounds i8, ptr %54, i64 %75
  %114 = load i8, ptr %113, align 1, !tbaa !14
  %115 = icmp ne i8 %114, 0
  br label %117

116:                                              ; preds = %74
  br label %117

117:                                              ; preds = %116, %112, %74
  %118 = phi i1 [ true, %74 ], [ %115, %112 ], [ false, %116 ]
  %119 = zext i1 %118 to i8
  %120 = getelementptr inbounds i8, ptr %53, i64 %75
  store i8 %119, ptr %120, align 1, !tbaa !14
  %121 = zext i1 %118 to i32
  %122 = add nsw i32 %76, %121
  %123 = icmp eq i64 %86, 16
  br i1 %123, label %71, label %74, !llvm.loop !16

124:                                              ; preds = %71
  %125 = add nuw nsw i32 %44, 1
  %126 = icmp eq i32 %125, 30
  br i1 %126, label %41, label %43, !llvm.loop !17

127:                                              ; preds = %41, %127
  %128 = phi i64 [ 0, %41 ], [ %227, %127 ]
  %129 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %128, i64 0
  %130 = load i8, ptr %129, align 1, !tbaa !14
  %131 = icmp eq i8 %130, 0
  %132 = select i1 %131, i32 46, i32 35
  %133 = load ptr, ptr @stdout, align 8, !tbaa !18
  %134 = tail call i32 @putc(i32 noundef %132, ptr noundef %133)
  %135 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %128, i64 1
  %136 = load i8, ptr %135, align 1, !tbaa !14
  %137 = icmp eq i8 %136, 0
  %138 = select i1 %137, i32 46, i32 35
  %139 = load ptr, ptr @stdout, align 8, !tbaa !18
  %140 = tail call i32 @putc(i32 noundef %138, ptr noundef %139)
  %141 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %128, i64 2
  %142 = load i8, ptr %141, align 1, !tbaa !14
  %143 = icmp eq i8 %142, 0
  %144 = select i1 %143, i32 46, i32 35
  %145 = load ptr, ptr @stdout, align 8, !tbaa !18
  %146 = tail call i32 @putc(i32 noundef %144, ptr noundef %145)
  %147 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %128, i64 3
  %148 = load i8, ptr %147, align 1, !tbaa !14
  %149 = icmp eq i8 %148, 0
  %150 = select i1 %149, i32 46, i32 35
  %151 = load ptr, ptr @stdout, align 8, !tbaa !18
  %152 = tail call i32 @putc(i32 noundef %150, ptr noundef %151)
  %153 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %128, i64 4
  %154 = load i8, ptr %153, align 1, !tbaa !14
  %155 = icmp eq i8 %154, 0
  %156 = select i1 %155, i32 46, i32 35
  %157 = load ptr, ptr @stdout, align 8, !tbaa !18
  %158 = tail call i32 @putc(i32 noundef %156, ptr noundef %157)
  %159 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %128, i64 5
  %160 = load i8, ptr %159, align 1, !tbaa !14
  %161 = icmp eq i8 %160, 0
  %162 = select i1 %161, i32 46, i32 35
  %163 = load ptr, ptr @stdout, align 8, !tbaa !18
  %164 = tail call i32 @putc(i32 noundef %162, ptr noundef %163)
  %165 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %128, i64 6
  %166 = load i8, ptr %165, align 1, !tbaa !14
  %167 = icmp eq i8 %166, 0
  %168 = select i1 %167, i32 46, i32 35
  %169 = load ptr, ptr @stdout, align 8, !tbaa !18
  %170 = tail call i32 @putc(i32 noundef %168, ptr noundef %169)
  %171 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %128, i64 7
  %172 = load i8, ptr %171, align 1, !tbaa !14
  %173 = icmp eq i8 %172, 0
  %174 = select i1 %173, i32 46, i32 35
  %175 = load ptr, ptr @stdout, align 8, !tbaa !18
  %176 = tail call i32 @putc(i32 noundef %174, ptr noundef %175)
  %177 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %128, i64 8
  %178 = load i8, ptr %177, align 1, !tbaa !14
  %179 = icmp eq i8 %178, 0
  %180 = select i1 %179, i32 46, i32 35
  %181 = load ptr, ptr @stdout, align 8, !tbaa !18
  %182 = tail call i32 @putc(i32 noundef %180, ptr noundef %181)
  %183 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %128, i64 9
  %184 = load i8, ptr %183, align 1, !tbaa !14
  %185 = icmp eq i8 %184, 0
  %186 = select i1 %185, i32 46, i32 35
  %187 = load ptr, ptr @stdout, align 8, !tbaa !18
  %188 = tail call i32 @putc(i32 noundef %186, ptr noundef %187)
  %189 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %128, i64 10
  %190 = load i8, ptr %189, align 1, !tbaa !14
  %191 = icmp eq i8 %190, 0
  %192 = select i1 %191, i32 46, i32 35
  %193 = load ptr, ptr @stdout, align 8, !tbaa !18
  %194 = tail call i32 @putc(i32 noundef %192, ptr noundef %193)
  %195 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %128, i64 11
  %196 = load i8, ptr %195, align 1, !tbaa !14
  %197 = icmp eq i8 %196, 0
  %198 = select i1 %197, i32 46, i32 35
  %199 = load ptr, ptr @stdout, align 8, !tbaa !18
  %200 = tail call i32 @putc(i32 noundef %198, ptr noundef %199)
  %201 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %128, i64 12
  %202 = load i8, ptr %201, align 1, !tbaa !14
  %203 = icmp eq i8 %202, 0
  %204 = select i1 %203, i32 46, i32 35
  %205 = load ptr, ptr @stdout, align 8, !tbaa !18
  %206 = tail call i32 @putc(i32 noundef %204, ptr noundef %205)
  %207 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %128, i64 13
  %208 = load i8, ptr %207, align 1, !tbaa !14
  %209 = icmp eq i8 %208, 0
  %210 = select i1 %209, i32 46, i32 35
  %211 = load ptr, ptr @stdout, align 8, !tbaa !18
  %212 = tail call i32 @putc(i32 noundef %210, ptr noundef %211)
  %213 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %128, i64 14
  %214 = load i8, ptr %213, align 1, !tbaa !14
  %215 = icmp eq i8 %214, 0
  %216 = select i1 %215, i32 46, i32 35
  %217 = load ptr, ptr @stdout, align 8, !tbaa !18
  %218 = tail call i32 @putc(i32 noundef %216, ptr noundef %217)
  %219 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %128, i64 15
  %220 = load i8, ptr %219, align 1, !tbaa !14
  %221 = icmp eq i8 %220, 0
  %222 = select i1 %221, i32 46, i32 35
  %223 = load ptr, ptr @stdout, align 8, !tbaa !18
  %224 = tail call i32 @putc(i32 noundef %222, ptr noundef %223)
  %225 = load ptr, ptr @stdout, align 8, !tbaa !18
  %226 = tail call i32 @putc(i32 noundef 10, ptr noundef %225)
  %227 = add nuw nsw i64 %128, 1
  %228 = icmp eq i64 %227, 12
  br i1 %228, label %229, label %127, !llvm.loop !20

229:                                              ; preds = %127
  %230 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 78)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #2

; Function Attrs: nofree nounwind
declare noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn }

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
!14 = !{!8, !8, i64 0}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = !{!19, !19, i64 0}
!19 = !{!"any pointer", !8, i64 0}
!20 = distinct !{!20, !11}
