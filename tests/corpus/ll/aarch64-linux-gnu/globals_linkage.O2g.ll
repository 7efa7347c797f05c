; ModuleID = 'tests/programs/globals_linkage.c'
source_filename = "tests/programs/globals_linkage.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Rec = type { ptr, ptr, ptr }

@global_counter = dso_local global i32 5, align 4, !dbg !0
@const_table = dso_local constant [5 x i32] [i32 2, i32 3, i32 5, i32 7, i32 11], align 4, !dbg !7
@weak_value = weak dso_local local_unnamed_addr global i32 123, align 4, !dbg !14
@hidden_value = hidden local_unnamed_addr global i32 77, align 4, !dbg !16
@protected_value = protected local_unnamed_addr global i32 55, align 4, !dbg !18
@global_ptr = dso_local local_unnamed_addr global ptr @global_counter, align 8, !dbg !20
@const_ptr = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @const_table, i64 8), align 8, !dbg !23
@func_ptr = dso_local local_unnamed_addr global ptr @weak_func, align 8, !dbg !26
@.str = private unnamed_addr constant [2 x i8] c"a\00", align 1, !dbg !31
@rec_b = internal global %struct.Rec { ptr @.str.16, ptr @file_counter, ptr @rec_c }, align 8, !dbg !143
@rec_a = dso_local local_unnamed_addr global %struct.Rec { ptr @.str, ptr @global_counter, ptr @rec_b }, align 8, !dbg !37
@text_buf = dso_local global [13 x i8] c"mutable text\00", align 4, !dbg !47
@.str.1 = private unnamed_addr constant [8 x i8] c"literal\00", align 1, !dbg !52
@str_ptr = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @.str.1, i64 3), align 8, !dbg !57
@used_but_unreferenced = internal global i32 9, align 4, !dbg !59
@aligned_global = dso_local local_unnamed_addr global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 64, !dbg !61
@sectioned = dso_local local_unnamed_addr global i32 31, section ".data.custom_section", align 4, !dbg !66
@big_init = dso_local local_unnamed_addr global i64 81985529216486895, align 8, !dbg !68
@bytes_init = dso_local local_unnamed_addr global [4 x i8] c"\00\7F\80\FF", align 4, !dbg !71
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
define weak dso_local i32 @weak_func(i32 noundef %0) #0 !dbg !191 {
    #dbg_value(i32 %0, !193, !DIExpression(), !194)
  %2 = shl nsw i32 %0, 1, !dbg !195
  ret i32 %2, !dbg !196
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define hidden i32 @hidden_func(i32 noundef %0) local_unnamed_addr #1 !dbg !197 {
    #dbg_value(i32 %0, !199, !DIExpression(), !200)
  %2 = load i32, ptr @hidden_value, align 4, !dbg !201, !tbaa !202
  %3 = add nsw i32 %2, %0, !dbg !206
  ret i32 %3, !dbg !207
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @alias_target(i32 noundef %0) #2 !dbg !208 {
    #dbg_value(i32 %0, !210, !DIExpression(), !211)
  %2 = mul nsw i32 %0, %0, !dbg !212
  ret i32 %2, !dbg !213
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !214 {
  %1 = load i32, ptr @global_counter, align 4, !dbg !226, !tbaa !202
  %2 = add nsw i32 %1, 10, !dbg !226
  store i32 %2, ptr @global_counter, align 4, !dbg !226, !tbaa !202
  %3 = load i32, ptr @file_counter, align 4, !dbg !227, !tbaa !202
  %4 = mul nsw i32 %3, 3, !dbg !227
  store i32 %4, ptr @file_counter, align 4, !dbg !227, !tbaa !202
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %2, i32 noundef %4), !dbg !228
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 28), !dbg !229
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.21), !dbg !230
  %8 = load i32, ptr @weak_value, align 4, !dbg !231, !tbaa !202
  %9 = tail call i32 @weak_func(i32 noundef 21), !dbg !232
  %10 = load i32, ptr @hidden_value, align 4, !dbg !233, !tbaa !202
    #dbg_value(i32 1, !199, !DIExpression(), !234)
  %11 = add nsw i32 %10, 1, !dbg !236
  %12 = load i32, ptr @protected_value, align 4, !dbg !237, !tbaa !202
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11, i32 noundef %12), !dbg !238
  store i32 9, ptr getelementptr inbounds (i8, ptr @zero_init, i64 200), align 8, !dbg !239, !tbaa !202
  store i32 4, ptr getelementptr inbounds (i8, ptr @zero_init, i64 4), align 4, !dbg !240, !tbaa !202
    #dbg_value(i32 0, !216, !DIExpression(), !241)
    #dbg_value(i32 0, !217, !DIExpression(), !242)
  %14 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 368), align 16, !dbg !243, !tbaa !202
  %15 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 336), align 16, !dbg !243, !tbaa !202
  %16 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 304), align 16, !dbg !243, !tbaa !202
  %17 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 272), align 16, !dbg !243, !tbaa !202
  %18 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 240), align 16, !dbg !243, !tbaa !202
  %19 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 208), align 16, !dbg !243, !tbaa !202
  %20 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 176), align 16, !dbg !243, !tbaa !202
  %21 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 144), align 16, !dbg !243, !tbaa !202
  %22 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 112), align 16, !dbg !243, !tbaa !202
  %23 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 80), align 16, !dbg !243, !tbaa !202
  %24 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 48), align 16, !dbg !243, !tbaa !202
  %25 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 16), align 16, !dbg !243, !tbaa !202
  %26 = add <4 x i32> %24, %25, !dbg !245
  %27 = add <4 x i32> %23, %26, !dbg !245
  %28 = add <4 x i32> %22, %27, !dbg !245
  %29 = add <4 x i32> %21, %28, !dbg !245
  %30 = add <4 x i32> %20, %29, !dbg !245
  %31 = add <4 x i32> %19, %30, !dbg !245
  %32 = add <4 x i32> %18, %31, !dbg !245
  %33 = add <4 x i32> %17, %32, !dbg !245
  %34 = add <4 x i32> %16, %33, !dbg !245
  %35 = add <4 x i32> %15, %34, !dbg !245
  %36 = add <4 x i32> %14, %35, !dbg !245
  %37 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 352), align 16, !dbg !243, !tbaa !202
  %38 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 320), align 16, !dbg !243, !tbaa !202
  %39 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 288), align 16, !dbg !243, !tbaa !202
  %40 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 256), align 16, !dbg !243, !tbaa !202
  %41 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 224), align 16, !dbg !243, !tbaa !202
  %42 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 192), align 16, !dbg !243, !tbaa !202
  %43 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 160), align 16, !dbg !243, !tbaa !202
  %44 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 128), align 16, !dbg !243, !tbaa !202
  %45 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 96), align 16, !dbg !243, !tbaa !202
  %46 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 64), align 16, !dbg !243, !tbaa !202
  %47 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @zero_init, i64 32), align 16, !dbg !243, !tbaa !202
  %48 = load <4 x i32>, ptr @zero_init, align 16, !dbg !243, !tbaa !202
  %49 = add <4 x i32> %47, %48, !dbg !245
  %50 = add <4 x i32> %46, %49, !dbg !245
  %51 = add <4 x i32> %45, %50, !dbg !245
  %52 = add <4 x i32> %44, %51, !dbg !245
  %53 = add <4 x i32> %43, %52, !dbg !245
  %54 = add <4 x i32> %42, %53, !dbg !245
  %55 = add <4 x i32> %41, %54, !dbg !245
  %56 = add <4 x i32> %40, %55, !dbg !245
  %57 = add <4 x i32> %39, %56, !dbg !245
  %58 = add <4 x i32> %38, %57, !dbg !245
  %59 = add <4 x i32> %37, %58, !dbg !245
  %60 = add <4 x i32> %36, %59, !dbg !246
  %61 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %60), !dbg !246
    #dbg_value(i32 %61, !216, !DIExpression(), !241)
    #dbg_value(i64 96, !217, !DIExpression(), !242)
  %62 = load i32, ptr getelementptr inbounds (i8, ptr @zero_init, i64 384), align 16, !dbg !243, !tbaa !202
  %63 = add nsw i32 %62, %61, !dbg !245
    #dbg_value(i32 %63, !216, !DIExpression(), !241)
    #dbg_value(i64 97, !217, !DIExpression(), !242)
  %64 = load i32, ptr getelementptr inbounds (i8, ptr @zero_init, i64 388), align 4, !dbg !243, !tbaa !202
  %65 = add nsw i32 %64, %63, !dbg !245
    #dbg_value(i32 %65, !216, !DIExpression(), !241)
    #dbg_value(i64 98, !217, !DIExpression(), !242)
  %66 = load i32, ptr getelementptr inbounds (i8, ptr @zero_init, i64 392), align 8, !dbg !243, !tbaa !202
  %67 = add nsw i32 %66, %65, !dbg !245
    #dbg_value(i32 %67, !216, !DIExpression(), !241)
    #dbg_value(i64 99, !217, !DIExpression(), !242)
  %68 = load i32, ptr getelementptr inbounds (i8, ptr @zero_init, i64 396), align 4, !dbg !243, !tbaa !202
  %69 = add nsw i32 %68, %67, !dbg !245
    #dbg_value(i32 %69, !216, !DIExpression(), !241)
    #dbg_value(i64 100, !217, !DIExpression(), !242)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %69), !dbg !247
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 1.500000e+00, double noundef 0.000000e+00), !dbg !248
  %72 = load ptr, ptr @global_ptr, align 8, !dbg !249, !tbaa !250
  %73 = load i32, ptr %72, align 4, !dbg !252, !tbaa !202
  %74 = load ptr, ptr @const_ptr, align 8, !dbg !253, !tbaa !250
  %75 = load i32, ptr %74, align 4, !dbg !254, !tbaa !202
  %76 = load ptr, ptr @func_ptr, align 8, !dbg !255, !tbaa !250
  %77 = tail call i32 %76(i32 noundef 8) #5, !dbg !255
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %73, i32 noundef %75, i32 noundef %77), !dbg !256
    #dbg_value(i64 0, !220, !DIExpression(), !257)
    #dbg_value(i32 0, !219, !DIExpression(), !241)
  %79 = load i32, ptr @global_counter, align 4, !dbg !258, !tbaa !202
  %80 = srem i32 %79, 10, !dbg !260
    #dbg_value(i32 %80, !219, !DIExpression(), !241)
    #dbg_value(i64 1, !220, !DIExpression(), !257)
  %81 = mul nsw i32 %80, 10, !dbg !261
  %82 = load i32, ptr @file_counter, align 4, !dbg !258, !tbaa !202
  %83 = srem i32 %82, 10, !dbg !260
  %84 = add nsw i32 %83, %81, !dbg !262
    #dbg_value(i32 %84, !219, !DIExpression(), !241)
    #dbg_value(i64 2, !220, !DIExpression(), !257)
  %85 = mul nsw i32 %84, 10, !dbg !261
  %86 = load i32, ptr @hidden_value, align 4, !dbg !258, !tbaa !202
  %87 = srem i32 %86, 10, !dbg !260
  %88 = add nsw i32 %87, %85, !dbg !262
    #dbg_value(i32 %88, !219, !DIExpression(), !241)
    #dbg_value(i64 3, !220, !DIExpression(), !257)
  %89 = mul nsw i32 %88, 10, !dbg !261
  %90 = load i32, ptr getelementptr inbounds (i8, ptr @zero_init, i64 200), align 8, !dbg !258, !tbaa !202
  %91 = srem i32 %90, 10, !dbg !260
  %92 = add nsw i32 %91, %89, !dbg !262
    #dbg_value(i32 %92, !219, !DIExpression(), !241)
    #dbg_value(i64 4, !220, !DIExpression(), !257)
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %92), !dbg !263
    #dbg_value(ptr @rec_a, !222, !DIExpression(), !264)
  br label %117, !dbg !265

94:                                               ; preds = %117
  store i8 77, ptr @text_buf, align 4, !dbg !266, !tbaa !267
  %95 = load ptr, ptr @str_ptr, align 8, !dbg !268, !tbaa !250
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @text_buf, ptr noundef %95), !dbg !269
  %97 = load i32, ptr getelementptr inbounds (i8, ptr @aligned_global, i64 12), align 4, !dbg !270, !tbaa !202
  %98 = load i32, ptr @sectioned, align 4, !dbg !271, !tbaa !202
  %99 = load i64, ptr @big_init, align 8, !dbg !272, !tbaa !273
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %97, i32 noundef %98, i64 noundef %99), !dbg !275
  %101 = load i8, ptr @bytes_init, align 4, !dbg !276, !tbaa !267
  %102 = zext i8 %101 to i32, !dbg !276
  %103 = load i8, ptr getelementptr inbounds (i8, ptr @bytes_init, i64 1), align 1, !dbg !277, !tbaa !267
  %104 = zext i8 %103 to i32, !dbg !277
  %105 = load i8, ptr getelementptr inbounds (i8, ptr @bytes_init, i64 2), align 2, !dbg !278, !tbaa !267
  %106 = zext i8 %105 to i32, !dbg !278
  %107 = load i8, ptr getelementptr inbounds (i8, ptr @bytes_init, i64 3), align 1, !dbg !279, !tbaa !267
  %108 = zext i8 %107 to i32, !dbg !279
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %102, i32 noundef %104, i32 noundef %106, i32 noundef %108), !dbg !280
  %110 = load i32, ptr @next_id.id, align 4, !dbg !281, !tbaa !202
  %111 = add nsw i32 %110, 1, !dbg !281
    #dbg_value(i32 %110, !224, !DIExpression(), !241)
  %112 = add nsw i32 %110, 2, !dbg !283
    #dbg_value(i32 %111, !225, !DIExpression(), !241)
  %113 = add nsw i32 %110, 3, !dbg !285
  store i32 %113, ptr @next_id.id, align 4, !dbg !285, !tbaa !202
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %110, i32 noundef %111, i32 noundef %112), !dbg !287
  %115 = load i32, ptr @global_counter, align 4, !dbg !288, !tbaa !202
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 144, i32 noundef 169, i32 noundef %115), !dbg !289
  ret i32 0, !dbg !290

117:                                              ; preds = %0, %117
  %118 = phi ptr [ @rec_a, %0 ], [ %125, %117 ]
    #dbg_value(ptr %118, !222, !DIExpression(), !264)
  %119 = load ptr, ptr %118, align 8, !dbg !291, !tbaa !293
  %120 = getelementptr inbounds i8, ptr %118, i64 8, !dbg !295
  %121 = load ptr, ptr %120, align 8, !dbg !295, !tbaa !296
  %122 = load i32, ptr %121, align 4, !dbg !297, !tbaa !202
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %119, i32 noundef %122), !dbg !298
  %124 = getelementptr inbounds i8, ptr %118, i64 16, !dbg !299
  %125 = load ptr, ptr %124, align 8, !dbg !299, !tbaa !300
    #dbg_value(ptr %125, !222, !DIExpression(), !264)
  %126 = icmp eq ptr %125, null, !dbg !265
  br i1 %126, label %94, label %117, !dbg !265, !llvm.loop !301
}

; Function Attrs: nofree nounwind
declare !dbg !304 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #4

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!182, !183, !184, !185, !186, !187, !188, !189}
!llvm.ident = !{!190}

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
!34 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!188 = !{i32 7, !"frame-pointer", i32 1}
!189 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!190 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!191 = distinct !DISubprogram(name: "weak_func", scope: !3, file: !3, line: 10, type: !29, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !192)
!192 = !{!193}
!193 = !DILocalVariable(name: "x", arg: 1, scope: !191, file: !3, line: 10, type: !11)
!194 = !DILocation(line: 0, scope: !191)
!195 = !DILocation(line: 10, column: 55, scope: !191)
!196 = !DILocation(line: 10, column: 46, scope: !191)
!197 = distinct !DISubprogram(name: "hidden_func", scope: !3, file: !3, line: 12, type: !29, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !198)
!198 = !{!199}
!199 = !DILocalVariable(name: "x", arg: 1, scope: !197, file: !3, line: 12, type: !11)
!200 = !DILocation(line: 0, scope: !197)
!201 = !DILocation(line: 12, column: 75, scope: !197)
!202 = !{!203, !203, i64 0}
!203 = !{!"int", !204, i64 0}
!204 = !{!"omnipotent char", !205, i64 0}
!205 = !{!"Simple C/C++ TBAA"}
!206 = !DILocation(line: 12, column: 73, scope: !197)
!207 = !DILocation(line: 12, column: 64, scope: !197)
!208 = distinct !DISubprogram(name: "alias_target", scope: !3, file: !3, line: 31, type: !29, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !209)
!209 = !{!210}
!210 = !DILocalVariable(name: "x", arg: 1, scope: !208, file: !3, line: 31, type: !11)
!211 = !DILocation(line: 0, scope: !208)
!212 = !DILocation(line: 31, column: 36, scope: !208)
!213 = !DILocation(line: 31, column: 27, scope: !208)
!214 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 40, type: !178, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !215)
!215 = !{!216, !217, !219, !220, !222, !224, !225}
!216 = !DILocalVariable(name: "zs", scope: !214, file: !3, line: 50, type: !11)
!217 = !DILocalVariable(name: "i", scope: !218, file: !3, line: 51, type: !11)
!218 = distinct !DILexicalBlock(scope: !214, file: !3, line: 51, column: 5)
!219 = !DILocalVariable(name: "ps", scope: !214, file: !3, line: 55, type: !11)
!220 = !DILocalVariable(name: "i", scope: !221, file: !3, line: 56, type: !11)
!221 = distinct !DILexicalBlock(scope: !214, file: !3, line: 56, column: 5)
!222 = !DILocalVariable(name: "r", scope: !223, file: !3, line: 58, type: !46)
!223 = distinct !DILexicalBlock(scope: !214, file: !3, line: 58, column: 5)
!224 = !DILocalVariable(name: "a", scope: !214, file: !3, line: 63, type: !11)
!225 = !DILocalVariable(name: "b", scope: !214, file: !3, line: 63, type: !11)
!226 = !DILocation(line: 41, column: 20, scope: !214)
!227 = !DILocation(line: 42, column: 18, scope: !214)
!228 = !DILocation(line: 43, column: 5, scope: !214)
!229 = !DILocation(line: 44, column: 5, scope: !214)
!230 = !DILocation(line: 45, column: 5, scope: !214)
!231 = !DILocation(line: 46, column: 54, scope: !214)
!232 = !DILocation(line: 46, column: 66, scope: !214)
!233 = !DILocation(line: 46, column: 81, scope: !214)
!234 = !DILocation(line: 0, scope: !197, inlinedAt: !235)
!235 = distinct !DILocation(line: 46, column: 95, scope: !214)
!236 = !DILocation(line: 12, column: 73, scope: !197, inlinedAt: !235)
!237 = !DILocation(line: 47, column: 12, scope: !214)
!238 = !DILocation(line: 46, column: 5, scope: !214)
!239 = !DILocation(line: 48, column: 19, scope: !214)
!240 = !DILocation(line: 49, column: 18, scope: !214)
!241 = !DILocation(line: 0, scope: !214)
!242 = !DILocation(line: 0, scope: !218)
!243 = !DILocation(line: 51, column: 41, scope: !244)
!244 = distinct !DILexicalBlock(scope: !218, file: !3, line: 51, column: 5)
!245 = !DILocation(line: 51, column: 38, scope: !244)
!246 = !DILocation(line: 51, column: 5, scope: !218)
!247 = !DILocation(line: 52, column: 5, scope: !214)
!248 = !DILocation(line: 53, column: 5, scope: !214)
!249 = !DILocation(line: 54, column: 32, scope: !214)
!250 = !{!251, !251, i64 0}
!251 = !{!"any pointer", !204, i64 0}
!252 = !DILocation(line: 54, column: 31, scope: !214)
!253 = !DILocation(line: 54, column: 45, scope: !214)
!254 = !DILocation(line: 54, column: 44, scope: !214)
!255 = !DILocation(line: 54, column: 56, scope: !214)
!256 = !DILocation(line: 54, column: 5, scope: !214)
!257 = !DILocation(line: 0, scope: !221)
!258 = !DILocation(line: 56, column: 48, scope: !259)
!259 = distinct !DILexicalBlock(scope: !221, file: !3, line: 56, column: 5)
!260 = !DILocation(line: 56, column: 62, scope: !259)
!261 = !DILocation(line: 56, column: 41, scope: !259)
!262 = !DILocation(line: 56, column: 46, scope: !259)
!263 = !DILocation(line: 57, column: 5, scope: !214)
!264 = !DILocation(line: 0, scope: !223)
!265 = !DILocation(line: 58, column: 5, scope: !223)
!266 = !DILocation(line: 59, column: 17, scope: !214)
!267 = !{!204, !204, i64 0}
!268 = !DILocation(line: 60, column: 33, scope: !214)
!269 = !DILocation(line: 60, column: 5, scope: !214)
!270 = !DILocation(line: 61, column: 50, scope: !214)
!271 = !DILocation(line: 61, column: 69, scope: !214)
!272 = !DILocation(line: 61, column: 100, scope: !214)
!273 = !{!274, !274, i64 0}
!274 = !{!"long long", !204, i64 0}
!275 = !DILocation(line: 61, column: 5, scope: !214)
!276 = !DILocation(line: 62, column: 35, scope: !214)
!277 = !DILocation(line: 62, column: 50, scope: !214)
!278 = !DILocation(line: 62, column: 65, scope: !214)
!279 = !DILocation(line: 62, column: 80, scope: !214)
!280 = !DILocation(line: 62, column: 5, scope: !214)
!281 = !DILocation(line: 37, column: 14, scope: !177, inlinedAt: !282)
!282 = distinct !DILocation(line: 63, column: 13, scope: !214)
!283 = !DILocation(line: 37, column: 14, scope: !177, inlinedAt: !284)
!284 = distinct !DILocation(line: 63, column: 28, scope: !214)
!285 = !DILocation(line: 37, column: 14, scope: !177, inlinedAt: !286)
!286 = distinct !DILocation(line: 64, column: 36, scope: !214)
!287 = !DILocation(line: 64, column: 5, scope: !214)
!288 = !DILocation(line: 65, column: 75, scope: !214)
!289 = !DILocation(line: 65, column: 5, scope: !214)
!290 = !DILocation(line: 66, column: 5, scope: !214)
!291 = !DILocation(line: 58, column: 78, scope: !292)
!292 = distinct !DILexicalBlock(scope: !223, file: !3, line: 58, column: 5)
!293 = !{!294, !251, i64 0}
!294 = !{!"Rec", !251, i64 0, !251, i64 8, !251, i64 16}
!295 = !DILocation(line: 58, column: 89, scope: !292)
!296 = !{!294, !251, i64 8}
!297 = !DILocation(line: 58, column: 85, scope: !292)
!298 = !DILocation(line: 58, column: 50, scope: !292)
!299 = !DILocation(line: 58, column: 44, scope: !292)
!300 = !{!294, !251, i64 16}
!301 = distinct !{!301, !265, !302, !303}
!302 = !DILocation(line: 58, column: 95, scope: !223)
!303 = !{!"llvm.loop.mustprogress"}
!304 = !DISubprogram(name: "printf", scope: !305, file: !305, line: 356, type: !306, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!305 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!306 = !DISubroutineType(types: !307)
!307 = !{!11, !308, null}
!308 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !42)
