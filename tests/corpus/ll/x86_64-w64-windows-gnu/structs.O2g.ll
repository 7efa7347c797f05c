; ModuleID = 'tests/programs/structs.c'
source_filename = "tests/programs/structs.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [14 x i8] c"p = (%d, %d)\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [28 x i8] c"area = %d, grown area = %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [16 x i8] c"big sum = %lld\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [18 x i8] c"blend = %u %u %u\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [19 x i8] c"fpair = %.3f %.3f\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [19 x i8] c"dpair = %.3f %.3f\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [21 x i8] c"intdouble = %d %.3f\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [23 x i8] c"mixed = %c %.3f %d %d\0A\00", align 1, !dbg !34
@.str.10 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1, !dbg !39
@.str.12 = private unnamed_addr constant [36 x i8] c"copy key = %d name = %s, hash = %u\0A\00", align 1, !dbg !44
@.str.13 = private unnamed_addr constant [17 x i8] c"total area = %d\0A\00", align 1, !dbg !49

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !77 {
    #dbg_value(i32 -7, !82, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !168)
    #dbg_value(i32 26, !82, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !168)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef -7, i32 noundef 26), !dbg !169
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef 50, i32 noundef 176), !dbg !170
    #dbg_value(i64 17000051, !92, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !168)
    #dbg_value(i64 34000102, !92, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !168)
    #dbg_value(i64 51000153, !92, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !168)
    #dbg_value(i64 68000204, !92, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !168)
    #dbg_value(i64 85000255, !92, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !168)
    #dbg_value(i64 102000306, !92, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !168)
    #dbg_value(i64 119000357, !92, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !168)
    #dbg_value(i64 136000408, !92, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !168)
    #dbg_value(i32 17, !92, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !168)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i64 noundef 612001853), !dbg !171
    #dbg_value(i8 20, !107, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !168)
    #dbg_value(i8 -106, !107, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !168)
    #dbg_value(i8 -128, !107, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !168)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef 20, i32 noundef 150, i32 noundef 128), !dbg !172
    #dbg_value(float -3.500000e+00, !108, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !168)
    #dbg_value(float 2.500000e+00, !108, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !168)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, double noundef -3.500000e+00, double noundef 2.500000e+00), !dbg !173
    #dbg_value(double 2.000000e+00, !114, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !168)
    #dbg_value(double 9.000000e+00, !114, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !168)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, double noundef 2.000000e+00, double noundef 9.000000e+00), !dbg !174
    #dbg_value(i32 21, !120, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !168)
    #dbg_value(double 7.250000e+00, !120, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !168)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef 21, double noundef 7.250000e+00), !dbg !175
    #dbg_value(i16 poison, !125, !DIExpression(DW_OP_LLVM_fragment, 144, 16), !168)
    #dbg_value(i8 99, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !168)
    #dbg_value(double 4.500000e+00, !125, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !168)
    #dbg_value(i16 86, !125, !DIExpression(DW_OP_LLVM_fragment, 128, 16), !168)
    #dbg_value(i32 80, !125, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !168)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 99, double noundef 4.500000e+00, i32 noundef 86, i32 noundef 80), !dbg !176
    #dbg_value(i32 0, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !168)
    #dbg_value(i32 0, !133, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !168)
    #dbg_value(i32 0, !133, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !168)
    #dbg_value(i32 0, !133, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !168)
    #dbg_value(i32 0, !133, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !168)
    #dbg_value(i32 0, !133, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !168)
    #dbg_value(i32 0, !133, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !168)
    #dbg_value(i32 0, !133, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !168)
    #dbg_value(ptr null, !133, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !168)
    #dbg_value(i32 0, !133, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !168)
    #dbg_value(i32 0, !133, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !168)
    #dbg_value(i32 0, !133, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !168)
    #dbg_value(i32 0, !133, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !168)
    #dbg_value(i32 0, !133, !DIExpression(DW_OP_LLVM_fragment, 448, 32), !168)
    #dbg_value(i32 0, !133, !DIExpression(DW_OP_LLVM_fragment, 480, 32), !168)
    #dbg_value(i32 0, !133, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !168)
    #dbg_value(i32 0, !133, !DIExpression(DW_OP_LLVM_fragment, 544, 32), !168)
    #dbg_value(ptr null, !133, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !168)
    #dbg_value(i32 0, !133, !DIExpression(DW_OP_LLVM_fragment, 640, 32), !168)
    #dbg_value(i32 0, !133, !DIExpression(DW_OP_LLVM_fragment, 672, 32), !168)
    #dbg_value(i32 0, !133, !DIExpression(DW_OP_LLVM_fragment, 704, 32), !168)
    #dbg_value(i32 0, !133, !DIExpression(DW_OP_LLVM_fragment, 736, 32), !168)
    #dbg_value(i32 0, !133, !DIExpression(DW_OP_LLVM_fragment, 768, 32), !168)
    #dbg_value(i32 0, !133, !DIExpression(DW_OP_LLVM_fragment, 800, 32), !168)
    #dbg_value(i32 0, !133, !DIExpression(DW_OP_LLVM_fragment, 832, 32), !168)
    #dbg_value(i32 0, !133, !DIExpression(DW_OP_LLVM_fragment, 864, 32), !168)
    #dbg_value(ptr null, !133, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !168)
    #dbg_value(i32 0, !133, !DIExpression(DW_OP_LLVM_fragment, 960, 32), !168)
    #dbg_value(i32 0, !133, !DIExpression(DW_OP_LLVM_fragment, 992, 32), !168)
    #dbg_value(i32 0, !133, !DIExpression(DW_OP_LLVM_fragment, 1024, 32), !168)
    #dbg_value(i32 0, !133, !DIExpression(DW_OP_LLVM_fragment, 1056, 32), !168)
    #dbg_value(i32 0, !133, !DIExpression(DW_OP_LLVM_fragment, 1088, 32), !168)
    #dbg_value(i32 0, !133, !DIExpression(DW_OP_LLVM_fragment, 1120, 32), !168)
    #dbg_value(i32 0, !133, !DIExpression(DW_OP_LLVM_fragment, 1152, 32), !168)
    #dbg_value(i32 0, !133, !DIExpression(DW_OP_LLVM_fragment, 1184, 32), !168)
    #dbg_value(ptr null, !133, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !168)
    #dbg_value(i32 1, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !168)
    #dbg_value(i32 0, !133, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !168)
    #dbg_value(i32 0, !133, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !168)
    #dbg_value(i32 1, !133, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !168)
    #dbg_value(i32 -1, !133, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !168)
    #dbg_value(i32 2, !133, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !168)
    #dbg_value(i32 -2, !133, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !168)
    #dbg_value(ptr poison, !133, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !168)
    #dbg_value(i32 2, !133, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !168)
    #dbg_value(i32 1, !133, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !168)
    #dbg_value(i32 1, !133, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !168)
    #dbg_value(i32 2, !133, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !168)
    #dbg_value(i32 0, !133, !DIExpression(DW_OP_LLVM_fragment, 448, 32), !168)
    #dbg_value(i32 3, !133, !DIExpression(DW_OP_LLVM_fragment, 480, 32), !168)
    #dbg_value(i32 -1, !133, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !168)
    #dbg_value(ptr poison, !133, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !168)
    #dbg_value(i32 5, !133, !DIExpression(DW_OP_LLVM_fragment, 640, 32), !168)
    #dbg_value(i32 2, !133, !DIExpression(DW_OP_LLVM_fragment, 672, 32), !168)
    #dbg_value(i32 2, !133, !DIExpression(DW_OP_LLVM_fragment, 704, 32), !168)
    #dbg_value(i32 3, !133, !DIExpression(DW_OP_LLVM_fragment, 736, 32), !168)
    #dbg_value(i32 1, !133, !DIExpression(DW_OP_LLVM_fragment, 768, 32), !168)
    #dbg_value(i32 4, !133, !DIExpression(DW_OP_LLVM_fragment, 800, 32), !168)
    #dbg_value(i32 0, !133, !DIExpression(DW_OP_LLVM_fragment, 832, 32), !168)
    #dbg_value(ptr @.str.10, !133, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !168)
    #dbg_value(i32 10, !133, !DIExpression(DW_OP_LLVM_fragment, 960, 32), !168)
    #dbg_value(i32 3, !133, !DIExpression(DW_OP_LLVM_fragment, 992, 32), !168)
    #dbg_value(i32 3, !133, !DIExpression(DW_OP_LLVM_fragment, 1024, 32), !168)
    #dbg_value(i32 4, !133, !DIExpression(DW_OP_LLVM_fragment, 1056, 32), !168)
    #dbg_value(i32 2, !133, !DIExpression(DW_OP_LLVM_fragment, 1088, 32), !168)
    #dbg_value(i32 5, !133, !DIExpression(DW_OP_LLVM_fragment, 1120, 32), !168)
    #dbg_value(i32 1, !133, !DIExpression(DW_OP_LLVM_fragment, 1152, 32), !168)
    #dbg_value(ptr poison, !133, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !168)
    #dbg_value(i32 5, !155, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !168)
    #dbg_assign(i1 undef, !155, !DIExpression(DW_OP_LLVM_fragment, 32, 224), !177, ptr undef, !DIExpression(), !168)
    #dbg_value(ptr @.str.10, !155, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !168)
    #dbg_value(i32 99, !133, !DIExpression(DW_OP_LLVM_fragment, 640, 32), !168)
    #dbg_value(i32 0, !156, !DIExpression(), !168)
    #dbg_value(i32 1, !156, !DIExpression(), !168)
    #dbg_value(i32 1, !156, !DIExpression(), !168)
    #dbg_value(i32 31, !156, !DIExpression(), !168)
    #dbg_value(i32 967, !156, !DIExpression(), !168)
    #dbg_value(i32 29989, !156, !DIExpression(), !168)
    #dbg_value(i32 929664, !156, !DIExpression(), !168)
    #dbg_value(i32 28819586, !156, !DIExpression(), !168)
    #dbg_value(i32 28819586, !156, !DIExpression(), !168)
    #dbg_value(i32 893407174, !156, !DIExpression(), !168)
    #dbg_value(i32 1925818632, !156, !DIExpression(), !168)
    #dbg_value(i32 -429164532, !156, !DIExpression(), !168)
    #dbg_value(i32 -419198600, !156, !DIExpression(), !168)
    #dbg_value(i32 -110254613, !156, !DIExpression(), !168)
    #dbg_value(i32 -110254613, !156, !DIExpression(), !168)
    #dbg_value(i32 877074309, !156, !DIExpression(), !168)
    #dbg_value(i32 1419499825, !156, !DIExpression(), !168)
    #dbg_value(i32 1054821643, !156, !DIExpression(), !168)
    #dbg_value(i32 -1660267430, !156, !DIExpression(), !168)
    #dbg_value(i32 71317232, !156, !DIExpression(), !168)
    #dbg_value(i32 71317232, !156, !DIExpression(), !168)
    #dbg_value(i32 -2084133080, !156, !DIExpression(), !168)
    #dbg_value(i32 -183616010, !156, !DIExpression(), !168)
    #dbg_value(i32 -1397128978, !156, !DIExpression(), !168)
    #dbg_value(i32 -361325353, !156, !DIExpression(), !168)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.12, i32 noundef 5, ptr noundef nonnull @.str.10, i32 noundef -361325353), !dbg !178
    #dbg_value(i32 1, !163, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !168)
    #dbg_value(i32 2, !163, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !168)
    #dbg_value(i32 11, !163, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !168)
    #dbg_value(i32 7, !163, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !168)
    #dbg_value(i32 0, !163, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !168)
    #dbg_value(i32 1, !163, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !168)
    #dbg_value(i32 12, !163, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !168)
    #dbg_value(i32 8, !163, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !168)
    #dbg_value(i32 -1, !163, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !168)
    #dbg_value(i32 0, !163, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !168)
    #dbg_value(i32 13, !163, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !168)
    #dbg_value(i32 9, !163, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !168)
    #dbg_value(i32 0, !165, !DIExpression(), !168)
    #dbg_value(i32 0, !165, !DIExpression(), !168)
    #dbg_value(i32 50, !165, !DIExpression(), !168)
    #dbg_value(i32 134, !165, !DIExpression(), !168)
    #dbg_value(i32 260, !165, !DIExpression(), !168)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.13, i32 noundef 260), !dbg !179
  ret i32 0, !dbg !180
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #2 !dbg !181 {
  %2 = alloca ptr, align 8, !DIAssignID !191
    #dbg_assign(i1 undef, !188, !DIExpression(), !191, ptr %2, !DIExpression(), !192)
    #dbg_value(ptr %0, !186, !DIExpression(), !192)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !193
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !194
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #6, !dbg !195
  %4 = load ptr, ptr %2, align 8, !dbg !196, !tbaa !197
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #6, !dbg !201
    #dbg_value(i32 %5, !187, !DIExpression(), !192)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !202
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !203
  ret void, !dbg !204
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare !dbg !205 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !225 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!54}
!llvm.module.flags = !{!69, !70, !71, !72, !73, !74, !75}
!llvm.ident = !{!76}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/structs.c", directory: ".")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 14)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 28)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 16)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 18)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 19)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !24, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 21)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 23)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 6)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 80, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 36)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 17)
!54 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !55, globals: !59, splitDebugInlining: false, nameTableKind: None)
!55 = !{!56, !57, !58}
!56 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!57 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!58 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!59 = !{!0, !7, !12, !17, !22, !27, !29, !34, !60, !62, !39, !67, !44, !49}
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !41, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 5)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !41, isLocal: true, isDefinition: true)
!69 = !{i32 7, !"Dwarf Version", i32 4}
!70 = !{i32 2, !"Debug Info Version", i32 3}
!71 = !{i32 1, !"wchar_size", i32 2}
!72 = !{i32 8, !"PIC Level", i32 2}
!73 = !{i32 7, !"uwtable", i32 2}
!74 = !{i32 1, !"MaxTLSAlign", i32 65536}
!75 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!76 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!77 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 44, type: !78, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !54, retainedNodes: !81)
!78 = !DISubroutineType(types: !79)
!79 = !{!80}
!80 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!81 = !{!82, !87, !92, !100, !106, !107, !108, !114, !120, !125, !133, !147, !149, !151, !155, !156, !157, !159, !163, !165, !166}
!82 = !DILocalVariable(name: "p", scope: !77, file: !2, line: 45, type: !83)
!83 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Point", file: !2, line: 5, size: 64, elements: !84)
!84 = !{!85, !86}
!85 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !83, file: !2, line: 5, baseType: !80, size: 32)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !83, file: !2, line: 5, baseType: !80, size: 32, offset: 32)
!87 = !DILocalVariable(name: "r", scope: !77, file: !2, line: 47, type: !88)
!88 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Rect", file: !2, line: 6, size: 128, elements: !89)
!89 = !{!90, !91}
!90 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !88, file: !2, line: 6, baseType: !83, size: 64)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !88, file: !2, line: 6, baseType: !83, size: 64, offset: 64)
!92 = !DILocalVariable(name: "b", scope: !77, file: !2, line: 49, type: !93)
!93 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Big", file: !2, line: 8, size: 576, elements: !94)
!94 = !{!95, !99}
!95 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !93, file: !2, line: 8, baseType: !96, size: 512)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 512, elements: !97)
!97 = !{!98}
!98 = !DISubrange(count: 8)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !93, file: !2, line: 8, baseType: !80, size: 32, offset: 512)
!100 = !DILocalVariable(name: "s1", scope: !77, file: !2, line: 51, type: !101)
!101 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Small", file: !2, line: 9, size: 24, elements: !102)
!102 = !{!103, !104, !105}
!103 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !101, file: !2, line: 9, baseType: !58, size: 8)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "g", scope: !101, file: !2, line: 9, baseType: !58, size: 8, offset: 8)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !101, file: !2, line: 9, baseType: !58, size: 8, offset: 16)
!106 = !DILocalVariable(name: "s2", scope: !77, file: !2, line: 51, type: !101)
!107 = !DILocalVariable(name: "s3", scope: !77, file: !2, line: 52, type: !101)
!108 = !DILocalVariable(name: "fp", scope: !77, file: !2, line: 54, type: !109)
!109 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "FPair", file: !2, line: 10, size: 64, elements: !110)
!110 = !{!111, !113}
!111 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !109, file: !2, line: 10, baseType: !112, size: 32)
!112 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !109, file: !2, line: 10, baseType: !112, size: 32, offset: 32)
!114 = !DILocalVariable(name: "dp", scope: !77, file: !2, line: 56, type: !115)
!115 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "DPair", file: !2, line: 11, size: 128, elements: !116)
!116 = !{!117, !119}
!117 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !115, file: !2, line: 11, baseType: !118, size: 64)
!118 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !115, file: !2, line: 11, baseType: !118, size: 64, offset: 64)
!120 = !DILocalVariable(name: "id", scope: !77, file: !2, line: 58, type: !121)
!121 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "IntDouble", file: !2, line: 12, size: 128, elements: !122)
!122 = !{!123, !124}
!123 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !121, file: !2, line: 12, baseType: !80, size: 32)
!124 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !121, file: !2, line: 12, baseType: !118, size: 64, offset: 64)
!125 = !DILocalVariable(name: "m", scope: !77, file: !2, line: 60, type: !126)
!126 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Mixed", file: !2, line: 7, size: 192, elements: !127)
!127 = !{!128, !129, !130, !132}
!128 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !126, file: !2, line: 7, baseType: !4, size: 8)
!129 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !126, file: !2, line: 7, baseType: !118, size: 64, offset: 64)
!130 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !126, file: !2, line: 7, baseType: !131, size: 16, offset: 128)
!131 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!132 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !126, file: !2, line: 7, baseType: !80, size: 32, offset: 160)
!133 = !DILocalVariable(name: "nodes", scope: !77, file: !2, line: 64, type: !134)
!134 = !DICompositeType(tag: DW_TAG_array_type, baseType: !135, size: 1280, elements: !145)
!135 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Node", file: !2, line: 42, size: 320, elements: !136)
!136 = !{!137, !138, !142}
!137 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !135, file: !2, line: 42, baseType: !80, size: 32)
!138 = !DIDerivedType(tag: DW_TAG_member, name: "pts", scope: !135, file: !2, line: 42, baseType: !139, size: 192, offset: 32)
!139 = !DICompositeType(tag: DW_TAG_array_type, baseType: !83, size: 192, elements: !140)
!140 = !{!141}
!141 = !DISubrange(count: 3)
!142 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !135, file: !2, line: 42, baseType: !143, size: 64, offset: 256)
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64)
!144 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!145 = !{!146}
!146 = !DISubrange(count: 4)
!147 = !DILocalVariable(name: "names", scope: !77, file: !2, line: 66, type: !148)
!148 = !DICompositeType(tag: DW_TAG_array_type, baseType: !143, size: 256, elements: !145)
!149 = !DILocalVariable(name: "i", scope: !150, file: !2, line: 67, type: !80)
!150 = distinct !DILexicalBlock(scope: !77, file: !2, line: 67, column: 5)
!151 = !DILocalVariable(name: "j", scope: !152, file: !2, line: 69, type: !80)
!152 = distinct !DILexicalBlock(scope: !153, file: !2, line: 69, column: 9)
!153 = distinct !DILexicalBlock(scope: !154, file: !2, line: 67, column: 33)
!154 = distinct !DILexicalBlock(scope: !150, file: !2, line: 67, column: 5)
!155 = !DILocalVariable(name: "copy", scope: !77, file: !2, line: 72, type: !135)
!156 = !DILocalVariable(name: "h", scope: !77, file: !2, line: 74, type: !56)
!157 = !DILocalVariable(name: "i", scope: !158, file: !2, line: 75, type: !80)
!158 = distinct !DILexicalBlock(scope: !77, file: !2, line: 75, column: 5)
!159 = !DILocalVariable(name: "j", scope: !160, file: !2, line: 77, type: !80)
!160 = distinct !DILexicalBlock(scope: !161, file: !2, line: 77, column: 9)
!161 = distinct !DILexicalBlock(scope: !162, file: !2, line: 75, column: 33)
!162 = distinct !DILexicalBlock(scope: !158, file: !2, line: 75, column: 5)
!163 = !DILocalVariable(name: "arr", scope: !77, file: !2, line: 81, type: !164)
!164 = !DICompositeType(tag: DW_TAG_array_type, baseType: !88, size: 384, elements: !140)
!165 = !DILocalVariable(name: "tot", scope: !77, file: !2, line: 82, type: !80)
!166 = !DILocalVariable(name: "i", scope: !167, file: !2, line: 83, type: !80)
!167 = distinct !DILexicalBlock(scope: !77, file: !2, line: 83, column: 5)
!168 = !DILocation(line: 0, scope: !77)
!169 = !DILocation(line: 46, column: 5, scope: !77)
!170 = !DILocation(line: 48, column: 5, scope: !77)
!171 = !DILocation(line: 50, column: 5, scope: !77)
!172 = !DILocation(line: 53, column: 5, scope: !77)
!173 = !DILocation(line: 55, column: 5, scope: !77)
!174 = !DILocation(line: 57, column: 5, scope: !77)
!175 = !DILocation(line: 59, column: 5, scope: !77)
!176 = !DILocation(line: 62, column: 5, scope: !77)
!177 = distinct !DIAssignID()
!178 = !DILocation(line: 80, column: 5, scope: !77)
!179 = !DILocation(line: 84, column: 5, scope: !77)
!180 = !DILocation(line: 86, column: 1, scope: !77)
!181 = distinct !DISubprogram(name: "printf", scope: !182, file: !182, line: 368, type: !183, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !54, retainedNodes: !185)
!182 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!183 = !DISubroutineType(cc: DW_CC_nocall, types: !184)
!184 = !{!80, !143, null}
!185 = !{!186, !187, !188}
!186 = !DILocalVariable(name: "__format", arg: 1, scope: !181, file: !182, line: 368, type: !143)
!187 = !DILocalVariable(name: "__retval", scope: !181, file: !182, line: 370, type: !80)
!188 = !DILocalVariable(name: "__local_argv", scope: !181, file: !182, line: 371, type: !189)
!189 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !190)
!190 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!191 = distinct !DIAssignID()
!192 = !DILocation(line: 0, scope: !181)
!193 = !DILocation(line: 371, column: 3, scope: !181)
!194 = !DILocation(line: 371, column: 35, scope: !181)
!195 = !DILocation(line: 372, column: 32, scope: !181)
!196 = !DILocation(line: 372, column: 50, scope: !181)
!197 = !{!198, !198, i64 0}
!198 = !{!"any pointer", !199, i64 0}
!199 = !{!"omnipotent char", !200, i64 0}
!200 = !{!"Simple C/C++ TBAA"}
!201 = !DILocation(line: 372, column: 14, scope: !181)
!202 = !DILocation(line: 373, column: 3, scope: !181)
!203 = !DILocation(line: 375, column: 1, scope: !181)
!204 = !DILocation(line: 374, column: 3, scope: !181)
!205 = !DISubprogram(name: "__mingw_vfprintf", scope: !182, file: !182, line: 193, type: !206, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!206 = !DISubroutineType(types: !207)
!207 = !{!80, !208, !221, !222}
!208 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !209)
!209 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !210, size: 64)
!210 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !182, line: 47, baseType: !211)
!211 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !182, line: 33, size: 384, align: 64, elements: !212)
!212 = !{!213, !214, !215, !216, !217, !218, !219, !220}
!213 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !211, file: !182, line: 37, baseType: !190, size: 64)
!214 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !211, file: !182, line: 38, baseType: !80, size: 32, offset: 64)
!215 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !211, file: !182, line: 39, baseType: !190, size: 64, offset: 128)
!216 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !211, file: !182, line: 40, baseType: !80, size: 32, offset: 192)
!217 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !211, file: !182, line: 41, baseType: !80, size: 32, offset: 224)
!218 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !211, file: !182, line: 42, baseType: !80, size: 32, offset: 256)
!219 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !211, file: !182, line: 43, baseType: !80, size: 32, offset: 288)
!220 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !211, file: !182, line: 44, baseType: !190, size: 64, offset: 320)
!221 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !143)
!222 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !223, line: 31, baseType: !224)
!223 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!224 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !223, line: 24, baseType: !189)
!225 = !DISubprogram(name: "__acrt_iob_func", scope: !182, file: !182, line: 93, type: !226, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!226 = !DISubroutineType(types: !227)
!227 = !{!209, !56}
