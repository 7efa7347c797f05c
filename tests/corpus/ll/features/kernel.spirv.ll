; ModuleID = 'tests/programs/features/kernel.cl'
source_filename = "tests/programs/features/kernel.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64"

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @vadd(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(3) nocapture noundef align 4 %3) local_unnamed_addr #0 !dbg !8 !kernel_arg_addr_space !23 !kernel_arg_access_qual !24 !kernel_arg_type !25 !kernel_arg_base_type !25 !kernel_arg_type_qual !26 {
    #dbg_value(ptr addrspace(1) %0, !17, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !27)
    #dbg_value(ptr addrspace(1) %1, !18, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !27)
    #dbg_value(ptr addrspace(1) %2, !19, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !27)
    #dbg_value(ptr addrspace(3) %3, !20, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !27)
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !28
    #dbg_value(i64 %5, !21, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_lit0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !27)
  %6 = shl i64 %5, 32, !dbg !29
  %7 = ashr exact i64 %6, 32, !dbg !29
  %8 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %7, !dbg !29
  %9 = load float, ptr addrspace(1) %8, align 4, !dbg !29, !tbaa !30
  %10 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !34
  %11 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %10, !dbg !35
  store float %9, ptr addrspace(3) %11, align 4, !dbg !36, !tbaa !30
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !37
  %12 = load float, ptr addrspace(3) %11, align 4, !dbg !38, !tbaa !30
  %13 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %7, !dbg !39
  %14 = load float, ptr addrspace(1) %13, align 4, !dbg !39, !tbaa !30
  %15 = fadd float %12, %14, !dbg !40
  %16 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %7, !dbg !41
  store float %15, ptr addrspace(1) %16, align 4, !dbg !42, !tbaa !30
  ret void, !dbg !43
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !44 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !49 spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare !dbg !50 spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nobuiltin nounwind willreturn memory(none) "no-builtins" }
attributes #4 = { convergent nobuiltin nounwind "no-builtins" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/programs/features/kernel.cl", directory: ".", checksumkind: CSK_MD5, checksum: "a1d7d601861ce483559bce690d33c1a3")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "vadd", scope: !1, file: !1, line: 3, type: !9, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !16)
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !11, !14, !15}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!13 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, dwarfAddressSpace: 1)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, dwarfAddressSpace: 3)
!16 = !{!17, !18, !19, !20, !21}
!17 = !DILocalVariable(name: "a", arg: 1, scope: !8, file: !1, line: 3, type: !11)
!18 = !DILocalVariable(name: "b", arg: 2, scope: !8, file: !1, line: 3, type: !11)
!19 = !DILocalVariable(name: "c", arg: 3, scope: !8, file: !1, line: 3, type: !14)
!20 = !DILocalVariable(name: "tmp", arg: 4, scope: !8, file: !1, line: 3, type: !15)
!21 = !DILocalVariable(name: "i", scope: !8, file: !1, line: 4, type: !22)
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !{i32 1, i32 1, i32 1, i32 3}
!24 = !{!"none", !"none", !"none", !"none"}
!25 = !{!"float*", !"float*", !"float*", !"float*"}
!26 = !{!"const", !"const", !"", !""}
!27 = !DILocation(line: 0, scope: !8)
!28 = !DILocation(line: 4, column: 11, scope: !8)
!29 = !DILocation(line: 4, column: 52, scope: !8)
!30 = !{!31, !31, i64 0}
!31 = !{!"float", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C/C++ TBAA"}
!34 = !DILocation(line: 4, column: 33, scope: !8)
!35 = !DILocation(line: 4, column: 29, scope: !8)
!36 = !DILocation(line: 4, column: 50, scope: !8)
!37 = !DILocation(line: 4, column: 58, scope: !8)
!38 = !DILocation(line: 4, column: 95, scope: !8)
!39 = !DILocation(line: 4, column: 118, scope: !8)
!40 = !DILocation(line: 4, column: 116, scope: !8)
!41 = !DILocation(line: 4, column: 88, scope: !8)
!42 = !DILocation(line: 4, column: 93, scope: !8)
!43 = !DILocation(line: 5, column: 1, scope: !8)
!44 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 4, type: !45, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!45 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !46)
!46 = !{!47, !48}
!47 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!48 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!49 = !DISubprogram(name: "get_local_id", linkageName: "_Z12get_local_idj", scope: !1, file: !1, line: 4, type: !45, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!50 = !DISubprogram(name: "barrier", linkageName: "_Z7barrierj", scope: !1, file: !1, line: 4, type: !51, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!51 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !52)
!52 = !{null, !53}
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "cl_mem_fence_flags", file: !54, line: 372, baseType: !55)
!54 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !54, line: 129, baseType: !48)
