; ModuleID = 'tests/programs/features/kernel.cl'
source_filename = "tests/programs/features/kernel.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @vadd(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(3) noundef align 4 %3) #0 !dbg !10 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(3), align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %5, align 8
    #dbg_declare(ptr addrspace(5) %5, !23, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !24)
  store ptr addrspace(1) %1, ptr addrspace(5) %6, align 8
    #dbg_declare(ptr addrspace(5) %6, !25, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !26)
  store ptr addrspace(1) %2, ptr addrspace(5) %7, align 8
    #dbg_declare(ptr addrspace(5) %7, !27, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !28)
  store ptr addrspace(3) %3, ptr addrspace(5) %8, align 4
    #dbg_declare(ptr addrspace(5) %8, !29, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !30)
    #dbg_declare(ptr addrspace(5) %9, !31, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !33)
  %10 = call i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !34
  %11 = trunc i64 %10 to i32, !dbg !34
  store i32 %11, ptr addrspace(5) %9, align 4, !dbg !33
  %12 = load ptr addrspace(1), ptr addrspace(5) %5, align 8, !dbg !35
  %13 = load i32, ptr addrspace(5) %9, align 4, !dbg !36
  %14 = sext i32 %13 to i64, !dbg !35
  %15 = getelementptr inbounds float, ptr addrspace(1) %12, i64 %14, !dbg !35
  %16 = load float, ptr addrspace(1) %15, align 4, !dbg !35
  %17 = load ptr addrspace(3), ptr addrspace(5) %8, align 4, !dbg !37
  %18 = call i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !38
  %19 = getelementptr inbounds float, ptr addrspace(3) %17, i64 %18, !dbg !37
  store float %16, ptr addrspace(3) %19, align 4, !dbg !39
  call void @_Z7barrierj(i32 noundef 1) #4, !dbg !40
  %20 = load ptr addrspace(3), ptr addrspace(5) %8, align 4, !dbg !41
  %21 = call i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !42
  %22 = getelementptr inbounds float, ptr addrspace(3) %20, i64 %21, !dbg !41
  %23 = load float, ptr addrspace(3) %22, align 4, !dbg !41
  %24 = load ptr addrspace(1), ptr addrspace(5) %6, align 8, !dbg !43
  %25 = load i32, ptr addrspace(5) %9, align 4, !dbg !44
  %26 = sext i32 %25 to i64, !dbg !43
  %27 = getelementptr inbounds float, ptr addrspace(1) %24, i64 %26, !dbg !43
  %28 = load float, ptr addrspace(1) %27, align 4, !dbg !43
  %29 = fadd float %23, %28, !dbg !45
  %30 = load ptr addrspace(1), ptr addrspace(5) %7, align 8, !dbg !46
  %31 = load i32, ptr addrspace(5) %9, align 4, !dbg !47
  %32 = sext i32 %31 to i64, !dbg !46
  %33 = getelementptr inbounds float, ptr addrspace(1) %30, i64 %32, !dbg !46
  store float %29, ptr addrspace(1) %33, align 4, !dbg !48
  ret void, !dbg !49
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) #2

attributes #0 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" }
attributes #3 = { convergent nobuiltin nounwind willreturn memory(none) "no-builtins" }
attributes #4 = { convergent nobuiltin nounwind "no-builtins" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/programs/features/kernel.cl", directory: ".", checksumkind: CSK_MD5, checksum: "a1d7d601861ce483559bce690d33c1a3")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "vadd", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!11 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !12)
!12 = !{null, !13, !13, !16, !17}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!15 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 32, dwarfAddressSpace: 2)
!18 = !{}
!19 = !{i32 1, i32 1, i32 1, i32 3}
!20 = !{!"none", !"none", !"none", !"none"}
!21 = !{!"float*", !"float*", !"float*", !"float*"}
!22 = !{!"const", !"const", !"", !""}
!23 = !DILocalVariable(name: "a", arg: 1, scope: !10, file: !1, line: 3, type: !13)
!24 = !DILocation(line: 3, column: 42, scope: !10)
!25 = !DILocalVariable(name: "b", arg: 2, scope: !10, file: !1, line: 3, type: !13)
!26 = !DILocation(line: 3, column: 67, scope: !10)
!27 = !DILocalVariable(name: "c", arg: 3, scope: !10, file: !1, line: 3, type: !16)
!28 = !DILocation(line: 3, column: 86, scope: !10)
!29 = !DILocalVariable(name: "tmp", arg: 4, scope: !10, file: !1, line: 3, type: !17)
!30 = !DILocation(line: 3, column: 104, scope: !10)
!31 = !DILocalVariable(name: "i", scope: !10, file: !1, line: 4, type: !32)
!32 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!33 = !DILocation(line: 4, column: 7, scope: !10)
!34 = !DILocation(line: 4, column: 11, scope: !10)
!35 = !DILocation(line: 4, column: 52, scope: !10)
!36 = !DILocation(line: 4, column: 54, scope: !10)
!37 = !DILocation(line: 4, column: 29, scope: !10)
!38 = !DILocation(line: 4, column: 33, scope: !10)
!39 = !DILocation(line: 4, column: 50, scope: !10)
!40 = !DILocation(line: 4, column: 58, scope: !10)
!41 = !DILocation(line: 4, column: 95, scope: !10)
!42 = !DILocation(line: 4, column: 99, scope: !10)
!43 = !DILocation(line: 4, column: 118, scope: !10)
!44 = !DILocation(line: 4, column: 120, scope: !10)
!45 = !DILocation(line: 4, column: 116, scope: !10)
!46 = !DILocation(line: 4, column: 88, scope: !10)
!47 = !DILocation(line: 4, column: 90, scope: !10)
!48 = !DILocation(line: 4, column: 93, scope: !10)
!49 = !DILocation(line: 5, column: 1, scope: !10)
