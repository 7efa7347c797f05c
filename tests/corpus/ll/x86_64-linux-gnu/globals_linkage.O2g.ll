; ModuleID = 'tests/programs/globals_linkage.c'
source_filename = "tests/programs/globals_linkage.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Rec = type { ptr, ptr, ptr }

@global_counter = dso_local global i32 5, align 4, !dbg !0
@const_table = dso_local constant [5 x i32] [i32 2, i32 3, i32 5, i32 7, i32 11], align 16, !dbg !7
@weak_value = weak dso_local local_unnamed_addr global i32 123, align 4, !dbg !14
@hidden_value = hidden local_unnamed_addr global i32 77, align 4, !dbg !16
@protected_value = protected local_unnamed_addr global i32 55, align 4, !dbg !18
@global_ptr = dso_local local_unnamed_addr global ptr @global_counter, align 8, !dbg !20
@const_ptr = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @const_table, i64 8), align 8, !dbg !23
@func_ptr = dso_local local_unnamed_addr global ptr @weak_func, align 8, !dbg !26
@.str = private unnamed_addr constant [2 x i8] c"a\00", align 1, !dbg !31
@rec_b = internal global %struct.Rec { ptr @.str.16, ptr @file_counter, ptr @rec_c }, align 8, !dbg !143
@rec_a = dso_local local_unnamed_addr global %struct.Rec { ptr @.str, ptr @global_counter, ptr @rec_b }, align 8, !dbg !37
@text_buf = dso_local global [13 x i8] c"mutable text\00", align 1, !dbg !47
@.str.1 = private unnamed_addr constant [8 x i8] c"literal\00", align 1, !dbg !52
@str_ptr = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @.str.1, i64 3), align 8, !dbg !57
@used_but_unreferenced = internal global i32 9, align 4, !dbg !59
@aligned_global = dso_local local_unnamed_addr global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 64, !dbg !61
@sectioned = dso_local local_unnamed_addr global i32 31, section ".data.custom_section", align 4, !dbg !66
@big_init = dso_local local_unnamed_addr global i64 81985529216486895, align 8, !dbg !68
@bytes_init = dso_local local_unnamed_addr global [4 x i8] c"\00\7F\80\FF", align 1, !dbg !71
@file_counter = internal global i32 7, align 4, !dbg !149
@.str.2 = private unnamed_addr constant [16 x i8] c"counters %d %d\0A\00", align 1, !dbg !75
@.str.3 = private unnamed_addr constant [20 x i8] c"const_table sum %d\0A\00", align 1, !dbg !80
@.str.4 = private unnamed_addr constant [13 x i8] c"names %s %s\0A\00", align 1, !dbg !85
@.str.5 = private unnamed_addr constant [38 x i8] c"weak %d %d hidden %d %d protected %d\0A\00", align 1, !dbg !87
@zero_init = dso_local global [100 x i32] zeroinitializer, align 16, !dbg !136
@.str.6 = private unnamed_addr constant [18 x i8] c"zero_init sum %d\0A\00", align 1, !dbg !92
@.str.7 = private unnamed_addr constant [26 x i8] c"static doubles %.2f %.2f\0A\00", align 1, !dbg !97
@.str.8 = private unnamed_addr constant [15 x i8] c"ptrs %d %d %d\0A\00", align 1, !dbg !102
@.str.9 = private unnamed_addr constant [14 x i8] c"ptr_array %d\0A\00", align 1, !dbg !107
@.str.10 = private unnamed_addr constant [14 x i8] c"rec %s -> %d\0A\00", align 1, !dbg !112
@.str.11 = private unnamed_addr constant [7 x i8] c"%s %s\0A\00", align 1, !dbg !114
@.str.12 = private unnamed_addr constant [34 x i8] c"aligned %d sectioned %d big %llx\0A\00", align 1, !dbg !119
@.str.13 = private unnamed_addr constant [19 x i8] c"bytes %u %u %u %u\0A\00", align 1, !dbg !124
@.str.14 = private unnamed_addr constant [14 x i8] c"ids %d %d %d\0A\00", align 1, !dbg !129
@.str.15 = private unnamed_addr constant [27 x i8] c"alias target %d %d var %d\0A\00", align 1, !dbg !131
@.str.16 = private unnamed_addr constant [2 x i8] c"b\00", align 1, !dbg !141
@rec_c = internal global %struct.Rec { ptr @.str.17, ptr getelementptr (i8, ptr @zero_init, i64 4), ptr null }, align 8, !dbg !147
@.str.17 = private unnamed_addr constant [2 x i8] c"c\00", align 1, !dbg !145
@.str.19 = private unnamed_addr constant [4 x i8] c"one\00", align 1, !dbg !154
@.str.21 = private unnamed_addr constant [6 x i8] c"three\00", align 1, !dbg !159
@next_id.id = internal unnamed_addr global i32 1000, align 4, !dbg !175
@llvm.compiler.used = appending global [1 x ptr] [ptr @used_but_unreferenced], section "llvm.metadata"

@alias_fn = dso_local alias i32 (i32), ptr @alias_target
@alias_var = dso_local alias i32, ptr @global_counter

; Function Attrs: nounwind uwtable
define weak dso_local i32 @weak_func(i32 noundef %0) #0 !dbg !190 {
    #dbg_value(i32 %0, !192, !DIExpression(), !193)
  %2 = shl nsw i32 %0, 1, !dbg !194
  ret i32 %2, !dbg !195
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define hidden i32 @hidden_func(i32 noundef %0) local_unnamed_addr #1 !dbg !196 {
    #dbg_value(i32 %0, !198, !DIExpression(), !199)
  %2 = load i32, ptr @hidden_value, align 4, !dbg !200, !tbaa !201
  %3 = add nsw i32 %2, %0, !dbg !205
  ret i32 %3, !dbg !206
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @alias_target(i32 noundef %0) #2 !dbg !207 {
    #dbg_value(i32 %0, !209, !DIExpression(), !210)
  %2 = mul nsw i32 %0, %0, !dbg !211
  ret i32 %2, !dbg !212
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !213 {
  %1 = load i32, ptr @global_counter, align 4, !dbg !225, !tbaa !201
  %2 = add nsw i32 %1, 10, !dbg !225
  store i32 %2, ptr @global_counter, align 4, !dbg !225, !tbaa !201
  %3 = load i32, ptr @file_counter, align 4, !dbg !226, !tbaa !201
  %4 = mul nsw i32 %3, 3, !dbg !226
  store i32 %4, ptr @file_counter, align 4, !dbg !226, !tbaa !201
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %2, i32 noundef %4), !dbg !227
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 28), !dbg !228
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.21), !dbg !229
  %8 = load i32, ptr @weak_value, align 4, !dbg !230, !tbaa !201
  %9 = tail call i32 @weak_func(i32 noundef 21), !dbg !231
  %10 = load i32, ptr @hidden_value, align 4, !dbg !232, !tbaa !201
    #dbg_value(i32 1, !198, !DIExpression(), !233)
  %11 = add nsw i32 %10, 1, !dbg !235
  %12 = load i32, ptr @protected_value, align 4, !dbg !236, !tbaa !201
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11, i32 noundef %12), !dbg !237
  store i32 9, ptr getelementptr inbounds (i8, ptr @zero_init, i64 200), align 8, !dbg !238, !tbaa !201
  store i32 4, ptr getelementptr inbounds (i8, ptr @zero_init, i64 4), align 4, !dbg !239, !tbaa !201
    #dbg_value(i32 0, !215, !DIExpression(), !240)
    #dbg_value(i32 0, !216, !DIExpression(), !241)
  %14 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 368), align 16, !dbg !242, !tbaa !201
  %15 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 336), align 16, !dbg !242, !tbaa !201
  %16 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 304), align 16, !dbg !242, !tbaa !201
  %17 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 272), align 16, !dbg !242, !tbaa !201
  %18 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 240), align 16, !dbg !242, !tbaa !201
  %19 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 208), align 16, !dbg !242, !tbaa !201
  %20 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 176), align 16, !dbg !242, !tbaa !201
  %21 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 144), align 16, !dbg !242, !tbaa !201
  %22 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 112), align 16, !dbg !242, !tbaa !201
  %23 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 80), align 16, !dbg !242, !tbaa !201
  %24 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 48), align 16, !dbg !242, !tbaa !201
  %25 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 16), align 16, !dbg !242, !tbaa !201
  %26 = add <4 x i32> %24, %25, !dbg !244
  %27 = add <4 x i32> %23, %26, !dbg !244
  %28 = add <4 x i32> %22, %27, !dbg !244
  %29 = add <4 x i32> %21, %28, !dbg !244
  %30 = add <4 x i32> %20, %29, !dbg !244
  %31 = add <4 x i32> %19, %30, !dbg !244
  %32 = add <4 x i32> %18, %31, !dbg !244
  %33 = add <4 x i32> %17, %32, !dbg !244
  %34 = add <4 x i32> %16, %33, !dbg !244
  %35 = add <4 x i32> %15, %34, !dbg !244
  %36 = add <4 x i32> %14, %35, !dbg !244
  %37 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 352), align 16, !dbg !242, !tbaa !201
  %38 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 320), align 16, !dbg !242, !tbaa !201
  %39 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 288), align 16, !dbg !242, !tbaa !201
  %40 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 256), align 16, !dbg !242, !tbaa !201
  %41 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 224), align 16, !dbg !242, !tbaa !201
  %42 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 192), align 16, !dbg !242, !tbaa !201
  %43 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 160), align 16, !dbg !242, !tbaa !201
  %44 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 128), align 16, !dbg !242, !tbaa !201
  %45 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 96), align 16, !dbg !242, !tbaa !201
  %46 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 64), align 16, !dbg !242, !tbaa !201
  %47 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 32), align 16, !dbg !242, !tbaa !201
  %48 = load <4 x i32>, ptr @zero_init, align 16, !dbg !242, !tbaa !201
  %49 = add <4 x i32> %47, %48, !dbg !244
  %50 = add <4 x i32> %46, %49, !dbg !244
  %51 = add <4 x i32> %45, %50, !dbg !244
  %52 = add <4 x i32> %44, %51, !dbg !244
  %53 = add <4 x i32> %43, %52, !dbg !244
  %54 = add <4 x i32> %42, %53, !dbg !244
  %55 = add <4 x i32> %41, %54, !dbg !244
  %56 = add <4 x i32> %40, %55, !dbg !244
  %57 = add <4 x i32> %39, %56, !dbg !244
  %58 = add <4 x i32> %38, %57, !dbg !244
  %59 = add <4 x i32> %37, %58, !dbg !244
  %60 = add <4 x i32> %36, %59, !dbg !245
  %61 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %60), !dbg !245
    #dbg_value(i32 %61, !215, !DIExpression(), !240)
    #dbg_value(i64 96, !216, !DIExpression(), !241)
  %62 = load i32, ptr getelementptr inbounds (i8, ptr @zero_init, i64 384), align 16, !dbg !242, !tbaa !201
  %63 = add nsw i32 %62, %61, !dbg !244
    #dbg_value(i32 %63, !215, !DIExpression(), !240)
    #dbg_value(i64 97, !216, !DIExpression(), !241)
  %64 = load i32, ptr getelementptr inbounds (i8, ptr @zero_init, i64 388), align 4, !dbg !242, !tbaa !201
  %65 = add nsw i32 %64, %63, !dbg !244
    #dbg_value(i32 %65, !215, !DIExpression(), !240)
    #dbg_value(i64 98, !216, !DIExpression(), !241)
  %66 = load i32, ptr getelementptr inbounds (i8, ptr @zero_init, i64 392), align 8, !dbg !242, !tbaa !201
  %67 = add nsw i32 %66, %65, !dbg !244
    #dbg_value(i32 %67, !215, !DIExpression(), !240)
    #dbg_value(i64 99, !216, !DIExpression(), !241)
  %68 = load i32, ptr getelementptr inbounds (i8, ptr @zero_init, i64 396), align 4, !dbg !242, !tbaa !201
  %69 = add nsw i32 %68, %67, !dbg !244
    #dbg_value(i32 %69, !215, !DIExpression(), !240)
    #dbg_value(i64 100, !216, !DIExpression(), !241)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %69), !dbg !246
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 1.500000e+00, double noundef 0.000000e+00), !dbg !247
  %72 = load ptr, ptr @global_ptr, align 8, !dbg !248, !tbaa !249
  %73 = load i32, ptr %72, align 4, !dbg !251, !tbaa !201
  %74 = load ptr, ptr @const_ptr, align 8, !dbg !252, !tbaa !249
  %75 = load i32, ptr %74, align 4, !dbg !253, !tbaa !201
  %76 = load ptr, ptr @func_ptr, align 8, !dbg !254, !tbaa !249
  %77 = tail call i32 %76(i32 noundef 8) #5, !dbg !254
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %73, i32 noundef %75, i32 noundef %77), !dbg !255
    #dbg_value(i64 0, !219, !DIExpression(), !256)
    #dbg_value(i32 0, !218, !DIExpression(), !240)
  %79 = load i32, ptr @global_counter, align 4, !dbg !257, !tbaa !201
  %80 = srem i32 %79, 10, !dbg !259
    #dbg_value(i32 %80, !218, !DIExpression(), !240)
    #dbg_value(i64 1, !219, !DIExpression(), !256)
  %81 = mul nsw i32 %80, 10, !dbg !260
  %82 = load i32, ptr @file_counter, align 4, !dbg !257, !tbaa !201
  %83 = srem i32 %82, 10, !dbg !259
  %84 = add nsw i32 %83, %81, !dbg !261
    #dbg_value(i32 %84, !218, !DIExpression(), !240)
    #dbg_value(i64 2, !219, !DIExpression(), !256)
  %85 = mul nsw i32 %84, 10, !dbg !260
  %86 = load i32, ptr @hidden_value, align 4, !dbg !257, !tbaa !201
  %87 = srem i32 %86, 10, !dbg !259
  %88 = add nsw i32 %87, %85, !dbg !261
    #dbg_value(i32 %88, !218, !DIExpression(), !240)
    #dbg_value(i64 3, !219, !DIExpression(), !256)
  %89 = mul nsw i32 %88, 10, !dbg !260
  %90 = load i32, ptr getelementptr inbounds (i8, ptr @zero_init, i64 200), align 8, !dbg !257, !tbaa !201
  %91 = srem i32 %90, 10, !dbg !259
  %92 = add nsw i32 %91, %89, !dbg !261
    #dbg_value(i32 %92, !218, !DIExpression(), !240)
    #dbg_value(i64 4, !219, !DIExpression(), !256)
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %92), !dbg !262
    #dbg_value(ptr @rec_a, !221, !DIExpression(), !263)
  br label %117, !dbg !264

94:                                               ; preds = %117
  store i8 77, ptr @text_buf, align 1, !dbg !265, !tbaa !266
  %95 = load ptr, ptr @str_ptr, align 8, !dbg !267, !tbaa !249
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @text_buf, ptr noundef %95), !dbg !268
  %97 = load i32, ptr getelementptr inbounds (i8, ptr @aligned_global, i64 12), align 4, !dbg !269, !tbaa !201
  %98 = load i32, ptr @sectioned, align 4, !dbg !270, !tbaa !201
  %99 = load i64, ptr @big_init, align 8, !dbg !271, !tbaa !272
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %97, i32 noundef %98, i64 noundef %99), !dbg !274
  %101 = load i8, ptr @bytes_init, align 1, !dbg !275, !tbaa !266
  %102 = zext i8 %101 to i32, !dbg !275
  %103 = load i8, ptr getelementptr inbounds (i8, ptr @bytes_init, i64 1), align 1, !dbg !276, !tbaa !266
  %104 = zext i8 %103 to i32, !dbg !276
  %105 = load i8, ptr getelementptr inbounds (i8, ptr @bytes_init, i64 2), align 1, !dbg !277, !tbaa !266
  %106 = zext i8 %105 to i32, !dbg !277
  %107 = load i8, ptr getelementptr inbounds (i8, ptr @bytes_init, i64 3), align 1, !dbg !278, !tbaa !266
  %108 = zext i8 %107 to i32, !dbg !278
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %102, i32 noundef %104, i32 noundef %106, i32 noundef %108), !dbg !279
  %110 = load i32, ptr @next_id.id, align 4, !dbg !280, !tbaa !201
  %111 = add nsw i32 %110, 1, !dbg !280
    #dbg_value(i32 %110, !223, !DIExpression(), !240)
  %112 = add nsw i32 %110, 2, !dbg !282
    #dbg_value(i32 %111, !224, !DIExpression(), !240)
  %113 = add nsw i32 %110, 3, !dbg !284
  store i32 %113, ptr @next_id.id, align 4, !dbg !284, !tbaa !201
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %110, i32 noundef %111, i32 noundef %112), !dbg !286
  %115 = load i32, ptr @global_counter, align 4, !dbg !287, !tbaa !201
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 144, i32 noundef 169, i32 noundef %115), !dbg !288
  ret i32 0, !dbg !289

117:                                              ; preds = %0, %117
  %118 = phi ptr [ @rec_a, %0 ], [ %125, %117 ]
    #dbg_value(ptr %118, !221, !DIExpression(), !263)
  %119 = load ptr, ptr %118, align 8, !dbg !290, !tbaa !292
  %120 = getelementptr inbounds i8, ptr %118, i64 8, !dbg !294
  %121 = load ptr, ptr %120, align 8, !dbg !294, !tbaa !295
  %122 = load i32, ptr %121, align 4, !dbg !296, !tbaa !201
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %119, i32 noundef %122), !dbg !297
  %124 = getelementptr inbounds i8, ptr %118, i64 16, !dbg !298
  %125 = load ptr, ptr %124, align 8, !dbg !298, !tbaa !299
    #dbg_value(ptr %125, !221, !DIExpression(), !263)
  %126 = icmp eq ptr %125, null, !dbg !264
  br i1 %126, label %94, label %117, !dbg !264, !llvm.loop !300
}

; Function Attrs: nofree nounwind
declare !dbg !303 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!182, !183, !184, !185, !186, !187, !188}
!llvm.ident = !{!189}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "global_counter", scope: !2, file: !3, line: 5, type: !11, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, imports: !180, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/programs/globals_linkage.c", directory: ".", checksumkind: CSK_MD5, checksum: "4cfe48d6217be0122925c48cf6846f36")
!4 = !{!5}
!5 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!6 = !{!0, !7, !14, !16, !18, !20, !23, !26, !31, !37, !47, !52, !57, !59, !61, !66, !68, !71, !75, !80, !85, !87, !92, !97, !102, !107, !112, !114, !119, !124, !129, !131, !136, !141, !143, !145, !147, !149, !151, !154, !157, !159, !164, !168, !172, !175}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "const_table", scope: !2, file: !3, line: 7, type: !9, isLocal: false, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 160, elements: !12)
!10 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !{!13}
!13 = !DISubrange(count: 5)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "weak_value", scope: !2, file: !3, line: 9, type: !11, isLocal: false, isDefinition: true)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "hidden_value", scope: !2, file: !3, line: 11, type: !11, isLocal: false, isDefinition: true)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(name: "protected_value", scope: !2, file: !3, line: 13, type: !11, isLocal: false, isDefinition: true)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "global_ptr", scope: !2, file: !3, line: 16, type: !22, isLocal: false, isDefinition: true)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(name: "const_ptr", scope: !2, file: !3, line: 17, type: !25, isLocal: false, isDefinition: true)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "func_ptr", scope: !2, file: !3, line: 18, type: !28, isLocal: false, isDefinition: true)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DISubroutineType(types: !30)
!30 = !{!11, !11}
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !3, line: 23, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 16, elements: !35)
!34 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!35 = !{!36}
!36 = !DISubrange(count: 2)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(name: "rec_a", scope: !2, file: !3, line: 23, type: !39, isLocal: false, isDefinition: true)
!39 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Rec", file: !3, line: 20, size: 192, elements: !40)
!40 = !{!41, !44, !45}
!41 = !DIDerivedType(tag: DW_TAG_member, name: "label", scope: !39, file: !3, line: 20, baseType: !42, size: 64)
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!43 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !34)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "target", scope: !39, file: !3, line: 20, baseType: !22, size: 64, offset: 64)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !39, file: !3, line: 20, baseType: !46, size: 64, offset: 128)
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(name: "text_buf", scope: !2, file: !3, line: 24, type: !49, isLocal: false, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 104, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 13)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 64, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 8)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(name: "str_ptr", scope: !2, file: !3, line: 25, type: !42, isLocal: false, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(name: "used_but_unreferenced", scope: !2, file: !3, line: 26, type: !11, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(name: "aligned_global", scope: !2, file: !3, line: 27, type: !63, isLocal: false, isDefinition: true, align: 512)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 128, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 4)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(name: "sectioned", scope: !2, file: !3, line: 28, type: !11, isLocal: false, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(name: "big_init", scope: !2, file: !3, line: 29, type: !70, isLocal: false, isDefinition: true)
!70 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(name: "bytes_init", scope: !2, file: !3, line: 30, type: !73, isLocal: false, isDefinition: true)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !74, size: 32, elements: !64)
!74 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !3, line: 43, type: !77, isLocal: true, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 128, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 16)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !3, line: 44, type: !82, isLocal: true, isDefinition: true)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 160, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 20)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !3, line: 45, type: !49, isLocal: true, isDefinition: true)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !3, line: 46, type: !89, isLocal: true, isDefinition: true)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 304, elements: !90)
!90 = !{!91}
!91 = !DISubrange(count: 38)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !3, line: 52, type: !94, isLocal: true, isDefinition: true)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 144, elements: !95)
!95 = !{!96}
!96 = !DISubrange(count: 18)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !3, line: 53, type: !99, isLocal: true, isDefinition: true)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 208, elements: !100)
!100 = !{!101}
!101 = !DISubrange(count: 26)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(scope: null, file: !3, line: 54, type: !104, isLocal: true, isDefinition: true)
!104 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 120, elements: !105)
!105 = !{!106}
!106 = !DISubrange(count: 15)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(scope: null, file: !3, line: 57, type: !109, isLocal: true, isDefinition: true)
!109 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 112, elements: !110)
!110 = !{!111}
!111 = !DISubrange(count: 14)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(scope: null, file: !3, line: 58, type: !109, isLocal: true, isDefinition: true)
!114 = !DIGlobalVariableExpression(var: !115, expr: !DIExpression())
!115 = distinct !DIGlobalVariable(scope: null, file: !3, line: 60, type: !116, isLocal: true, isDefinition: true)
!116 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 56, elements: !117)
!117 = !{!118}
!118 = !DISubrange(count: 7)
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !121, isLocal: true, isDefinition: true)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 272, elements: !122)
!122 = !{!123}
!123 = !DISubrange(count: 34)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(scope: null, file: !3, line: 62, type: !126, isLocal: true, isDefinition: true)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 152, elements: !127)
!127 = !{!128}
!128 = !DISubrange(count: 19)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(scope: null, file: !3, line: 64, type: !109, isLocal: true, isDefinition: true)
!131 = !DIGlobalVariableExpression(var: !132, expr: !DIExpression())
!132 = distinct !DIGlobalVariable(scope: null, file: !3, line: 65, type: !133, isLocal: true, isDefinition: true)
!133 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 216, elements: !134)
!134 = !{!135}
!135 = !DISubrange(count: 27)
!136 = !DIGlobalVariableExpression(var: !137, expr: !DIExpression())
!137 = distinct !DIGlobalVariable(name: "zero_init", scope: !2, file: !3, line: 14, type: !138, isLocal: false, isDefinition: true)
!138 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 3200, elements: !139)
!139 = !{!140}
!140 = !DISubrange(count: 100)
!141 = !DIGlobalVariableExpression(var: !142, expr: !DIExpression())
!142 = distinct !DIGlobalVariable(scope: null, file: !3, line: 22, type: !33, isLocal: true, isDefinition: true)
!143 = !DIGlobalVariableExpression(var: !144, expr: !DIExpression())
!144 = distinct !DIGlobalVariable(name: "rec_b", scope: !2, file: !3, line: 22, type: !39, isLocal: true, isDefinition: true)
!145 = !DIGlobalVariableExpression(var: !146, expr: !DIExpression())
!146 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !33, isLocal: true, isDefinition: true)
!147 = !DIGlobalVariableExpression(var: !148, expr: !DIExpression())
!148 = distinct !DIGlobalVariable(name: "rec_c", scope: !2, file: !3, line: 21, type: !39, isLocal: true, isDefinition: true)
!149 = !DIGlobalVariableExpression(var: !150, expr: !DIExpression())
!150 = distinct !DIGlobalVariable(name: "file_counter", scope: !2, file: !3, line: 6, type: !11, isLocal: true, isDefinition: true)
!151 = !DIGlobalVariableExpression(var: !152, expr: !DIExpression())
!152 = distinct !DIGlobalVariable(scope: null, file: !3, line: 8, type: !153, isLocal: true, isDefinition: true)
!153 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 40, elements: !12)
!154 = !DIGlobalVariableExpression(var: !155, expr: !DIExpression())
!155 = distinct !DIGlobalVariable(scope: null, file: !3, line: 8, type: !156, isLocal: true, isDefinition: true)
!156 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 32, elements: !64)
!157 = !DIGlobalVariableExpression(var: !158, expr: !DIExpression())
!158 = distinct !DIGlobalVariable(scope: null, file: !3, line: 8, type: !156, isLocal: true, isDefinition: true)
!159 = !DIGlobalVariableExpression(var: !160, expr: !DIExpression())
!160 = distinct !DIGlobalVariable(scope: null, file: !3, line: 8, type: !161, isLocal: true, isDefinition: true)
!161 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 48, elements: !162)
!162 = !{!163}
!163 = !DISubrange(count: 6)
!164 = !DIGlobalVariableExpression(var: !165, expr: !DIExpression())
!165 = distinct !DIGlobalVariable(name: "names", scope: !2, file: !3, line: 8, type: !166, isLocal: true, isDefinition: true)
!166 = !DICompositeType(tag: DW_TAG_array_type, baseType: !167, size: 256, elements: !64)
!167 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !42)
!168 = !DIGlobalVariableExpression(var: !169, expr: !DIExpression())
!169 = distinct !DIGlobalVariable(name: "static_doubles", scope: !2, file: !3, line: 15, type: !170, isLocal: true, isDefinition: true)
!170 = !DICompositeType(tag: DW_TAG_array_type, baseType: !171, size: 256, elements: !64)
!171 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!172 = !DIGlobalVariableExpression(var: !173, expr: !DIExpression())
!173 = distinct !DIGlobalVariable(name: "ptr_array", scope: !2, file: !3, line: 19, type: !174, isLocal: true, isDefinition: true)
!174 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 256, elements: !64)
!175 = !DIGlobalVariableExpression(var: !176, expr: !DIExpression())
!176 = distinct !DIGlobalVariable(name: "id", scope: !177, file: !3, line: 36, type: !11, isLocal: true, isDefinition: true)
!177 = distinct !DISubprogram(name: "next_id", scope: !3, file: !3, line: 35, type: !178, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!178 = !DISubroutineType(types: !179)
!179 = !{!11}
!180 = !{!181}
!181 = !DIImportedEntity(tag: DW_TAG_imported_declaration, name: "alias_var", scope: !2, entity: !1, file: !3, line: 33)
!182 = !{i32 7, !"Dwarf Version", i32 5}
!183 = !{i32 2, !"Debug Info Version", i32 3}
!184 = !{i32 1, !"wchar_size", i32 4}
!185 = !{i32 8, !"PIC Level", i32 2}
!186 = !{i32 7, !"PIE Level", i32 2}
!187 = !{i32 7, !"uwtable", i32 2}
!188 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!189 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!190 = distinct !DISubprogram(name: "weak_func", scope: !3, file: !3, line: 10, type: !29, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !191)
!191 = !{!192}
!192 = !DILocalVariable(name: "x", arg: 1, scope: !190, file: !3, line: 10, type: !11)
!193 = !DILocation(line: 0, scope: !190)
!194 = !DILocation(line: 10, column: 55, scope: !190)
!195 = !DILocation(line: 10, column: 46, scope: !190)
!196 = distinct !DISubprogram(name: "hidden_func", scope: !3, file: !3, line: 12, type: !29, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !197)
!197 = !{!198}
!198 = !DILocalVariable(name: "x", arg: 1, scope: !196, file: !3, line: 12, type: !11)
!199 = !DILocation(line: 0, scope: !196)
!200 = !DILocation(line: 12, column: 75, scope: !196)
!201 = !{!202, !202, i64 0}
!202 = !{!"int", !203, i64 0}
!203 = !{!"omnipotent char", !204, i64 0}
!204 = !{!"Simple C/C++ TBAA"}
!205 = !DILocation(line: 12, column: 73, scope: !196)
!206 = !DILocation(line: 12, column: 64, scope: !196)
!207 = distinct !DISubprogram(name: "alias_target", scope: !3, file: !3, line: 31, type: !29, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !208)
!208 = !{!209}
!209 = !DILocalVariable(name: "x", arg: 1, scope: !207, file: !3, line: 31, type: !11)
!210 = !DILocation(line: 0, scope: !207)
!211 = !DILocation(line: 31, column: 36, scope: !207)
!212 = !DILocation(line: 31, column: 27, scope: !207)
!213 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 40, type: !178, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !214)
!214 = !{!215, !216, !218, !219, !221, !223, !224}
!215 = !DILocalVariable(name: "zs", scope: !213, file: !3, line: 50, type: !11)
!216 = !DILocalVariable(name: "i", scope: !217, file: !3, line: 51, type: !11)
!217 = distinct !DILexicalBlock(scope: !213, file: !3, line: 51, column: 5)
!218 = !DILocalVariable(name: "ps", scope: !213, file: !3, line: 55, type: !11)
!219 = !DILocalVariable(name: "i", scope: !220, file: !3, line: 56, type: !11)
!220 = distinct !DILexicalBlock(scope: !213, file: !3, line: 56, column: 5)
!221 = !DILocalVariable(name: "r", scope: !222, file: !3, line: 58, type: !46)
!222 = distinct !DILexicalBlock(scope: !213, file: !3, line: 58, column: 5)
!223 = !DILocalVariable(name: "a", scope: !213, file: !3, line: 63, type: !11)
!224 = !DILocalVariable(name: "b", scope: !213, file: !3, line: 63, type: !11)
!225 = !DILocation(line: 41, column: 20, scope: !213)
!226 = !DILocation(line: 42, column: 18, scope: !213)
!227 = !DILocation(line: 43, column: 5, scope: !213)
!228 = !DILocation(line: 44, column: 5, scope: !213)
!229 = !DILocation(line: 45, column: 5, scope: !213)
!230 = !DILocation(line: 46, column: 54, scope: !213)
!231 = !DILocation(line: 46, column: 66, scope: !213)
!232 = !DILocation(line: 46, column: 81, scope: !213)
!233 = !DILocation(line: 0, scope: !196, inlinedAt: !234)
!234 = distinct !DILocation(line: 46, column: 95, scope: !213)
!235 = !DILocation(line: 12, column: 73, scope: !196, inlinedAt: !234)
!236 = !DILocation(line: 47, column: 12, scope: !213)
!237 = !DILocation(line: 46, column: 5, scope: !213)
!238 = !DILocation(line: 48, column: 19, scope: !213)
!239 = !DILocation(line: 49, column: 18, scope: !213)
!240 = !DILocation(line: 0, scope: !213)
!241 = !DILocation(line: 0, scope: !217)
!242 = !DILocation(line: 51, column: 41, scope: !243)
!243 = distinct !DILexicalBlock(scope: !217, file: !3, line: 51, column: 5)
!244 = !DILocation(line: 51, column: 38, scope: !243)
!245 = !DILocation(line: 51, column: 5, scope: !217)
!246 = !DILocation(line: 52, column: 5, scope: !213)
!247 = !DILocation(line: 53, column: 5, scope: !213)
!248 = !DILocation(line: 54, column: 32, scope: !213)
!249 = !{!250, !250, i64 0}
!250 = !{!"any pointer", !203, i64 0}
!251 = !DILocation(line: 54, column: 31, scope: !213)
!252 = !DILocation(line: 54, column: 45, scope: !213)
!253 = !DILocation(line: 54, column: 44, scope: !213)
!254 = !DILocation(line: 54, column: 56, scope: !213)
!255 = !DILocation(line: 54, column: 5, scope: !213)
!256 = !DILocation(line: 0, scope: !220)
!257 = !DILocation(line: 56, column: 48, scope: !258)
!258 = distinct !DILexicalBlock(scope: !220, file: !3, line: 56, column: 5)
!259 = !DILocation(line: 56, column: 62, scope: !258)
!260 = !DILocation(line: 56, column: 41, scope: !258)
!261 = !DILocation(line: 56, column: 46, scope: !258)
!262 = !DILocation(line: 57, column: 5, scope: !213)
!263 = !DILocation(line: 0, scope: !222)
!264 = !DILocation(line: 58, column: 5, scope: !222)
!265 = !DILocation(line: 59, column: 17, scope: !213)
!266 = !{!203, !203, i64 0}
!267 = !DILocation(line: 60, column: 33, scope: !213)
!268 = !DILocation(line: 60, column: 5, scope: !213)
!269 = !DILocation(line: 61, column: 50, scope: !213)
!270 = !DILocation(line: 61, column: 69, scope: !213)
!271 = !DILocation(line: 61, column: 100, scope: !213)
!272 = !{!273, !273, i64 0}
!273 = !{!"long long", !203, i64 0}
!274 = !DILocation(line: 61, column: 5, scope: !213)
!275 = !DILocation(line: 62, column: 35, scope: !213)
!276 = !DILocation(line: 62, column: 50, scope: !213)
!277 = !DILocation(line: 62, column: 65, scope: !213)
!278 = !DILocation(line: 62, column: 80, scope: !213)
!279 = !DILocation(line: 62, column: 5, scope: !213)
!280 = !DILocation(line: 37, column: 14, scope: !177, inlinedAt: !281)
!281 = distinct !DILocation(line: 63, column: 13, scope: !213)
!282 = !DILocation(line: 37, column: 14, scope: !177, inlinedAt: !283)
!283 = distinct !DILocation(line: 63, column: 28, scope: !213)
!284 = !DILocation(line: 37, column: 14, scope: !177, inlinedAt: !285)
!285 = distinct !DILocation(line: 64, column: 36, scope: !213)
!286 = !DILocation(line: 64, column: 5, scope: !213)
!287 = !DILocation(line: 65, column: 75, scope: !213)
!288 = !DILocation(line: 65, column: 5, scope: !213)
!289 = !DILocation(line: 66, column: 5, scope: !213)
!290 = !DILocation(line: 58, column: 78, scope: !291)
!291 = distinct !DILexicalBlock(scope: !222, file: !3, line: 58, column: 5)
!292 = !{!293, !250, i64 0}
!293 = !{!"Rec", !250, i64 0, !250, i64 8, !250, i64 16}
!294 = !DILocation(line: 58, column: 89, scope: !291)
!295 = !{!293, !250, i64 8}
!296 = !DILocation(line: 58, column: 85, scope: !291)
!297 = !DILocation(line: 58, column: 50, scope: !291)
!298 = !DILocation(line: 58, column: 44, scope: !291)
!299 = !{!293, !250, i64 16}
!300 = distinct !{!300, !264, !301, !302}
!301 = !DILocation(line: 58, column: 95, scope: !222)
!302 = !{!"llvm.loop.mustprogress"}
!303 = !DISubprogram(name: "printf", scope: !304, file: !304, line: 356, type: !305, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!304 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!305 = !DISubroutineType(types: !306)
!306 = !{!11, !307, null}
!307 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !42)
