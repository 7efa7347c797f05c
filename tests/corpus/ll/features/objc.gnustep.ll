; ModuleID = 'tests/programs/features/objc.m'
source_filename = "tests/programs/features/objc.m"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

$.objcv2_load_function = comdat any

$.objc_sel_name_alloc = comdat any

$".objc_sel_types_\0116\010:8" = comdat any

$".objc_selector_alloc_\0116\010:8" = comdat any

$.objc_sel_name_val = comdat any

$".objc_sel_types_i16\010:8" = comdat any

$".objc_selector_val_i16\010:8" = comdat any

$.objc_init = comdat any

$.objc_ctor = comdat any

$.objc_null_selector = comdat any

$.objc_null_category = comdat any

$.objc_null_protocol = comdat any

$.objc_null_protocol_ref = comdat any

$.objc_null_class_alias = comdat any

$.objc_null_constant_string = comdat any

@__objc_ivar_offset_Root.x.i = dso_local global i32 0
@0 = private unnamed_addr constant [5 x i8] c"Root\00", align 1
@.objc_sel_name_alloc = linkonce_odr hidden constant [6 x i8] c"alloc\00", comdat
@".objc_sel_types_\0116\010:8" = linkonce_odr hidden constant [8 x i8] c"@16@0:8\00", comdat
@".objc_selector_alloc_\0116\010:8" = linkonce_odr hidden global { ptr, ptr } { ptr @.objc_sel_name_alloc, ptr @".objc_sel_types_\0116\010:8" }, section "__objc_selectors", comdat, align 8
@1 = private unnamed_addr constant [8 x i8] c"@16@0:8\00", align 1
@.objc_method_list = internal global { ptr, i32, i64, [1 x { ptr, ptr, ptr }] } { ptr null, i32 1, i64 24, [1 x { ptr, ptr, ptr }] [{ ptr, ptr, ptr } { ptr @_c_Root__alloc, ptr @".objc_selector_alloc_\0116\010:8", ptr @1 }] }, align 8
@._OBJC_METACLASS_Root = internal global { ptr, ptr, ptr, i64, i64, i64, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, ptr } { ptr null, ptr null, ptr @0, i64 0, i64 1, i64 0, ptr null, ptr @.objc_method_list, ptr null, ptr null, ptr null, ptr null, ptr null, ptr null, ptr null, i64 0, ptr null }, align 8
@2 = private unnamed_addr constant [2 x i8] c"x\00", align 1
@3 = private unnamed_addr constant [2 x i8] c"i\00", align 1
@.objc_ivar_list = private global { i32, i64, [1 x { ptr, ptr, ptr, i32, i32 }] } { i32 1, i64 32, [1 x { ptr, ptr, ptr, i32, i32 }] [{ ptr, ptr, ptr, i32, i32 } { ptr @2, ptr @3, ptr @__objc_ivar_offset_Root.x.i, i32 4, i32 20 }] }, align 8
@.objc_sel_name_val = linkonce_odr hidden constant [4 x i8] c"val\00", comdat
@".objc_sel_types_i16\010:8" = linkonce_odr hidden constant [8 x i8] c"i16@0:8\00", comdat
@".objc_selector_val_i16\010:8" = linkonce_odr hidden global { ptr, ptr } { ptr @.objc_sel_name_val, ptr @".objc_sel_types_i16\010:8" }, section "__objc_selectors", comdat, align 8
@4 = private unnamed_addr constant [8 x i8] c"i16@0:8\00", align 1
@.objc_method_list.1 = internal global { ptr, i32, i64, [1 x { ptr, ptr, ptr }] } { ptr null, i32 1, i64 24, [1 x { ptr, ptr, ptr }] [{ ptr, ptr, ptr } { ptr @_i_Root__val, ptr @".objc_selector_val_i16\010:8", ptr @4 }] }, align 8
@._OBJC_CLASS_Root = global { ptr, ptr, ptr, i64, i64, i64, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, ptr } { ptr @._OBJC_METACLASS_Root, ptr null, ptr @0, i64 0, i64 0, i64 -4, ptr @.objc_ivar_list, ptr @.objc_method_list.1, ptr null, ptr null, ptr null, ptr null, ptr null, ptr null, ptr null, i64 0, ptr null }, align 8
@._OBJC_REF_CLASS_Root = local_unnamed_addr global ptr @._OBJC_CLASS_Root, section "__objc_class_refs"
@._OBJC_INIT_CLASS_Root = global ptr @._OBJC_CLASS_Root, section "__objc_classes"
@__start___objc_selectors = external hidden global ptr
@__stop___objc_selectors = external hidden global ptr
@__start___objc_classes = external hidden global ptr
@__stop___objc_classes = external hidden global ptr
@__start___objc_class_refs = external hidden global ptr
@__stop___objc_class_refs = external hidden global ptr
@__start___objc_cats = external hidden global ptr
@__stop___objc_cats = external hidden global ptr
@__start___objc_protocols = external hidden global ptr
@__stop___objc_protocols = external hidden global ptr
@__start___objc_protocol_refs = external hidden global ptr
@__stop___objc_protocol_refs = external hidden global ptr
@__start___objc_class_aliases = external hidden global ptr
@__stop___objc_class_aliases = external hidden global ptr
@__start___objc_constant_string = external hidden global ptr
@__stop___objc_constant_string = external hidden global ptr
@.objc_init = linkonce_odr hidden global { i64, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr } { i64 0, ptr @__start___objc_selectors, ptr @__stop___objc_selectors, ptr @__start___objc_classes, ptr @__stop___objc_classes, ptr @__start___objc_class_refs, ptr @__stop___objc_class_refs, ptr @__start___objc_cats, ptr @__stop___objc_cats, ptr @__start___objc_protocols, ptr @__stop___objc_protocols, ptr @__start___objc_protocol_refs, ptr @__stop___objc_protocol_refs, ptr @__start___objc_class_aliases, ptr @__stop___objc_class_aliases, ptr @__start___objc_constant_string, ptr @__stop___objc_constant_string }, comdat, align 8
@.objc_ctor = linkonce hidden global ptr @.objcv2_load_function, section ".init_array", comdat
@.objc_null_selector = linkonce_odr hidden global { ptr, ptr } zeroinitializer, section "__objc_selectors", comdat, align 8
@.objc_null_category = linkonce_odr hidden global { ptr, ptr, ptr, ptr, ptr, ptr, ptr } zeroinitializer, section "__objc_cats", comdat, align 8
@.objc_null_protocol = linkonce_odr hidden global { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr } zeroinitializer, section "__objc_protocols", comdat, align 8
@.objc_null_protocol_ref = linkonce_odr hidden global { ptr } zeroinitializer, section "__objc_protocol_refs", comdat, align 8
@.objc_null_class_alias = linkonce_odr hidden global { ptr, ptr } zeroinitializer, section "__objc_class_aliases", comdat, align 8
@.objc_null_constant_string = linkonce_odr hidden global { ptr, i32, i32, i32, i32, ptr } zeroinitializer, section "__objc_constant_string", comdat, align 8
@llvm.used = appending global [8 x ptr] [ptr @._OBJC_INIT_CLASS_Root, ptr @.objc_ctor, ptr @.objc_null_category, ptr @.objc_null_class_alias, ptr @.objc_null_constant_string, ptr @.objc_null_protocol, ptr @.objc_null_protocol_ref, ptr @.objc_null_selector], section "llvm.metadata"
@llvm.compiler.used = appending global [1 x ptr] [ptr @.objcv2_load_function], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal noalias noundef ptr @_c_Root__alloc(ptr nocapture readnone %0, ptr nocapture readnone %1) #0 {
  ret ptr null
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none)
define internal i32 @_i_Root__val(ptr nocapture noundef readonly %0, ptr nocapture readnone %1) #1 {
  %3 = load i32, ptr @__objc_ivar_offset_Root.x.i, align 4
  %4 = zext i32 %3 to i64
  %5 = getelementptr inbounds i8, ptr %0, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !4
  ret i32 %6
}

define dso_local i32 @use(ptr noundef %0) local_unnamed_addr #2 {
  %2 = tail call i32 @objc_msgSend(ptr noundef %0, ptr noundef nonnull @".objc_selector_val_i16\010:8") #3, !GNUObjCMessageSend !8
  ret i32 %2
}

declare ptr @objc_msgSend(ptr, ...) local_unnamed_addr

define linkonce_odr hidden void @.objcv2_load_function() comdat {
  tail call void @__objc_load(ptr nonnull @.objc_init)
  ret void
}

declare void @__objc_load(ptr) local_unnamed_addr

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!"val", !"", i1 false}
