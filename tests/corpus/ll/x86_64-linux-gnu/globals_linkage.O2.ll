; ModuleID = 'tests/programs/globals_linkage.c'
source_filename = "tests/programs/globals_linkage.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Rec = type { ptr, ptr, ptr }

@global_counter = dso_local global i32 5, align 4
@const_table = dso_local constant [5 x i32] [i32 2, i32 3, i32 5, i32 7, i32 11], align 16
@weak_value = weak dso_local local_unnamed_addr global i32 123, align 4
@hidden_value = hidden local_unnamed_addr global i32 77, align 4
@protected_value = protected local_unnamed_addr global i32 55, align 4
@global_ptr = dso_local local_unnamed_addr global ptr @global_counter, align 8
@const_ptr = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @const_table, i64 8), align 8
@func_ptr = dso_local local_unnamed_addr global ptr @weak_func, align 8
@.str = private unnamed_addr constant [2 x i8] c"a\00", align 1
@rec_b = internal global %struct.Rec { ptr @.str.16, ptr @file_counter, ptr @rec_c }, align 8
@rec_a = dso_local local_unnamed_addr global %struct.Rec { ptr @.str, ptr @global_counter, ptr @rec_b }, align 8
@text_buf = dso_local global [13 x i8] c"mutable text\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"literal\00", align 1
@str_ptr = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @.str.1, i64 3), align 8
@used_but_unreferenced = internal global i32 9, align 4
@aligned_global = dso_local local_unnamed_addr global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 64
@sectioned = dso_local local_unnamed_addr global i32 31, section ".data.custom_section", align 4
@big_init = dso_local local_unnamed_addr global i64 81985529216486895, align 8
@bytes_init = dso_local local_unnamed_addr global [4 x i8] c"\00\7F\80\FF", align 1
@file_counter = internal global i32 7, align 4
@.str.2 = private unnamed_addr constant [16 x i8] c"counters %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [20 x i8] c"const_table sum %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"names %s %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [38 x i8] c"weak %d %d hidden %d %d protected %d\0A\00", align 1
@zero_init = dso_local global [100 x i32] zeroinitializer, align 16
@.str.6 = private unnamed_addr constant [18 x i8] c"zero_init sum %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [26 x i8] c"static doubles %.2f %.2f\0A\00", align 1
@.str.8 = private unnamed_addr constant [15 x i8] c"ptrs %d %d %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"ptr_array %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"rec %s -> %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"%s %s\0A\00", align 1
@.str.12 = private unnamed_addr constant [34 x i8] c"aligned %d sectioned %d big %llx\0A\00", align 1
@.str.13 = private unnamed_addr constant [19 x i8] c"bytes %u %u %u %u\0A\00", align 1
@.str.14 = private unnamed_addr constant [14 x i8] c"ids %d %d %d\0A\00", align 1
@.str.15 = private unnamed_addr constant [27 x i8] c"alias target %d %d var %d\0A\00", align 1
@.str.16 = private unnamed_addr constant [2 x i8] c"b\00", align 1
@rec_c = internal global %struct.Rec { ptr @.str.17, ptr getelementptr (i8, ptr @zero_init, i64 4), ptr null }, align 8
@.str.17 = private unnamed_addr constant [2 x i8] c"c\00", align 1
@.str.19 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.21 = private unnamed_addr constant [6 x i8] c"three\00", align 1
@next_id.id = internal unnamed_addr global i32 1000, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr @used_but_unreferenced], section "llvm.metadata"

@alias_fn = dso_local alias i32 (i32), ptr @alias_target
@alias_var = dso_local alias i32, ptr @global_counter

; Function Attrs: nounwind uwtable
define weak dso_local i32 @weak_func(i32 noundef %0) #0 {
  %2 = shl nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define hidden i32 @hidden_func(i32 noundef %0) local_unnamed_addr #1 {
  %2 = load i32, ptr @hidden_value, align 4, !tbaa !5
  %3 = add nsw i32 %2, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @alias_target(i32 noundef %0) #2 {
  %2 = mul nsw i32 %0, %0
  ret i32 %2
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = load i32, ptr @global_counter, align 4, !tbaa !5
  %2 = add nsw i32 %1, 10
  store i32 %2, ptr @global_counter, align 4, !tbaa !5
  %3 = load i32, ptr @file_counter, align 4, !tbaa !5
  %4 = mul nsw i32 %3, 3
  store i32 %4, ptr @file_counter, align 4, !tbaa !5
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %2, i32 noundef %4)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 28)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.21)
  %8 = load i32, ptr @weak_value, align 4, !tbaa !5
  %9 = tail call i32 @weak_func(i32 noundef 21)
  %10 = load i32, ptr @hidden_value, align 4, !tbaa !5
  %11 = add nsw i32 %10, 1
  %12 = load i32, ptr @protected_value, align 4, !tbaa !5
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11, i32 noundef %12)
  store i32 9, ptr getelementptr inbounds (i8, ptr @zero_init, i64 200), align 8, !tbaa !5
  store i32 4, ptr getelementptr inbounds (i8, ptr @zero_init, i64 4), align 4, !tbaa !5
  %14 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 368), align 16, !tbaa !5
  %15 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 336), align 16, !tbaa !5
  %16 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 304), align 16, !tbaa !5
  %17 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 272), align 16, !tbaa !5
  %18 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 240), align 16, !tbaa !5
  %19 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 208), align 16, !tbaa !5
  %20 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 176), align 16, !tbaa !5
  %21 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 144), align 16, !tbaa !5
  %22 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 112), align 16, !tbaa !5
  %23 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 80), align 16, !tbaa !5
  %24 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 48), align 16, !tbaa !5
  %25 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 16), align 16, !tbaa !5
  %26 = add <4 x i32> %24, %25
  %27 = add <4 x i32> %23, %26
  %28 = add <4 x i32> %22, %27
  %29 = add <4 x i32> %21, %28
  %30 = add <4 x i32> %20, %29
  %31 = add <4 x i32> %19, %30
  %32 = add <4 x i32> %18, %31
  %33 = add <4 x i32> %17, %32
  %34 = add <4 x i32> %16, %33
  %35 = add <4 x i32> %15, %34
  %36 = add <4 x i32> %14, %35
  %37 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 352), align 16, !tbaa !5
  %38 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 320), align 16, !tbaa !5
  %39 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 288), align 16, !tbaa !5
  %40 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 256), align 16, !tbaa !5
  %41 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 224), align 16, !tbaa !5
  %42 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 192), align 16, !tbaa !5
  %43 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 160), align 16, !tbaa !5
  %44 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 128), align 16, !tbaa !5
  %45 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 96), align 16, !tbaa !5
  %46 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 64), align 16, !tbaa !5
  %47 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 32), align 16, !tbaa !5
  %48 = load <4 x i32>, ptr @zero_init, align 16, !tbaa !5
  %49 = add <4 x i32> %47, %48
  %50 = add <4 x i32> %46, %49
  %51 = add <4 x i32> %45, %50
  %52 = add <4 x i32> %44, %51
  %53 = add <4 x i32> %43, %52
  %54 = add <4 x i32> %42, %53
  %55 = add <4 x i32> %41, %54
  %56 = add <4 x i32> %40, %55
  %57 = add <4 x i32> %39, %56
  %58 = add <4 x i32> %38, %57
  %59 = add <4 x i32> %37, %58
  %60 = add <4 x i32> %36, %59
  %61 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %60)
  %62 = load i32, ptr getelementptr inbounds (i8, ptr @zero_init, i64 384), align 16, !tbaa !5
  %63 = add nsw i32 %62, %61
  %64 = load i32, ptr getelementptr inbounds (i8, ptr @zero_init, i64 388), align 4, !tbaa !5
  %65 = add nsw i32 %64, %63
  %66 = load i32, ptr getelementptr inbounds (i8, ptr @zero_init, i64 392), align 8, !tbaa !5
  %67 = add nsw i32 %66, %65
  %68 = load i32, ptr getelementptr inbounds (i8, ptr @zero_init, i64 396), align 4, !tbaa !5
  %69 = add nsw i32 %68, %67
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %69)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 1.500000e+00, double noundef 0.000000e+00)
  %72 = load ptr, ptr @global_ptr, align 8, !tbaa !9
  %73 = load i32, ptr %72, align 4, !tbaa !5
  %74 = load ptr, ptr @const_ptr, align 8, !tbaa !9
  %75 = load i32, ptr %74, align 4, !tbaa !5
  %76 = load ptr, ptr @func_ptr, align 8, !tbaa !9
  %77 = tail call i32 %76(i32 noundef 8) #5
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %73, i32 noundef %75, i32 noundef %77)
  %79 = load i32, ptr @global_counter, align 4, !tbaa !5
  %80 = srem i32 %79, 10
  %81 = mul nsw i32 %80, 10
  %82 = load i32, ptr @file_counter, align 4, !tbaa !5
  %83 = srem i32 %82, 10
  %84 = add nsw i32 %83, %81
  %85 = mul nsw i32 %84, 10
  %86 = load i32, ptr @hidden_value, align 4, !tbaa !5
  %87 = srem i32 %86, 10
  %88 = add nsw i32 %87, %85
  %89 = mul nsw i32 %88, 10
  %90 = load i32, ptr getelementptr inbounds (i8, ptr @zero_init, i64 200), align 8, !tbaa !5
  %91 = srem i32 %90, 10
  %92 = add nsw i32 %91, %89
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %92)
  br label %117

94:                                               ; preds = %117
  store i8 77, ptr @text_buf, align 1, !tbaa !11
  %95 = load ptr, ptr @str_ptr, align 8, !tbaa !9
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @text_buf, ptr noundef %95)
  %97 = load i32, ptr getelementptr inbounds (i8, ptr @aligned_global, i64 12), align 4, !tbaa !5
  %98 = load i32, ptr @sectioned, align 4, !tbaa !5
  %99 = load i64, ptr @big_init, align 8, !tbaa !12
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %97, i32 noundef %98, i64 noundef %99)
  %101 = load i8, ptr @bytes_init, align 1, !tbaa !11
  %102 = zext i8 %101 to i32
  %103 = load i8, ptr getelementptr inbounds (i8, ptr @bytes_init, i64 1), align 1, !tbaa !11
  %104 = zext i8 %103 to i32
  %105 = load i8, ptr getelementptr inbounds (i8, ptr @bytes_init, i64 2), align 1, !tbaa !11
  %106 = zext i8 %105 to i32
  %107 = load i8, ptr getelementptr inbounds (i8, ptr @bytes_init, i64 3), align 1, !tbaa !11
  %108 = zext i8 %107 to i32
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %102, i32 noundef %104, i32 noundef %106, i32 noundef %108)
  %110 = load i32, ptr @next_id.id, align 4, !tbaa !5
  %111 = add nsw i32 %110, 1
  %112 = add nsw i32 %110, 2
  %113 = add nsw i32 %110, 3
  store i32 %113, ptr @next_id.id, align 4, !tbaa !5
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %110, i32 noundef %111, i32 noundef %112)
  %115 = load i32, ptr @global_counter, align 4, !tbaa !5
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 144, i32 noundef 169, i32 noundef %115)
  ret i32 0

117:                                              ; preds = %0, %117
  %118 = phi ptr [ @rec_a, %0 ], [ %125, %117 ]
  %119 = load ptr, ptr %118, align 8, !tbaa !14
  %120 = getelementptr inbounds i8, ptr %118, i64 8
  %121 = load ptr, ptr %120, align 8, !tbaa !16
  %122 = load i32, ptr %121, align 4, !tbaa !5
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %119, i32 noundef %122)
  %124 = getelementptr inbounds i8, ptr %118, i64 16
  %125 = load ptr, ptr %124, align 8, !tbaa !17
  %126 = icmp eq ptr %125, null
  br i1 %126, label %94, label %117, !llvm.loop !18
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
!11 = !{!7, !7, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"long long", !7, i64 0}
!14 = !{!15, !10, i64 0}
!15 = !{!"Rec", !10, i64 0, !10, i64 8, !10, i64 16}
!16 = !{!15, !10, i64 8}
!17 = !{!15, !10, i64 16}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
