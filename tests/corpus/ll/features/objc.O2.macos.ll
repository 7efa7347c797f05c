; ModuleID = 'tests/programs/features/objc.m'
source_filename = "tests/programs/features/objc.m"
target datalayout = "e-m:o-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "arm64-apple-macosx11.0.0"

%struct._objc_cache = type opaque
%struct._class_t = type { ptr, ptr, ptr, ptr, ptr }
%struct._objc_method = type { ptr, ptr, ptr }
%struct._class_ro_t = type { i32, i32, i32, ptr, ptr, ptr, ptr, ptr, ptr, ptr }
%struct._ivar_t = type { ptr, ptr, ptr, i32, i32 }

@"OBJC_IVAR_$_Root.x" = global i32 0, section "__DATA, __objc_ivar", align 4
@_objc_empty_cache = external global %struct._objc_cache
@"OBJC_CLASS_$_Root" = global %struct._class_t { ptr @"OBJC_METACLASS_$_Root", ptr null, ptr @_objc_empty_cache, ptr null, ptr @"_OBJC_CLASS_RO_$_Root" }, section "__DATA, __objc_data", align 8
@"OBJC_METACLASS_$_Root" = global %struct._class_t { ptr @"OBJC_METACLASS_$_Root", ptr @"OBJC_CLASS_$_Root", ptr @_objc_empty_cache, ptr null, ptr @"_OBJC_METACLASS_RO_$_Root" }, section "__DATA, __objc_data", align 8
@OBJC_CLASS_NAME_ = private unnamed_addr constant [5 x i8] c"Root\00", section "__TEXT,__objc_classname,cstring_literals", align 1
@OBJC_METH_VAR_NAME_ = private unnamed_addr constant [6 x i8] c"alloc\00", section "__TEXT,__objc_methname,cstring_literals", align 1
@OBJC_METH_VAR_TYPE_ = private unnamed_addr constant [8 x i8] c"@16@0:8\00", section "__TEXT,__objc_methtype,cstring_literals", align 1
@"_OBJC_$_CLASS_METHODS_Root" = internal global { i32, i32, [1 x %struct._objc_method] } { i32 24, i32 1, [1 x %struct._objc_method] [%struct._objc_method { ptr @OBJC_METH_VAR_NAME_, ptr @OBJC_METH_VAR_TYPE_, ptr @"\01+[Root alloc]" }] }, section "__DATA, __objc_const", align 8
@"_OBJC_METACLASS_RO_$_Root" = internal global %struct._class_ro_t { i32 3, i32 40, i32 40, ptr null, ptr @OBJC_CLASS_NAME_, ptr @"_OBJC_$_CLASS_METHODS_Root", ptr null, ptr null, ptr null, ptr null }, section "__DATA, __objc_const", align 8
@OBJC_METH_VAR_NAME_.1 = private unnamed_addr constant [4 x i8] c"val\00", section "__TEXT,__objc_methname,cstring_literals", align 1
@OBJC_METH_VAR_TYPE_.2 = private unnamed_addr constant [8 x i8] c"i16@0:8\00", section "__TEXT,__objc_methtype,cstring_literals", align 1
@"_OBJC_$_INSTANCE_METHODS_Root" = internal global { i32, i32, [1 x %struct._objc_method] } { i32 24, i32 1, [1 x %struct._objc_method] [%struct._objc_method { ptr @OBJC_METH_VAR_NAME_.1, ptr @OBJC_METH_VAR_TYPE_.2, ptr @"\01-[Root val]" }] }, section "__DATA, __objc_const", align 8
@OBJC_METH_VAR_NAME_.3 = private unnamed_addr constant [2 x i8] c"x\00", section "__TEXT,__objc_methname,cstring_literals", align 1
@OBJC_METH_VAR_TYPE_.4 = private unnamed_addr constant [2 x i8] c"i\00", section "__TEXT,__objc_methtype,cstring_literals", align 1
@"_OBJC_$_INSTANCE_VARIABLES_Root" = internal global { i32, i32, [1 x %struct._ivar_t] } { i32 32, i32 1, [1 x %struct._ivar_t] [%struct._ivar_t { ptr @"OBJC_IVAR_$_Root.x", ptr @OBJC_METH_VAR_NAME_.3, ptr @OBJC_METH_VAR_TYPE_.4, i32 2, i32 4 }] }, section "__DATA, __objc_const", align 8
@"_OBJC_CLASS_RO_$_Root" = internal global %struct._class_ro_t { i32 2, i32 0, i32 4, ptr null, ptr @OBJC_CLASS_NAME_, ptr @"_OBJC_$_INSTANCE_METHODS_Root", ptr null, ptr @"_OBJC_$_INSTANCE_VARIABLES_Root", ptr null, ptr null }, section "__DATA, __objc_const", align 8
@OBJC_SELECTOR_REFERENCES_ = internal externally_initialized global ptr @OBJC_METH_VAR_NAME_.1, section "__DATA,__objc_selrefs,literal_pointers,no_dead_strip", align 8
@"OBJC_LABEL_CLASS_$" = private global [1 x ptr] [ptr @"OBJC_CLASS_$_Root"], section "__DATA,__objc_classlist,regular,no_dead_strip", align 8
@llvm.compiler.used = appending global [12 x ptr] [ptr @OBJC_CLASS_NAME_, ptr @"OBJC_LABEL_CLASS_$", ptr @OBJC_METH_VAR_NAME_, ptr @OBJC_METH_VAR_NAME_.1, ptr @OBJC_METH_VAR_NAME_.3, ptr @OBJC_METH_VAR_TYPE_, ptr @OBJC_METH_VAR_TYPE_.2, ptr @OBJC_METH_VAR_TYPE_.4, ptr @OBJC_SELECTOR_REFERENCES_, ptr @"_OBJC_$_CLASS_METHODS_Root", ptr @"_OBJC_$_INSTANCE_METHODS_Root", ptr @"_OBJC_$_INSTANCE_VARIABLES_Root"], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind ssp willreturn memory(none)
define internal noalias noundef ptr @"\01+[Root alloc]"(ptr nocapture readnone %0, ptr nocapture readnone %1) #0 {
  ret ptr null
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind ssp willreturn memory(read, inaccessiblemem: none)
define internal i32 @"\01-[Root val]"(ptr nocapture noundef readonly %0, ptr nocapture readnone %1) #1 {
  %3 = load i32, ptr @"OBJC_IVAR_$_Root.x", align 8, !invariant.load !9
  %4 = sext i32 %3 to i64
  %5 = getelementptr inbounds i8, ptr %0, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !10
  ret i32 %6
}

; Function Attrs: ssp
define i32 @use(ptr noundef %0) local_unnamed_addr #2 {
  %2 = load ptr, ptr @OBJC_SELECTOR_REFERENCES_, align 8, !invariant.load !9
  %3 = tail call i32 @objc_msgSend(ptr noundef %0, ptr noundef %2) #4
  ret i32 %3
}

; Function Attrs: nonlazybind
declare ptr @objc_msgSend(ptr, ptr, ...) local_unnamed_addr #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind ssp willreturn memory(none) "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind ssp willreturn memory(read, inaccessiblemem: none) "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #2 = { ssp "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #3 = { nonlazybind }
attributes #4 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"Objective-C Version", i32 2}
!1 = !{i32 1, !"Objective-C Image Info Version", i32 0}
!2 = !{i32 1, !"Objective-C Image Info Section", !"__DATA,__objc_imageinfo,regular,no_dead_strip"}
!3 = !{i32 1, !"Objective-C Garbage Collection", i8 0}
!4 = !{i32 1, !"Objective-C Class Properties", i32 64}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 1}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
