; ModuleID = 'tests/programs/arrays2d.c'
source_filename = "tests/programs/arrays2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [27 x i8] c"t[4][5] = %d t[0][3] = %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"row %d: %ld %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"trace(%d) = %d\0A\00", align 1
@grid3 = internal unnamed_addr global [3 x [4 x [5 x i32]]] zeroinitializer, align 16
@.str.3 = private unnamed_addr constant [43 x i8] c"grid3 flat sum = %ld, grid3[2][3][4] = %d\0A\00", align 1
@main.g1 = internal unnamed_addr global [12 x [16 x i8]] zeroinitializer, align 16
@main.g2 = internal unnamed_addr global [12 x [16 x i8]] zeroinitializer, align 16
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
  br label %17

15:                                               ; preds = %17
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %36, i32 noundef 234)
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 51), align 1, !tbaa !9
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 50), align 2, !tbaa !9
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 49), align 1, !tbaa !9
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 35), align 1, !tbaa !9
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 18), align 2, !tbaa !9
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 122), align 2, !tbaa !9
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 121), align 1, !tbaa !9
  store i8 1, ptr getelementptr inbounds (i8, ptr @main.g1, i64 120), align 8, !tbaa !9
  br label %41

17:                                               ; preds = %17, %0
  %18 = phi i64 [ 0, %0 ], [ %37, %17 ]
  %19 = phi i64 [ 0, %0 ], [ %36, %17 ]
  %20 = getelementptr inbounds i32, ptr @grid3, i64 %18
  %21 = load i32, ptr %20, align 8, !tbaa !5
  %22 = sext i32 %21 to i64
  %23 = trunc i64 %18 to i8
  %24 = urem i8 %23, 7
  %25 = zext nneg i8 %24 to i64
  %26 = mul nsw i64 %22, %25
  %27 = add nsw i64 %26, %19
  %28 = or disjoint i64 %18, 1
  %29 = getelementptr inbounds i32, ptr @grid3, i64 %28
  %30 = load i32, ptr %29, align 4, !tbaa !5
  %31 = sext i32 %30 to i64
  %32 = trunc i64 %28 to i8
  %33 = urem i8 %32, 7
  %34 = zext nneg i8 %33 to i64
  %35 = mul nsw i64 %31, %34
  %36 = add nsw i64 %35, %27
  %37 = add nuw nsw i64 %18, 2
  %38 = icmp eq i64 %37, 60
  br i1 %38, label %15, label %17, !llvm.loop !10

39:                                               ; preds = %122
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %120)
  br label %125

41:                                               ; preds = %15, %122
  %42 = phi i32 [ 0, %15 ], [ %123, %122 ]
  %43 = and i32 %42, 1
  %44 = icmp eq i32 %43, 0
  %45 = select i1 %44, ptr @main.g1, ptr @main.g2
  %46 = select i1 %44, ptr @main.g2, ptr @main.g1
  br label %47

47:                                               ; preds = %69, %41
  %48 = phi i64 [ 0, %41 ], [ %70, %69 ]
  %49 = phi i32 [ 0, %41 ], [ %120, %69 ]
  %50 = shl nuw nsw i64 %48, 4
  %51 = getelementptr inbounds i8, ptr %46, i64 %50
  %52 = getelementptr inbounds i8, ptr %45, i64 %50
  %53 = trunc i64 %48 to i32
  %54 = add i32 %53, 11
  %55 = urem i32 %54, 12
  %56 = shl nuw nsw i32 %55, 4
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds i8, ptr %45, i64 %57
  %59 = add i32 %53, 12
  %60 = urem i32 %59, 12
  %61 = shl nuw nsw i32 %60, 4
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr inbounds i8, ptr %45, i64 %62
  %64 = add i32 %53, 13
  %65 = urem i32 %64, 12
  %66 = shl nuw nsw i32 %65, 4
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds i8, ptr %45, i64 %67
  br label %72

69:                                               ; preds = %115
  %70 = add nuw nsw i64 %48, 1
  %71 = icmp eq i64 %70, 12
  br i1 %71, label %122, label %47, !llvm.loop !12

72:                                               ; preds = %115, %47
  %73 = phi i64 [ 0, %47 ], [ %84, %115 ]
  %74 = phi i32 [ %49, %47 ], [ %120, %115 ]
  %75 = add nuw nsw i64 %73, 15
  %76 = and i64 %75, 15
  %77 = getelementptr inbounds i8, ptr %58, i64 %76
  %78 = load i8, ptr %77, align 1, !tbaa !9
  %79 = zext i8 %78 to i32
  %80 = getelementptr inbounds i8, ptr %58, i64 %73
  %81 = load i8, ptr %80, align 1, !tbaa !9
  %82 = zext i8 %81 to i32
  %83 = add nuw nsw i32 %82, %79
  %84 = add nuw nsw i64 %73, 1
  %85 = and i64 %84, 15
  %86 = getelementptr inbounds i8, ptr %58, i64 %85
  %87 = load i8, ptr %86, align 1, !tbaa !9
  %88 = zext i8 %87 to i32
  %89 = add nuw nsw i32 %83, %88
  %90 = getelementptr inbounds i8, ptr %63, i64 %76
  %91 = load i8, ptr %90, align 1, !tbaa !9
  %92 = zext i8 %91 to i32
  %93 = add nuw nsw i32 %89, %92
  %94 = getelementptr inbounds i8, ptr %63, i64 %85
  %95 = load i8, ptr %94, align 1, !tbaa !9
  %96 = zext i8 %95 to i32
  %97 = add nuw nsw i32 %93, %96
  %98 = getelementptr inbounds i8, ptr %68, i64 %76
  %99 = load i8, ptr %98, align 1, !tbaa !9
  %100 = zext i8 %99 to i32
  %101 = add nuw nsw i32 %97, %100
  %102 = getelementptr inbounds i8, ptr %68, i64 %73
  %103 = load i8, ptr %102, align 1, !tbaa !9
  %104 = zext i8 %103 to i32
  %105 = add nuw nsw i32 %101, %104
  %106 = getelementptr inbounds i8, ptr %68, i64 %85
  %107 = load i8, ptr %106, align 1, !tbaa !9
  %108 = zext i8 %107 to i32
  %109 = add nuw nsw i32 %105, %108
  switch i32 %109, label %114 [
    i32 3, label %115
    i32 2, label %110
  ]

110:                                              ; preds = %72
  %111 = getelementptr inbounds i8, ptr %52, i64 %73
  %112 = load i8, ptr %111, align 1, !tbaa !9
  %113 = icmp ne i8 %112, 0
  br label %115

114:                                              ; preds = %72
  br label %115

115:                                              ; preds = %114, %110, %72
  %116 = phi i1 [ true, %72 ], [ %113, %110 ], [ false, %114 ]
  %117 = zext i1 %116 to i8
  %118 = getelementptr inbounds i8, ptr %51, i64 %73
  store i8 %117, ptr %118, align 1, !tbaa !9
  %119 = zext i1 %116 to i32
  %120 = add nsw i32 %74, %119
  %121 = icmp eq i64 %84, 16
  br i1 %121, label %69, label %72, !llvm.loop !13

122:                                              ; preds = %69
  %123 = add nuw nsw i32 %42, 1
  %124 = icmp eq i32 %123, 30
  br i1 %124, label %39, label %41, !llvm.loop !14

125:                                              ; preds = %39, %125
  %126 = phi i64 [ 0, %39 ], [ %225, %125 ]
  %127 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %126, i64 0
  %128 = load i8, ptr %127, align 16, !tbaa !9
  %129 = icmp eq i8 %128, 0
  %130 = select i1 %129, i32 46, i32 35
  %131 = load ptr, ptr @stdout, align 8, !tbaa !15
  %132 = tail call i32 @putc(i32 noundef %130, ptr noundef %131)
  %133 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %126, i64 1
  %134 = load i8, ptr %133, align 1, !tbaa !9
  %135 = icmp eq i8 %134, 0
  %136 = select i1 %135, i32 46, i32 35
  %137 = load ptr, ptr @stdout, align 8, !tbaa !15
  %138 = tail call i32 @putc(i32 noundef %136, ptr noundef %137)
  %139 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %126, i64 2
  %140 = load i8, ptr %139, align 2, !tbaa !9
  %141 = icmp eq i8 %140, 0
  %142 = select i1 %141, i32 46, i32 35
  %143 = load ptr, ptr @stdout, align 8, !tbaa !15
  %144 = tail call i32 @putc(i32 noundef %142, ptr noundef %143)
  %145 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %126, i64 3
  %146 = load i8, ptr %145, align 1, !tbaa !9
  %147 = icmp eq i8 %146, 0
  %148 = select i1 %147, i32 46, i32 35
  %149 = load ptr, ptr @stdout, align 8, !tbaa !15
  %150 = tail call i32 @putc(i32 noundef %148, ptr noundef %149)
  %151 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %126, i64 4
  %152 = load i8, ptr %151, align 4, !tbaa !9
  %153 = icmp eq i8 %152, 0
  %154 = select i1 %153, i32 46, i32 35
  %155 = load ptr, ptr @stdout, align 8, !tbaa !15
  %156 = tail call i32 @putc(i32 noundef %154, ptr noundef %155)
  %157 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %126, i64 5
  %158 = load i8, ptr %157, align 1, !tbaa !9
  %159 = icmp eq i8 %158, 0
  %160 = select i1 %159, i32 46, i32 35
  %161 = load ptr, ptr @stdout, align 8, !tbaa !15
  %162 = tail call i32 @putc(i32 noundef %160, ptr noundef %161)
  %163 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %126, i64 6
  %164 = load i8, ptr %163, align 2, !tbaa !9
  %165 = icmp eq i8 %164, 0
  %166 = select i1 %165, i32 46, i32 35
  %167 = load ptr, ptr @stdout, align 8, !tbaa !15
  %168 = tail call i32 @putc(i32 noundef %166, ptr noundef %167)
  %169 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %126, i64 7
  %170 = load i8, ptr %169, align 1, !tbaa !9
  %171 = icmp eq i8 %170, 0
  %172 = select i1 %171, i32 46, i32 35
  %173 = load ptr, ptr @stdout, align 8, !tbaa !15
  %174 = tail call i32 @putc(i32 noundef %172, ptr noundef %173)
  %175 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %126, i64 8
  %176 = load i8, ptr %175, align 8, !tbaa !9
  %177 = icmp eq i8 %176, 0
  %178 = select i1 %177, i32 46, i32 35
  %179 = load ptr, ptr @stdout, align 8, !tbaa !15
  %180 = tail call i32 @putc(i32 noundef %178, ptr noundef %179)
  %181 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %126, i64 9
  %182 = load i8, ptr %181, align 1, !tbaa !9
  %183 = icmp eq i8 %182, 0
  %184 = select i1 %183, i32 46, i32 35
  %185 = load ptr, ptr @stdout, align 8, !tbaa !15
  %186 = tail call i32 @putc(i32 noundef %184, ptr noundef %185)
  %187 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %126, i64 10
  %188 = load i8, ptr %187, align 2, !tbaa !9
  %189 = icmp eq i8 %188, 0
  %190 = select i1 %189, i32 46, i32 35
  %191 = load ptr, ptr @stdout, align 8, !tbaa !15
  %192 = tail call i32 @putc(i32 noundef %190, ptr noundef %191)
  %193 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %126, i64 11
  %194 = load i8, ptr %193, align 1, !tbaa !9
  %195 = icmp eq i8 %194, 0
  %196 = select i1 %195, i32 46, i32 35
  %197 = load ptr, ptr @stdout, align 8, !tbaa !15
  %198 = tail call i32 @putc(i32 noundef %196, ptr noundef %197)
  %199 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %126, i64 12
  %200 = load i8, ptr %199, align 4, !tbaa !9
  %201 = icmp eq i8 %200, 0
  %202 = select i1 %201, i32 46, i32 35
  %203 = load ptr, ptr @stdout, align 8, !tbaa !15
  %204 = tail call i32 @putc(i32 noundef %202, ptr noundef %203)
  %205 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %126, i64 13
  %206 = load i8, ptr %205, align 1, !tbaa !9
  %207 = icmp eq i8 %206, 0
  %208 = select i1 %207, i32 46, i32 35
  %209 = load ptr, ptr @stdout, align 8, !tbaa !15
  %210 = tail call i32 @putc(i32 noundef %208, ptr noundef %209)
  %211 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %126, i64 14
  %212 = load i8, ptr %211, align 2, !tbaa !9
  %213 = icmp eq i8 %212, 0
  %214 = select i1 %213, i32 46, i32 35
  %215 = load ptr, ptr @stdout, align 8, !tbaa !15
  %216 = tail call i32 @putc(i32 noundef %214, ptr noundef %215)
  %217 = getelementptr inbounds [12 x [16 x i8]], ptr @main.g1, i64 0, i64 %126, i64 15
  %218 = load i8, ptr %217, align 1, !tbaa !9
  %219 = icmp eq i8 %218, 0
  %220 = select i1 %219, i32 46, i32 35
  %221 = load ptr, ptr @stdout, align 8, !tbaa !15
  %222 = tail call i32 @putc(i32 noundef %220, ptr noundef %221)
  %223 = load ptr, ptr @stdout, align 8, !tbaa !15
  %224 = tail call i32 @putc(i32 noundef 10, ptr noundef %223)
  %225 = add nuw nsw i64 %126, 1
  %226 = icmp eq i64 %225, 12
  br i1 %226, label %227, label %125, !llvm.loop !17

227:                                              ; preds = %125
  %228 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 78)
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

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn }

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
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !7, i64 0}
!17 = distinct !{!17, !11}
