; Hand-written: every debug record kind, DIArgList, DIAssignID, attachments on globals,
; functions and instructions, non-debug metadata (tbaa, loops, annotations), numbered
; DIExpressions and module flags.
source_filename = "di_records.ll"
target triple = "x86_64-unknown-linux-gnu"

@g = dso_local global i32 0, align 4, !dbg !30
@h = external global i64, !annotation !41

define dso_local i32 @f(i32 noundef %a, ptr noundef %p) !dbg !10 !prof !42 {
entry:
  %x = alloca i32, align 4, !DIAssignID !20
    #dbg_assign(i1 undef, !16, !DIExpression(), !20, ptr %x, !DIExpression(), !18)
    #dbg_declare(ptr %p, !17, !DIExpression(DW_OP_deref), !18)
  store i32 %a, ptr %x, align 4, !tbaa !43, !DIAssignID !21
    #dbg_assign(i32 %a, !16, !DIExpression(), !21, ptr %x, !DIExpression(), !18)
  %s = add i32 %a, 1, !dbg !18
    #dbg_value(!DIArgList(i32 %a, i32 %s), !16, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !18)
    #dbg_value(i32 poison, !16, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !18)
    #dbg_value(!{}, !17, !55, !18)
  br label %loop, !dbg !18

loop:
  %i = phi i32 [ 0, %entry ], [ %n, %loop ]
    #dbg_label(!19, !18)
    #dbg_value(i32 %i, !16, !DIExpression(), !DILocation(line: 4, column: 2, scope: !10))
  %n = add nuw i32 %i, 1
  %c = icmp ult i32 %n, %a
  br i1 %c, label %loop, label %exit, !llvm.loop !45

exit:
  %v = load i32, ptr %x, align 4, !tbaa !43, !range !48, !noundef !50
  ret i32 %v, !dbg !DILocation(line: 9, scope: !10, isImplicitCode: true)
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!llvm.ident = !{!6}
!\6Eamed.\22with\22.escapes = !{!6, !DIExpression(DW_OP_constu, 1)}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "hand", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !29, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "r.c", directory: "/src", checksumkind: CSK_MD5, checksum: "00112233445566778899aabbccddeeff")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 8, !"PIC Level", i32 2}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{!"hand-written"}
!10 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !15)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!15 = !{!16, !17, !19}
!16 = !DILocalVariable(name: "a", arg: 1, scope: !10, file: !1, line: 1, type: !13)
!17 = !DILocalVariable(name: "p", arg: 2, scope: !10, file: !1, line: 1, type: !14)
!18 = !DILocation(line: 2, column: 3, scope: !10)
!19 = !DILabel(scope: !10, name: "top", file: !1, line: 3)
!20 = distinct !DIAssignID()
!21 = distinct !DIAssignID()
!29 = !{!30}
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(name: "g", scope: !0, file: !1, line: 1, type: !13, isLocal: false, isDefinition: true)
!41 = !{!"auto-init"}
!42 = !{!"function_entry_count", i64 10}
!43 = !{!44, !44, i64 0}
!44 = !{!"int", !46, i64 0}
!45 = distinct !{!45, !47, !{!"llvm.loop.unroll.disable"}}
!46 = !{!"omnipotent char", !49, i64 0}
!47 = !{!"llvm.loop.mustprogress"}
!48 = !{i32 0, i32 100}
!49 = !{!"Simple C/C++ TBAA"}
!50 = !{}
!55 = !DIExpression(DW_OP_plus_uconst, 4)
