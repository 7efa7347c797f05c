; ModuleID = 'tests/run/aarch64/structs.c'
source_filename = "tests/run/aarch64/structs.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Big24 = type { i32, double, i8 }
%struct.PK = type <{ i8, i64 }>
%struct.Big = type { [5 x i64] }

@.str = private unnamed_addr constant [19 x i8] c"  %-40.40s %016lx\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [44 x i8] c"CALL(small)(s1, s2, s3, s5, s6, s7, s8, s9)\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [43 x i8] c"CALL(align16)(1, i128, 2, a16, 3, a16b, 4)\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [31 x i8] c"CALL(bigs)(big, 74, b24, big2)\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [29 x i8] c"big.v[0] + big2.v[4] + b24.a\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [54 x i8] c"CALL(mixed)(mif, mdl, 0.375, mfi3, -7.75f, bf, pk, u)\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [58 x i8] c"CALL(spill)(s16, s16b, s16, s16b, s16, s9, 'x', s12, s15)\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [48 x i8] c"CALL(partial)(1, 2, 3, 4, 5, 6, 7, s16b, 8, s3)\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [19 x i8] c"CALL(ret_s1)(41).a\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [6 x i8] c"HB(r)\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [4 x i8] c"r.a\00", align 1, !dbg !49
@.str.11 = private unnamed_addr constant [4 x i8] c"r.b\00", align 1, !dbg !54
@.str.12 = private unnamed_addr constant [8 x i8] c"HB(r.c)\00", align 1, !dbg !56
@.str.13 = private unnamed_addr constant [10 x i8] c"(long)r.d\00", align 1, !dbg !61
@.str.14 = private unnamed_addr constant [4 x i8] c"r.l\00", align 1, !dbg !66
@.str.15 = private unnamed_addr constant [16 x i8] c"(long)(r.f * 8)\00", align 1, !dbg !68
@.str.16 = private unnamed_addr constant [4 x i8] c"r.i\00", align 1, !dbg !73
@.str.17 = private unnamed_addr constant [16 x i8] c"(long)(r.g * 8)\00", align 1, !dbg !75
@.str.18 = private unnamed_addr constant [9 x i8] c"(u64)r.v\00", align 1, !dbg !77
@.str.19 = private unnamed_addr constant [17 x i8] c"(u64)(r.v >> 64)\00", align 1, !dbg !82
@.str.20 = private unnamed_addr constant [4 x i8] c"r.c\00", align 1, !dbg !87
@.str.21 = private unnamed_addr constant [7 x i8] c"r.c[8]\00", align 1, !dbg !89
@.str.22 = private unnamed_addr constant [10 x i8] c"(long)r.b\00", align 1, !dbg !94
@__const.r_drive_other.b24 = private unnamed_addr constant %struct.Big24 { i32 71, double 7.250000e+01, i8 73 }, align 8
@.str.27 = private unnamed_addr constant [20 x i8] c"checksum %016lx %s\0A\00", align 1, !dbg !96
@.str.28 = private unnamed_addr constant [6 x i8] c"agree\00", align 1, !dbg !102
@.str.29 = private unnamed_addr constant [7 x i8] c"DIFFER\00", align 1, !dbg !104
@str = private unnamed_addr constant [15 x i8] c"clang -> clang\00", align 1
@str.30 = private unnamed_addr constant [13 x i8] c"clang -> gcc\00", align 1
@str.31 = private unnamed_addr constant [13 x i8] c"gcc -> clang\00", align 1
@str.32 = private unnamed_addr constant [11 x i8] c"gcc -> gcc\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @r_small(i64 %0, i64 %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, [2 x i64] %7) local_unnamed_addr #0 !dbg !139 {
    #dbg_value(i64 %0, !178, !DIExpression(), !187)
  %9 = lshr i64 %1, 8
    #dbg_value(i64 %1, !179, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !187)
    #dbg_value(i64 %9, !179, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !187)
  %10 = lshr i64 %2, 8
  %11 = lshr i64 %2, 16
    #dbg_value(i64 %2, !180, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !187)
    #dbg_value(i64 %10, !180, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !187)
    #dbg_value(i64 %11, !180, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !187)
  %12 = lshr i64 %3, 8
  %13 = lshr i64 %3, 16
  %14 = lshr i64 %3, 24
  %15 = lshr i64 %3, 32
    #dbg_value(i64 %3, !181, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !187)
    #dbg_value(i64 %12, !181, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !187)
    #dbg_value(i64 %13, !181, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !187)
    #dbg_value(i64 %14, !181, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !187)
    #dbg_value(i64 %15, !181, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !187)
  %16 = lshr i64 %4, 8
  %17 = lshr i64 %4, 16
  %18 = lshr i64 %4, 24
  %19 = lshr i64 %4, 32
  %20 = lshr i64 %4, 40
    #dbg_value(i64 %4, !182, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !187)
    #dbg_value(i64 %16, !182, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !187)
    #dbg_value(i64 %17, !182, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !187)
    #dbg_value(i64 %18, !182, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !187)
    #dbg_value(i64 %19, !182, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !187)
    #dbg_value(i64 %20, !182, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !187)
  %21 = lshr i64 %5, 32
  %22 = lshr i64 %5, 40
  %23 = lshr i64 %5, 48
    #dbg_value(i64 %5, !183, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !187)
    #dbg_value(i64 %5, !183, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !187)
    #dbg_value(i64 %5, !183, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16), !187)
    #dbg_value(i64 %21, !183, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !187)
    #dbg_value(i64 %22, !183, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !187)
    #dbg_value(i64 %23, !183, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !187)
    #dbg_value(i64 %5, !183, !DIExpression(DW_OP_constu, 56, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !187)
  %24 = lshr i64 %6, 8
  %25 = lshr i64 %6, 16
  %26 = lshr i64 %6, 24
  %27 = lshr i64 %6, 32
  %28 = lshr i64 %6, 40
  %29 = lshr i64 %6, 48
  %30 = lshr i64 %6, 56
    #dbg_value(i64 %6, !184, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !187)
    #dbg_value(i64 %24, !184, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !187)
    #dbg_value(i64 %25, !184, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !187)
    #dbg_value(i64 %26, !184, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !187)
    #dbg_value(i64 %27, !184, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !187)
    #dbg_value(i64 %28, !184, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !187)
    #dbg_value(i64 %29, !184, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !187)
    #dbg_value(i64 %30, !184, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !187)
  %31 = extractvalue [2 x i64] %7, 0
  %32 = extractvalue [2 x i64] %7, 1
  %33 = lshr i64 %31, 8
  %34 = lshr i64 %31, 16
  %35 = lshr i64 %31, 24
  %36 = lshr i64 %31, 32
  %37 = lshr i64 %31, 40
  %38 = lshr i64 %31, 48
  %39 = lshr i64 %31, 56
    #dbg_value(i64 %31, !185, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !187)
    #dbg_value(i64 %33, !185, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !187)
    #dbg_value(i64 %34, !185, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !187)
    #dbg_value(i64 %35, !185, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !187)
    #dbg_value(i64 %36, !185, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !187)
    #dbg_value(i64 %37, !185, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !187)
    #dbg_value(i64 %38, !185, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !187)
    #dbg_value(i64 %39, !185, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !187)
    #dbg_value(i64 %32, !185, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 8), !187)
    #dbg_value(i64 1, !186, !DIExpression(), !187)
    #dbg_value(ptr undef, !188, !DIExpression(), !203)
    #dbg_value(i32 1, !195, !DIExpression(), !203)
    #dbg_value(i64 7, !196, !DIExpression(), !203)
    #dbg_value(ptr undef, !197, !DIExpression(), !203)
    #dbg_value(i32 0, !201, !DIExpression(), !205)
  %40 = and i64 %0, 255
    #dbg_value(i64 0, !201, !DIExpression(), !205)
    #dbg_value(i64 7, !196, !DIExpression(), !203)
    #dbg_value(i64 7, !206, !DIExpression(), !212)
    #dbg_value(i64 %40, !211, !DIExpression(), !212)
    #dbg_value(i64 0, !201, !DIExpression(), !215)
    #dbg_value(i64 7, !196, !DIExpression(), !217)
  %41 = and i64 %1, 255, !dbg !218
    #dbg_value(i64 7, !206, !DIExpression(), !219)
    #dbg_value(i64 %41, !211, !DIExpression(), !219)
  %42 = xor i64 %41, 7000021, !dbg !221
    #dbg_value(i64 %42, !196, !DIExpression(), !217)
    #dbg_value(i64 1, !201, !DIExpression(), !215)
    #dbg_value(i64 %42, !206, !DIExpression(), !219)
    #dbg_value(i64 %50, !211, !DIExpression(), !219)
  %43 = mul nuw nsw i64 %42, 1000003, !dbg !222
    #dbg_value(i64 %139, !196, !DIExpression(), !217)
    #dbg_value(i64 2, !201, !DIExpression(), !215)
    #dbg_value(i64 0, !201, !DIExpression(), !223)
    #dbg_value(i64 7, !196, !DIExpression(), !225)
  %44 = and i64 %2, 255, !dbg !226
    #dbg_value(i64 7, !206, !DIExpression(), !227)
    #dbg_value(i64 %44, !211, !DIExpression(), !227)
  %45 = xor i64 %44, 7000021, !dbg !229
    #dbg_value(i64 %45, !196, !DIExpression(), !225)
    #dbg_value(i64 1, !201, !DIExpression(), !223)
  %46 = and i64 %10, 255, !dbg !226
    #dbg_value(i64 %45, !206, !DIExpression(), !227)
    #dbg_value(i64 %46, !211, !DIExpression(), !227)
  %47 = mul nuw nsw i64 %45, 1000003, !dbg !230
  %48 = xor i64 %47, %46, !dbg !229
    #dbg_value(i64 %48, !196, !DIExpression(), !225)
    #dbg_value(i64 2, !201, !DIExpression(), !223)
    #dbg_value(i64 %48, !206, !DIExpression(), !227)
    #dbg_value(i64 %63, !211, !DIExpression(), !227)
  %49 = mul nuw nsw i64 %48, 1000003, !dbg !230
    #dbg_value(i64 %64, !196, !DIExpression(), !225)
    #dbg_value(i64 3, !201, !DIExpression(), !223)
  %50 = and i64 %9, 255, !dbg !218
    #dbg_value(i64 0, !201, !DIExpression(), !231)
    #dbg_value(i64 7, !196, !DIExpression(), !233)
  %51 = and i64 %3, 255, !dbg !234
    #dbg_value(i64 7, !206, !DIExpression(), !235)
    #dbg_value(i64 %51, !211, !DIExpression(), !235)
  %52 = xor i64 %51, 7000021, !dbg !237
    #dbg_value(i64 %52, !196, !DIExpression(), !233)
    #dbg_value(i64 1, !201, !DIExpression(), !231)
  %53 = and i64 %12, 255, !dbg !234
    #dbg_value(i64 %52, !206, !DIExpression(), !235)
    #dbg_value(i64 %53, !211, !DIExpression(), !235)
  %54 = mul nuw nsw i64 %52, 1000003, !dbg !238
  %55 = xor i64 %54, %53, !dbg !237
    #dbg_value(i64 %55, !196, !DIExpression(), !233)
    #dbg_value(i64 2, !201, !DIExpression(), !231)
  %56 = and i64 %13, 255, !dbg !234
    #dbg_value(i64 %55, !206, !DIExpression(), !235)
    #dbg_value(i64 %56, !211, !DIExpression(), !235)
  %57 = mul nuw nsw i64 %55, 1000003, !dbg !238
  %58 = xor i64 %57, %56, !dbg !237
    #dbg_value(i64 %58, !196, !DIExpression(), !233)
    #dbg_value(i64 3, !201, !DIExpression(), !231)
  %59 = and i64 %14, 255, !dbg !234
    #dbg_value(i64 %58, !206, !DIExpression(), !235)
    #dbg_value(i64 %59, !211, !DIExpression(), !235)
  %60 = mul i64 %58, 1000003, !dbg !238
  %61 = xor i64 %60, %59, !dbg !237
    #dbg_value(i64 %61, !196, !DIExpression(), !233)
    #dbg_value(i64 4, !201, !DIExpression(), !231)
    #dbg_value(i64 %61, !206, !DIExpression(), !235)
    #dbg_value(i64 %80, !211, !DIExpression(), !235)
  %62 = mul i64 %61, 1000003, !dbg !238
    #dbg_value(i64 %81, !196, !DIExpression(), !233)
    #dbg_value(i64 5, !201, !DIExpression(), !231)
  %63 = and i64 %11, 255, !dbg !226
  %64 = xor i64 %49, %63, !dbg !229
    #dbg_value(i64 0, !201, !DIExpression(), !239)
    #dbg_value(i64 7, !196, !DIExpression(), !241)
  %65 = and i64 %4, 255, !dbg !242
    #dbg_value(i64 7, !206, !DIExpression(), !243)
    #dbg_value(i64 %65, !211, !DIExpression(), !243)
  %66 = xor i64 %65, 7000021, !dbg !245
    #dbg_value(i64 %66, !196, !DIExpression(), !241)
    #dbg_value(i64 1, !201, !DIExpression(), !239)
  %67 = and i64 %16, 255, !dbg !242
    #dbg_value(i64 %66, !206, !DIExpression(), !243)
    #dbg_value(i64 %67, !211, !DIExpression(), !243)
  %68 = mul nuw nsw i64 %66, 1000003, !dbg !246
  %69 = xor i64 %68, %67, !dbg !245
    #dbg_value(i64 %69, !196, !DIExpression(), !241)
    #dbg_value(i64 2, !201, !DIExpression(), !239)
  %70 = and i64 %17, 255, !dbg !242
    #dbg_value(i64 %69, !206, !DIExpression(), !243)
    #dbg_value(i64 %70, !211, !DIExpression(), !243)
  %71 = mul nuw nsw i64 %69, 1000003, !dbg !246
  %72 = xor i64 %71, %70, !dbg !245
    #dbg_value(i64 %72, !196, !DIExpression(), !241)
    #dbg_value(i64 3, !201, !DIExpression(), !239)
  %73 = and i64 %18, 255, !dbg !242
    #dbg_value(i64 %72, !206, !DIExpression(), !243)
    #dbg_value(i64 %73, !211, !DIExpression(), !243)
  %74 = mul i64 %72, 1000003, !dbg !246
  %75 = xor i64 %74, %73, !dbg !245
    #dbg_value(i64 %75, !196, !DIExpression(), !241)
    #dbg_value(i64 4, !201, !DIExpression(), !239)
  %76 = and i64 %19, 255, !dbg !242
    #dbg_value(i64 %75, !206, !DIExpression(), !243)
    #dbg_value(i64 %76, !211, !DIExpression(), !243)
  %77 = mul i64 %75, 1000003, !dbg !246
  %78 = xor i64 %77, %76, !dbg !245
    #dbg_value(i64 %78, !196, !DIExpression(), !241)
    #dbg_value(i64 5, !201, !DIExpression(), !239)
    #dbg_value(i64 %78, !206, !DIExpression(), !243)
    #dbg_value(i64 %88, !211, !DIExpression(), !243)
  %79 = mul i64 %78, 1000003, !dbg !246
    #dbg_value(i64 %89, !196, !DIExpression(), !241)
    #dbg_value(i64 6, !201, !DIExpression(), !239)
  %80 = and i64 %15, 255, !dbg !234
  %81 = xor i64 %62, %80, !dbg !237
    #dbg_value(!DIArgList(i64 %40, i64 %81, i64 %64, i64 %139), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 7000021, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !247)
    #dbg_value(i64 %89, !211, !DIExpression(), !247)
    #dbg_value(!DIArgList(i64 %40, i64 %89, i64 %81, i64 %64, i64 %139), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 7000021, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !249)
    #dbg_value(i64 %5, !211, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !249)
    #dbg_value(!DIArgList(i64 %40, i64 %5, i64 %89, i64 %81, i64 %64, i64 %139), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 7000021, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !251)
    #dbg_value(i64 %5, !211, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !251)
    #dbg_value(!DIArgList(i64 %40, i64 %5, i64 %5, i64 %89, i64 %81, i64 %64, i64 %139), !186, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 7000021, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !187)
    #dbg_value(ptr undef, !188, !DIExpression(), !253)
    #dbg_value(i32 3, !195, !DIExpression(), !253)
    #dbg_value(i64 7, !196, !DIExpression(), !253)
    #dbg_value(ptr undef, !197, !DIExpression(), !253)
    #dbg_value(i32 0, !201, !DIExpression(), !255)
    #dbg_value(i64 0, !201, !DIExpression(), !255)
    #dbg_value(i64 7, !196, !DIExpression(), !253)
  %82 = and i64 %21, 255, !dbg !256
    #dbg_value(i64 7, !206, !DIExpression(), !257)
    #dbg_value(i64 %82, !211, !DIExpression(), !257)
  %83 = xor i64 %82, 7000021, !dbg !259
    #dbg_value(i64 %83, !196, !DIExpression(), !253)
    #dbg_value(i64 1, !201, !DIExpression(), !255)
  %84 = and i64 %22, 255, !dbg !256
    #dbg_value(i64 %83, !206, !DIExpression(), !257)
    #dbg_value(i64 %84, !211, !DIExpression(), !257)
  %85 = mul nuw nsw i64 %83, 1000003, !dbg !260
  %86 = xor i64 %85, %84, !dbg !259
    #dbg_value(i64 %86, !196, !DIExpression(), !253)
    #dbg_value(i64 2, !201, !DIExpression(), !255)
    #dbg_value(i64 %86, !206, !DIExpression(), !257)
    #dbg_value(i64 %111, !211, !DIExpression(), !257)
  %87 = mul nuw nsw i64 %86, 1000003, !dbg !260
    #dbg_value(i64 %112, !196, !DIExpression(), !253)
    #dbg_value(i64 3, !201, !DIExpression(), !255)
  %88 = and i64 %20, 255, !dbg !242
  %89 = xor i64 %79, %88, !dbg !245
    #dbg_value(i64 0, !201, !DIExpression(), !261)
    #dbg_value(i64 7, !196, !DIExpression(), !263)
  %90 = and i64 %6, 255, !dbg !264
    #dbg_value(i64 7, !206, !DIExpression(), !265)
    #dbg_value(i64 %90, !211, !DIExpression(), !265)
  %91 = xor i64 %90, 7000021, !dbg !267
    #dbg_value(i64 %91, !196, !DIExpression(), !263)
    #dbg_value(i64 1, !201, !DIExpression(), !261)
  %92 = and i64 %24, 255, !dbg !264
    #dbg_value(i64 %91, !206, !DIExpression(), !265)
    #dbg_value(i64 %92, !211, !DIExpression(), !265)
  %93 = mul nuw nsw i64 %91, 1000003, !dbg !268
  %94 = xor i64 %93, %92, !dbg !267
    #dbg_value(i64 %94, !196, !DIExpression(), !263)
    #dbg_value(i64 2, !201, !DIExpression(), !261)
  %95 = and i64 %25, 255, !dbg !264
    #dbg_value(i64 %94, !206, !DIExpression(), !265)
    #dbg_value(i64 %95, !211, !DIExpression(), !265)
  %96 = mul nuw nsw i64 %94, 1000003, !dbg !268
  %97 = xor i64 %96, %95, !dbg !267
    #dbg_value(i64 %97, !196, !DIExpression(), !263)
    #dbg_value(i64 3, !201, !DIExpression(), !261)
  %98 = and i64 %26, 255, !dbg !264
    #dbg_value(i64 %97, !206, !DIExpression(), !265)
    #dbg_value(i64 %98, !211, !DIExpression(), !265)
  %99 = mul i64 %97, 1000003, !dbg !268
  %100 = xor i64 %99, %98, !dbg !267
    #dbg_value(i64 %100, !196, !DIExpression(), !263)
    #dbg_value(i64 4, !201, !DIExpression(), !261)
  %101 = and i64 %27, 255, !dbg !264
    #dbg_value(i64 %100, !206, !DIExpression(), !265)
    #dbg_value(i64 %101, !211, !DIExpression(), !265)
  %102 = mul i64 %100, 1000003, !dbg !268
  %103 = xor i64 %102, %101, !dbg !267
    #dbg_value(i64 %103, !196, !DIExpression(), !263)
    #dbg_value(i64 5, !201, !DIExpression(), !261)
  %104 = and i64 %28, 255, !dbg !264
    #dbg_value(i64 %103, !206, !DIExpression(), !265)
    #dbg_value(i64 %104, !211, !DIExpression(), !265)
  %105 = mul i64 %103, 1000003, !dbg !268
  %106 = xor i64 %105, %104, !dbg !267
    #dbg_value(i64 %106, !196, !DIExpression(), !263)
    #dbg_value(i64 6, !201, !DIExpression(), !261)
  %107 = and i64 %29, 255, !dbg !264
    #dbg_value(i64 %106, !206, !DIExpression(), !265)
    #dbg_value(i64 %107, !211, !DIExpression(), !265)
  %108 = mul i64 %106, 1000003, !dbg !268
  %109 = xor i64 %108, %107, !dbg !267
    #dbg_value(i64 %109, !196, !DIExpression(), !263)
    #dbg_value(i64 7, !201, !DIExpression(), !261)
    #dbg_value(i64 %109, !206, !DIExpression(), !265)
    #dbg_value(i64 %30, !211, !DIExpression(), !265)
  %110 = mul i64 %109, 1000003, !dbg !268
    #dbg_value(i64 %138, !196, !DIExpression(), !263)
    #dbg_value(i64 8, !201, !DIExpression(), !261)
  %111 = and i64 %23, 255, !dbg !256
  %112 = xor i64 %87, %111, !dbg !259
    #dbg_value(i64 0, !201, !DIExpression(), !269)
    #dbg_value(i64 7, !196, !DIExpression(), !271)
  %113 = and i64 %31, 255, !dbg !272
    #dbg_value(i64 7, !206, !DIExpression(), !273)
    #dbg_value(i64 %113, !211, !DIExpression(), !273)
  %114 = xor i64 %113, 7000021, !dbg !275
    #dbg_value(i64 %114, !196, !DIExpression(), !271)
    #dbg_value(i64 1, !201, !DIExpression(), !269)
  %115 = and i64 %33, 255, !dbg !272
    #dbg_value(i64 %114, !206, !DIExpression(), !273)
    #dbg_value(i64 %115, !211, !DIExpression(), !273)
  %116 = mul nuw nsw i64 %114, 1000003, !dbg !276
  %117 = xor i64 %116, %115, !dbg !275
    #dbg_value(i64 %117, !196, !DIExpression(), !271)
    #dbg_value(i64 2, !201, !DIExpression(), !269)
  %118 = and i64 %34, 255, !dbg !272
    #dbg_value(i64 %117, !206, !DIExpression(), !273)
    #dbg_value(i64 %118, !211, !DIExpression(), !273)
  %119 = mul nuw nsw i64 %117, 1000003, !dbg !276
  %120 = xor i64 %119, %118, !dbg !275
    #dbg_value(i64 %120, !196, !DIExpression(), !271)
    #dbg_value(i64 3, !201, !DIExpression(), !269)
  %121 = and i64 %35, 255, !dbg !272
    #dbg_value(i64 %120, !206, !DIExpression(), !273)
    #dbg_value(i64 %121, !211, !DIExpression(), !273)
  %122 = mul i64 %120, 1000003, !dbg !276
  %123 = xor i64 %122, %121, !dbg !275
    #dbg_value(i64 %123, !196, !DIExpression(), !271)
    #dbg_value(i64 4, !201, !DIExpression(), !269)
  %124 = and i64 %36, 255, !dbg !272
    #dbg_value(i64 %123, !206, !DIExpression(), !273)
    #dbg_value(i64 %124, !211, !DIExpression(), !273)
  %125 = mul i64 %123, 1000003, !dbg !276
  %126 = xor i64 %125, %124, !dbg !275
    #dbg_value(i64 %126, !196, !DIExpression(), !271)
    #dbg_value(i64 5, !201, !DIExpression(), !269)
  %127 = and i64 %37, 255, !dbg !272
    #dbg_value(i64 %126, !206, !DIExpression(), !273)
    #dbg_value(i64 %127, !211, !DIExpression(), !273)
  %128 = mul i64 %126, 1000003, !dbg !276
  %129 = xor i64 %128, %127, !dbg !275
    #dbg_value(i64 %129, !196, !DIExpression(), !271)
    #dbg_value(i64 6, !201, !DIExpression(), !269)
  %130 = and i64 %38, 255, !dbg !272
    #dbg_value(i64 %129, !206, !DIExpression(), !273)
    #dbg_value(i64 %130, !211, !DIExpression(), !273)
  %131 = mul i64 %129, 1000003, !dbg !276
  %132 = xor i64 %131, %130, !dbg !275
    #dbg_value(i64 %132, !196, !DIExpression(), !271)
    #dbg_value(i64 7, !201, !DIExpression(), !269)
    #dbg_value(i64 %132, !206, !DIExpression(), !273)
    #dbg_value(i64 %39, !211, !DIExpression(), !273)
  %133 = mul i64 %132, 1000003, !dbg !276
  %134 = xor i64 %133, %39, !dbg !275
    #dbg_value(i64 %134, !196, !DIExpression(), !271)
    #dbg_value(i64 8, !201, !DIExpression(), !269)
  %135 = and i64 %32, 255, !dbg !272
    #dbg_value(i64 %134, !206, !DIExpression(), !273)
    #dbg_value(i64 %135, !211, !DIExpression(), !273)
  %136 = mul i64 %134, 1000003, !dbg !276
  %137 = xor i64 %136, %135, !dbg !275
    #dbg_value(i64 %137, !196, !DIExpression(), !271)
    #dbg_value(i64 9, !201, !DIExpression(), !269)
  %138 = xor i64 %110, %30, !dbg !267
  %139 = xor i64 %43, %50, !dbg !221
  %140 = xor i64 %40, 6655382, !dbg !277
    #dbg_value(i64 %140, !186, !DIExpression(), !187)
  %141 = mul nuw nsw i64 %140, 1000003, !dbg !279
    #dbg_value(!DIArgList(i64 %141, i64 %139), !186, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !187)
  %142 = xor i64 %139, %141, !dbg !281
    #dbg_value(i64 %142, !186, !DIExpression(), !187)
  %143 = mul nuw nsw i64 %142, 1000003, !dbg !282
    #dbg_value(!DIArgList(i64 %143, i64 %64), !186, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !187)
  %144 = xor i64 %64, %143, !dbg !284
    #dbg_value(i64 %144, !186, !DIExpression(), !187)
  %145 = mul i64 %144, 1000003, !dbg !285
    #dbg_value(!DIArgList(i64 %145, i64 %81), !186, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !187)
  %146 = xor i64 %81, %145, !dbg !287
    #dbg_value(i64 %146, !186, !DIExpression(), !187)
  %147 = mul i64 %146, 1000003, !dbg !288
    #dbg_value(!DIArgList(i64 %147, i64 %89), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !249)
    #dbg_value(!DIArgList(i64 %147, i64 %5, i64 %5, i64 %89), !186, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !187)
    #dbg_value(!DIArgList(i64 %147, i64 %5, i64 %89), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !251)
  %148 = xor i64 %89, %147, !dbg !289
    #dbg_value(i64 %148, !206, !DIExpression(), !249)
    #dbg_value(!DIArgList(i64 %148, i64 %5, i64 %5), !186, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !187)
    #dbg_value(!DIArgList(i64 %148, i64 %5), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !251)
  %149 = mul i64 %148, 1000003, !dbg !290
    #dbg_value(!DIArgList(i64 %149, i64 %5, i64 %5), !186, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !187)
    #dbg_value(!DIArgList(i64 %149, i64 %5), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !251)
  %150 = and i64 %5, 255, !dbg !291
    #dbg_value(i64 %150, !211, !DIExpression(), !249)
    #dbg_value(!DIArgList(i64 %149, i64 %5, i64 %150), !186, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !187)
    #dbg_value(!DIArgList(i64 %149, i64 %150), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !251)
  %151 = xor i64 %149, %150, !dbg !292
    #dbg_value(!DIArgList(i64 %151, i64 %5), !186, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !187)
    #dbg_value(i64 %151, !206, !DIExpression(), !251)
  %152 = mul i64 %151, 1000003, !dbg !293
    #dbg_value(!DIArgList(i64 %152, i64 %5), !186, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !187)
  %153 = shl i64 %5, 32, !dbg !291
  %154 = ashr i64 %153, 48, !dbg !291
    #dbg_value(i64 %154, !211, !DIExpression(), !251)
    #dbg_value(!DIArgList(i64 %152, i64 %154), !186, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !187)
  %155 = xor i64 %152, %154, !dbg !294
    #dbg_value(i64 %155, !186, !DIExpression(), !187)
  %156 = mul i64 %155, 1000003, !dbg !295
    #dbg_value(!DIArgList(i64 %156, i64 %112), !186, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !187)
  %157 = xor i64 %112, %156, !dbg !297
    #dbg_value(i64 %157, !186, !DIExpression(), !187)
  %158 = mul i64 %157, 1000003, !dbg !298
    #dbg_value(!DIArgList(i64 %158, i64 %138), !186, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !187)
  %159 = xor i64 %138, %158, !dbg !300
    #dbg_value(i64 %159, !186, !DIExpression(), !187)
    #dbg_value(i64 %159, !206, !DIExpression(), !301)
    #dbg_value(i64 %137, !211, !DIExpression(), !301)
  %160 = mul i64 %159, 1000003, !dbg !303
  %161 = xor i64 %137, %160, !dbg !304
    #dbg_value(i64 %161, !186, !DIExpression(), !187)
  ret i64 %161, !dbg !291
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @r_align16(i32 noundef %0, i128 %1, i32 noundef %2, i128 %3, i64 noundef %4, i128 %5, i32 noundef %6) local_unnamed_addr #0 !dbg !305 {
    #dbg_value(i128 %1, !317, !DIExpression(), !323)
  %8 = trunc i128 %3 to i64
  %9 = lshr i128 %3, 64
  %10 = trunc nuw i128 %9 to i64
    #dbg_value(i64 %8, !319, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !323)
    #dbg_value(i64 %10, !319, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !323)
  %11 = trunc i128 %5 to i64
  %12 = lshr i128 %5, 64
  %13 = trunc nuw i128 %12 to i64
    #dbg_value(i64 %11, !321, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !323)
    #dbg_value(i64 %13, !321, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !323)
    #dbg_value(i32 %0, !316, !DIExpression(), !323)
    #dbg_value(i32 %2, !318, !DIExpression(), !323)
    #dbg_value(i64 %4, !320, !DIExpression(), !323)
    #dbg_value(i32 %6, !322, !DIExpression(), !323)
  %14 = sext i32 %0 to i64, !dbg !324
  %15 = trunc i128 %1 to i64, !dbg !324
    #dbg_value(i64 %14, !206, !DIExpression(), !325)
    #dbg_value(i64 %15, !211, !DIExpression(), !325)
  %16 = mul nsw i64 %14, 1000003, !dbg !327
  %17 = xor i64 %16, %15, !dbg !328
  %18 = lshr i128 %1, 64, !dbg !324
  %19 = trunc nuw i128 %18 to i64, !dbg !324
    #dbg_value(i64 %17, !206, !DIExpression(), !329)
    #dbg_value(i64 %19, !211, !DIExpression(), !329)
  %20 = mul i64 %17, 1000003, !dbg !331
  %21 = xor i64 %20, %19, !dbg !332
  %22 = sext i32 %2 to i64, !dbg !324
    #dbg_value(i64 %21, !206, !DIExpression(), !333)
    #dbg_value(i64 %22, !211, !DIExpression(), !333)
  %23 = mul i64 %21, 1000003, !dbg !335
  %24 = xor i64 %23, %22, !dbg !336
    #dbg_value(i64 %24, !206, !DIExpression(), !337)
    #dbg_value(i64 %8, !211, !DIExpression(), !337)
  %25 = mul i64 %24, 1000003, !dbg !339
  %26 = xor i64 %25, %8, !dbg !340
    #dbg_value(i64 %26, !206, !DIExpression(), !341)
    #dbg_value(i64 %10, !211, !DIExpression(), !341)
  %27 = mul i64 %26, 1000003, !dbg !343
  %28 = xor i64 %27, %10, !dbg !344
    #dbg_value(i64 %28, !206, !DIExpression(), !345)
    #dbg_value(i64 %4, !211, !DIExpression(), !345)
  %29 = mul i64 %28, 1000003, !dbg !347
  %30 = xor i64 %29, %4, !dbg !348
  %31 = mul nsw i64 %11, 3, !dbg !324
  %32 = add nsw i64 %31, %13, !dbg !324
    #dbg_value(i64 %30, !206, !DIExpression(), !349)
    #dbg_value(i64 %32, !211, !DIExpression(), !349)
  %33 = mul i64 %30, 1000003, !dbg !351
  %34 = xor i64 %33, %32, !dbg !352
  %35 = sext i32 %6 to i64, !dbg !324
    #dbg_value(i64 %34, !206, !DIExpression(), !353)
    #dbg_value(i64 %35, !211, !DIExpression(), !353)
  %36 = mul i64 %34, 1000003, !dbg !355
  %37 = xor i64 %36, %35, !dbg !356
  ret i64 %37, !dbg !324
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local i64 @r_bigs(ptr nocapture noundef %0, i32 noundef %1, ptr nocapture noundef %2, ptr nocapture noundef %3) local_unnamed_addr #3 !dbg !357 {
    #dbg_value(ptr %0, !370, !DIExpression(DW_OP_deref), !377)
    #dbg_value(i32 %1, !371, !DIExpression(), !377)
    #dbg_value(ptr %2, !372, !DIExpression(DW_OP_deref), !377)
    #dbg_value(ptr %3, !373, !DIExpression(DW_OP_deref), !377)
  %5 = sext i32 %1 to i64, !dbg !378
    #dbg_value(i64 %5, !374, !DIExpression(), !377)
    #dbg_value(i32 0, !375, !DIExpression(), !379)
    #dbg_value(i64 0, !375, !DIExpression(), !379)
    #dbg_value(i64 %5, !374, !DIExpression(), !377)
  %6 = load i64, ptr %0, align 8, !dbg !380, !tbaa !382
  %7 = load i64, ptr %3, align 8, !dbg !380, !tbaa !382
  %8 = shl nsw i64 %7, 1, !dbg !380
  %9 = add nsw i64 %8, %6, !dbg !380
    #dbg_value(i64 %5, !206, !DIExpression(), !386)
    #dbg_value(i64 %9, !211, !DIExpression(), !386)
  %10 = mul nsw i64 %5, 1000003, !dbg !388
  %11 = xor i64 %9, %10, !dbg !389
    #dbg_value(i64 %11, !374, !DIExpression(), !377)
    #dbg_value(i64 1, !375, !DIExpression(), !379)
  %12 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !380
  %13 = load i64, ptr %12, align 8, !dbg !380, !tbaa !382
  %14 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !380
  %15 = load i64, ptr %14, align 8, !dbg !380, !tbaa !382
  %16 = shl nsw i64 %15, 1, !dbg !380
  %17 = add nsw i64 %16, %13, !dbg !380
    #dbg_value(i64 %11, !206, !DIExpression(), !386)
    #dbg_value(i64 %17, !211, !DIExpression(), !386)
  %18 = mul i64 %11, 1000003, !dbg !388
  %19 = xor i64 %17, %18, !dbg !389
    #dbg_value(i64 %19, !374, !DIExpression(), !377)
    #dbg_value(i64 2, !375, !DIExpression(), !379)
  %20 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !380
  %21 = load i64, ptr %20, align 8, !dbg !380, !tbaa !382
  %22 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !380
  %23 = load i64, ptr %22, align 8, !dbg !380, !tbaa !382
  %24 = shl nsw i64 %23, 1, !dbg !380
  %25 = add nsw i64 %24, %21, !dbg !380
    #dbg_value(i64 %19, !206, !DIExpression(), !386)
    #dbg_value(i64 %25, !211, !DIExpression(), !386)
  %26 = mul i64 %19, 1000003, !dbg !388
  %27 = xor i64 %25, %26, !dbg !389
    #dbg_value(i64 %27, !374, !DIExpression(), !377)
    #dbg_value(i64 3, !375, !DIExpression(), !379)
  %28 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !380
  %29 = load i64, ptr %28, align 8, !dbg !380, !tbaa !382
  %30 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !380
  %31 = load i64, ptr %30, align 8, !dbg !380, !tbaa !382
  %32 = shl nsw i64 %31, 1, !dbg !380
  %33 = add nsw i64 %32, %29, !dbg !380
    #dbg_value(i64 %27, !206, !DIExpression(), !386)
    #dbg_value(i64 %33, !211, !DIExpression(), !386)
  %34 = mul i64 %27, 1000003, !dbg !388
  %35 = xor i64 %33, %34, !dbg !389
    #dbg_value(i64 %35, !374, !DIExpression(), !377)
    #dbg_value(i64 4, !375, !DIExpression(), !379)
  %36 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !380
  %37 = load i64, ptr %36, align 8, !dbg !380, !tbaa !382
  %38 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !380
  %39 = load i64, ptr %38, align 8, !dbg !380, !tbaa !382
  %40 = shl nsw i64 %39, 1, !dbg !380
  %41 = add nsw i64 %40, %37, !dbg !380
    #dbg_value(i64 %35, !206, !DIExpression(), !386)
    #dbg_value(i64 %41, !211, !DIExpression(), !386)
  %42 = mul i64 %35, 1000003, !dbg !388
  %43 = xor i64 %41, %42, !dbg !389
    #dbg_value(i64 %43, !374, !DIExpression(), !377)
    #dbg_value(i64 5, !375, !DIExpression(), !379)
  %44 = load i32, ptr %2, align 8, !dbg !378, !tbaa !390
  %45 = sext i32 %44 to i64, !dbg !378
    #dbg_value(i64 %43, !206, !DIExpression(), !394)
    #dbg_value(i64 %45, !211, !DIExpression(), !394)
  %46 = mul i64 %43, 1000003, !dbg !396
  %47 = xor i64 %46, %45, !dbg !397
  %48 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !378
  %49 = load double, ptr %48, align 8, !dbg !378, !tbaa !398
  %50 = fmul double %49, 4.000000e+00, !dbg !378
  %51 = fptosi double %50 to i64, !dbg !378
    #dbg_value(i64 %47, !206, !DIExpression(), !399)
    #dbg_value(i64 %51, !211, !DIExpression(), !399)
  %52 = mul i64 %47, 1000003, !dbg !401
  %53 = xor i64 %52, %51, !dbg !402
  %54 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !378
  %55 = load i8, ptr %54, align 8, !dbg !378, !tbaa !403
  %56 = zext i8 %55 to i64, !dbg !378
    #dbg_value(i64 %53, !206, !DIExpression(), !404)
    #dbg_value(i64 %56, !211, !DIExpression(), !404)
  %57 = mul i64 %53, 1000003, !dbg !406
  %58 = xor i64 %57, %56, !dbg !407
    #dbg_value(i64 %58, !374, !DIExpression(), !377)
  store i64 -1, ptr %0, align 8, !dbg !378, !tbaa !382
  store i64 -1, ptr %38, align 8, !dbg !378, !tbaa !382
  store i32 -1, ptr %2, align 8, !dbg !378, !tbaa !390
  %59 = load i64, ptr %0, align 8, !dbg !378, !tbaa !382
  %60 = add nsw i64 %59, -1, !dbg !378
    #dbg_value(i64 %58, !206, !DIExpression(), !408)
    #dbg_value(i64 %60, !211, !DIExpression(), !408)
  %61 = mul i64 %58, 1000003, !dbg !410
  %62 = xor i64 %61, %60, !dbg !411
  ret i64 %62, !dbg !378
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @r_mixed(i64 %0, [2 x i64] %1, double noundef %2, [2 x i64] %3, float noundef %4, i64 %5, [2 x i64] %6, [2 x i64] %7) local_unnamed_addr #0 !dbg !412 {
  %9 = alloca %struct.PK, align 8, !DIAssignID !454
    #dbg_assign(i1 undef, !451, !DIExpression(), !454, ptr %9, !DIExpression(), !455)
    #dbg_value(i64 %0, !445, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !455)
    #dbg_value(i64 %0, !445, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !455)
    #dbg_value(i64 poison, !446, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !455)
    #dbg_value(i64 poison, !446, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !455)
    #dbg_value(i64 poison, !448, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !455)
    #dbg_value(i64 poison, !448, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !455)
    #dbg_value(i64 poison, !448, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !455)
    #dbg_value(i64 %5, !450, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !455)
  %10 = extractvalue [2 x i64] %6, 0
  %11 = extractvalue [2 x i64] %6, 1
  store i64 %10, ptr %9, align 8, !DIAssignID !456
  %12 = trunc i64 %11 to i8
  %13 = getelementptr inbounds i8, ptr %9, i64 8
  store i8 %12, ptr %13, align 8, !DIAssignID !457
    #dbg_assign(i64 %10, !451, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !456, ptr %9, !DIExpression(), !455)
    #dbg_assign(i8 %12, !451, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !457, ptr %13, !DIExpression(), !455)
  %14 = extractvalue [2 x i64] %7, 0
  %15 = extractvalue [2 x i64] %7, 1
    #dbg_value(i64 %14, !452, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !455)
    #dbg_value(i64 %15, !452, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 8), !455)
    #dbg_value(i64 %15, !452, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 72, 56), !455)
    #dbg_value(double %2, !447, !DIExpression(), !455)
    #dbg_value(float %4, !449, !DIExpression(), !455)
    #dbg_value(i64 %0, !206, !DIExpression(DW_OP_constu, 32, DW_OP_shl, DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value), !458)
    #dbg_value(i64 poison, !211, !DIExpression(), !458)
    #dbg_value(!DIArgList(i64 poison, i64 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !460)
    #dbg_value(i64 poison, !211, !DIExpression(), !460)
    #dbg_value(!DIArgList(i64 poison, i64 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !462)
    #dbg_value(i64 poison, !211, !DIExpression(), !462)
    #dbg_value(!DIArgList(i64 poison, i64 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !464)
    #dbg_value(i64 poison, !211, !DIExpression(), !464)
    #dbg_value(!DIArgList(i64 poison, i64 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !466)
    #dbg_value(i64 poison, !211, !DIExpression(), !466)
    #dbg_value(!DIArgList(i64 poison, i64 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !468)
    #dbg_value(i64 poison, !211, !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value), !468)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 32, DW_OP_shra, DW_OP_xor, DW_OP_stack_value), !470)
    #dbg_value(i64 poison, !211, !DIExpression(), !470)
    #dbg_value(!DIArgList(i64 poison, i64 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !472)
    #dbg_value(i64 poison, !211, !DIExpression(), !472)
    #dbg_value(!DIArgList(i64 poison, i64 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !474)
    #dbg_value(i64 %5, !211, !DIExpression(DW_OP_constu, 7, DW_OP_and, DW_OP_stack_value), !474)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_stack_value), !476)
    #dbg_value(i64 %5, !211, !DIExpression(DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_stack_value), !476)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_stack_value), !478)
    #dbg_value(i64 %5, !211, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !478)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !453, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !455)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !480)
    #dbg_value(i64 %10, !211, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !480)
  %16 = getelementptr inbounds i8, ptr %9, i64 1, !dbg !482
  %17 = load i64, ptr %16, align 1, !dbg !482, !tbaa !483
    #dbg_value(!DIArgList(i64 poison, i8 poison, i64 poison, i64 poison, i64 poison, i64 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !485)
    #dbg_value(i64 %17, !211, !DIExpression(), !485)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i8 poison, i64 poison, i64 poison, i64 poison, i64 poison), !453, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !455)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i8 poison, i64 poison, i64 poison, i64 poison, i64 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !487)
    #dbg_value(i64 %14, !211, !DIExpression(), !487)
    #dbg_value(ptr undef, !188, !DIExpression(), !489)
    #dbg_value(i32 1, !195, !DIExpression(), !489)
    #dbg_value(ptr undef, !197, !DIExpression(), !489)
    #dbg_value(i64 0, !201, !DIExpression(), !491)
    #dbg_value(i64 7, !196, !DIExpression(), !489)
  %18 = and i64 %15, 255, !dbg !492
    #dbg_value(i64 7, !206, !DIExpression(), !493)
    #dbg_value(i64 %18, !211, !DIExpression(), !493)
    #dbg_value(i64 %18, !196, !DIExpression(DW_OP_constu, 7000021, DW_OP_xor, DW_OP_stack_value), !489)
    #dbg_value(i64 1, !201, !DIExpression(), !491)
  %19 = shl i64 %0, 32, !dbg !482
    #dbg_value(i64 %19, !206, !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value), !458)
  %20 = ashr exact i64 %19, 32, !dbg !482
    #dbg_value(i64 %20, !206, !DIExpression(), !458)
  %21 = mul nsw i64 %20, 1000003, !dbg !495
  %22 = lshr i64 %0, 32
    #dbg_value(i64 %22, !445, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !455)
  %23 = trunc nuw i64 %22 to i32
    #dbg_value(i32 %23, !445, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !455)
  %24 = bitcast i32 %23 to float
    #dbg_value(float %24, !445, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !455)
  %25 = fmul float %24, 8.000000e+00, !dbg !482
  %26 = fptosi float %25 to i64, !dbg !482
    #dbg_value(i64 %26, !211, !DIExpression(), !458)
    #dbg_value(!DIArgList(i64 %21, i64 %26), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !460)
    #dbg_value(!DIArgList(i64 %21, i64 %26), !453, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !455)
  %27 = xor i64 %21, %26, !dbg !496
    #dbg_value(i64 %27, !453, !DIExpression(), !455)
    #dbg_value(i64 %27, !206, !DIExpression(), !460)
  %28 = mul i64 %27, 1000003, !dbg !497
  %29 = extractvalue [2 x i64] %1, 0
    #dbg_value(i64 %29, !446, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !455)
  %30 = bitcast i64 %29 to double
    #dbg_value(double %30, !446, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !455)
  %31 = fmul double %30, 8.000000e+00, !dbg !482
  %32 = fptosi double %31 to i64, !dbg !482
    #dbg_value(i64 %32, !211, !DIExpression(), !460)
    #dbg_value(!DIArgList(i64 %28, i64 %32), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !462)
  %33 = xor i64 %28, %32, !dbg !498
    #dbg_value(i64 %33, !206, !DIExpression(), !462)
  %34 = mul i64 %33, 1000003, !dbg !499
  %35 = extractvalue [2 x i64] %1, 1
    #dbg_value(i64 %35, !446, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !455)
    #dbg_value(i64 %35, !211, !DIExpression(), !462)
    #dbg_value(!DIArgList(i64 %34, i64 %35), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !464)
    #dbg_value(!DIArgList(i64 %34, i64 %35), !453, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !455)
  %36 = xor i64 %34, %35, !dbg !500
    #dbg_value(i64 %36, !453, !DIExpression(), !455)
    #dbg_value(i64 %36, !206, !DIExpression(), !464)
  %37 = mul i64 %36, 1000003, !dbg !501
  %38 = fmul double %2, 8.000000e+00, !dbg !482
  %39 = fptosi double %38 to i64, !dbg !482
    #dbg_value(i64 %39, !211, !DIExpression(), !464)
    #dbg_value(!DIArgList(i64 %37, i64 %39), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !466)
    #dbg_value(!DIArgList(i64 %37, i64 %39), !453, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !455)
  %40 = xor i64 %37, %39, !dbg !502
    #dbg_value(i64 %40, !453, !DIExpression(), !455)
    #dbg_value(i64 %40, !206, !DIExpression(), !466)
  %41 = mul i64 %40, 1000003, !dbg !503
  %42 = extractvalue [2 x i64] %3, 0
    #dbg_value(i64 %42, !448, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !455)
    #dbg_value(i64 %42, !448, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !455)
    #dbg_value(i64 %42, !211, !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value), !468)
  %43 = trunc i64 %42 to i32
    #dbg_value(i32 %43, !448, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !455)
  %44 = bitcast i32 %43 to float
    #dbg_value(float %44, !448, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !455)
  %45 = fmul float %44, 8.000000e+00, !dbg !482
  %46 = fptosi float %45 to i64, !dbg !482
    #dbg_value(i64 %46, !211, !DIExpression(), !466)
    #dbg_value(!DIArgList(i64 %41, i64 %42, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 32, DW_OP_shra, DW_OP_xor, DW_OP_stack_value), !470)
    #dbg_value(!DIArgList(i64 %41, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !468)
  %47 = xor i64 %41, %46, !dbg !504
    #dbg_value(!DIArgList(i64 %47, i64 %42), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 32, DW_OP_shra, DW_OP_xor, DW_OP_stack_value), !470)
    #dbg_value(i64 %47, !206, !DIExpression(), !468)
  %48 = mul i64 %47, 1000003, !dbg !505
    #dbg_value(!DIArgList(i64 %48, i64 %42), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 32, DW_OP_shra, DW_OP_xor, DW_OP_stack_value), !470)
  %49 = ashr i64 %42, 32, !dbg !482
    #dbg_value(i64 %49, !211, !DIExpression(), !468)
    #dbg_value(!DIArgList(i64 %48, i64 %49), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !470)
  %50 = xor i64 %48, %49, !dbg !506
    #dbg_value(i64 %50, !206, !DIExpression(), !470)
  %51 = mul i64 %50, 1000003, !dbg !507
  %52 = extractvalue [2 x i64] %3, 1
    #dbg_value(i64 %52, !448, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !455)
  %53 = trunc i64 %52 to i32
    #dbg_value(i32 %53, !448, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !455)
  %54 = bitcast i32 %53 to float
    #dbg_value(float %54, !448, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !455)
  %55 = fmul float %54, 8.000000e+00, !dbg !482
  %56 = fptosi float %55 to i64, !dbg !482
    #dbg_value(i64 %56, !211, !DIExpression(), !470)
    #dbg_value(!DIArgList(i64 %51, i64 %56), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !472)
    #dbg_value(!DIArgList(i64 %51, i64 %56), !453, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !455)
  %57 = xor i64 %51, %56, !dbg !508
    #dbg_value(i64 %57, !453, !DIExpression(), !455)
    #dbg_value(i64 %57, !206, !DIExpression(), !472)
  %58 = mul i64 %57, 1000003, !dbg !509
  %59 = fmul float %4, 8.000000e+00, !dbg !482
  %60 = fptosi float %59 to i64, !dbg !482
    #dbg_value(i64 %60, !211, !DIExpression(), !472)
    #dbg_value(!DIArgList(i64 %58, i64 %5, i64 %5, i64 %60), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_stack_value), !478)
    #dbg_value(!DIArgList(i64 %58, i64 %5, i64 %60), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_stack_value), !476)
    #dbg_value(!DIArgList(i64 %58, i64 %60), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !474)
    #dbg_value(!DIArgList(i64 %58, i64 %5, i64 %5, i64 %5, i64 %60), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !480)
    #dbg_value(!DIArgList(i64 %58, i64 %17, i64 %10, i64 %5, i64 %5, i64 %5, i64 %60), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !487)
    #dbg_value(!DIArgList(i64 %58, i64 %17, i64 %10, i64 %5, i64 %5, i64 %5, i64 %60), !453, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !455)
    #dbg_value(!DIArgList(i64 %58, i64 %10, i64 %5, i64 %5, i64 %5, i64 %60), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !485)
  %61 = xor i64 %58, %60, !dbg !510
    #dbg_value(!DIArgList(i64 %61, i64 %5, i64 %5), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_stack_value), !478)
    #dbg_value(!DIArgList(i64 %61, i64 %5), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_stack_value), !476)
    #dbg_value(i64 %61, !206, !DIExpression(), !474)
    #dbg_value(!DIArgList(i64 %61, i64 %5, i64 %5, i64 %5), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !480)
    #dbg_value(!DIArgList(i64 %61, i64 %17, i64 %10, i64 %5, i64 %5, i64 %5), !453, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !455)
    #dbg_value(!DIArgList(i64 %61, i64 %17, i64 %10, i64 %5, i64 %5, i64 %5), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !487)
    #dbg_value(!DIArgList(i64 %61, i64 %10, i64 %5, i64 %5, i64 %5), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !485)
  %62 = mul i64 %61, 1000003, !dbg !511
    #dbg_value(!DIArgList(i64 %62, i64 %5, i64 %5), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_stack_value), !478)
    #dbg_value(!DIArgList(i64 %62, i64 %5), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_stack_value), !476)
    #dbg_value(!DIArgList(i64 %62, i64 %5, i64 %5, i64 %5), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !480)
    #dbg_value(!DIArgList(i64 %62, i64 %17, i64 %10, i64 %5, i64 %5, i64 %5), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !487)
    #dbg_value(!DIArgList(i64 %62, i64 %17, i64 %10, i64 %5, i64 %5, i64 %5), !453, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !455)
    #dbg_value(!DIArgList(i64 %62, i64 %10, i64 %5, i64 %5, i64 %5), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !485)
  %63 = and i64 %5, 7, !dbg !482
    #dbg_value(i64 %63, !211, !DIExpression(), !474)
    #dbg_value(!DIArgList(i64 %62, i64 %5, i64 %63), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_stack_value), !478)
    #dbg_value(!DIArgList(i64 %62, i64 %63), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !476)
    #dbg_value(!DIArgList(i64 %62, i64 %5, i64 %5, i64 %63), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !480)
    #dbg_value(!DIArgList(i64 %62, i64 %17, i64 %10, i64 %5, i64 %5, i64 %63), !453, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !455)
    #dbg_value(!DIArgList(i64 %62, i64 %17, i64 %10, i64 %5, i64 %5, i64 %63), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !487)
    #dbg_value(!DIArgList(i64 %62, i64 %10, i64 %5, i64 %5, i64 %63), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !485)
  %64 = xor i64 %62, %63, !dbg !512
    #dbg_value(!DIArgList(i64 %64, i64 %5), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_stack_value), !478)
    #dbg_value(i64 %64, !206, !DIExpression(), !476)
    #dbg_value(!DIArgList(i64 %64, i64 %5, i64 %5), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !480)
    #dbg_value(!DIArgList(i64 %64, i64 %17, i64 %10, i64 %5, i64 %5), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !487)
    #dbg_value(!DIArgList(i64 %64, i64 %17, i64 %10, i64 %5, i64 %5), !453, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !455)
    #dbg_value(!DIArgList(i64 %64, i64 %10, i64 %5, i64 %5), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !485)
  %65 = mul i64 %64, 1000003, !dbg !513
    #dbg_value(!DIArgList(i64 %65, i64 %5), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_stack_value), !478)
    #dbg_value(!DIArgList(i64 %65, i64 %5, i64 %5), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !480)
    #dbg_value(!DIArgList(i64 %65, i64 %17, i64 %10, i64 %5, i64 %5), !453, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !455)
    #dbg_value(!DIArgList(i64 %65, i64 %17, i64 %10, i64 %5, i64 %5), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !487)
    #dbg_value(!DIArgList(i64 %65, i64 %10, i64 %5, i64 %5), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !485)
  %66 = lshr i64 %5, 3, !dbg !482
    #dbg_value(i64 %66, !211, !DIExpression(DW_OP_constu, 127, DW_OP_and, DW_OP_stack_value), !476)
    #dbg_value(!DIArgList(i64 %65, i64 %66), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_stack_value), !478)
    #dbg_value(!DIArgList(i64 %65, i64 %5, i64 %66), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !480)
    #dbg_value(!DIArgList(i64 %65, i64 %17, i64 %10, i64 %5, i64 %66), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !487)
    #dbg_value(!DIArgList(i64 %65, i64 %17, i64 %10, i64 %5, i64 %66), !453, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !455)
    #dbg_value(!DIArgList(i64 %65, i64 %10, i64 %5, i64 %66), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !485)
  %67 = and i64 %66, 127, !dbg !482
    #dbg_value(i64 %67, !211, !DIExpression(), !476)
    #dbg_value(!DIArgList(i64 %65, i64 %67), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !478)
    #dbg_value(!DIArgList(i64 %65, i64 %5, i64 %67), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !480)
    #dbg_value(!DIArgList(i64 %65, i64 %17, i64 %10, i64 %5, i64 %67), !453, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !455)
    #dbg_value(!DIArgList(i64 %65, i64 %17, i64 %10, i64 %5, i64 %67), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !487)
    #dbg_value(!DIArgList(i64 %65, i64 %10, i64 %5, i64 %67), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !485)
  %68 = xor i64 %65, %67, !dbg !514
    #dbg_value(i64 %68, !206, !DIExpression(), !478)
    #dbg_value(!DIArgList(i64 %68, i64 %5), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !480)
    #dbg_value(!DIArgList(i64 %68, i64 %17, i64 %10, i64 %5), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !487)
    #dbg_value(!DIArgList(i64 %68, i64 %17, i64 %10, i64 %5), !453, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !455)
    #dbg_value(!DIArgList(i64 %68, i64 %10, i64 %5), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !485)
  %69 = mul i64 %68, 1000003, !dbg !515
    #dbg_value(!DIArgList(i64 %69, i64 %5), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !480)
    #dbg_value(!DIArgList(i64 %69, i64 %17, i64 %10, i64 %5), !453, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !455)
    #dbg_value(!DIArgList(i64 %69, i64 %17, i64 %10, i64 %5), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !487)
    #dbg_value(!DIArgList(i64 %69, i64 %10, i64 %5), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !485)
  %70 = trunc i64 %5 to i32
    #dbg_value(i32 %70, !450, !DIExpression(), !455)
    #dbg_value(i32 %70, !211, !DIExpression(DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !478)
    #dbg_value(!DIArgList(i64 %69, i32 %70), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !480)
    #dbg_value(!DIArgList(i64 %69, i64 %17, i64 %10, i32 %70), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !487)
    #dbg_value(!DIArgList(i64 %69, i64 %17, i64 %10, i32 %70), !453, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !455)
    #dbg_value(!DIArgList(i64 %69, i64 %10, i32 %70), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !485)
  %71 = shl i32 %70, 10, !dbg !482
    #dbg_value(i32 %71, !211, !DIExpression(DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !478)
    #dbg_value(!DIArgList(i64 %69, i32 %71), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !480)
    #dbg_value(!DIArgList(i64 %69, i64 %17, i64 %10, i32 %71), !453, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !455)
    #dbg_value(!DIArgList(i64 %69, i64 %17, i64 %10, i32 %71), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !487)
    #dbg_value(!DIArgList(i64 %69, i64 %10, i32 %71), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !485)
  %72 = ashr i32 %71, 20, !dbg !482
    #dbg_value(i32 %72, !211, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !478)
    #dbg_value(!DIArgList(i64 %69, i32 %72), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !480)
    #dbg_value(!DIArgList(i64 %69, i64 %17, i64 %10, i32 %72), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !487)
    #dbg_value(!DIArgList(i64 %69, i64 %17, i64 %10, i32 %72), !453, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !455)
    #dbg_value(!DIArgList(i64 %69, i64 %10, i32 %72), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !485)
  %73 = sext i32 %72 to i64, !dbg !482
    #dbg_value(i64 %73, !211, !DIExpression(), !478)
    #dbg_value(!DIArgList(i64 %69, i64 %73), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !480)
    #dbg_value(!DIArgList(i64 %69, i64 %17, i64 %10, i64 %73), !453, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !455)
    #dbg_value(!DIArgList(i64 %69, i64 %17, i64 %10, i64 %73), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !487)
    #dbg_value(!DIArgList(i64 %69, i64 %10, i64 %73), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !485)
  %74 = xor i64 %69, %73, !dbg !516
    #dbg_value(i64 %74, !206, !DIExpression(), !480)
    #dbg_value(!DIArgList(i64 %74, i64 %17, i64 %10), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !487)
    #dbg_value(!DIArgList(i64 %74, i64 %17, i64 %10), !453, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !455)
    #dbg_value(!DIArgList(i64 %74, i64 %10), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !485)
  %75 = mul i64 %74, 1000003, !dbg !517
    #dbg_value(!DIArgList(i64 %75, i64 %17, i64 %10), !453, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !455)
    #dbg_value(!DIArgList(i64 %75, i64 %17, i64 %10), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !487)
    #dbg_value(!DIArgList(i64 %75, i64 %10), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !485)
  %76 = and i64 %10, 255, !dbg !482
    #dbg_value(i64 %76, !211, !DIExpression(), !480)
    #dbg_value(!DIArgList(i64 %75, i64 %17, i64 %76), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !487)
    #dbg_value(!DIArgList(i64 %75, i64 %17, i64 %76), !453, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !455)
    #dbg_value(!DIArgList(i64 %75, i64 %76), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !485)
  %77 = xor i64 %75, %76, !dbg !518
    #dbg_value(!DIArgList(i64 %77, i64 %17), !453, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !455)
    #dbg_value(!DIArgList(i64 %77, i64 %17), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !487)
    #dbg_value(i64 %77, !206, !DIExpression(), !485)
  %78 = mul i64 %77, 1000003, !dbg !519
    #dbg_value(!DIArgList(i64 %78, i64 %17), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !487)
    #dbg_value(!DIArgList(i64 %78, i64 %17), !453, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !455)
  %79 = xor i64 %78, %17, !dbg !520
    #dbg_value(i64 %79, !453, !DIExpression(), !455)
    #dbg_value(i64 %79, !206, !DIExpression(), !487)
  %80 = mul i64 %79, 1000003, !dbg !521
  %81 = xor i64 %80, %14, !dbg !522
    #dbg_value(i64 %81, !206, !DIExpression(), !523)
    #dbg_value(i64 %18, !211, !DIExpression(DW_OP_constu, 7000021, DW_OP_xor, DW_OP_stack_value), !523)
  %82 = mul i64 %81, 1000003, !dbg !525
  %83 = xor i64 %18, %82, !dbg !526
  %84 = xor i64 %83, 7000021, !dbg !526
  ret i64 %84, !dbg !482
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @r_spill([2 x i64] %0, [2 x i64] %1, [2 x i64] %2, [2 x i64] %3, [2 x i64] %4, [2 x i64] %5, i8 noundef %6, [2 x i64] %7, [2 x i64] %8) local_unnamed_addr #0 !dbg !527 {
    #dbg_value(i64 poison, !545, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !555)
    #dbg_value(i64 poison, !545, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !555)
    #dbg_value(i64 poison, !546, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !555)
    #dbg_value(i64 poison, !546, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !555)
    #dbg_value(i64 poison, !547, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !555)
    #dbg_value(i64 poison, !547, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !555)
    #dbg_value(i64 poison, !548, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !555)
    #dbg_value(i64 poison, !548, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !555)
    #dbg_value(i64 poison, !549, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !555)
    #dbg_value(i64 poison, !549, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !555)
  %10 = extractvalue [2 x i64] %5, 0
  %11 = extractvalue [2 x i64] %5, 1
  %12 = lshr i64 %10, 8
  %13 = lshr i64 %10, 16
  %14 = lshr i64 %10, 24
  %15 = lshr i64 %10, 32
  %16 = lshr i64 %10, 40
  %17 = lshr i64 %10, 48
  %18 = lshr i64 %10, 56
    #dbg_value(i64 %10, !550, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !555)
    #dbg_value(i64 %12, !550, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !555)
    #dbg_value(i64 %13, !550, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !555)
    #dbg_value(i64 %14, !550, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !555)
    #dbg_value(i64 %15, !550, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !555)
    #dbg_value(i64 %16, !550, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !555)
    #dbg_value(i64 %17, !550, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !555)
    #dbg_value(i64 %18, !550, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !555)
    #dbg_value(i64 %11, !550, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 8), !555)
  %19 = extractvalue [2 x i64] %7, 0
  %20 = extractvalue [2 x i64] %7, 1
  %21 = lshr i64 %19, 8
  %22 = lshr i64 %19, 16
  %23 = lshr i64 %19, 24
  %24 = lshr i64 %19, 32
  %25 = lshr i64 %19, 40
  %26 = lshr i64 %19, 48
  %27 = lshr i64 %19, 56
  %28 = lshr i64 %20, 8
  %29 = lshr i64 %20, 16
  %30 = lshr i64 %20, 24
    #dbg_value(i64 %19, !552, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !555)
    #dbg_value(i64 %21, !552, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !555)
    #dbg_value(i64 %22, !552, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !555)
    #dbg_value(i64 %23, !552, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !555)
    #dbg_value(i64 %24, !552, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !555)
    #dbg_value(i64 %25, !552, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !555)
    #dbg_value(i64 %26, !552, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !555)
    #dbg_value(i64 %27, !552, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !555)
    #dbg_value(i64 %20, !552, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 8), !555)
    #dbg_value(i64 %28, !552, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 72, 8), !555)
    #dbg_value(i64 %29, !552, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 80, 8), !555)
    #dbg_value(i64 %30, !552, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 88, 8), !555)
  %31 = extractvalue [2 x i64] %8, 0
  %32 = extractvalue [2 x i64] %8, 1
  %33 = lshr i64 %31, 8
  %34 = lshr i64 %31, 16
  %35 = lshr i64 %31, 24
  %36 = lshr i64 %31, 32
  %37 = lshr i64 %31, 40
  %38 = lshr i64 %31, 48
  %39 = lshr i64 %31, 56
  %40 = lshr i64 %32, 8
  %41 = lshr i64 %32, 16
  %42 = lshr i64 %32, 24
  %43 = lshr i64 %32, 32
  %44 = lshr i64 %32, 40
  %45 = lshr i64 %32, 48
    #dbg_value(i64 %31, !553, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !555)
    #dbg_value(i64 %33, !553, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !555)
    #dbg_value(i64 %34, !553, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !555)
    #dbg_value(i64 %35, !553, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !555)
    #dbg_value(i64 %36, !553, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !555)
    #dbg_value(i64 %37, !553, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !555)
    #dbg_value(i64 %38, !553, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !555)
    #dbg_value(i64 %39, !553, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !555)
    #dbg_value(i64 %32, !553, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 8), !555)
    #dbg_value(i64 %40, !553, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 72, 8), !555)
    #dbg_value(i64 %41, !553, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 80, 8), !555)
    #dbg_value(i64 %42, !553, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 88, 8), !555)
    #dbg_value(i64 %43, !553, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 8), !555)
    #dbg_value(i64 %44, !553, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 104, 8), !555)
    #dbg_value(i64 %45, !553, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 112, 8), !555)
    #dbg_value(i8 %6, !551, !DIExpression(), !555)
    #dbg_value(i64 poison, !206, !DIExpression(), !556)
    #dbg_value(i64 poison, !211, !DIExpression(), !556)
    #dbg_value(i64 poison, !206, !DIExpression(), !558)
    #dbg_value(i64 poison, !211, !DIExpression(), !558)
    #dbg_value(!DIArgList(i64 poison, i64 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !560)
    #dbg_value(!DIArgList(i64 poison, i64 poison), !211, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !560)
    #dbg_value(i64 poison, !206, !DIExpression(), !562)
    #dbg_value(i64 poison, !211, !DIExpression(), !562)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_xor, DW_OP_stack_value), !564)
    #dbg_value(!DIArgList(i64 poison, i64 poison), !211, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !564)
    #dbg_value(i64 poison, !206, !DIExpression(), !566)
    #dbg_value(i64 poison, !211, !DIExpression(), !566)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_xor, DW_OP_stack_value), !568)
    #dbg_value(!DIArgList(i64 poison, i64 poison), !211, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !568)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison), !554, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_xor, DW_OP_stack_value), !555)
    #dbg_value(i64 poison, !206, !DIExpression(), !570)
    #dbg_value(i64 poison, !211, !DIExpression(), !570)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_xor, DW_OP_stack_value), !572)
    #dbg_value(!DIArgList(i64 poison, i64 poison), !211, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !572)
    #dbg_value(ptr undef, !188, !DIExpression(), !574)
    #dbg_value(i32 9, !195, !DIExpression(), !574)
    #dbg_value(i64 7, !196, !DIExpression(), !574)
    #dbg_value(ptr undef, !197, !DIExpression(), !574)
    #dbg_value(i32 0, !201, !DIExpression(), !576)
    #dbg_value(i64 0, !201, !DIExpression(), !576)
    #dbg_value(i64 7, !196, !DIExpression(), !574)
  %46 = and i64 %10, 255, !dbg !577
    #dbg_value(i64 7, !206, !DIExpression(), !578)
    #dbg_value(i64 %46, !211, !DIExpression(), !578)
  %47 = xor i64 %46, 7000021, !dbg !580
    #dbg_value(i64 %47, !196, !DIExpression(), !574)
    #dbg_value(i64 1, !201, !DIExpression(), !576)
  %48 = and i64 %12, 255, !dbg !577
    #dbg_value(i64 %47, !206, !DIExpression(), !578)
    #dbg_value(i64 %48, !211, !DIExpression(), !578)
  %49 = mul nuw nsw i64 %47, 1000003, !dbg !581
  %50 = xor i64 %49, %48, !dbg !580
    #dbg_value(i64 %50, !196, !DIExpression(), !574)
    #dbg_value(i64 2, !201, !DIExpression(), !576)
  %51 = and i64 %13, 255, !dbg !577
    #dbg_value(i64 %50, !206, !DIExpression(), !578)
    #dbg_value(i64 %51, !211, !DIExpression(), !578)
  %52 = mul nuw nsw i64 %50, 1000003, !dbg !581
  %53 = xor i64 %52, %51, !dbg !580
    #dbg_value(i64 %53, !196, !DIExpression(), !574)
    #dbg_value(i64 3, !201, !DIExpression(), !576)
  %54 = and i64 %14, 255, !dbg !577
    #dbg_value(i64 %53, !206, !DIExpression(), !578)
    #dbg_value(i64 %54, !211, !DIExpression(), !578)
  %55 = mul i64 %53, 1000003, !dbg !581
  %56 = xor i64 %55, %54, !dbg !580
    #dbg_value(i64 %56, !196, !DIExpression(), !574)
    #dbg_value(i64 4, !201, !DIExpression(), !576)
  %57 = and i64 %15, 255, !dbg !577
    #dbg_value(i64 %56, !206, !DIExpression(), !578)
    #dbg_value(i64 %57, !211, !DIExpression(), !578)
  %58 = mul i64 %56, 1000003, !dbg !581
  %59 = xor i64 %58, %57, !dbg !580
    #dbg_value(i64 %59, !196, !DIExpression(), !574)
    #dbg_value(i64 5, !201, !DIExpression(), !576)
  %60 = and i64 %16, 255, !dbg !577
    #dbg_value(i64 %59, !206, !DIExpression(), !578)
    #dbg_value(i64 %60, !211, !DIExpression(), !578)
  %61 = mul i64 %59, 1000003, !dbg !581
  %62 = xor i64 %61, %60, !dbg !580
    #dbg_value(i64 %62, !196, !DIExpression(), !574)
    #dbg_value(i64 6, !201, !DIExpression(), !576)
  %63 = and i64 %17, 255, !dbg !577
    #dbg_value(i64 %62, !206, !DIExpression(), !578)
    #dbg_value(i64 %63, !211, !DIExpression(), !578)
  %64 = mul i64 %62, 1000003, !dbg !581
  %65 = xor i64 %64, %63, !dbg !580
    #dbg_value(i64 %65, !196, !DIExpression(), !574)
    #dbg_value(i64 7, !201, !DIExpression(), !576)
    #dbg_value(i64 %65, !206, !DIExpression(), !578)
    #dbg_value(i64 %18, !211, !DIExpression(), !578)
  %66 = mul i64 %65, 1000003, !dbg !581
  %67 = xor i64 %66, %18, !dbg !580
    #dbg_value(i64 %67, !196, !DIExpression(), !574)
    #dbg_value(i64 8, !201, !DIExpression(), !576)
    #dbg_value(i64 %67, !206, !DIExpression(), !578)
    #dbg_value(i64 %101, !211, !DIExpression(), !578)
  %68 = mul i64 %67, 1000003, !dbg !581
    #dbg_value(i64 %147, !196, !DIExpression(), !574)
    #dbg_value(i64 9, !201, !DIExpression(), !576)
    #dbg_value(i64 0, !201, !DIExpression(), !582)
    #dbg_value(i64 7, !196, !DIExpression(), !584)
  %69 = and i64 %19, 255, !dbg !585
    #dbg_value(i64 7, !206, !DIExpression(), !586)
    #dbg_value(i64 %69, !211, !DIExpression(), !586)
  %70 = xor i64 %69, 7000021, !dbg !588
    #dbg_value(i64 %70, !196, !DIExpression(), !584)
    #dbg_value(i64 1, !201, !DIExpression(), !582)
  %71 = and i64 %21, 255, !dbg !585
    #dbg_value(i64 %70, !206, !DIExpression(), !586)
    #dbg_value(i64 %71, !211, !DIExpression(), !586)
  %72 = mul nuw nsw i64 %70, 1000003, !dbg !589
  %73 = xor i64 %72, %71, !dbg !588
    #dbg_value(i64 %73, !196, !DIExpression(), !584)
    #dbg_value(i64 2, !201, !DIExpression(), !582)
  %74 = and i64 %22, 255, !dbg !585
    #dbg_value(i64 %73, !206, !DIExpression(), !586)
    #dbg_value(i64 %74, !211, !DIExpression(), !586)
  %75 = mul nuw nsw i64 %73, 1000003, !dbg !589
  %76 = xor i64 %75, %74, !dbg !588
    #dbg_value(i64 %76, !196, !DIExpression(), !584)
    #dbg_value(i64 3, !201, !DIExpression(), !582)
  %77 = and i64 %23, 255, !dbg !585
    #dbg_value(i64 %76, !206, !DIExpression(), !586)
    #dbg_value(i64 %77, !211, !DIExpression(), !586)
  %78 = mul i64 %76, 1000003, !dbg !589
  %79 = xor i64 %78, %77, !dbg !588
    #dbg_value(i64 %79, !196, !DIExpression(), !584)
    #dbg_value(i64 4, !201, !DIExpression(), !582)
  %80 = and i64 %24, 255, !dbg !585
    #dbg_value(i64 %79, !206, !DIExpression(), !586)
    #dbg_value(i64 %80, !211, !DIExpression(), !586)
  %81 = mul i64 %79, 1000003, !dbg !589
  %82 = xor i64 %81, %80, !dbg !588
    #dbg_value(i64 %82, !196, !DIExpression(), !584)
    #dbg_value(i64 5, !201, !DIExpression(), !582)
  %83 = and i64 %25, 255, !dbg !585
    #dbg_value(i64 %82, !206, !DIExpression(), !586)
    #dbg_value(i64 %83, !211, !DIExpression(), !586)
  %84 = mul i64 %82, 1000003, !dbg !589
  %85 = xor i64 %84, %83, !dbg !588
    #dbg_value(i64 %85, !196, !DIExpression(), !584)
    #dbg_value(i64 6, !201, !DIExpression(), !582)
  %86 = and i64 %26, 255, !dbg !585
    #dbg_value(i64 %85, !206, !DIExpression(), !586)
    #dbg_value(i64 %86, !211, !DIExpression(), !586)
  %87 = mul i64 %85, 1000003, !dbg !589
  %88 = xor i64 %87, %86, !dbg !588
    #dbg_value(i64 %88, !196, !DIExpression(), !584)
    #dbg_value(i64 7, !201, !DIExpression(), !582)
    #dbg_value(i64 %88, !206, !DIExpression(), !586)
    #dbg_value(i64 %27, !211, !DIExpression(), !586)
  %89 = mul i64 %88, 1000003, !dbg !589
  %90 = xor i64 %89, %27, !dbg !588
    #dbg_value(i64 %90, !196, !DIExpression(), !584)
    #dbg_value(i64 8, !201, !DIExpression(), !582)
  %91 = and i64 %20, 255, !dbg !585
    #dbg_value(i64 %90, !206, !DIExpression(), !586)
    #dbg_value(i64 %91, !211, !DIExpression(), !586)
  %92 = mul i64 %90, 1000003, !dbg !589
  %93 = xor i64 %92, %91, !dbg !588
    #dbg_value(i64 %93, !196, !DIExpression(), !584)
    #dbg_value(i64 9, !201, !DIExpression(), !582)
  %94 = and i64 %28, 255, !dbg !585
    #dbg_value(i64 %93, !206, !DIExpression(), !586)
    #dbg_value(i64 %94, !211, !DIExpression(), !586)
  %95 = mul i64 %93, 1000003, !dbg !589
  %96 = xor i64 %95, %94, !dbg !588
    #dbg_value(i64 %96, !196, !DIExpression(), !584)
    #dbg_value(i64 10, !201, !DIExpression(), !582)
  %97 = and i64 %29, 255, !dbg !585
    #dbg_value(i64 %96, !206, !DIExpression(), !586)
    #dbg_value(i64 %97, !211, !DIExpression(), !586)
  %98 = mul i64 %96, 1000003, !dbg !589
  %99 = xor i64 %98, %97, !dbg !588
    #dbg_value(i64 %99, !196, !DIExpression(), !584)
    #dbg_value(i64 11, !201, !DIExpression(), !582)
    #dbg_value(i64 %99, !206, !DIExpression(), !586)
    #dbg_value(i64 %145, !211, !DIExpression(), !586)
  %100 = mul i64 %99, 1000003, !dbg !589
    #dbg_value(i64 %146, !196, !DIExpression(), !584)
    #dbg_value(i64 12, !201, !DIExpression(), !582)
  %101 = and i64 %11, 255, !dbg !577
    #dbg_value(i64 0, !201, !DIExpression(), !590)
    #dbg_value(i64 7, !196, !DIExpression(), !592)
  %102 = and i64 %31, 255, !dbg !593
    #dbg_value(i64 7, !206, !DIExpression(), !594)
    #dbg_value(i64 %102, !211, !DIExpression(), !594)
  %103 = xor i64 %102, 7000021, !dbg !596
    #dbg_value(i64 %103, !196, !DIExpression(), !592)
    #dbg_value(i64 1, !201, !DIExpression(), !590)
  %104 = and i64 %33, 255, !dbg !593
    #dbg_value(i64 %103, !206, !DIExpression(), !594)
    #dbg_value(i64 %104, !211, !DIExpression(), !594)
  %105 = mul nuw nsw i64 %103, 1000003, !dbg !597
  %106 = xor i64 %105, %104, !dbg !596
    #dbg_value(i64 %106, !196, !DIExpression(), !592)
    #dbg_value(i64 2, !201, !DIExpression(), !590)
  %107 = and i64 %34, 255, !dbg !593
    #dbg_value(i64 %106, !206, !DIExpression(), !594)
    #dbg_value(i64 %107, !211, !DIExpression(), !594)
  %108 = mul nuw nsw i64 %106, 1000003, !dbg !597
  %109 = xor i64 %108, %107, !dbg !596
    #dbg_value(i64 %109, !196, !DIExpression(), !592)
    #dbg_value(i64 3, !201, !DIExpression(), !590)
  %110 = and i64 %35, 255, !dbg !593
    #dbg_value(i64 %109, !206, !DIExpression(), !594)
    #dbg_value(i64 %110, !211, !DIExpression(), !594)
  %111 = mul i64 %109, 1000003, !dbg !597
  %112 = xor i64 %111, %110, !dbg !596
    #dbg_value(i64 %112, !196, !DIExpression(), !592)
    #dbg_value(i64 4, !201, !DIExpression(), !590)
  %113 = and i64 %36, 255, !dbg !593
    #dbg_value(i64 %112, !206, !DIExpression(), !594)
    #dbg_value(i64 %113, !211, !DIExpression(), !594)
  %114 = mul i64 %112, 1000003, !dbg !597
  %115 = xor i64 %114, %113, !dbg !596
    #dbg_value(i64 %115, !196, !DIExpression(), !592)
    #dbg_value(i64 5, !201, !DIExpression(), !590)
  %116 = and i64 %37, 255, !dbg !593
    #dbg_value(i64 %115, !206, !DIExpression(), !594)
    #dbg_value(i64 %116, !211, !DIExpression(), !594)
  %117 = mul i64 %115, 1000003, !dbg !597
  %118 = xor i64 %117, %116, !dbg !596
    #dbg_value(i64 %118, !196, !DIExpression(), !592)
    #dbg_value(i64 6, !201, !DIExpression(), !590)
  %119 = and i64 %38, 255, !dbg !593
    #dbg_value(i64 %118, !206, !DIExpression(), !594)
    #dbg_value(i64 %119, !211, !DIExpression(), !594)
  %120 = mul i64 %118, 1000003, !dbg !597
  %121 = xor i64 %120, %119, !dbg !596
    #dbg_value(i64 %121, !196, !DIExpression(), !592)
    #dbg_value(i64 7, !201, !DIExpression(), !590)
    #dbg_value(i64 %121, !206, !DIExpression(), !594)
    #dbg_value(i64 %39, !211, !DIExpression(), !594)
  %122 = mul i64 %121, 1000003, !dbg !597
  %123 = xor i64 %122, %39, !dbg !596
    #dbg_value(i64 %123, !196, !DIExpression(), !592)
    #dbg_value(i64 8, !201, !DIExpression(), !590)
  %124 = and i64 %32, 255, !dbg !593
    #dbg_value(i64 %123, !206, !DIExpression(), !594)
    #dbg_value(i64 %124, !211, !DIExpression(), !594)
  %125 = mul i64 %123, 1000003, !dbg !597
  %126 = xor i64 %125, %124, !dbg !596
    #dbg_value(i64 %126, !196, !DIExpression(), !592)
    #dbg_value(i64 9, !201, !DIExpression(), !590)
  %127 = and i64 %40, 255, !dbg !593
    #dbg_value(i64 %126, !206, !DIExpression(), !594)
    #dbg_value(i64 %127, !211, !DIExpression(), !594)
  %128 = mul i64 %126, 1000003, !dbg !597
  %129 = xor i64 %128, %127, !dbg !596
    #dbg_value(i64 %129, !196, !DIExpression(), !592)
    #dbg_value(i64 10, !201, !DIExpression(), !590)
  %130 = and i64 %41, 255, !dbg !593
    #dbg_value(i64 %129, !206, !DIExpression(), !594)
    #dbg_value(i64 %130, !211, !DIExpression(), !594)
  %131 = mul i64 %129, 1000003, !dbg !597
  %132 = xor i64 %131, %130, !dbg !596
    #dbg_value(i64 %132, !196, !DIExpression(), !592)
    #dbg_value(i64 11, !201, !DIExpression(), !590)
  %133 = and i64 %42, 255, !dbg !593
    #dbg_value(i64 %132, !206, !DIExpression(), !594)
    #dbg_value(i64 %133, !211, !DIExpression(), !594)
  %134 = mul i64 %132, 1000003, !dbg !597
  %135 = xor i64 %134, %133, !dbg !596
    #dbg_value(i64 %135, !196, !DIExpression(), !592)
    #dbg_value(i64 12, !201, !DIExpression(), !590)
  %136 = and i64 %43, 255, !dbg !593
    #dbg_value(i64 %135, !206, !DIExpression(), !594)
    #dbg_value(i64 %136, !211, !DIExpression(), !594)
  %137 = mul i64 %135, 1000003, !dbg !597
  %138 = xor i64 %137, %136, !dbg !596
    #dbg_value(i64 %138, !196, !DIExpression(), !592)
    #dbg_value(i64 13, !201, !DIExpression(), !590)
  %139 = and i64 %44, 255, !dbg !593
    #dbg_value(i64 %138, !206, !DIExpression(), !594)
    #dbg_value(i64 %139, !211, !DIExpression(), !594)
  %140 = mul i64 %138, 1000003, !dbg !597
  %141 = xor i64 %140, %139, !dbg !596
    #dbg_value(i64 %141, !196, !DIExpression(), !592)
    #dbg_value(i64 14, !201, !DIExpression(), !590)
  %142 = and i64 %45, 255, !dbg !593
    #dbg_value(i64 %141, !206, !DIExpression(), !594)
    #dbg_value(i64 %142, !211, !DIExpression(), !594)
  %143 = mul i64 %141, 1000003, !dbg !597
  %144 = xor i64 %143, %142, !dbg !596
    #dbg_value(i64 %144, !196, !DIExpression(), !592)
    #dbg_value(i64 15, !201, !DIExpression(), !590)
  %145 = and i64 %30, 255, !dbg !585
  %146 = xor i64 %100, %145, !dbg !588
  %147 = xor i64 %68, %101, !dbg !580
  %148 = extractvalue [2 x i64] %0, 0
    #dbg_value(i64 %148, !545, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !555)
    #dbg_value(i64 %148, !206, !DIExpression(), !556)
  %149 = mul i64 %148, 1000003, !dbg !598
  %150 = extractvalue [2 x i64] %0, 1
    #dbg_value(i64 %150, !545, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !555)
    #dbg_value(i64 %150, !211, !DIExpression(), !556)
    #dbg_value(!DIArgList(i64 %149, i64 %150), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !560)
  %151 = xor i64 %149, %150, !dbg !599
    #dbg_value(i64 %151, !206, !DIExpression(), !560)
  %152 = mul i64 %151, 1000003, !dbg !600
  %153 = extractvalue [2 x i64] %1, 0
    #dbg_value(i64 %153, !546, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !555)
    #dbg_value(i64 %153, !206, !DIExpression(), !558)
  %154 = mul i64 %153, 1000003, !dbg !601
  %155 = extractvalue [2 x i64] %1, 1
    #dbg_value(i64 %155, !546, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !555)
    #dbg_value(i64 %155, !211, !DIExpression(), !558)
    #dbg_value(!DIArgList(i64 %154, i64 %155), !211, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !560)
    #dbg_value(!DIArgList(i64 %152, i64 %154, i64 %155), !554, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_xor, DW_OP_stack_value), !555)
    #dbg_value(!DIArgList(i64 %152, i64 %154, i64 %155), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_xor, DW_OP_stack_value), !564)
  %156 = xor i64 %154, %155, !dbg !602
    #dbg_value(i64 %156, !211, !DIExpression(), !560)
    #dbg_value(!DIArgList(i64 %152, i64 %156), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !564)
    #dbg_value(!DIArgList(i64 %152, i64 %156), !554, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !555)
  %157 = xor i64 %156, %152, !dbg !603
    #dbg_value(i64 %157, !554, !DIExpression(), !555)
    #dbg_value(i64 %157, !206, !DIExpression(), !564)
  %158 = mul i64 %157, 1000003, !dbg !604
  %159 = extractvalue [2 x i64] %2, 0
    #dbg_value(i64 %159, !547, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !555)
    #dbg_value(i64 %159, !206, !DIExpression(), !562)
  %160 = mul i64 %159, 1000003, !dbg !605
  %161 = extractvalue [2 x i64] %2, 1
    #dbg_value(i64 %161, !547, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !555)
    #dbg_value(i64 %161, !211, !DIExpression(), !562)
    #dbg_value(!DIArgList(i64 %160, i64 %161), !211, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !564)
    #dbg_value(!DIArgList(i64 %158, i64 %160, i64 %161), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_xor, DW_OP_stack_value), !568)
  %162 = xor i64 %160, %161, !dbg !606
    #dbg_value(i64 %162, !211, !DIExpression(), !564)
    #dbg_value(!DIArgList(i64 %158, i64 %162), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !568)
  %163 = xor i64 %162, %158, !dbg !607
    #dbg_value(i64 %163, !206, !DIExpression(), !568)
  %164 = mul i64 %163, 1000003, !dbg !608
  %165 = extractvalue [2 x i64] %3, 0
    #dbg_value(i64 %165, !548, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !555)
    #dbg_value(i64 %165, !206, !DIExpression(), !566)
  %166 = mul i64 %165, 1000003, !dbg !609
  %167 = extractvalue [2 x i64] %3, 1
    #dbg_value(i64 %167, !548, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !555)
    #dbg_value(i64 %167, !211, !DIExpression(), !566)
    #dbg_value(!DIArgList(i64 %166, i64 %167), !211, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !568)
    #dbg_value(!DIArgList(i64 %164, i64 %166, i64 %167), !554, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_xor, DW_OP_stack_value), !555)
    #dbg_value(!DIArgList(i64 %164, i64 %166, i64 %167), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_xor, DW_OP_stack_value), !572)
  %168 = xor i64 %166, %167, !dbg !610
    #dbg_value(i64 %168, !211, !DIExpression(), !568)
    #dbg_value(!DIArgList(i64 %164, i64 %168), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !572)
    #dbg_value(!DIArgList(i64 %164, i64 %168), !554, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !555)
  %169 = xor i64 %168, %164, !dbg !611
    #dbg_value(i64 %169, !554, !DIExpression(), !555)
    #dbg_value(i64 %169, !206, !DIExpression(), !572)
  %170 = mul i64 %169, 1000003, !dbg !612
  %171 = extractvalue [2 x i64] %4, 0
    #dbg_value(i64 %171, !549, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !555)
    #dbg_value(i64 %171, !206, !DIExpression(), !570)
  %172 = mul i64 %171, 1000003, !dbg !613
  %173 = extractvalue [2 x i64] %4, 1
    #dbg_value(i64 %173, !549, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !555)
    #dbg_value(i64 %173, !211, !DIExpression(), !570)
    #dbg_value(!DIArgList(i64 %172, i64 %173), !211, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !572)
  %174 = xor i64 %172, %173, !dbg !614
    #dbg_value(i64 %174, !211, !DIExpression(), !572)
  %175 = xor i64 %174, %170, !dbg !615
  %176 = mul i64 %175, 1000003, !dbg !616
    #dbg_value(!DIArgList(i64 %176, i64 %147), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !618)
    #dbg_value(!DIArgList(i64 %176, i64 %147), !554, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !555)
  %177 = xor i64 %147, %176, !dbg !620
    #dbg_value(i64 %177, !554, !DIExpression(), !555)
    #dbg_value(i64 %177, !206, !DIExpression(), !618)
  %178 = mul i64 %177, 1000003, !dbg !621
  %179 = zext i8 %6 to i64, !dbg !622
    #dbg_value(i64 %179, !211, !DIExpression(), !618)
  %180 = xor i64 %178, %179, !dbg !623
  %181 = mul i64 %180, 1000003, !dbg !624
  %182 = xor i64 %146, %181, !dbg !626
    #dbg_value(i64 %182, !206, !DIExpression(), !627)
    #dbg_value(i64 %144, !211, !DIExpression(), !627)
  %183 = mul i64 %182, 1000003, !dbg !629
  %184 = xor i64 %144, %183, !dbg !630
  ret i64 %184, !dbg !622
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @r_partial(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, [2 x i64] %7, i64 noundef %8, i64 %9) local_unnamed_addr #0 !dbg !631 {
    #dbg_value(i64 poison, !642, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !645)
    #dbg_value(i64 poison, !642, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !645)
  %11 = lshr i64 %9, 8
  %12 = lshr i64 %9, 16
    #dbg_value(i64 %9, !644, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !645)
    #dbg_value(i64 %11, !644, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !645)
    #dbg_value(i64 %12, !644, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !645)
    #dbg_value(i64 %0, !635, !DIExpression(), !645)
    #dbg_value(i64 %1, !636, !DIExpression(), !645)
    #dbg_value(i64 %2, !637, !DIExpression(), !645)
    #dbg_value(i64 %3, !638, !DIExpression(), !645)
    #dbg_value(i64 %4, !639, !DIExpression(), !645)
    #dbg_value(i64 %5, !640, !DIExpression(), !645)
    #dbg_value(i64 %6, !641, !DIExpression(), !645)
    #dbg_value(i64 %8, !643, !DIExpression(), !645)
    #dbg_value(i64 %0, !206, !DIExpression(), !646)
    #dbg_value(i64 %1, !211, !DIExpression(), !646)
    #dbg_value(!DIArgList(i64 %0, i64 %1), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !648)
    #dbg_value(i64 %2, !211, !DIExpression(), !648)
    #dbg_value(!DIArgList(i64 %0, i64 %2, i64 %1), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !650)
    #dbg_value(i64 %3, !211, !DIExpression(), !650)
    #dbg_value(!DIArgList(i64 %0, i64 %3, i64 %2, i64 %1), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !652)
    #dbg_value(i64 %4, !211, !DIExpression(), !652)
    #dbg_value(!DIArgList(i64 %0, i64 %4, i64 %3, i64 %2, i64 %1), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !654)
    #dbg_value(i64 %5, !211, !DIExpression(), !654)
    #dbg_value(!DIArgList(i64 %0, i64 %5, i64 %4, i64 %3, i64 %2, i64 %1), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !656)
    #dbg_value(i64 %6, !211, !DIExpression(), !656)
    #dbg_value(!DIArgList(i64 %0, i64 %6, i64 %5, i64 %4, i64 %3, i64 %2, i64 %1), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !658)
    #dbg_value(!DIArgList(i64 poison, i64 poison), !211, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !658)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_xor, DW_OP_stack_value), !660)
    #dbg_value(i64 %8, !211, !DIExpression(), !660)
    #dbg_value(ptr undef, !188, !DIExpression(), !662)
    #dbg_value(i32 3, !195, !DIExpression(), !662)
    #dbg_value(i64 7, !196, !DIExpression(), !662)
    #dbg_value(ptr undef, !197, !DIExpression(), !662)
    #dbg_value(i32 0, !201, !DIExpression(), !664)
    #dbg_value(i64 0, !201, !DIExpression(), !664)
    #dbg_value(i64 7, !196, !DIExpression(), !662)
  %13 = and i64 %9, 255, !dbg !665
    #dbg_value(i64 7, !206, !DIExpression(), !666)
    #dbg_value(i64 %13, !211, !DIExpression(), !666)
  %14 = xor i64 %13, 7000021, !dbg !668
    #dbg_value(i64 %14, !196, !DIExpression(), !662)
    #dbg_value(i64 1, !201, !DIExpression(), !664)
  %15 = and i64 %11, 255, !dbg !665
    #dbg_value(i64 %14, !206, !DIExpression(), !666)
    #dbg_value(i64 %15, !211, !DIExpression(), !666)
  %16 = mul nuw nsw i64 %14, 1000003, !dbg !669
  %17 = xor i64 %16, %15, !dbg !668
    #dbg_value(i64 %17, !196, !DIExpression(), !662)
    #dbg_value(i64 2, !201, !DIExpression(), !664)
  %18 = and i64 %12, 255, !dbg !665
    #dbg_value(i64 %17, !206, !DIExpression(), !666)
    #dbg_value(i64 %18, !211, !DIExpression(), !666)
  %19 = mul nuw nsw i64 %17, 1000003, !dbg !669
  %20 = xor i64 %19, %18, !dbg !668
    #dbg_value(i64 %20, !196, !DIExpression(), !662)
    #dbg_value(i64 3, !201, !DIExpression(), !664)
  %21 = mul i64 %0, 1000003, !dbg !670
    #dbg_value(!DIArgList(i64 %21, i64 %6, i64 %5, i64 %4, i64 %3, i64 %2, i64 %1), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !658)
    #dbg_value(!DIArgList(i64 %21, i64 %5, i64 %4, i64 %3, i64 %2, i64 %1), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !656)
    #dbg_value(!DIArgList(i64 %21, i64 %4, i64 %3, i64 %2, i64 %1), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !654)
    #dbg_value(!DIArgList(i64 %21, i64 %3, i64 %2, i64 %1), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !652)
    #dbg_value(!DIArgList(i64 %21, i64 %2, i64 %1), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !650)
    #dbg_value(!DIArgList(i64 %21, i64 %1), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !648)
  %22 = xor i64 %21, %1, !dbg !671
    #dbg_value(!DIArgList(i64 %22, i64 %6, i64 %5, i64 %4, i64 %3, i64 %2), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !658)
    #dbg_value(!DIArgList(i64 %22, i64 %5, i64 %4, i64 %3, i64 %2), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !656)
    #dbg_value(!DIArgList(i64 %22, i64 %4, i64 %3, i64 %2), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !654)
    #dbg_value(!DIArgList(i64 %22, i64 %3, i64 %2), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !652)
    #dbg_value(!DIArgList(i64 %22, i64 %2), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !650)
    #dbg_value(i64 %22, !206, !DIExpression(), !648)
  %23 = mul i64 %22, 1000003, !dbg !672
    #dbg_value(!DIArgList(i64 %23, i64 %6, i64 %5, i64 %4, i64 %3, i64 %2), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !658)
    #dbg_value(!DIArgList(i64 %23, i64 %5, i64 %4, i64 %3, i64 %2), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !656)
    #dbg_value(!DIArgList(i64 %23, i64 %4, i64 %3, i64 %2), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !654)
    #dbg_value(!DIArgList(i64 %23, i64 %3, i64 %2), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !652)
    #dbg_value(!DIArgList(i64 %23, i64 %2), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !650)
  %24 = xor i64 %23, %2, !dbg !673
    #dbg_value(!DIArgList(i64 %24, i64 %6, i64 %5, i64 %4, i64 %3), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !658)
    #dbg_value(!DIArgList(i64 %24, i64 %5, i64 %4, i64 %3), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !656)
    #dbg_value(!DIArgList(i64 %24, i64 %4, i64 %3), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !654)
    #dbg_value(!DIArgList(i64 %24, i64 %3), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !652)
    #dbg_value(i64 %24, !206, !DIExpression(), !650)
  %25 = mul i64 %24, 1000003, !dbg !674
    #dbg_value(!DIArgList(i64 %25, i64 %6, i64 %5, i64 %4, i64 %3), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !658)
    #dbg_value(!DIArgList(i64 %25, i64 %5, i64 %4, i64 %3), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !656)
    #dbg_value(!DIArgList(i64 %25, i64 %4, i64 %3), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !654)
    #dbg_value(!DIArgList(i64 %25, i64 %3), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !652)
  %26 = xor i64 %25, %3, !dbg !675
    #dbg_value(!DIArgList(i64 %26, i64 %6, i64 %5, i64 %4), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !658)
    #dbg_value(!DIArgList(i64 %26, i64 %5, i64 %4), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !656)
    #dbg_value(!DIArgList(i64 %26, i64 %4), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !654)
    #dbg_value(i64 %26, !206, !DIExpression(), !652)
  %27 = mul i64 %26, 1000003, !dbg !676
    #dbg_value(!DIArgList(i64 %27, i64 %6, i64 %5, i64 %4), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !658)
    #dbg_value(!DIArgList(i64 %27, i64 %5, i64 %4), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !656)
    #dbg_value(!DIArgList(i64 %27, i64 %4), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !654)
  %28 = xor i64 %27, %4, !dbg !677
    #dbg_value(!DIArgList(i64 %28, i64 %6, i64 %5), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !658)
    #dbg_value(!DIArgList(i64 %28, i64 %5), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !656)
    #dbg_value(i64 %28, !206, !DIExpression(), !654)
  %29 = mul i64 %28, 1000003, !dbg !678
    #dbg_value(!DIArgList(i64 %29, i64 %6, i64 %5), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !658)
    #dbg_value(!DIArgList(i64 %29, i64 %5), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !656)
  %30 = xor i64 %29, %5, !dbg !679
    #dbg_value(!DIArgList(i64 %30, i64 %6), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !658)
    #dbg_value(i64 %30, !206, !DIExpression(), !656)
  %31 = mul i64 %30, 1000003, !dbg !680
    #dbg_value(!DIArgList(i64 %31, i64 %6), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !658)
  %32 = xor i64 %31, %6, !dbg !681
    #dbg_value(i64 %32, !206, !DIExpression(), !658)
  %33 = mul i64 %32, 1000003, !dbg !682
  %34 = extractvalue [2 x i64] %7, 0
    #dbg_value(i64 %34, !642, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !645)
  %35 = mul nsw i64 %34, 5, !dbg !683
  %36 = extractvalue [2 x i64] %7, 1
    #dbg_value(i64 %36, !642, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !645)
    #dbg_value(!DIArgList(i64 %35, i64 %36), !211, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !658)
    #dbg_value(!DIArgList(i64 %33, i64 %35, i64 %36), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_xor, DW_OP_stack_value), !660)
  %37 = add nsw i64 %35, %36, !dbg !683
    #dbg_value(i64 %37, !211, !DIExpression(), !658)
    #dbg_value(!DIArgList(i64 %33, i64 %37), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !660)
  %38 = xor i64 %33, %37, !dbg !684
    #dbg_value(i64 %38, !206, !DIExpression(), !660)
  %39 = mul i64 %38, 1000003, !dbg !685
  %40 = xor i64 %39, %8, !dbg !686
    #dbg_value(i64 %40, !206, !DIExpression(), !687)
    #dbg_value(i64 %20, !211, !DIExpression(), !687)
  %41 = mul i64 %40, 1000003, !dbg !689
  %42 = xor i64 %20, %41, !dbg !690
    #dbg_value(i64 %42, !206, !DIExpression(), !691)
    #dbg_value(i64 0, !211, !DIExpression(), !691)
  %43 = mul i64 %42, 1000003, !dbg !693
  ret i64 %43, !dbg !683
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i8 @r_ret_s1(i8 noundef %0) local_unnamed_addr #0 !dbg !694 {
    #dbg_value(i8 %0, !698, !DIExpression(), !700)
  %2 = add i8 %0, 1, !dbg !701
    #dbg_value(i8 %2, !699, !DIExpression(), !700)
  ret i8 %2, !dbg !701
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i24 @r_ret_s3(i64 %0) local_unnamed_addr #0 !dbg !702 {
    #dbg_value(i64 %0, !706, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !708)
    #dbg_value(i64 %0, !706, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !708)
    #dbg_value(i64 %0, !706, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !708)
    #dbg_value(i64 %0, !707, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !708)
    #dbg_value(i64 %0, !707, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !708)
    #dbg_value(i64 %0, !707, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !708)
  %2 = trunc i64 %0 to i24, !dbg !709
  %3 = shl i24 %2, 16, !dbg !709
  %4 = and i24 %2, 65280, !dbg !709
  %5 = or disjoint i24 %3, %4, !dbg !709
  %6 = lshr i24 %2, 16, !dbg !709
  %7 = or disjoint i24 %5, %6, !dbg !709
  ret i24 %7, !dbg !709
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i64 846628248354816, 846632543322112) i64 @r_ret_s7(i8 noundef %0, i16 noundef %1) local_unnamed_addr #0 !dbg !710 {
    #dbg_value(i8 %0, !714, !DIExpression(), !717)
    #dbg_value(i16 %1, !715, !DIExpression(), !717)
    #dbg_value(i8 %0, !716, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !717)
    #dbg_value(i16 %1, !716, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !717)
    #dbg_value(i8 1, !716, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !717)
    #dbg_value(i8 2, !716, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !717)
    #dbg_value(i8 3, !716, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !717)
  %3 = zext i16 %1 to i64, !dbg !718
  %4 = shl nuw nsw i64 %3, 16, !dbg !718
  %5 = zext i8 %0 to i64, !dbg !718
  %6 = or disjoint i64 %4, %5, !dbg !718
  %7 = or disjoint i64 %6, 846628248354816, !dbg !718
  ret i64 %7, !dbg !718
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local [2 x i64] @r_ret_s9([2 x i64] %0) local_unnamed_addr #0 !dbg !719 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = extractvalue [2 x i64] %0, 1
    #dbg_value(i64 %2, !723, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !727)
    #dbg_value(i64 %2, !723, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !727)
    #dbg_value(i64 %2, !723, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !727)
    #dbg_value(i64 %2, !723, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !727)
    #dbg_value(i64 %2, !723, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !727)
    #dbg_value(i64 %2, !723, !DIExpression(DW_OP_constu, 40, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !727)
    #dbg_value(i64 %2, !723, !DIExpression(DW_OP_constu, 48, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !727)
    #dbg_value(i64 %2, !723, !DIExpression(DW_OP_constu, 56, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !727)
    #dbg_value(i64 %3, !723, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 8), !727)
    #dbg_value(i64 %3, !724, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_constu, 85, DW_OP_xor, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !727)
    #dbg_value(i64 %2, !724, !DIExpression(DW_OP_constu, 56, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_constu, 85, DW_OP_xor, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !727)
    #dbg_value(i64 %2, !724, !DIExpression(DW_OP_constu, 48, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_constu, 85, DW_OP_xor, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !727)
    #dbg_value(i64 %2, !724, !DIExpression(DW_OP_constu, 40, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_constu, 85, DW_OP_xor, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !727)
    #dbg_value(i64 %2, !724, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_constu, 85, DW_OP_xor, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !727)
    #dbg_value(i64 %2, !724, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_constu, 85, DW_OP_xor, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !727)
    #dbg_value(i64 %2, !724, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_constu, 85, DW_OP_xor, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !727)
    #dbg_value(i64 %2, !724, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_constu, 85, DW_OP_xor, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !727)
    #dbg_value(i64 %2, !724, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_constu, 85, DW_OP_xor, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 8), !727)
  %4 = shl i64 %2, 48, !dbg !728
  %5 = and i64 %4, -72057594037927936, !dbg !728
  %6 = shl i64 %2, 32, !dbg !728
  %7 = and i64 %6, 71776119061217280, !dbg !728
  %8 = or disjoint i64 %7, %5, !dbg !728
  %9 = shl i64 %2, 16, !dbg !728
  %10 = and i64 %9, 280375465082880, !dbg !728
  %11 = or disjoint i64 %10, %8, !dbg !728
  %12 = and i64 %2, 1095216660480, !dbg !728
  %13 = or disjoint i64 %12, %11, !dbg !728
  %14 = lshr i64 %2, 16, !dbg !728
  %15 = and i64 %14, 4278190080, !dbg !728
  %16 = or disjoint i64 %15, %13, !dbg !728
  %17 = lshr i64 %2, 32, !dbg !728
  %18 = and i64 %17, 16711680, !dbg !728
  %19 = lshr i64 %2, 48, !dbg !728
  %20 = or disjoint i64 %18, %16, !dbg !728
  %21 = and i64 %3, 255, !dbg !728
  %22 = xor i64 %21, 85, !dbg !728
  %23 = and i64 %19, 65280, !dbg !728
  %24 = or i64 %23, %20, !dbg !728
  %25 = or i64 %24, %22, !dbg !728
  %26 = xor i64 %25, 6148914691236517120, !dbg !728
  %27 = and i64 %2, 255, !dbg !728
  %28 = xor i64 %27, 85, !dbg !728
  %29 = insertvalue [2 x i64] poison, i64 %26, 0, !dbg !728
  %30 = insertvalue [2 x i64] %29, i64 %28, 1, !dbg !728
  ret [2 x i64] %30, !dbg !728
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local [2 x i64] @r_ret_s12(i32 noundef %0) local_unnamed_addr #0 !dbg !729 {
    #dbg_value(i32 %0, !733, !DIExpression(), !735)
    #dbg_value(i32 %0, !734, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !735)
  %2 = shl nsw i32 %0, 1, !dbg !736
    #dbg_value(i32 %2, !734, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !735)
  %3 = mul nsw i32 %0, 3, !dbg !736
    #dbg_value(i32 %3, !734, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !735)
  %4 = zext i32 %2 to i64, !dbg !736
  %5 = shl nuw i64 %4, 32, !dbg !736
  %6 = zext i32 %0 to i64, !dbg !736
  %7 = or disjoint i64 %5, %6, !dbg !736
  %8 = zext i32 %3 to i64, !dbg !736
  %9 = insertvalue [2 x i64] poison, i64 %7, 0, !dbg !736
  %10 = insertvalue [2 x i64] %9, i64 %8, 1, !dbg !736
  ret [2 x i64] %10, !dbg !736
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local [2 x i64] @r_ret_s16([2 x i64] %0) local_unnamed_addr #0 !dbg !737 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = extractvalue [2 x i64] %0, 1
    #dbg_value(i64 %2, !741, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !743)
    #dbg_value(i64 %3, !741, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !743)
    #dbg_value(i64 %3, !742, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !743)
    #dbg_value(i64 %2, !742, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !743)
  %4 = insertvalue [2 x i64] poison, i64 %3, 0, !dbg !744
  %5 = insertvalue [2 x i64] %4, i64 %2, 1, !dbg !744
  ret [2 x i64] %5, !dbg !744
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local [2 x i64] @r_ret_mixdl(double noundef %0, i64 noundef %1) local_unnamed_addr #0 !dbg !745 {
    #dbg_value(double %0, !749, !DIExpression(), !752)
    #dbg_value(i64 %1, !750, !DIExpression(), !752)
  %3 = fmul double %0, 2.000000e+00, !dbg !753
    #dbg_value(double %3, !751, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !752)
  %4 = add nsw i64 %1, -1, !dbg !753
    #dbg_value(i64 %4, !751, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !752)
  %5 = bitcast double %3 to i64, !dbg !753
  %6 = insertvalue [2 x i64] poison, i64 %5, 0, !dbg !753
  %7 = insertvalue [2 x i64] %6, i64 %4, 1, !dbg !753
  ret [2 x i64] %7, !dbg !753
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local [2 x i64] @r_ret_mixfi3([2 x i64] %0) local_unnamed_addr #0 !dbg !754 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = extractvalue [2 x i64] %0, 1
    #dbg_value(i64 %2, !758, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !760)
    #dbg_value(i64 %2, !758, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !760)
    #dbg_value(i64 %3, !758, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !760)
    #dbg_value(i64 %3, !759, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !760)
    #dbg_value(i64 %2, !759, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !760)
    #dbg_value(i64 %2, !759, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !760)
  %4 = and i64 %2, 4294967295, !dbg !761
  %5 = and i64 %2, -4294967296, !dbg !761
  %6 = add i64 %5, 4294967296, !dbg !761
  %7 = and i64 %3, 4294967295, !dbg !761
  %8 = or disjoint i64 %6, %7, !dbg !761
  %9 = insertvalue [2 x i64] poison, i64 %8, 0, !dbg !761
  %10 = insertvalue [2 x i64] %9, i64 %4, 1, !dbg !761
  ret [2 x i64] %10, !dbg !761
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i128 @r_ret_i128s(i64 noundef %0, i64 noundef %1) local_unnamed_addr #0 !dbg !762 {
    #dbg_value(i64 %0, !766, !DIExpression(), !769)
    #dbg_value(i64 %1, !767, !DIExpression(), !769)
  %3 = sext i64 %0 to i128, !dbg !770
  %4 = shl nsw i128 %3, 64, !dbg !770
  %5 = zext i64 %1 to i128, !dbg !770
  %6 = or disjoint i128 %4, %5, !dbg !770
    #dbg_value(i128 %6, !768, !DIExpression(), !769)
  ret i128 %6, !dbg !770
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local [2 x i64] @r_ret_pk([2 x i64] %0) local_unnamed_addr #0 !dbg !771 {
  %2 = alloca %struct.PK, align 8, !DIAssignID !777
    #dbg_assign(i1 undef, !776, !DIExpression(), !777, ptr %2, !DIExpression(), !778)
  %3 = alloca %struct.PK, align 8, !DIAssignID !779
    #dbg_assign(i1 undef, !775, !DIExpression(), !779, ptr %3, !DIExpression(), !778)
  %4 = extractvalue [2 x i64] %0, 0
  %5 = extractvalue [2 x i64] %0, 1
  store i64 %4, ptr %3, align 8, !DIAssignID !780
  %6 = trunc i64 %5 to i8
  %7 = getelementptr inbounds i8, ptr %3, i64 8
  store i8 %6, ptr %7, align 8, !DIAssignID !781
    #dbg_assign(i64 %4, !775, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !780, ptr %3, !DIExpression(), !778)
    #dbg_assign(i8 %6, !775, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !781, ptr %7, !DIExpression(), !778)
  %8 = trunc i64 %4 to i8, !dbg !782
  %9 = add i8 %8, 1, !dbg !782
  store i8 %9, ptr %2, align 8, !dbg !782, !tbaa !783, !DIAssignID !784
    #dbg_assign(i8 %9, !776, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !784, ptr %2, !DIExpression(), !778)
  %10 = getelementptr inbounds i8, ptr %3, i64 1, !dbg !782
  %11 = load i64, ptr %10, align 1, !dbg !782, !tbaa !483
  %12 = mul nsw i64 %11, 3, !dbg !782
  %13 = getelementptr inbounds i8, ptr %2, i64 1, !dbg !782
  store i64 %12, ptr %13, align 1, !dbg !782, !tbaa !483, !DIAssignID !785
    #dbg_assign(i64 %12, !776, !DIExpression(DW_OP_LLVM_fragment, 8, 64), !785, ptr %13, !DIExpression(), !778)
  %14 = load i64, ptr %2, align 8, !dbg !782
  %15 = lshr i64 %12, 56, !dbg !782
  %16 = insertvalue [2 x i64] poison, i64 %14, 0, !dbg !782
  %17 = insertvalue [2 x i64] %16, i64 %15, 1, !dbg !782
  ret [2 x i64] %17, !dbg !782
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local [2 x i64] @r_ret_u(i64 noundef %0) local_unnamed_addr #0 !dbg !786 {
    #dbg_value(i64 %0, !790, !DIExpression(), !792)
    #dbg_value(i64 0, !791, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !792)
    #dbg_value(i64 %0, !791, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !792)
    #dbg_value(i64 9, !791, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !792)
  %2 = insertvalue [2 x i64] poison, i64 %0, 0, !dbg !793
  %3 = insertvalue [2 x i64] %2, i64 9, 1, !dbg !793
  ret [2 x i64] %3, !dbg !793
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @r_ret_big(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Big) align 8 %0, i64 noundef %1) local_unnamed_addr #4 !dbg !794 {
    #dbg_value(i64 %1, !798, !DIExpression(), !802)
    #dbg_declare(ptr %0, !799, !DIExpression(), !803)
    #dbg_value(i32 0, !800, !DIExpression(), !804)
    #dbg_value(i64 0, !800, !DIExpression(), !804)
  store i64 %1, ptr %0, align 8, !dbg !805, !tbaa !382
    #dbg_value(i64 1, !800, !DIExpression(), !804)
  %3 = insertelement <2 x i64> poison, i64 %1, i64 0, !dbg !805
  %4 = shufflevector <2 x i64> %3, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !805
  %5 = add nsw <2 x i64> %4, <i64 1, i64 2>, !dbg !805
  %6 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !805
    #dbg_value(i64 2, !800, !DIExpression(), !804)
  store <2 x i64> %5, ptr %6, align 8, !dbg !805, !tbaa !382
    #dbg_value(i64 3, !800, !DIExpression(), !804)
  %7 = add nsw <2 x i64> %4, <i64 3, i64 4>, !dbg !805
  %8 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !805
    #dbg_value(i64 4, !800, !DIExpression(), !804)
  store <2 x i64> %7, ptr %8, align 8, !dbg !805, !tbaa !382
    #dbg_value(i64 5, !800, !DIExpression(), !804)
  ret void, !dbg !803
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @r_ret_big24(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Big24) align 8 %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9) local_unnamed_addr #4 !dbg !807 {
    #dbg_value(i64 %1, !811, !DIExpression(), !821)
    #dbg_value(i64 %2, !812, !DIExpression(), !821)
    #dbg_value(i64 %3, !813, !DIExpression(), !821)
    #dbg_value(i64 %4, !814, !DIExpression(), !821)
    #dbg_value(i64 %5, !815, !DIExpression(), !821)
    #dbg_value(i64 %6, !816, !DIExpression(), !821)
    #dbg_value(i64 %7, !817, !DIExpression(), !821)
    #dbg_value(i64 %8, !818, !DIExpression(), !821)
    #dbg_value(i64 %9, !819, !DIExpression(), !821)
    #dbg_declare(ptr %0, !820, !DIExpression(), !822)
  %11 = add nsw i64 %2, %1, !dbg !822
  %12 = add nsw i64 %11, %3, !dbg !822
  %13 = add nsw i64 %12, %4, !dbg !822
  %14 = trunc i64 %13 to i32, !dbg !822
  store i32 %14, ptr %0, align 8, !dbg !822, !tbaa !390
  %15 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !822
  %16 = add nsw i64 %6, %5, !dbg !822
  %17 = add nsw i64 %16, %7, !dbg !822
  %18 = add nsw i64 %17, %8, !dbg !822
  %19 = sitofp i64 %18 to double, !dbg !822
  store double %19, ptr %15, align 8, !dbg !822, !tbaa !398
  %20 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !822
  %21 = trunc i64 %9 to i8, !dbg !822
  store i8 %21, ptr %20, align 8, !dbg !822, !tbaa !403
  ret void, !dbg !822
}

; Function Attrs: nofree nounwind uwtable
define dso_local i64 @r_drive_self() local_unnamed_addr #5 !dbg !823 {
  %1 = alloca %struct.PK, align 8, !DIAssignID !878
    #dbg_assign(i1 undef, !776, !DIExpression(), !878, ptr %1, !DIExpression(), !879)
  %2 = alloca %struct.PK, align 8, !DIAssignID !881
  %3 = alloca %struct.PK, align 8, !DIAssignID !882
  %4 = alloca %struct.PK, align 8, !DIAssignID !883
    #dbg_assign(i1 undef, !870, !DIExpression(), !883, ptr %4, !DIExpression(), !884)
  %5 = alloca %struct.Big, align 16, !DIAssignID !885
    #dbg_assign(i1 undef, !874, !DIExpression(), !885, ptr %5, !DIExpression(), !886)
    #dbg_value(i64 0, !827, !DIExpression(), !887)
    #dbg_value(i8 -5, !830, !DIExpression(), !887)
    #dbg_value(i16 -300, !831, !DIExpression(), !887)
    #dbg_value(i24 197121, !832, !DIExpression(), !887)
    #dbg_value(i40 34477573380, !833, !DIExpression(), !887)
    #dbg_value(i48 -47243919369, !834, !DIExpression(), !887)
    #dbg_value(i64 4520156725444620, !835, !DIExpression(), !887)
    #dbg_value(i64 81604378607, !836, !DIExpression(), !887)
    #dbg_value(i64 1880560806837687315, !837, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !887)
    #dbg_value(i8 27, !837, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !887)
    #dbg_value(i64 128849018852, !838, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !887)
    #dbg_value(i32 -30, !838, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !887)
    #dbg_value(i64 2748642880894607391, !839, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !887)
    #dbg_value(i56 12714937854535719, !839, !DIExpression(DW_OP_LLVM_fragment, 64, 56), !887)
    #dbg_value(i64 -46, !840, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !887)
    #dbg_value(i64 47, !840, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !887)
    #dbg_value(i64 81985529216486895, !841, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !887)
    #dbg_value(i64 -1229782938247303441, !841, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !887)
    #dbg_value(i128 1339673755198158349623302689933104920, !842, !DIExpression(), !887)
    #dbg_value(i128 922337203685477580752, !843, !DIExpression(), !887)
    #dbg_value(i128 -940783947759187132366, !844, !DIExpression(), !887)
    #dbg_value(i64 4661225614328463412, !845, !DIExpression(), !887)
    #dbg_value(i64 -4590680948290355200, !846, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !887)
    #dbg_value(i64 54, !846, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !887)
    #dbg_value(i64 -235156799488, !847, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !887)
    #dbg_value(i32 1113718784, !847, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !887)
    #dbg_value(i32 3171109, !848, !DIExpression(), !887)
    #dbg_value(i64 97136462551097, !849, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !887)
    #dbg_value(i8 0, !849, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !887)
    #dbg_value(i64 0, !850, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !887)
    #dbg_value(i64 22873, !850, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !887)
    #dbg_value(i64 60, !850, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !887)
    #dbg_value(i64 61, !851, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !887)
    #dbg_value(i64 62, !851, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !887)
    #dbg_value(i64 63, !851, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !887)
    #dbg_value(i64 64, !851, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !887)
    #dbg_value(i64 65, !851, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !887)
    #dbg_value(i64 -66, !852, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !887)
    #dbg_value(i64 -67, !852, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !887)
    #dbg_value(i64 -68, !852, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !887)
    #dbg_value(i64 -69, !852, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !887)
    #dbg_value(i64 -70, !852, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !887)
    #dbg_value(i32 71, !853, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !887)
    #dbg_assign(i1 undef, !853, !DIExpression(DW_OP_LLVM_fragment, 32, 160), !888, ptr poison, !DIExpression(), !887)
    #dbg_value(ptr undef, !188, !DIExpression(), !889)
    #dbg_value(i32 1, !195, !DIExpression(), !889)
    #dbg_value(ptr undef, !197, !DIExpression(), !889)
    #dbg_value(i64 0, !201, !DIExpression(), !892)
    #dbg_value(i64 7, !196, !DIExpression(), !889)
    #dbg_value(i64 7, !206, !DIExpression(), !893)
    #dbg_value(i64 251, !211, !DIExpression(), !893)
    #dbg_value(i64 6999809, !206, !DIExpression(), !895)
    #dbg_value(i64 254, !211, !DIExpression(), !895)
    #dbg_value(i64 6999829999549, !196, !DIExpression(), !898)
    #dbg_value(i64 2, !201, !DIExpression(), !899)
    #dbg_value(i64 7000041000062, !206, !DIExpression(), !900)
    #dbg_value(i64 3, !211, !DIExpression(), !900)
    #dbg_value(i64 7000062000185000185, !196, !DIExpression(), !903)
    #dbg_value(i64 3, !201, !DIExpression(), !904)
    #dbg_value(i64 1792974068568518891, !206, !DIExpression(), !905)
    #dbg_value(i64 8, !211, !DIExpression(), !905)
    #dbg_value(i64 -7182985696401415287, !196, !DIExpression(), !908)
    #dbg_value(i64 5, !201, !DIExpression(), !909)
    #dbg_value(i64 8924835055689637372, !206, !DIExpression(), !910)
    #dbg_value(i64 255, !211, !DIExpression(), !910)
    #dbg_value(i64 -4994059203402838005, !196, !DIExpression(), !913)
    #dbg_value(i64 6, !201, !DIExpression(), !914)
    #dbg_value(!DIArgList(i64 251, i64 -7182985696401415287, i64 7000062000185000185, i64 6999829999549), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 7000021, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !915)
    #dbg_value(i64 -4994059203402838005, !211, !DIExpression(), !915)
    #dbg_value(ptr undef, !188, !DIExpression(), !917)
    #dbg_value(i32 3, !195, !DIExpression(), !917)
    #dbg_value(ptr undef, !197, !DIExpression(), !917)
    #dbg_value(i64 7000048000094, !206, !DIExpression(), !919)
    #dbg_value(i64 16, !211, !DIExpression(), !919)
    #dbg_value(i64 7000069000238000266, !196, !DIExpression(), !917)
    #dbg_value(i64 3, !201, !DIExpression(), !921)
    #dbg_value(i64 -4750143587654848869, !206, !DIExpression(), !922)
    #dbg_value(i64 0, !211, !DIExpression(), !922)
    #dbg_value(i64 7888103113674434705, !196, !DIExpression(), !925)
    #dbg_value(i64 8, !201, !DIExpression(), !926)
    #dbg_value(i64 -3808543783122995577, !206, !DIExpression(), !927)
    #dbg_value(i64 27, !211, !DIExpression(), !927)
    #dbg_value(i64 -3533808123500244146, !196, !DIExpression(), !930)
    #dbg_value(i64 9, !201, !DIExpression(), !931)
    #dbg_value(i64 4081281580927931247, !206, !DIExpression(), !932)
    #dbg_value(i64 12, !211, !DIExpression(), !932)
    #dbg_value(i64 7038696656864408577, !206, !DIExpression(), !934)
    #dbg_value(i64 -13, !211, !DIExpression(), !934)
    #dbg_value(i64 3338406742177173471, !206, !DIExpression(), !936)
    #dbg_value(i64 -3533808123500244146, !211, !DIExpression(), !936)
    #dbg_value(i64 2426013964930692627, !829, !DIExpression(), !887)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.1, i64 noundef 2426013964930692627), !dbg !938
    #dbg_value(i64 0, !206, !DIExpression(), !939)
    #dbg_value(i64 2426013964930692627, !211, !DIExpression(), !939)
    #dbg_value(i64 2426013964930692627, !827, !DIExpression(), !887)
    #dbg_value(i64 1, !206, !DIExpression(), !941)
    #dbg_value(i64 1230066625199609624, !211, !DIExpression(), !941)
    #dbg_value(i64 1230066625199822171, !206, !DIExpression(), !944)
    #dbg_value(i64 72623859790382856, !211, !DIExpression(), !944)
    #dbg_value(i64 4598574522804849625, !206, !DIExpression(), !946)
    #dbg_value(i64 2, !211, !DIExpression(), !946)
    #dbg_value(i64 -511606636082803767, !206, !DIExpression(), !948)
    #dbg_value(i64 -48, !211, !DIExpression(), !948)
    #dbg_value(i64 6170762451310893131, !206, !DIExpression(), !950)
    #dbg_value(i64 49, !211, !DIExpression(), !950)
    #dbg_value(i64 -5417194998433353328, !206, !DIExpression(), !952)
    #dbg_value(i64 3, !211, !DIExpression(), !952)
    #dbg_value(i64 7188619787975907507, !206, !DIExpression(), !954)
    #dbg_value(i64 99, !211, !DIExpression(), !954)
    #dbg_value(i64 528542880298622138, !206, !DIExpression(), !956)
    #dbg_value(i64 4, !211, !DIExpression(), !956)
    #dbg_value(i64 8354727336960964778, !829, !DIExpression(), !887)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.2, i64 noundef 8354727336960964778), !dbg !958
    #dbg_value(i64 2426013964930692627, !206, !DIExpression(), !959)
    #dbg_value(i64 8354727336960964778, !211, !DIExpression(), !959)
    #dbg_value(i64 -7784740119902931885, !827, !DIExpression(), !887)
    #dbg_value(i64 8051300359011672198, !206, !DIExpression(), !961)
    #dbg_value(i64 -75, !211, !DIExpression(), !961)
    #dbg_value(i64 -3254269257206042457, !206, !DIExpression(), !964)
    #dbg_value(i64 71, !211, !DIExpression(), !964)
    #dbg_value(i64 3335749656473209330, !206, !DIExpression(), !966)
    #dbg_value(i64 290, !211, !DIExpression(), !966)
    #dbg_value(i64 -1960614866888196236, !206, !DIExpression(), !968)
    #dbg_value(i64 73, !211, !DIExpression(), !968)
    #dbg_value(i64 -8554858577207082219, !206, !DIExpression(), !970)
    #dbg_value(i64 -2, !211, !DIExpression(), !970)
    #dbg_value(i64 3763415198473258881, !829, !DIExpression(), !887)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.3, i64 noundef 3763415198473258881), !dbg !972
    #dbg_value(i64 -7784740119902931885, !206, !DIExpression(), !973)
    #dbg_value(i64 3763415198473258881, !211, !DIExpression(), !973)
    #dbg_value(i64 1469606542671745080, !827, !DIExpression(), !887)
    #dbg_value(i64 62, !829, !DIExpression(), !887)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.4, i64 noundef 62), !dbg !975
    #dbg_value(i64 1469606542671745080, !206, !DIExpression(), !976)
    #dbg_value(i64 62, !211, !DIExpression(), !976)
    #dbg_value(i64 -4255372919462908266, !827, !DIExpression(), !887)
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %3)
    #dbg_assign(i1 undef, !451, !DIExpression(), !882, ptr %3, !DIExpression(), !978)
    #dbg_value(i64 4661225614328463412, !445, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !978)
    #dbg_value(i64 4661225614328463412, !445, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !978)
    #dbg_value(i64 poison, !446, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !978)
    #dbg_value(i64 poison, !446, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !978)
    #dbg_value(i64 poison, !448, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !978)
    #dbg_value(i64 poison, !448, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !978)
    #dbg_value(i64 poison, !448, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !978)
    #dbg_value(i64 3171109, !450, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !978)
  store i64 97136462551097, ptr %3, align 8, !DIAssignID !980
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  store i8 0, ptr %10, align 8, !DIAssignID !981
    #dbg_assign(i64 97136462551097, !451, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !980, ptr %3, !DIExpression(), !978)
    #dbg_assign(i8 0, !451, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !981, ptr %10, !DIExpression(), !978)
    #dbg_value(i64 22873, !452, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !978)
    #dbg_value(i64 60, !452, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 8), !978)
    #dbg_value(i64 60, !452, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 72, 56), !978)
    #dbg_value(double 3.750000e-01, !447, !DIExpression(), !978)
    #dbg_value(float -7.750000e+00, !449, !DIExpression(), !978)
    #dbg_value(i64 4661225614328463412, !206, !DIExpression(DW_OP_constu, 32, DW_OP_shl, DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value), !982)
    #dbg_value(i64 poison, !211, !DIExpression(), !982)
    #dbg_value(!DIArgList(i64 poison, i64 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !984)
    #dbg_value(i64 poison, !211, !DIExpression(), !984)
    #dbg_value(!DIArgList(i64 poison, i64 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !986)
    #dbg_value(i64 poison, !211, !DIExpression(), !986)
    #dbg_value(!DIArgList(i64 poison, i64 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !988)
    #dbg_value(i64 poison, !211, !DIExpression(), !988)
    #dbg_value(!DIArgList(i64 poison, i64 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !990)
    #dbg_value(i64 poison, !211, !DIExpression(), !990)
    #dbg_value(!DIArgList(i64 poison, i64 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !992)
    #dbg_value(i64 poison, !211, !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value), !992)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 32, DW_OP_shra, DW_OP_xor, DW_OP_stack_value), !994)
    #dbg_value(i64 poison, !211, !DIExpression(), !994)
    #dbg_value(!DIArgList(i64 poison, i64 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !996)
    #dbg_value(i64 poison, !211, !DIExpression(), !996)
    #dbg_value(!DIArgList(i64 poison, i64 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !998)
    #dbg_value(i64 3171109, !211, !DIExpression(DW_OP_constu, 7, DW_OP_and, DW_OP_stack_value), !998)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_stack_value), !1000)
    #dbg_value(i64 3171109, !211, !DIExpression(DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_stack_value), !1000)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_stack_value), !1002)
    #dbg_value(i64 3171109, !211, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !1002)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !453, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !978)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !1004)
    #dbg_value(i64 97136462551097, !211, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1004)
  %11 = getelementptr inbounds i8, ptr %3, i64 1, !dbg !1006
  %12 = load i64, ptr %11, align 1, !dbg !1006, !tbaa !483
    #dbg_value(i64 %12, !211, !DIExpression(), !1007)
    #dbg_value(i64 22873, !211, !DIExpression(), !1009)
    #dbg_value(ptr undef, !188, !DIExpression(), !1011)
    #dbg_value(i32 1, !195, !DIExpression(), !1011)
    #dbg_value(ptr undef, !197, !DIExpression(), !1011)
    #dbg_value(i64 7, !206, !DIExpression(), !1013)
    #dbg_value(i64 60, !211, !DIExpression(), !1013)
    #dbg_value(i64 60, !196, !DIExpression(DW_OP_constu, 7000021, DW_OP_xor, DW_OP_stack_value), !1011)
    #dbg_value(i64 1, !201, !DIExpression(), !1015)
    #dbg_value(i64 52, !206, !DIExpression(), !982)
    #dbg_value(float 5.500000e+00, !445, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !978)
    #dbg_value(i64 44, !211, !DIExpression(), !982)
    #dbg_value(i64 52000176, !206, !DIExpression(), !984)
    #dbg_value(double -5.325000e+01, !446, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !978)
    #dbg_value(i64 -426, !211, !DIExpression(), !984)
    #dbg_value(i64 -52000332000442, !206, !DIExpression(), !986)
    #dbg_value(i64 54, !446, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !978)
    #dbg_value(i64 54, !211, !DIExpression(), !986)
    #dbg_value(i64 3339744219690653540, !206, !DIExpression(), !988)
    #dbg_value(i64 3, !211, !DIExpression(), !988)
    #dbg_value(i64 8117866345710987055, !206, !DIExpression(), !990)
    #dbg_value(i64 -235156799488, !448, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !978)
    #dbg_value(float 1.125000e+00, !448, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !978)
    #dbg_value(i64 9, !211, !DIExpression(), !990)
    #dbg_value(i64 -4858695485610795196, !206, !DIExpression(), !992)
    #dbg_value(i64 -55, !211, !DIExpression(), !992)
    #dbg_value(i64 3693378819518695685, !206, !DIExpression(), !994)
    #dbg_value(float 5.650000e+01, !448, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !978)
    #dbg_value(i64 452, !211, !DIExpression(), !994)
    #dbg_value(i64 1247961101526083467, !206, !DIExpression(), !996)
    #dbg_value(i64 -62, !211, !DIExpression(), !996)
    #dbg_value(i64 -5715334789459324765, !206, !DIExpression(), !998)
    #dbg_value(i64 5, !211, !DIExpression(), !998)
    #dbg_value(i64 2780893737234210988, !206, !DIExpression(), !1000)
    #dbg_value(i64 100, !211, !DIExpression(), !1000)
    #dbg_value(i64 70571486655866208, !206, !DIExpression(), !1002)
    #dbg_value(i32 3171109, !450, !DIExpression(), !978)
    #dbg_value(i64 -1000, !211, !DIExpression(), !1002)
    #dbg_value(i64 5544455686568883256, !206, !DIExpression(), !1004)
    #dbg_value(i64 57, !211, !DIExpression(), !1004)
    #dbg_value(i64 8240677357871635089, !206, !DIExpression(), !1007)
    #dbg_value(!DIArgList(i64 6546599514420041203, i64 %12), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1009)
    #dbg_value(!DIArgList(i64 6546599514420041203, i64 %12), !453, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !978)
  %13 = xor i64 %12, 6546599514420041203, !dbg !1016
    #dbg_value(i64 %13, !453, !DIExpression(), !978)
    #dbg_value(i64 %13, !206, !DIExpression(), !1009)
  %14 = mul i64 %13, 1000003, !dbg !1017
  %15 = xor i64 %14, 22873, !dbg !1018
    #dbg_value(i64 %15, !206, !DIExpression(), !1019)
    #dbg_value(i64 60, !211, !DIExpression(DW_OP_constu, 7000021, DW_OP_xor, DW_OP_stack_value), !1019)
  %16 = mul i64 %15, 1000003, !dbg !1021
  %17 = xor i64 %16, 7000041, !dbg !1022
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %3), !dbg !1006
    #dbg_value(i64 %17, !829, !DIExpression(), !887)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.5, i64 noundef %17), !dbg !1023
    #dbg_value(i64 -4255372919462908266, !206, !DIExpression(), !1024)
    #dbg_value(i64 %17, !211, !DIExpression(), !1024)
    #dbg_value(i64 %16, !827, !DIExpression(DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_stack_value), !887)
    #dbg_value(ptr undef, !188, !DIExpression(), !1026)
    #dbg_value(i32 9, !195, !DIExpression(), !1026)
    #dbg_value(ptr undef, !197, !DIExpression(), !1026)
    #dbg_value(i64 -3808543783122995577, !206, !DIExpression(), !1029)
    #dbg_value(i64 27, !211, !DIExpression(), !1029)
    #dbg_value(i64 -3533808123500244146, !196, !DIExpression(), !1026)
    #dbg_value(i64 9, !201, !DIExpression(), !1031)
    #dbg_value(i64 9188425990204964527, !206, !DIExpression(), !1032)
    #dbg_value(i64 255, !211, !DIExpression(), !1032)
    #dbg_value(i64 1205159691515102514, !196, !DIExpression(), !1035)
    #dbg_value(i64 12, !201, !DIExpression(), !1036)
    #dbg_value(i64 -2787668976140298262, !206, !DIExpression(), !1037)
    #dbg_value(i64 45, !211, !DIExpression(), !1037)
    #dbg_value(i64 -5374728239242684909, !196, !DIExpression(), !1040)
    #dbg_value(i64 15, !201, !DIExpression(), !1041)
    #dbg_value(i64 -46, !206, !DIExpression(), !1042)
    #dbg_value(i64 47, !211, !DIExpression(), !1042)
    #dbg_value(i64 -46000167, !206, !DIExpression(), !1044)
    #dbg_value(i64 81985529216486895, !206, !DIExpression(), !1046)
    #dbg_value(i64 -1229782938247303441, !211, !DIExpression(), !1046)
    #dbg_value(i64 -7215327050999960222, !211, !DIExpression(), !1044)
    #dbg_value(i64 7215281652082688681, !206, !DIExpression(), !1048)
    #dbg_value(i64 -46, !206, !DIExpression(), !1050)
    #dbg_value(i64 47, !211, !DIExpression(), !1050)
    #dbg_value(i64 -46000167, !211, !DIExpression(), !1048)
    #dbg_value(i64 -6927448743452994590, !206, !DIExpression(), !1052)
    #dbg_value(i64 81985529216486895, !206, !DIExpression(), !1054)
    #dbg_value(i64 -1229782938247303441, !211, !DIExpression(), !1054)
    #dbg_value(i64 -7215327050999960222, !211, !DIExpression(), !1052)
    #dbg_value(i64 -8917625985293609660, !206, !DIExpression(), !1056)
    #dbg_value(i64 -46, !206, !DIExpression(), !1058)
    #dbg_value(i64 47, !211, !DIExpression(), !1058)
    #dbg_value(i64 -46000167, !211, !DIExpression(), !1056)
    #dbg_value(i64 5985635874439139121, !206, !DIExpression(), !1060)
    #dbg_value(i64 120, !211, !DIExpression(), !1060)
    #dbg_value(i64 7205350780006225651, !206, !DIExpression(), !1062)
    #dbg_value(i64 -5374728239242684909, !211, !DIExpression(), !1062)
    #dbg_value(i64 -5739427571934678646, !829, !DIExpression(), !887)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.6, i64 noundef -5739427571934678646), !dbg !1064
    #dbg_value(i64 %16, !206, !DIExpression(DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_stack_value), !1065)
    #dbg_value(i64 -5739427571934678646, !211, !DIExpression(), !1065)
    #dbg_value(i64 %16, !827, !DIExpression(DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_stack_value), !887)
    #dbg_value(i64 1, !206, !DIExpression(), !1067)
    #dbg_value(i64 2, !211, !DIExpression(), !1067)
    #dbg_value(i64 3, !211, !DIExpression(), !1070)
    #dbg_value(i64 4, !211, !DIExpression(), !1072)
    #dbg_value(i64 5, !211, !DIExpression(), !1074)
    #dbg_value(i64 6, !211, !DIExpression(), !1076)
    #dbg_value(i64 7, !211, !DIExpression(), !1078)
    #dbg_value(i64 8, !211, !DIExpression(), !1080)
    #dbg_value(ptr undef, !188, !DIExpression(), !1082)
    #dbg_value(i32 3, !195, !DIExpression(), !1082)
    #dbg_value(ptr undef, !197, !DIExpression(), !1082)
    #dbg_value(i64 7000041000062, !206, !DIExpression(), !1084)
    #dbg_value(i64 3, !211, !DIExpression(), !1084)
    #dbg_value(i64 7000062000185000185, !196, !DIExpression(), !1082)
    #dbg_value(i64 3, !201, !DIExpression(), !1086)
    #dbg_value(i64 1000001, !206, !DIExpression(), !1070)
    #dbg_value(i64 1000004000000, !206, !DIExpression(), !1072)
    #dbg_value(i64 1000007000012000004, !206, !DIExpression(), !1074)
    #dbg_value(i64 -6442946868462654967, !206, !DIExpression(), !1076)
    #dbg_value(i64 1892297569576161885, !206, !DIExpression(), !1078)
    #dbg_value(i64 -654100402610386864, !206, !DIExpression(), !1087)
    #dbg_value(i64 -819855292164868966, !211, !DIExpression(), !1087)
    #dbg_value(i64 -93557205929297814, !206, !DIExpression(), !1080)
    #dbg_value(i64 4399340939243902902, !206, !DIExpression(), !1089)
    #dbg_value(i64 7000062000185000185, !211, !DIExpression(), !1089)
    #dbg_value(i64 1589891245310615643, !206, !DIExpression(), !1091)
    #dbg_value(i64 0, !211, !DIExpression(), !1091)
    #dbg_value(i64 8036759472740167121, !829, !DIExpression(), !887)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.7, i64 noundef 8036759472740167121), !dbg !1093
    #dbg_value(i64 %16, !206, !DIExpression(DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_stack_value), !1094)
    #dbg_value(i64 8036759472740167121, !211, !DIExpression(), !1094)
    #dbg_value(i64 %16, !827, !DIExpression(DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_stack_value), !887)
    #dbg_value(i64 42, !829, !DIExpression(), !887)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.8, i64 noundef 42), !dbg !1096
    #dbg_value(i64 %16, !206, !DIExpression(DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_stack_value), !1097)
    #dbg_value(i64 42, !211, !DIExpression(), !1097)
    #dbg_value(i64 %16, !827, !DIExpression(DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_stack_value), !887)
    #dbg_value(i8 3, !854, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !1099)
    #dbg_value(i8 2, !854, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !1099)
    #dbg_value(i8 1, !854, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !1099)
    #dbg_value(ptr undef, !188, !DIExpression(), !1100)
    #dbg_value(i32 3, !195, !DIExpression(), !1100)
    #dbg_value(ptr undef, !197, !DIExpression(), !1100)
    #dbg_value(i64 7000043000064, !206, !DIExpression(), !1102)
    #dbg_value(i64 1, !211, !DIExpression(), !1102)
    #dbg_value(i64 7000064000193000193, !196, !DIExpression(), !1100)
    #dbg_value(i64 3, !201, !DIExpression(), !1104)
    #dbg_value(i64 7000064000193000193, !829, !DIExpression(), !887)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.9, i64 noundef 7000064000193000193), !dbg !1105
    #dbg_value(i64 %16, !206, !DIExpression(DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_stack_value), !1106)
    #dbg_value(i64 7000064000193000193, !211, !DIExpression(), !1106)
    #dbg_value(!DIArgList(i64 %16, i64 7000064000193000193), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !887)
    #dbg_value(i16 255, !856, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !1108)
    #dbg_value(i16 30000, !856, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !1108)
    #dbg_value(i8 1, !856, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !1108)
    #dbg_value(i8 2, !856, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !1108)
    #dbg_value(i8 3, !856, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !1108)
    #dbg_value(i8 0, !856, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !1108)
    #dbg_value(i64 255, !829, !DIExpression(), !887)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, i64 noundef 255), !dbg !1109
    #dbg_value(!DIArgList(i64 %16, i64 7000064000193000193), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1110)
    #dbg_value(i64 255, !211, !DIExpression(), !1110)
    #dbg_value(!DIArgList(i64 %16, i64 7000064000193000193), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_stack_value), !887)
    #dbg_value(i64 30000, !829, !DIExpression(), !887)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.11, i64 noundef 30000), !dbg !1112
    #dbg_value(!DIArgList(i64 %16, i64 7000064000193000193), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_stack_value), !1113)
    #dbg_value(i64 30000, !211, !DIExpression(), !1113)
    #dbg_value(!DIArgList(i64 %16, i64 30000, i64 7000064000193000193), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !887)
    #dbg_value(ptr undef, !188, !DIExpression(), !1115)
    #dbg_value(i32 3, !195, !DIExpression(), !1115)
    #dbg_value(ptr undef, !197, !DIExpression(), !1115)
    #dbg_value(i64 7000041000062, !206, !DIExpression(), !1117)
    #dbg_value(i64 3, !211, !DIExpression(), !1117)
    #dbg_value(i64 7000062000185000185, !196, !DIExpression(), !1115)
    #dbg_value(i64 3, !201, !DIExpression(), !1119)
    #dbg_value(i64 7000062000185000185, !829, !DIExpression(), !887)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.12, i64 noundef 7000062000185000185), !dbg !1120
    #dbg_value(!DIArgList(i64 %16, i64 30000, i64 7000064000193000193), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1121)
    #dbg_value(i64 7000062000185000185, !211, !DIExpression(), !1121)
    #dbg_value(!DIArgList(i64 %16, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !887)
    #dbg_value(i64 4701831963018547022, !858, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1123)
    #dbg_value(i8 70, !858, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !1123)
    #dbg_value(ptr undef, !188, !DIExpression(), !1124)
    #dbg_value(i32 9, !195, !DIExpression(), !1124)
    #dbg_value(ptr undef, !197, !DIExpression(), !1124)
    #dbg_value(i64 -8184828516517440321, !206, !DIExpression(), !1126)
    #dbg_value(i64 70, !211, !DIExpression(), !1126)
    #dbg_value(i64 4167990085597801403, !196, !DIExpression(), !1124)
    #dbg_value(i64 9, !201, !DIExpression(), !1128)
    #dbg_value(i64 4167990085597801403, !829, !DIExpression(), !887)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.9, i64 noundef 4167990085597801403), !dbg !1129
    #dbg_value(!DIArgList(i64 %16, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1130)
    #dbg_value(i64 4167990085597801403, !211, !DIExpression(), !1130)
    #dbg_value(!DIArgList(i64 %16, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !887)
    #dbg_value(i64 -657129996365, !860, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1132)
    #dbg_value(i32 -231, !860, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1132)
    #dbg_value(ptr undef, !188, !DIExpression(), !1133)
    #dbg_value(i32 12, !195, !DIExpression(), !1133)
    #dbg_value(ptr undef, !197, !DIExpression(), !1133)
    #dbg_value(i64 7840682695062589419, !206, !DIExpression(), !1135)
    #dbg_value(i64 255, !211, !DIExpression(), !1135)
    #dbg_value(i64 -8564443275469406082, !196, !DIExpression(), !1133)
    #dbg_value(i64 12, !201, !DIExpression(), !1137)
    #dbg_value(i64 -8564443275469406082, !829, !DIExpression(), !887)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.9, i64 noundef -8564443275469406082), !dbg !1138
    #dbg_value(!DIArgList(i64 %16, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1139)
    #dbg_value(i64 -8564443275469406082, !211, !DIExpression(), !1139)
    #dbg_value(!DIArgList(i64 %16, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !887)
    #dbg_value(i64 -1229782938247303441, !862, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1141)
    #dbg_value(i64 81985529216486895, !862, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1141)
    #dbg_value(i64 -1229782938247303441, !829, !DIExpression(), !887)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, i64 noundef -1229782938247303441), !dbg !1142
    #dbg_value(!DIArgList(i64 %16, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1143)
    #dbg_value(i64 -1229782938247303441, !211, !DIExpression(), !1143)
    #dbg_value(!DIArgList(i64 %16, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_stack_value), !887)
    #dbg_value(i64 81985529216486895, !829, !DIExpression(), !887)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.11, i64 noundef 81985529216486895), !dbg !1145
    #dbg_value(!DIArgList(i64 %16, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_stack_value), !1146)
    #dbg_value(i64 81985529216486895, !211, !DIExpression(), !1146)
    #dbg_value(!DIArgList(i64 %16, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_stack_value), !887)
    #dbg_value(double 5.000000e+00, !864, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1148)
    #dbg_value(i64 77, !864, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1148)
    #dbg_value(i64 5, !829, !DIExpression(), !887)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.13, i64 noundef 5), !dbg !1149
    #dbg_value(!DIArgList(i64 %16, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_stack_value), !1150)
    #dbg_value(i64 5, !211, !DIExpression(), !1150)
    #dbg_value(!DIArgList(i64 %16, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_stack_value), !887)
    #dbg_value(i64 77, !829, !DIExpression(), !887)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.14, i64 noundef 77), !dbg !1152
    #dbg_value(!DIArgList(i64 %16, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_stack_value), !1153)
    #dbg_value(i64 77, !211, !DIExpression(), !1153)
    #dbg_value(!DIArgList(i64 %16, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_stack_value), !887)
    #dbg_value(float 5.650000e+01, !866, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1155)
    #dbg_value(i64 -230814515200, !866, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !1155)
    #dbg_value(float 1.125000e+00, !866, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1155)
    #dbg_value(i64 452, !829, !DIExpression(), !887)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.15, i64 noundef 452), !dbg !1156
    #dbg_value(!DIArgList(i64 %16, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_stack_value), !1157)
    #dbg_value(i64 452, !211, !DIExpression(), !1157)
    #dbg_value(!DIArgList(i64 %16, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_stack_value), !887)
    #dbg_value(i64 -54, !829, !DIExpression(), !887)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.16, i64 noundef -54), !dbg !1159
    #dbg_value(!DIArgList(i64 %16, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_stack_value), !1160)
    #dbg_value(i64 -54, !211, !DIExpression(), !1160)
    #dbg_value(!DIArgList(i64 %16, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_stack_value), !887)
    #dbg_value(i64 9, !829, !DIExpression(), !887)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.17, i64 noundef 9), !dbg !1162
    #dbg_value(!DIArgList(i64 %16, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_stack_value), !1163)
    #dbg_value(i64 9, !211, !DIExpression(), !1163)
    #dbg_value(!DIArgList(i64 %16, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !887)
    #dbg_value(i128 -36893488147419103153, !868, !DIExpression(), !1165)
    #dbg_value(i64 79, !829, !DIExpression(), !887)
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.18, i64 noundef 79), !dbg !1166
    #dbg_value(!DIArgList(i64 %16, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !1167)
    #dbg_value(i64 79, !211, !DIExpression(), !1167)
    #dbg_value(!DIArgList(i64 %16, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_stack_value), !887)
    #dbg_value(i64 -2, !829, !DIExpression(), !887)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.19, i64 noundef -2), !dbg !1169
    #dbg_value(!DIArgList(i64 %16, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_stack_value), !1170)
    #dbg_value(i64 -2, !211, !DIExpression(), !1170)
    #dbg_value(!DIArgList(i64 %16, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_stack_value), !887)
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %4), !dbg !1172
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %1)
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %2)
    #dbg_assign(i1 undef, !775, !DIExpression(), !881, ptr %2, !DIExpression(), !879)
  store i64 97136462551097, ptr %2, align 8, !DIAssignID !1173
  %37 = getelementptr inbounds i8, ptr %2, i64 8
  store i8 0, ptr %37, align 8, !DIAssignID !1174
    #dbg_assign(i64 97136462551097, !775, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1173, ptr %2, !DIExpression(), !879)
    #dbg_assign(i8 0, !775, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !1174, ptr %37, !DIExpression(), !879)
  store i8 58, ptr %1, align 8, !dbg !1175, !tbaa !783, !DIAssignID !1176
    #dbg_assign(i8 58, !776, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !1176, ptr %1, !DIExpression(), !879)
  %38 = getelementptr inbounds i8, ptr %2, i64 1, !dbg !1175
  %39 = load i64, ptr %38, align 1, !dbg !1175, !tbaa !483
  %40 = mul nsw i64 %39, 3, !dbg !1175
  %41 = getelementptr inbounds i8, ptr %1, i64 1, !dbg !1175
  store i64 %40, ptr %41, align 1, !dbg !1175, !tbaa !483, !DIAssignID !1177
    #dbg_assign(i64 %40, !776, !DIExpression(DW_OP_LLVM_fragment, 8, 64), !1177, ptr %41, !DIExpression(), !879)
  %42 = load i64, ptr %1, align 8, !dbg !1175
  %43 = lshr i64 %40, 56, !dbg !1175
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %1), !dbg !1175
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %2), !dbg !1175
  store i64 %42, ptr %4, align 8, !dbg !1178, !DIAssignID !1179
  %44 = trunc nuw i64 %43 to i8, !dbg !1178
  %45 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !1178
  store i8 %44, ptr %45, align 8, !dbg !1178, !DIAssignID !1180
    #dbg_assign(i64 %42, !870, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1179, ptr %4, !DIExpression(), !884)
    #dbg_assign(i8 %44, !870, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !1180, ptr %45, !DIExpression(), !884)
  %46 = and i64 %42, 255, !dbg !1181
    #dbg_value(i64 %46, !829, !DIExpression(), !887)
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.20, i64 noundef %46), !dbg !1181
    #dbg_value(!DIArgList(i64 %16, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_stack_value), !1182)
    #dbg_value(i64 %46, !211, !DIExpression(), !1182)
    #dbg_value(!DIArgList(i64 %16, i64 %46, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !887)
  %48 = getelementptr inbounds i8, ptr %4, i64 1, !dbg !1184
  %49 = load i64, ptr %48, align 1, !dbg !1184, !tbaa !483
    #dbg_value(i64 %49, !829, !DIExpression(), !887)
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.14, i64 noundef %49), !dbg !1184
    #dbg_value(!DIArgList(i64 %16, i64 %46, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1185)
    #dbg_value(i64 %49, !211, !DIExpression(), !1185)
    #dbg_value(!DIArgList(i64 %16, i64 %49, i64 %46, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !887)
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %4), !dbg !1187
    #dbg_value(i64 -80, !872, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1188)
    #dbg_value(i64 9, !872, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1188)
    #dbg_value(i64 -80, !829, !DIExpression(), !887)
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.14, i64 noundef -80), !dbg !1189
    #dbg_value(!DIArgList(i64 %16, i64 %49, i64 %46, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1190)
    #dbg_value(i64 -80, !211, !DIExpression(), !1190)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !887)
    #dbg_value(i64 9, !829, !DIExpression(), !887)
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.21, i64 noundef 9), !dbg !1192
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1193)
    #dbg_value(i64 9, !211, !DIExpression(), !1193)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !887)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5) #10, !dbg !1195
    #dbg_value(i64 81, !798, !DIExpression(), !1196)
    #dbg_declare(ptr %5, !799, !DIExpression(), !1198)
    #dbg_assign(i64 81, !874, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1199, ptr %5, !DIExpression(), !886)
    #dbg_value(i64 1, !800, !DIExpression(), !1200)
  store <2 x i64> <i64 81, i64 82>, ptr %5, align 16, !dbg !1201, !tbaa !382, !alias.scope !1202, !DIAssignID !1199
    #dbg_assign(i64 82, !874, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1199, ptr %5, !DIExpression(DW_OP_plus_uconst, 8), !886)
    #dbg_value(i64 2, !800, !DIExpression(), !1200)
  %53 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !1201
    #dbg_assign(i64 83, !874, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1205, ptr %53, !DIExpression(), !886)
    #dbg_value(i64 3, !800, !DIExpression(), !1200)
  store <2 x i64> <i64 83, i64 84>, ptr %53, align 16, !dbg !1201, !tbaa !382, !alias.scope !1202, !DIAssignID !1205
    #dbg_assign(i64 84, !874, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1205, ptr %5, !DIExpression(DW_OP_plus_uconst, 24), !886)
    #dbg_value(i64 4, !800, !DIExpression(), !1200)
  %54 = getelementptr inbounds i8, ptr %5, i64 32, !dbg !1201
  store i64 85, ptr %54, align 16, !dbg !1201, !tbaa !382, !alias.scope !1202, !DIAssignID !1206
    #dbg_assign(i64 85, !874, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !1206, ptr %54, !DIExpression(), !886)
    #dbg_value(i64 5, !800, !DIExpression(), !1200)
    #dbg_value(ptr %5, !188, !DIExpression(), !1207)
    #dbg_value(i32 40, !195, !DIExpression(), !1207)
    #dbg_value(i64 7, !196, !DIExpression(), !1207)
    #dbg_value(ptr %5, !197, !DIExpression(), !1207)
    #dbg_value(i32 0, !201, !DIExpression(), !1209)
  br label %55, !dbg !1210

55:                                               ; preds = %55, %0
  %56 = phi i64 [ 0, %0 ], [ %63, %55 ]
  %57 = phi i64 [ 7, %0 ], [ %62, %55 ]
    #dbg_value(i64 %56, !201, !DIExpression(), !1209)
    #dbg_value(i64 %57, !196, !DIExpression(), !1207)
  %58 = getelementptr inbounds i8, ptr %5, i64 %56, !dbg !1211
  %59 = load i8, ptr %58, align 1, !dbg !1211, !tbaa !1212
  %60 = zext i8 %59 to i64, !dbg !1211
    #dbg_value(i64 %57, !206, !DIExpression(), !1213)
    #dbg_value(i64 %60, !211, !DIExpression(), !1213)
  %61 = mul i64 %57, 1000003, !dbg !1215
  %62 = xor i64 %61, %60, !dbg !1216
    #dbg_value(i64 %62, !196, !DIExpression(), !1207)
  %63 = add nuw nsw i64 %56, 1, !dbg !1217
    #dbg_value(i64 %63, !201, !DIExpression(), !1209)
  %64 = icmp eq i64 %63, 40, !dbg !1218
  br i1 %64, label %65, label %55, !dbg !1210, !llvm.loop !1219

65:                                               ; preds = %55
  %66 = xor i64 %16, 1471062021258121899, !dbg !1222
    #dbg_value(i64 %66, !206, !DIExpression(), !1065)
    #dbg_value(i64 %66, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_stack_value), !1094)
    #dbg_value(i64 %66, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_stack_value), !1097)
    #dbg_value(i64 %66, !827, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_stack_value), !887)
  %67 = mul i64 %66, 1000003, !dbg !1223
    #dbg_value(i64 %67, !206, !DIExpression(DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_stack_value), !1094)
    #dbg_value(i64 %67, !827, !DIExpression(DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_stack_value), !887)
    #dbg_value(i64 %67, !206, !DIExpression(DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_stack_value), !1097)
  %68 = xor i64 %67, -5739427571934678646, !dbg !1224
    #dbg_value(i64 %68, !206, !DIExpression(), !1094)
    #dbg_value(i64 %68, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_stack_value), !1097)
    #dbg_value(i64 %68, !827, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_stack_value), !887)
  %69 = mul i64 %68, 1000003, !dbg !1225
    #dbg_value(i64 %69, !827, !DIExpression(DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_stack_value), !887)
    #dbg_value(i64 %69, !206, !DIExpression(DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_stack_value), !1097)
  %70 = xor i64 %69, 8036759472740167121, !dbg !1226
    #dbg_value(i64 %70, !206, !DIExpression(), !1097)
    #dbg_value(i64 %70, !827, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_stack_value), !887)
  %71 = mul i64 %70, 1000003, !dbg !1227
    #dbg_value(i64 %71, !827, !DIExpression(DW_OP_constu, 42, DW_OP_xor, DW_OP_stack_value), !887)
  %72 = xor i64 %71, 42, !dbg !1228
    #dbg_value(i64 %72, !827, !DIExpression(), !887)
  %73 = mul i64 %72, 1000003, !dbg !1229
    #dbg_value(!DIArgList(i64 %73, i64 7000064000193000193), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1110)
    #dbg_value(!DIArgList(i64 %73, i64 30000, i64 7000064000193000193), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !887)
    #dbg_value(!DIArgList(i64 %73, i64 7000064000193000193), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_stack_value), !1113)
  %74 = xor i64 %73, 7000064000193000193, !dbg !1230
    #dbg_value(i64 %74, !206, !DIExpression(), !1110)
    #dbg_value(!DIArgList(i64 %74, i64 30000), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !887)
    #dbg_value(i64 %74, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_stack_value), !1113)
  %75 = mul i64 %74, 1000003, !dbg !1231
    #dbg_value(!DIArgList(i64 %75, i64 30000), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !887)
    #dbg_value(i64 %75, !206, !DIExpression(DW_OP_constu, 255, DW_OP_xor, DW_OP_stack_value), !1113)
  %76 = xor i64 %75, 255, !dbg !1232
    #dbg_value(!DIArgList(i64 %76, i64 30000), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !887)
    #dbg_value(i64 %76, !206, !DIExpression(), !1113)
  %77 = mul i64 %76, 1000003, !dbg !1233
    #dbg_value(!DIArgList(i64 %77, i64 30000), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !887)
  %78 = xor i64 %77, 30000, !dbg !1234
    #dbg_value(i64 %78, !827, !DIExpression(), !887)
  %79 = mul i64 %78, 1000003, !dbg !1235
    #dbg_value(!DIArgList(i64 %79, i64 7000062000185000185), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !887)
  %80 = xor i64 %79, 7000062000185000185, !dbg !1236
    #dbg_value(i64 %80, !827, !DIExpression(), !887)
  %81 = mul i64 %80, 1000003, !dbg !1237
    #dbg_value(!DIArgList(i64 %81, i64 4167990085597801403), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !887)
  %82 = xor i64 %81, 4167990085597801403, !dbg !1238
    #dbg_value(i64 %82, !827, !DIExpression(), !887)
  %83 = mul i64 %82, 1000003, !dbg !1239
    #dbg_value(!DIArgList(i64 %83, i64 -8564443275469406082), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1143)
    #dbg_value(!DIArgList(i64 %83, i64 -8564443275469406082), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_stack_value), !1146)
    #dbg_value(!DIArgList(i64 %83, i64 -8564443275469406082), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_stack_value), !1150)
    #dbg_value(!DIArgList(i64 %83, i64 -8564443275469406082), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_stack_value), !1153)
    #dbg_value(!DIArgList(i64 %83, i64 -8564443275469406082), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_stack_value), !1157)
    #dbg_value(!DIArgList(i64 %83, i64 -8564443275469406082), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_stack_value), !1160)
    #dbg_value(!DIArgList(i64 %83, i64 -8564443275469406082), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_stack_value), !1163)
    #dbg_value(!DIArgList(i64 %83, i64 -8564443275469406082), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !1167)
    #dbg_value(!DIArgList(i64 %83, i64 -8564443275469406082), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_stack_value), !1170)
    #dbg_value(!DIArgList(i64 %83, i64 -8564443275469406082), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_stack_value), !1182)
    #dbg_value(!DIArgList(i64 %83, i64 %46, i64 -8564443275469406082), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1185)
    #dbg_value(!DIArgList(i64 %83, i64 %49, i64 %46, i64 -8564443275469406082), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1190)
    #dbg_value(!DIArgList(i64 %83, i64 %49, i64 %46, i64 -8564443275469406082), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !887)
    #dbg_value(!DIArgList(i64 %83, i64 %49, i64 %46, i64 -8564443275469406082), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1193)
  %84 = xor i64 %83, -8564443275469406082, !dbg !1240
    #dbg_value(i64 %84, !206, !DIExpression(), !1143)
    #dbg_value(i64 %84, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_stack_value), !1146)
    #dbg_value(i64 %84, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_stack_value), !1150)
    #dbg_value(i64 %84, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_stack_value), !1153)
    #dbg_value(i64 %84, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_stack_value), !1157)
    #dbg_value(i64 %84, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_stack_value), !1160)
    #dbg_value(i64 %84, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_stack_value), !1163)
    #dbg_value(i64 %84, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !1167)
    #dbg_value(i64 %84, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_stack_value), !1170)
    #dbg_value(i64 %84, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_stack_value), !1182)
    #dbg_value(!DIArgList(i64 %84, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1185)
    #dbg_value(!DIArgList(i64 %84, i64 %49, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1190)
    #dbg_value(!DIArgList(i64 %84, i64 %49, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1193)
    #dbg_value(!DIArgList(i64 %84, i64 %49, i64 %46), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !887)
  %85 = mul i64 %84, 1000003, !dbg !1241
    #dbg_value(i64 %85, !206, !DIExpression(DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_stack_value), !1146)
    #dbg_value(i64 %85, !206, !DIExpression(DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_stack_value), !1150)
    #dbg_value(i64 %85, !206, !DIExpression(DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_stack_value), !1153)
    #dbg_value(i64 %85, !206, !DIExpression(DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_stack_value), !1157)
    #dbg_value(i64 %85, !206, !DIExpression(DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_stack_value), !1160)
    #dbg_value(i64 %85, !206, !DIExpression(DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_stack_value), !1163)
    #dbg_value(i64 %85, !206, !DIExpression(DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !1167)
    #dbg_value(i64 %85, !206, !DIExpression(DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_stack_value), !1170)
    #dbg_value(i64 %85, !206, !DIExpression(DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_stack_value), !1182)
    #dbg_value(!DIArgList(i64 %85, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1185)
    #dbg_value(!DIArgList(i64 %85, i64 %49, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1190)
    #dbg_value(!DIArgList(i64 %85, i64 %49, i64 %46), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !887)
    #dbg_value(!DIArgList(i64 %85, i64 %49, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1193)
  %86 = xor i64 %85, -1229782938247303441, !dbg !1242
    #dbg_value(i64 %86, !206, !DIExpression(), !1146)
    #dbg_value(i64 %86, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_stack_value), !1150)
    #dbg_value(i64 %86, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_stack_value), !1153)
    #dbg_value(i64 %86, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_stack_value), !1157)
    #dbg_value(i64 %86, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_stack_value), !1160)
    #dbg_value(i64 %86, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_stack_value), !1163)
    #dbg_value(i64 %86, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !1167)
    #dbg_value(i64 %86, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_stack_value), !1170)
    #dbg_value(i64 %86, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_stack_value), !1182)
    #dbg_value(!DIArgList(i64 %86, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1185)
    #dbg_value(!DIArgList(i64 %86, i64 %49, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1190)
    #dbg_value(!DIArgList(i64 %86, i64 %49, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1193)
    #dbg_value(!DIArgList(i64 %86, i64 %49, i64 %46), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !887)
  %87 = mul i64 %86, 1000003, !dbg !1243
    #dbg_value(i64 %87, !206, !DIExpression(DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_stack_value), !1150)
    #dbg_value(i64 %87, !206, !DIExpression(DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_stack_value), !1153)
    #dbg_value(i64 %87, !206, !DIExpression(DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_stack_value), !1157)
    #dbg_value(i64 %87, !206, !DIExpression(DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_stack_value), !1160)
    #dbg_value(i64 %87, !206, !DIExpression(DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_stack_value), !1163)
    #dbg_value(i64 %87, !206, !DIExpression(DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !1167)
    #dbg_value(i64 %87, !206, !DIExpression(DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_stack_value), !1170)
    #dbg_value(i64 %87, !206, !DIExpression(DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_stack_value), !1182)
    #dbg_value(!DIArgList(i64 %87, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1185)
    #dbg_value(!DIArgList(i64 %87, i64 %49, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1190)
    #dbg_value(!DIArgList(i64 %87, i64 %49, i64 %46), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !887)
    #dbg_value(!DIArgList(i64 %87, i64 %49, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1193)
  %88 = xor i64 %87, 81985529216486895, !dbg !1244
    #dbg_value(i64 %88, !206, !DIExpression(), !1150)
    #dbg_value(i64 %88, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_stack_value), !1153)
    #dbg_value(i64 %88, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_stack_value), !1157)
    #dbg_value(i64 %88, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_stack_value), !1160)
    #dbg_value(i64 %88, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_stack_value), !1163)
    #dbg_value(i64 %88, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !1167)
    #dbg_value(i64 %88, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_stack_value), !1170)
    #dbg_value(i64 %88, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_stack_value), !1182)
    #dbg_value(!DIArgList(i64 %88, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1185)
    #dbg_value(!DIArgList(i64 %88, i64 %49, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1190)
    #dbg_value(!DIArgList(i64 %88, i64 %49, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1193)
    #dbg_value(!DIArgList(i64 %88, i64 %49, i64 %46), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !887)
  %89 = mul i64 %88, 1000003, !dbg !1245
    #dbg_value(i64 %89, !206, !DIExpression(DW_OP_constu, 5, DW_OP_xor, DW_OP_stack_value), !1153)
    #dbg_value(i64 %89, !206, !DIExpression(DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_stack_value), !1157)
    #dbg_value(i64 %89, !206, !DIExpression(DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_stack_value), !1160)
    #dbg_value(i64 %89, !206, !DIExpression(DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_stack_value), !1163)
    #dbg_value(i64 %89, !206, !DIExpression(DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !1167)
    #dbg_value(i64 %89, !206, !DIExpression(DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_stack_value), !1170)
    #dbg_value(i64 %89, !206, !DIExpression(DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_stack_value), !1182)
    #dbg_value(!DIArgList(i64 %89, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1185)
    #dbg_value(!DIArgList(i64 %89, i64 %49, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1190)
    #dbg_value(!DIArgList(i64 %89, i64 %49, i64 %46), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !887)
    #dbg_value(!DIArgList(i64 %89, i64 %49, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1193)
  %90 = xor i64 %89, 5, !dbg !1246
    #dbg_value(i64 %90, !206, !DIExpression(), !1153)
    #dbg_value(i64 %90, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_stack_value), !1157)
    #dbg_value(i64 %90, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_stack_value), !1160)
    #dbg_value(i64 %90, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_stack_value), !1163)
    #dbg_value(i64 %90, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !1167)
    #dbg_value(i64 %90, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_stack_value), !1170)
    #dbg_value(i64 %90, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_stack_value), !1182)
    #dbg_value(!DIArgList(i64 %90, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1185)
    #dbg_value(!DIArgList(i64 %90, i64 %49, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1190)
    #dbg_value(!DIArgList(i64 %90, i64 %49, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1193)
    #dbg_value(!DIArgList(i64 %90, i64 %49, i64 %46), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !887)
  %91 = mul i64 %90, 1000003, !dbg !1247
    #dbg_value(i64 %91, !206, !DIExpression(DW_OP_constu, 77, DW_OP_xor, DW_OP_stack_value), !1157)
    #dbg_value(i64 %91, !206, !DIExpression(DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_stack_value), !1160)
    #dbg_value(i64 %91, !206, !DIExpression(DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_stack_value), !1163)
    #dbg_value(i64 %91, !206, !DIExpression(DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !1167)
    #dbg_value(i64 %91, !206, !DIExpression(DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_stack_value), !1170)
    #dbg_value(i64 %91, !206, !DIExpression(DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_stack_value), !1182)
    #dbg_value(!DIArgList(i64 %91, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1185)
    #dbg_value(!DIArgList(i64 %91, i64 %49, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1190)
    #dbg_value(!DIArgList(i64 %91, i64 %49, i64 %46), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !887)
    #dbg_value(!DIArgList(i64 %91, i64 %49, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1193)
  %92 = xor i64 %91, 77, !dbg !1248
    #dbg_value(i64 %92, !206, !DIExpression(), !1157)
    #dbg_value(i64 %92, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_stack_value), !1160)
    #dbg_value(i64 %92, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_stack_value), !1163)
    #dbg_value(i64 %92, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !1167)
    #dbg_value(i64 %92, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_stack_value), !1170)
    #dbg_value(i64 %92, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_stack_value), !1182)
    #dbg_value(!DIArgList(i64 %92, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1185)
    #dbg_value(!DIArgList(i64 %92, i64 %49, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1190)
    #dbg_value(!DIArgList(i64 %92, i64 %49, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1193)
    #dbg_value(!DIArgList(i64 %92, i64 %49, i64 %46), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !887)
  %93 = mul i64 %92, 1000003, !dbg !1249
    #dbg_value(i64 %93, !206, !DIExpression(DW_OP_constu, 452, DW_OP_xor, DW_OP_stack_value), !1160)
    #dbg_value(i64 %93, !206, !DIExpression(DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_stack_value), !1163)
    #dbg_value(i64 %93, !206, !DIExpression(DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !1167)
    #dbg_value(i64 %93, !206, !DIExpression(DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_stack_value), !1170)
    #dbg_value(i64 %93, !206, !DIExpression(DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_stack_value), !1182)
    #dbg_value(!DIArgList(i64 %93, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1185)
    #dbg_value(!DIArgList(i64 %93, i64 %49, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1190)
    #dbg_value(!DIArgList(i64 %93, i64 %49, i64 %46), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !887)
    #dbg_value(!DIArgList(i64 %93, i64 %49, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1193)
  %94 = xor i64 %93, 452, !dbg !1250
    #dbg_value(i64 %94, !206, !DIExpression(), !1160)
    #dbg_value(i64 %94, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_stack_value), !1163)
    #dbg_value(i64 %94, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !1167)
    #dbg_value(i64 %94, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_stack_value), !1170)
    #dbg_value(i64 %94, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_stack_value), !1182)
    #dbg_value(!DIArgList(i64 %94, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1185)
    #dbg_value(!DIArgList(i64 %94, i64 %49, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1190)
    #dbg_value(!DIArgList(i64 %94, i64 %49, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1193)
    #dbg_value(!DIArgList(i64 %94, i64 %49, i64 %46), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !887)
  %95 = mul i64 %94, 1000003, !dbg !1251
    #dbg_value(i64 %95, !206, !DIExpression(DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_stack_value), !1163)
    #dbg_value(i64 %95, !206, !DIExpression(DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !1167)
    #dbg_value(i64 %95, !206, !DIExpression(DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_stack_value), !1170)
    #dbg_value(i64 %95, !206, !DIExpression(DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_stack_value), !1182)
    #dbg_value(!DIArgList(i64 %95, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1185)
    #dbg_value(!DIArgList(i64 %95, i64 %49, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1190)
    #dbg_value(!DIArgList(i64 %95, i64 %49, i64 %46), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !887)
    #dbg_value(!DIArgList(i64 %95, i64 %49, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1193)
  %96 = xor i64 %95, -54, !dbg !1252
    #dbg_value(i64 %96, !206, !DIExpression(), !1163)
    #dbg_value(i64 %96, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !1167)
    #dbg_value(i64 %96, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_stack_value), !1170)
    #dbg_value(i64 %96, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_stack_value), !1182)
    #dbg_value(!DIArgList(i64 %96, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1185)
    #dbg_value(!DIArgList(i64 %96, i64 %49, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1190)
    #dbg_value(!DIArgList(i64 %96, i64 %49, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1193)
    #dbg_value(!DIArgList(i64 %96, i64 %49, i64 %46), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !887)
  %97 = mul i64 %96, 1000003, !dbg !1253
    #dbg_value(i64 %97, !206, !DIExpression(DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !1167)
    #dbg_value(i64 %97, !206, !DIExpression(DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_stack_value), !1170)
    #dbg_value(i64 %97, !206, !DIExpression(DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_stack_value), !1182)
    #dbg_value(!DIArgList(i64 %97, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1185)
    #dbg_value(!DIArgList(i64 %97, i64 %49, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1190)
    #dbg_value(!DIArgList(i64 %97, i64 %49, i64 %46), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !887)
    #dbg_value(!DIArgList(i64 %97, i64 %49, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1193)
  %98 = xor i64 %97, 9, !dbg !1254
    #dbg_value(i64 %98, !206, !DIExpression(), !1167)
    #dbg_value(i64 %98, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_stack_value), !1170)
    #dbg_value(i64 %98, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_stack_value), !1182)
    #dbg_value(!DIArgList(i64 %98, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1185)
    #dbg_value(!DIArgList(i64 %98, i64 %49, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1190)
    #dbg_value(!DIArgList(i64 %98, i64 %49, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1193)
    #dbg_value(!DIArgList(i64 %98, i64 %49, i64 %46), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !887)
  %99 = mul i64 %98, 1000003, !dbg !1255
    #dbg_value(i64 %99, !206, !DIExpression(DW_OP_constu, 79, DW_OP_xor, DW_OP_stack_value), !1170)
    #dbg_value(i64 %99, !206, !DIExpression(DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_stack_value), !1182)
    #dbg_value(!DIArgList(i64 %99, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1185)
    #dbg_value(!DIArgList(i64 %99, i64 %49, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1190)
    #dbg_value(!DIArgList(i64 %99, i64 %49, i64 %46), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !887)
    #dbg_value(!DIArgList(i64 %99, i64 %49, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1193)
  %100 = xor i64 %99, 79, !dbg !1256
    #dbg_value(i64 %100, !206, !DIExpression(), !1170)
    #dbg_value(i64 %100, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_stack_value), !1182)
    #dbg_value(!DIArgList(i64 %100, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1185)
    #dbg_value(!DIArgList(i64 %100, i64 %49, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1190)
    #dbg_value(!DIArgList(i64 %100, i64 %49, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1193)
    #dbg_value(!DIArgList(i64 %100, i64 %49, i64 %46), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !887)
  %101 = mul i64 %100, 1000003, !dbg !1257
    #dbg_value(i64 %101, !206, !DIExpression(DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_stack_value), !1182)
    #dbg_value(!DIArgList(i64 %101, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1185)
    #dbg_value(!DIArgList(i64 %101, i64 %49, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1190)
    #dbg_value(!DIArgList(i64 %101, i64 %49, i64 %46), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !887)
    #dbg_value(!DIArgList(i64 %101, i64 %49, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1193)
  %102 = xor i64 %101, -2, !dbg !1258
    #dbg_value(i64 %102, !206, !DIExpression(), !1182)
    #dbg_value(!DIArgList(i64 %102, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1185)
    #dbg_value(!DIArgList(i64 %102, i64 %49, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1190)
    #dbg_value(!DIArgList(i64 %102, i64 %49, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1193)
    #dbg_value(!DIArgList(i64 %102, i64 %49, i64 %46), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !887)
  %103 = mul i64 %102, 1000003, !dbg !1259
    #dbg_value(!DIArgList(i64 %103, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1185)
    #dbg_value(!DIArgList(i64 %103, i64 %49, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1190)
    #dbg_value(!DIArgList(i64 %103, i64 %49, i64 %46), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !887)
    #dbg_value(!DIArgList(i64 %103, i64 %49, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1193)
  %104 = xor i64 %103, %46, !dbg !1260
    #dbg_value(i64 %104, !206, !DIExpression(), !1185)
    #dbg_value(!DIArgList(i64 %104, i64 %49), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1190)
    #dbg_value(!DIArgList(i64 %104, i64 %49), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1193)
    #dbg_value(!DIArgList(i64 %104, i64 %49), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !887)
  %105 = mul i64 %104, 1000003, !dbg !1261
    #dbg_value(!DIArgList(i64 %105, i64 %49), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1190)
    #dbg_value(!DIArgList(i64 %105, i64 %49), !827, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !887)
    #dbg_value(!DIArgList(i64 %105, i64 %49), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1193)
  %106 = xor i64 %105, %49, !dbg !1262
    #dbg_value(i64 %106, !206, !DIExpression(), !1190)
    #dbg_value(i64 %106, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1193)
    #dbg_value(i64 %106, !827, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !887)
  %107 = mul i64 %106, 1000003, !dbg !1263
    #dbg_value(i64 %107, !827, !DIExpression(DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !887)
    #dbg_value(i64 %107, !206, !DIExpression(DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1193)
  %108 = xor i64 %107, -80, !dbg !1264
    #dbg_value(i64 %108, !206, !DIExpression(), !1193)
    #dbg_value(i64 %108, !827, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !887)
  %109 = mul i64 %108, 1000003, !dbg !1265
    #dbg_value(i64 %109, !827, !DIExpression(DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !887)
  %110 = xor i64 %109, 9, !dbg !1266
    #dbg_value(i64 %110, !827, !DIExpression(), !887)
    #dbg_value(i64 %62, !829, !DIExpression(), !887)
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.9, i64 noundef %62), !dbg !1267
    #dbg_value(i64 %110, !206, !DIExpression(), !1268)
    #dbg_value(i64 %62, !211, !DIExpression(), !1268)
  %112 = mul i64 %110, 1000003, !dbg !1270
  %113 = xor i64 %62, %112, !dbg !1271
    #dbg_value(i64 %113, !827, !DIExpression(), !887)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5) #10, !dbg !1272
    #dbg_value(i32 10, !876, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1273)
    #dbg_value(double 2.600000e+01, !876, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1273)
    #dbg_value(i8 9, !876, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !1273)
    #dbg_value(i64 10, !829, !DIExpression(), !887)
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, i64 noundef 10), !dbg !1274
    #dbg_value(i64 %113, !206, !DIExpression(), !1275)
    #dbg_value(i64 10, !211, !DIExpression(), !1275)
  %115 = mul i64 %113, 1000003, !dbg !1277
  %116 = xor i64 %115, 10, !dbg !1278
    #dbg_value(i64 %116, !827, !DIExpression(), !887)
    #dbg_value(i64 26, !829, !DIExpression(), !887)
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.22, i64 noundef 26), !dbg !1279
    #dbg_value(i64 %116, !206, !DIExpression(), !1280)
    #dbg_value(i64 26, !211, !DIExpression(), !1280)
  %118 = mul i64 %116, 1000003, !dbg !1282
  %119 = xor i64 %118, 26, !dbg !1283
    #dbg_value(i64 %119, !827, !DIExpression(), !887)
    #dbg_value(i64 9, !829, !DIExpression(), !887)
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.20, i64 noundef 9), !dbg !1284
    #dbg_value(i64 %119, !206, !DIExpression(), !1285)
    #dbg_value(i64 9, !211, !DIExpression(), !1285)
  %121 = mul i64 %119, 1000003, !dbg !1287
  %122 = xor i64 %121, 9, !dbg !1288
    #dbg_value(i64 %122, !827, !DIExpression(), !887)
  ret i64 %122, !dbg !1289
}

; Function Attrs: nofree nounwind
declare !dbg !1290 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nounwind uwtable
define dso_local i64 @r_drive_other() local_unnamed_addr #7 !dbg !1297 {
  %1 = alloca %struct.Big, align 16
  %2 = alloca %struct.Big24, align 8
  %3 = alloca %struct.Big, align 16
  %4 = alloca %struct.PK, align 8, !DIAssignID !1350
    #dbg_assign(i1 undef, !1342, !DIExpression(), !1350, ptr %4, !DIExpression(), !1351)
  %5 = alloca %struct.Big, align 8, !DIAssignID !1352
    #dbg_assign(i1 undef, !1346, !DIExpression(), !1352, ptr %5, !DIExpression(), !1353)
  %6 = alloca %struct.Big24, align 8, !DIAssignID !1354
    #dbg_assign(i1 undef, !1348, !DIExpression(), !1354, ptr %6, !DIExpression(), !1355)
    #dbg_value(i64 0, !1299, !DIExpression(), !1356)
    #dbg_value(i8 -5, !1302, !DIExpression(), !1356)
    #dbg_value(i16 -300, !1303, !DIExpression(), !1356)
    #dbg_value(i24 197121, !1304, !DIExpression(), !1356)
    #dbg_value(i40 34477573380, !1305, !DIExpression(), !1356)
    #dbg_value(i48 -47243919369, !1306, !DIExpression(), !1356)
    #dbg_value(i64 4520156725444620, !1307, !DIExpression(), !1356)
    #dbg_value(i64 81604378607, !1308, !DIExpression(), !1356)
    #dbg_value(i64 1880560806837687315, !1309, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1356)
    #dbg_value(i8 27, !1309, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !1356)
    #dbg_value(i64 128849018852, !1310, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1356)
    #dbg_value(i32 -30, !1310, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1356)
    #dbg_value(i64 2748642880894607391, !1311, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1356)
    #dbg_value(i56 12714937854535719, !1311, !DIExpression(DW_OP_LLVM_fragment, 64, 56), !1356)
    #dbg_value(i64 -46, !1312, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1356)
    #dbg_value(i64 47, !1312, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1356)
    #dbg_value(i64 81985529216486895, !1313, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1356)
    #dbg_value(i64 -1229782938247303441, !1313, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1356)
    #dbg_value(i128 1339673755198158349623302689933104920, !1314, !DIExpression(), !1356)
    #dbg_value(i128 922337203685477580752, !1315, !DIExpression(), !1356)
    #dbg_value(i128 -940783947759187132366, !1316, !DIExpression(), !1356)
    #dbg_value(i64 4661225614328463412, !1317, !DIExpression(), !1356)
    #dbg_value(i64 -4590680948290355200, !1318, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1356)
    #dbg_value(i64 54, !1318, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1356)
    #dbg_value(i64 -235156799488, !1319, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1356)
    #dbg_value(i32 1113718784, !1319, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1356)
    #dbg_value(i32 3171109, !1320, !DIExpression(), !1356)
    #dbg_value(i64 97136462551097, !1321, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1356)
    #dbg_value(i8 0, !1321, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !1356)
    #dbg_value(i64 0, !1322, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1356)
    #dbg_value(i64 22873, !1322, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1356)
    #dbg_value(i64 60, !1322, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !1356)
    #dbg_value(i64 61, !1323, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1356)
    #dbg_value(i64 62, !1323, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1356)
    #dbg_value(i64 63, !1323, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1356)
    #dbg_value(i64 64, !1323, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1356)
    #dbg_value(i64 65, !1323, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !1356)
    #dbg_value(i64 -66, !1324, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1356)
    #dbg_value(i64 -67, !1324, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1356)
    #dbg_value(i64 -68, !1324, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1356)
    #dbg_value(i64 -69, !1324, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1356)
    #dbg_value(i64 -70, !1324, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !1356)
    #dbg_value(i32 71, !1325, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1356)
    #dbg_assign(i1 undef, !1325, !DIExpression(DW_OP_LLVM_fragment, 32, 160), !1357, ptr getelementptr inbounds (i8, ptr @__const.r_drive_other.b24, i64 4), !DIExpression(), !1356)
  %7 = tail call i64 @g_small(i64 251, i64 65236, i64 197121, i64 34477573380, i64 281427732791287, i64 4520156725444620, i64 81604378607, [2 x i64] [i64 1880560806837687315, i64 27]) #10, !dbg !1358
    #dbg_value(i64 %7, !1301, !DIExpression(), !1356)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.1, i64 noundef %7), !dbg !1358
    #dbg_value(i64 0, !206, !DIExpression(), !1359)
    #dbg_value(i64 %7, !211, !DIExpression(), !1359)
    #dbg_value(i64 %7, !1299, !DIExpression(), !1356)
  %9 = tail call i64 @g_align16(i32 noundef 1, i128 1339673755198158349623302689933104920, i32 noundef 2, i128 922337203685477580752, i64 noundef 3, i128 -940783947759187132366, i32 noundef 4) #10, !dbg !1361
    #dbg_value(i64 %9, !1301, !DIExpression(), !1356)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.2, i64 noundef %9), !dbg !1361
    #dbg_value(i64 %7, !206, !DIExpression(), !1362)
    #dbg_value(i64 %9, !211, !DIExpression(), !1362)
    #dbg_value(!DIArgList(i64 %7, i64 %9), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #10, !dbg !1364
  store <2 x i64> <i64 61, i64 62>, ptr %1, align 16, !dbg !1364
  %11 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !1364
  store <2 x i64> <i64 63, i64 64>, ptr %11, align 16, !dbg !1364
  %12 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !1364
  store i64 65, ptr %12, align 16, !dbg !1364, !tbaa !1212
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #10, !dbg !1364
  store i32 71, ptr %2, align 8, !dbg !1364, !tbaa !1365
  %13 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !1364
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %13, ptr noundef nonnull align 4 dereferenceable(20) getelementptr inbounds (i8, ptr @__const.r_drive_other.b24, i64 4), i64 20, i1 false), !dbg !1364, !tbaa.struct !1366
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #10, !dbg !1364
  store <2 x i64> <i64 -66, i64 -67>, ptr %3, align 16, !dbg !1364
  %14 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !1364
  store <2 x i64> <i64 -68, i64 -69>, ptr %14, align 16, !dbg !1364
  %15 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !1364
  store i64 -70, ptr %15, align 16, !dbg !1364, !tbaa !1212
  %16 = call i64 @g_bigs(ptr noundef nonnull %1, i32 noundef 74, ptr noundef nonnull %2, ptr noundef nonnull %3) #10, !dbg !1364
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #10, !dbg !1364
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #10, !dbg !1364
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #10, !dbg !1364
    #dbg_value(i64 %16, !1301, !DIExpression(), !1356)
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.3, i64 noundef %16), !dbg !1364
    #dbg_value(!DIArgList(i64 %7, i64 %9), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1368)
    #dbg_value(i64 %16, !211, !DIExpression(), !1368)
    #dbg_value(!DIArgList(i64 %7, i64 %16, i64 %9), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
    #dbg_value(i64 62, !1301, !DIExpression(), !1356)
  %18 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.4, i64 noundef 62), !dbg !1370
    #dbg_value(!DIArgList(i64 %7, i64 %16, i64 %9), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1371)
    #dbg_value(i64 62, !211, !DIExpression(), !1371)
    #dbg_value(!DIArgList(i64 %7, i64 %16, i64 %9), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_stack_value), !1356)
  %19 = call i64 @g_mixed(i64 4661225614328463412, [2 x i64] [i64 -4590680948290355200, i64 54], double noundef 3.750000e-01, [2 x i64] [i64 -235156799488, i64 1113718784], float noundef -7.750000e+00, i64 3171109, [2 x i64] [i64 97136462551097, i64 0], [2 x i64] [i64 22873, i64 60]) #10, !dbg !1373
    #dbg_value(i64 %19, !1301, !DIExpression(), !1356)
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.5, i64 noundef %19), !dbg !1373
    #dbg_value(!DIArgList(i64 %7, i64 %16, i64 %9), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_stack_value), !1374)
    #dbg_value(i64 %19, !211, !DIExpression(), !1374)
    #dbg_value(!DIArgList(i64 %7, i64 %19, i64 %16, i64 %9), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
  %21 = call i64 @g_spill([2 x i64] [i64 -46, i64 47], [2 x i64] [i64 81985529216486895, i64 -1229782938247303441], [2 x i64] [i64 -46, i64 47], [2 x i64] [i64 81985529216486895, i64 -1229782938247303441], [2 x i64] [i64 -46, i64 47], [2 x i64] [i64 1880560806837687315, i64 27], i8 noundef 120, [2 x i64] [i64 128849018852, i64 4294967266], [2 x i64] [i64 2748642880894607391, i64 12714937854535719]) #10, !dbg !1376
    #dbg_value(i64 %21, !1301, !DIExpression(), !1356)
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.6, i64 noundef %21), !dbg !1376
    #dbg_value(!DIArgList(i64 %7, i64 %19, i64 %16, i64 %9), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1377)
    #dbg_value(i64 %21, !211, !DIExpression(), !1377)
    #dbg_value(!DIArgList(i64 %7, i64 %21, i64 %19, i64 %16, i64 %9), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
  %23 = call i64 @g_partial(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, [2 x i64] [i64 81985529216486895, i64 -1229782938247303441], i64 noundef 8, i64 197121) #10, !dbg !1379
    #dbg_value(i64 %23, !1301, !DIExpression(), !1356)
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.7, i64 noundef %23), !dbg !1379
    #dbg_value(!DIArgList(i64 %7, i64 %21, i64 %19, i64 %16, i64 %9), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1380)
    #dbg_value(i64 %23, !211, !DIExpression(), !1380)
    #dbg_value(!DIArgList(i64 %7, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
  %25 = call i8 @g_ret_s1(i8 noundef 41) #10, !dbg !1382
  %26 = zext i8 %25 to i64, !dbg !1382
    #dbg_value(i64 %26, !1301, !DIExpression(), !1356)
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.8, i64 noundef %26), !dbg !1382
    #dbg_value(!DIArgList(i64 %7, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1383)
    #dbg_value(i64 %26, !211, !DIExpression(), !1383)
    #dbg_value(!DIArgList(i64 %7, i64 %26, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
  %28 = call i24 @g_ret_s3(i64 197121) #10, !dbg !1385
  %29 = lshr i24 %28, 8, !dbg !1385
  %30 = lshr i24 %28, 16, !dbg !1385
  %31 = zext nneg i24 %30 to i64, !dbg !1385
    #dbg_value(i24 %28, !1326, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !1386)
    #dbg_value(i24 %29, !1326, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !1386)
    #dbg_value(i24 %30, !1326, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !1386)
    #dbg_value(ptr undef, !188, !DIExpression(), !1387)
    #dbg_value(i32 3, !195, !DIExpression(), !1387)
    #dbg_value(ptr undef, !197, !DIExpression(), !1387)
    #dbg_value(i64 0, !201, !DIExpression(), !1389)
    #dbg_value(i64 7, !196, !DIExpression(), !1387)
  %32 = and i24 %28, 255, !dbg !1390
    #dbg_value(i64 7, !206, !DIExpression(), !1391)
    #dbg_value(i24 %32, !211, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1391)
  %33 = xor i24 %32, 7000021, !dbg !1393
  %34 = zext nneg i24 %33 to i64, !dbg !1393
    #dbg_value(i64 %34, !196, !DIExpression(), !1387)
    #dbg_value(i64 1, !201, !DIExpression(), !1389)
  %35 = and i24 %29, 255, !dbg !1390
  %36 = zext nneg i24 %35 to i64, !dbg !1390
    #dbg_value(i64 %34, !206, !DIExpression(), !1391)
    #dbg_value(i64 %36, !211, !DIExpression(), !1391)
  %37 = mul nuw nsw i64 %34, 1000003, !dbg !1394
  %38 = xor i64 %37, %36, !dbg !1393
    #dbg_value(i64 %38, !196, !DIExpression(), !1387)
    #dbg_value(i64 2, !201, !DIExpression(), !1389)
    #dbg_value(i64 %38, !206, !DIExpression(), !1391)
    #dbg_value(i64 %31, !211, !DIExpression(), !1391)
  %39 = mul nuw nsw i64 %38, 1000003, !dbg !1394
  %40 = xor i64 %39, %31, !dbg !1393
    #dbg_value(i64 %40, !196, !DIExpression(), !1387)
    #dbg_value(i64 3, !201, !DIExpression(), !1389)
    #dbg_value(i64 %40, !1301, !DIExpression(), !1356)
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.9, i64 noundef %40), !dbg !1395
    #dbg_value(!DIArgList(i64 %7, i64 %26, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1396)
    #dbg_value(i64 %40, !211, !DIExpression(), !1396)
    #dbg_value(!DIArgList(i64 %7, i64 %40, i64 %26, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
  %42 = call i64 @g_ret_s7(i8 noundef -1, i16 noundef 30000) #10, !dbg !1398
  %43 = lshr i64 %42, 32, !dbg !1398
  %44 = lshr i64 %42, 40, !dbg !1398
  %45 = lshr i64 %42, 48, !dbg !1398
    #dbg_value(i64 %42, !1328, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !1399)
    #dbg_value(i64 %42, !1328, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !1399)
    #dbg_value(i64 %42, !1328, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16), !1399)
    #dbg_value(i64 %43, !1328, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !1399)
    #dbg_value(i64 %44, !1328, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !1399)
    #dbg_value(i64 %45, !1328, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !1399)
    #dbg_value(i64 %42, !1328, !DIExpression(DW_OP_constu, 56, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !1399)
  %46 = and i64 %42, 255, !dbg !1400
    #dbg_value(i64 %46, !1301, !DIExpression(), !1356)
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, i64 noundef %46), !dbg !1400
    #dbg_value(!DIArgList(i64 %7, i64 %40, i64 %26, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1401)
    #dbg_value(i64 %46, !211, !DIExpression(), !1401)
    #dbg_value(!DIArgList(i64 %7, i64 %46, i64 %40, i64 %26, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
  %48 = shl i64 %42, 32, !dbg !1403
  %49 = ashr i64 %48, 48, !dbg !1403
    #dbg_value(i64 %49, !1301, !DIExpression(), !1356)
  %50 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.11, i64 noundef %49), !dbg !1403
    #dbg_value(!DIArgList(i64 %7, i64 %46, i64 %40, i64 %26, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1404)
    #dbg_value(i64 %49, !211, !DIExpression(), !1404)
    #dbg_value(!DIArgList(i64 %7, i64 %49, i64 %46, i64 %40, i64 %26, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
    #dbg_value(ptr undef, !188, !DIExpression(), !1406)
    #dbg_value(i32 3, !195, !DIExpression(), !1406)
    #dbg_value(ptr undef, !197, !DIExpression(), !1406)
    #dbg_value(i64 0, !201, !DIExpression(), !1408)
    #dbg_value(i64 7, !196, !DIExpression(), !1406)
  %51 = and i64 %43, 255, !dbg !1409
    #dbg_value(i64 7, !206, !DIExpression(), !1410)
    #dbg_value(i64 %51, !211, !DIExpression(), !1410)
  %52 = xor i64 %51, 7000021, !dbg !1412
    #dbg_value(i64 %52, !196, !DIExpression(), !1406)
    #dbg_value(i64 1, !201, !DIExpression(), !1408)
  %53 = and i64 %44, 255, !dbg !1409
    #dbg_value(i64 %52, !206, !DIExpression(), !1410)
    #dbg_value(i64 %53, !211, !DIExpression(), !1410)
  %54 = mul nuw nsw i64 %52, 1000003, !dbg !1413
  %55 = xor i64 %54, %53, !dbg !1412
    #dbg_value(i64 %55, !196, !DIExpression(), !1406)
    #dbg_value(i64 2, !201, !DIExpression(), !1408)
  %56 = and i64 %45, 255, !dbg !1409
    #dbg_value(i64 %55, !206, !DIExpression(), !1410)
    #dbg_value(i64 %56, !211, !DIExpression(), !1410)
  %57 = mul nuw nsw i64 %55, 1000003, !dbg !1413
  %58 = xor i64 %57, %56, !dbg !1412
    #dbg_value(i64 %58, !196, !DIExpression(), !1406)
    #dbg_value(i64 3, !201, !DIExpression(), !1408)
    #dbg_value(i64 %58, !1301, !DIExpression(), !1356)
  %59 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.12, i64 noundef %58), !dbg !1414
    #dbg_value(!DIArgList(i64 %7, i64 %49, i64 %46, i64 %40, i64 %26, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1415)
    #dbg_value(i64 %58, !211, !DIExpression(), !1415)
    #dbg_value(!DIArgList(i64 %7, i64 %58, i64 %49, i64 %46, i64 %40, i64 %26, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
  %60 = call [2 x i64] @g_ret_s9([2 x i64] [i64 1880560806837687315, i64 27]) #10, !dbg !1417
  %61 = extractvalue [2 x i64] %60, 0, !dbg !1417
  %62 = extractvalue [2 x i64] %60, 1, !dbg !1417
    #dbg_value(i64 %61, !1330, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1418)
    #dbg_value(i64 %62, !1330, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 8), !1418)
    #dbg_value(ptr undef, !188, !DIExpression(), !1419)
    #dbg_value(i32 9, !195, !DIExpression(), !1419)
    #dbg_value(ptr undef, !197, !DIExpression(), !1419)
    #dbg_value(i64 0, !201, !DIExpression(), !1421)
    #dbg_value(i64 7, !196, !DIExpression(), !1419)
  %63 = and i64 %61, 255, !dbg !1422
    #dbg_value(i64 7, !206, !DIExpression(), !1423)
    #dbg_value(i64 %63, !211, !DIExpression(), !1423)
  %64 = xor i64 %63, 7000021, !dbg !1425
    #dbg_value(i64 %64, !196, !DIExpression(), !1419)
    #dbg_value(i64 1, !201, !DIExpression(), !1421)
  %65 = lshr i64 %61, 8, !dbg !1422
  %66 = and i64 %65, 255, !dbg !1422
    #dbg_value(i64 %64, !206, !DIExpression(), !1423)
    #dbg_value(i64 %66, !211, !DIExpression(), !1423)
  %67 = mul nuw nsw i64 %64, 1000003, !dbg !1426
  %68 = xor i64 %67, %66, !dbg !1425
    #dbg_value(i64 %68, !196, !DIExpression(), !1419)
    #dbg_value(i64 2, !201, !DIExpression(), !1421)
  %69 = lshr i64 %61, 16, !dbg !1422
  %70 = and i64 %69, 255, !dbg !1422
    #dbg_value(i64 %68, !206, !DIExpression(), !1423)
    #dbg_value(i64 %70, !211, !DIExpression(), !1423)
  %71 = mul nuw nsw i64 %68, 1000003, !dbg !1426
  %72 = xor i64 %71, %70, !dbg !1425
    #dbg_value(i64 %72, !196, !DIExpression(), !1419)
    #dbg_value(i64 3, !201, !DIExpression(), !1421)
  %73 = lshr i64 %61, 24, !dbg !1422
  %74 = and i64 %73, 255, !dbg !1422
    #dbg_value(i64 %72, !206, !DIExpression(), !1423)
    #dbg_value(i64 %74, !211, !DIExpression(), !1423)
  %75 = mul i64 %72, 1000003, !dbg !1426
  %76 = xor i64 %75, %74, !dbg !1425
    #dbg_value(i64 %76, !196, !DIExpression(), !1419)
    #dbg_value(i64 4, !201, !DIExpression(), !1421)
  %77 = lshr i64 %61, 32, !dbg !1422
  %78 = and i64 %77, 255, !dbg !1422
    #dbg_value(i64 %76, !206, !DIExpression(), !1423)
    #dbg_value(i64 %78, !211, !DIExpression(), !1423)
  %79 = mul i64 %76, 1000003, !dbg !1426
  %80 = xor i64 %79, %78, !dbg !1425
    #dbg_value(i64 %80, !196, !DIExpression(), !1419)
    #dbg_value(i64 5, !201, !DIExpression(), !1421)
  %81 = lshr i64 %61, 40, !dbg !1422
  %82 = and i64 %81, 255, !dbg !1422
    #dbg_value(i64 %80, !206, !DIExpression(), !1423)
    #dbg_value(i64 %82, !211, !DIExpression(), !1423)
  %83 = mul i64 %80, 1000003, !dbg !1426
  %84 = xor i64 %83, %82, !dbg !1425
    #dbg_value(i64 %84, !196, !DIExpression(), !1419)
    #dbg_value(i64 6, !201, !DIExpression(), !1421)
  %85 = lshr i64 %61, 48, !dbg !1422
  %86 = and i64 %85, 255, !dbg !1422
    #dbg_value(i64 %84, !206, !DIExpression(), !1423)
    #dbg_value(i64 %86, !211, !DIExpression(), !1423)
  %87 = mul i64 %84, 1000003, !dbg !1426
  %88 = xor i64 %87, %86, !dbg !1425
    #dbg_value(i64 %88, !196, !DIExpression(), !1419)
    #dbg_value(i64 7, !201, !DIExpression(), !1421)
  %89 = lshr i64 %61, 56, !dbg !1422
    #dbg_value(i64 %88, !206, !DIExpression(), !1423)
    #dbg_value(i64 %89, !211, !DIExpression(), !1423)
  %90 = mul i64 %88, 1000003, !dbg !1426
  %91 = xor i64 %90, %89, !dbg !1425
    #dbg_value(i64 %91, !196, !DIExpression(), !1419)
    #dbg_value(i64 8, !201, !DIExpression(), !1421)
  %92 = and i64 %62, 255, !dbg !1422
    #dbg_value(i64 %91, !206, !DIExpression(), !1423)
    #dbg_value(i64 %92, !211, !DIExpression(), !1423)
  %93 = mul i64 %91, 1000003, !dbg !1426
  %94 = xor i64 %93, %92, !dbg !1425
    #dbg_value(i64 %94, !196, !DIExpression(), !1419)
    #dbg_value(i64 9, !201, !DIExpression(), !1421)
    #dbg_value(i64 %94, !1301, !DIExpression(), !1356)
  %95 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.9, i64 noundef %94), !dbg !1427
    #dbg_value(!DIArgList(i64 %7, i64 %58, i64 %49, i64 %46, i64 %40, i64 %26, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1428)
    #dbg_value(i64 %94, !211, !DIExpression(), !1428)
    #dbg_value(!DIArgList(i64 %7, i64 %94, i64 %58, i64 %49, i64 %46, i64 %40, i64 %26, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
  %96 = call [2 x i64] @g_ret_s12(i32 noundef -77) #10, !dbg !1430
  %97 = extractvalue [2 x i64] %96, 0, !dbg !1430
  %98 = extractvalue [2 x i64] %96, 1, !dbg !1430
    #dbg_value(i64 %97, !1332, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1431)
    #dbg_value(i64 %98, !1332, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !1431)
    #dbg_value(ptr undef, !188, !DIExpression(), !1432)
    #dbg_value(i32 12, !195, !DIExpression(), !1432)
    #dbg_value(ptr undef, !197, !DIExpression(), !1432)
    #dbg_value(i64 0, !201, !DIExpression(), !1434)
    #dbg_value(i64 7, !196, !DIExpression(), !1432)
  %99 = and i64 %97, 255, !dbg !1435
    #dbg_value(i64 7, !206, !DIExpression(), !1436)
    #dbg_value(i64 %99, !211, !DIExpression(), !1436)
  %100 = xor i64 %99, 7000021, !dbg !1438
    #dbg_value(i64 %100, !196, !DIExpression(), !1432)
    #dbg_value(i64 1, !201, !DIExpression(), !1434)
  %101 = lshr i64 %97, 8, !dbg !1435
  %102 = and i64 %101, 255, !dbg !1435
    #dbg_value(i64 %100, !206, !DIExpression(), !1436)
    #dbg_value(i64 %102, !211, !DIExpression(), !1436)
  %103 = mul nuw nsw i64 %100, 1000003, !dbg !1439
  %104 = xor i64 %103, %102, !dbg !1438
    #dbg_value(i64 %104, !196, !DIExpression(), !1432)
    #dbg_value(i64 2, !201, !DIExpression(), !1434)
  %105 = lshr i64 %97, 16, !dbg !1435
  %106 = and i64 %105, 255, !dbg !1435
    #dbg_value(i64 %104, !206, !DIExpression(), !1436)
    #dbg_value(i64 %106, !211, !DIExpression(), !1436)
  %107 = mul nuw nsw i64 %104, 1000003, !dbg !1439
  %108 = xor i64 %107, %106, !dbg !1438
    #dbg_value(i64 %108, !196, !DIExpression(), !1432)
    #dbg_value(i64 3, !201, !DIExpression(), !1434)
  %109 = lshr i64 %97, 24, !dbg !1435
  %110 = and i64 %109, 255, !dbg !1435
    #dbg_value(i64 %108, !206, !DIExpression(), !1436)
    #dbg_value(i64 %110, !211, !DIExpression(), !1436)
  %111 = mul i64 %108, 1000003, !dbg !1439
  %112 = xor i64 %111, %110, !dbg !1438
    #dbg_value(i64 %112, !196, !DIExpression(), !1432)
    #dbg_value(i64 4, !201, !DIExpression(), !1434)
  %113 = lshr i64 %97, 32, !dbg !1435
  %114 = and i64 %113, 255, !dbg !1435
    #dbg_value(i64 %112, !206, !DIExpression(), !1436)
    #dbg_value(i64 %114, !211, !DIExpression(), !1436)
  %115 = mul i64 %112, 1000003, !dbg !1439
  %116 = xor i64 %115, %114, !dbg !1438
    #dbg_value(i64 %116, !196, !DIExpression(), !1432)
    #dbg_value(i64 5, !201, !DIExpression(), !1434)
  %117 = lshr i64 %97, 40, !dbg !1435
  %118 = and i64 %117, 255, !dbg !1435
    #dbg_value(i64 %116, !206, !DIExpression(), !1436)
    #dbg_value(i64 %118, !211, !DIExpression(), !1436)
  %119 = mul i64 %116, 1000003, !dbg !1439
  %120 = xor i64 %119, %118, !dbg !1438
    #dbg_value(i64 %120, !196, !DIExpression(), !1432)
    #dbg_value(i64 6, !201, !DIExpression(), !1434)
  %121 = lshr i64 %97, 48, !dbg !1435
  %122 = and i64 %121, 255, !dbg !1435
    #dbg_value(i64 %120, !206, !DIExpression(), !1436)
    #dbg_value(i64 %122, !211, !DIExpression(), !1436)
  %123 = mul i64 %120, 1000003, !dbg !1439
  %124 = xor i64 %123, %122, !dbg !1438
    #dbg_value(i64 %124, !196, !DIExpression(), !1432)
    #dbg_value(i64 7, !201, !DIExpression(), !1434)
  %125 = lshr i64 %97, 56, !dbg !1435
    #dbg_value(i64 %124, !206, !DIExpression(), !1436)
    #dbg_value(i64 %125, !211, !DIExpression(), !1436)
  %126 = mul i64 %124, 1000003, !dbg !1439
  %127 = xor i64 %126, %125, !dbg !1438
    #dbg_value(i64 %127, !196, !DIExpression(), !1432)
    #dbg_value(i64 8, !201, !DIExpression(), !1434)
  %128 = and i64 %98, 255, !dbg !1435
    #dbg_value(i64 %127, !206, !DIExpression(), !1436)
    #dbg_value(i64 %128, !211, !DIExpression(), !1436)
  %129 = mul i64 %127, 1000003, !dbg !1439
  %130 = xor i64 %129, %128, !dbg !1438
    #dbg_value(i64 %130, !196, !DIExpression(), !1432)
    #dbg_value(i64 9, !201, !DIExpression(), !1434)
  %131 = lshr i64 %98, 8, !dbg !1435
  %132 = and i64 %131, 255, !dbg !1435
    #dbg_value(i64 %130, !206, !DIExpression(), !1436)
    #dbg_value(i64 %132, !211, !DIExpression(), !1436)
  %133 = mul i64 %130, 1000003, !dbg !1439
  %134 = xor i64 %133, %132, !dbg !1438
    #dbg_value(i64 %134, !196, !DIExpression(), !1432)
    #dbg_value(i64 10, !201, !DIExpression(), !1434)
  %135 = lshr i64 %98, 16, !dbg !1435
  %136 = and i64 %135, 255, !dbg !1435
    #dbg_value(i64 %134, !206, !DIExpression(), !1436)
    #dbg_value(i64 %136, !211, !DIExpression(), !1436)
  %137 = mul i64 %134, 1000003, !dbg !1439
  %138 = xor i64 %137, %136, !dbg !1438
    #dbg_value(i64 %138, !196, !DIExpression(), !1432)
    #dbg_value(i64 11, !201, !DIExpression(), !1434)
  %139 = lshr i64 %98, 24, !dbg !1435
  %140 = and i64 %139, 255, !dbg !1435
    #dbg_value(i64 %138, !206, !DIExpression(), !1436)
    #dbg_value(i64 %140, !211, !DIExpression(), !1436)
  %141 = mul i64 %138, 1000003, !dbg !1439
  %142 = xor i64 %141, %140, !dbg !1438
    #dbg_value(i64 %142, !196, !DIExpression(), !1432)
    #dbg_value(i64 12, !201, !DIExpression(), !1434)
    #dbg_value(i64 %142, !1301, !DIExpression(), !1356)
  %143 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.9, i64 noundef %142), !dbg !1440
    #dbg_value(!DIArgList(i64 %7, i64 %94, i64 %58, i64 %49, i64 %46, i64 %40, i64 %26, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1441)
    #dbg_value(i64 %142, !211, !DIExpression(), !1441)
    #dbg_value(!DIArgList(i64 %7, i64 %142, i64 %94, i64 %58, i64 %49, i64 %46, i64 %40, i64 %26, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
  %144 = call [2 x i64] @g_ret_s16([2 x i64] [i64 81985529216486895, i64 -1229782938247303441]) #10, !dbg !1443
  %145 = extractvalue [2 x i64] %144, 0, !dbg !1443
  %146 = extractvalue [2 x i64] %144, 1, !dbg !1443
    #dbg_value(i64 %145, !1334, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1444)
    #dbg_value(i64 %146, !1334, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1444)
    #dbg_value(i64 %145, !1301, !DIExpression(), !1356)
  %147 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, i64 noundef %145), !dbg !1445
    #dbg_value(!DIArgList(i64 %7, i64 %142, i64 %94, i64 %58, i64 %49, i64 %46, i64 %40, i64 %26, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1446)
    #dbg_value(i64 %145, !211, !DIExpression(), !1446)
    #dbg_value(!DIArgList(i64 %7, i64 %145, i64 %142, i64 %94, i64 %58, i64 %49, i64 %46, i64 %40, i64 %26, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
    #dbg_value(i64 %146, !1301, !DIExpression(), !1356)
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.11, i64 noundef %146), !dbg !1448
    #dbg_value(!DIArgList(i64 %7, i64 %145, i64 %142, i64 %94, i64 %58, i64 %49, i64 %46, i64 %40, i64 %26, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1449)
    #dbg_value(i64 %146, !211, !DIExpression(), !1449)
    #dbg_value(!DIArgList(i64 %7, i64 %146, i64 %145, i64 %142, i64 %94, i64 %58, i64 %49, i64 %46, i64 %40, i64 %26, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 14, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
  %149 = call [2 x i64] @g_ret_mixdl(double noundef 2.500000e+00, i64 noundef 78) #10, !dbg !1451
  %150 = extractvalue [2 x i64] %149, 0, !dbg !1451
  %151 = bitcast i64 %150 to double, !dbg !1451
  %152 = extractvalue [2 x i64] %149, 1, !dbg !1451
    #dbg_value(double %151, !1336, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1452)
    #dbg_value(i64 %152, !1336, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1452)
  %153 = fptosi double %151 to i64, !dbg !1453
    #dbg_value(i64 %153, !1301, !DIExpression(), !1356)
  %154 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.13, i64 noundef %153), !dbg !1453
    #dbg_value(!DIArgList(i64 %7, i64 %146, i64 %145, i64 %142, i64 %94, i64 %58, i64 %49, i64 %46, i64 %40, i64 %26, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 14, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1454)
    #dbg_value(i64 %153, !211, !DIExpression(), !1454)
    #dbg_value(!DIArgList(i64 %7, i64 %153, i64 %146, i64 %145, i64 %142, i64 %94, i64 %58, i64 %49, i64 %46, i64 %40, i64 %26, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 15, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 14, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
    #dbg_value(i64 %152, !1301, !DIExpression(), !1356)
  %155 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.14, i64 noundef %152), !dbg !1456
    #dbg_value(!DIArgList(i64 %7, i64 %153, i64 %146, i64 %145, i64 %142, i64 %94, i64 %58, i64 %49, i64 %46, i64 %40, i64 %26, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 15, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 14, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1457)
    #dbg_value(i64 %152, !211, !DIExpression(), !1457)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 15, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 14, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
  %156 = call [2 x i64] @g_ret_mixfi3([2 x i64] [i64 -235156799488, i64 1113718784]) #10, !dbg !1459
  %157 = extractvalue [2 x i64] %156, 0, !dbg !1459
  %158 = trunc i64 %157 to i32, !dbg !1459
  %159 = extractvalue [2 x i64] %156, 1, !dbg !1459
  %160 = bitcast i32 %158 to float, !dbg !1459
    #dbg_value(float %160, !1338, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1460)
    #dbg_value(i64 %157, !1338, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !1460)
  %161 = trunc i64 %159 to i32, !dbg !1459
  %162 = bitcast i32 %161 to float, !dbg !1459
    #dbg_value(float %162, !1338, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1460)
  %163 = fmul float %160, 8.000000e+00, !dbg !1461
  %164 = fptosi float %163 to i64, !dbg !1461
    #dbg_value(i64 %164, !1301, !DIExpression(), !1356)
  %165 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.15, i64 noundef %164), !dbg !1461
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 15, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 14, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1462)
    #dbg_value(i64 %164, !211, !DIExpression(), !1462)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 15, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 14, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
  %166 = ashr i64 %157, 32, !dbg !1464
    #dbg_value(i64 %166, !1301, !DIExpression(), !1356)
  %167 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.16, i64 noundef %166), !dbg !1464
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 15, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 14, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1465)
    #dbg_value(i64 %166, !211, !DIExpression(), !1465)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 15, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 14, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
  %168 = fmul float %162, 8.000000e+00, !dbg !1467
  %169 = fptosi float %168 to i64, !dbg !1467
    #dbg_value(i64 %169, !1301, !DIExpression(), !1356)
  %170 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.17, i64 noundef %169), !dbg !1467
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 15, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 14, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1468)
    #dbg_value(i64 %169, !211, !DIExpression(), !1468)
  %171 = call i128 @g_ret_i128s(i64 noundef -2, i64 noundef 79) #10, !dbg !1470
    #dbg_value(i128 %171, !1340, !DIExpression(), !1471)
  %172 = trunc i128 %171 to i64, !dbg !1472
    #dbg_value(i64 %172, !1301, !DIExpression(), !1356)
  %173 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.18, i64 noundef %172), !dbg !1472
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 15, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 14, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1473)
    #dbg_value(i64 %172, !211, !DIExpression(), !1473)
  %174 = lshr i128 %171, 64, !dbg !1475
  %175 = trunc nuw i128 %174 to i64, !dbg !1475
    #dbg_value(i64 %175, !1301, !DIExpression(), !1356)
  %176 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.19, i64 noundef %175), !dbg !1475
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 15, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 14, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1476)
    #dbg_value(i64 %175, !211, !DIExpression(), !1476)
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %4), !dbg !1478
  %177 = call [2 x i64] @g_ret_pk([2 x i64] [i64 97136462551097, i64 0]) #10, !dbg !1479
  %178 = extractvalue [2 x i64] %177, 0, !dbg !1479
  %179 = extractvalue [2 x i64] %177, 1, !dbg !1479
  store i64 %178, ptr %4, align 8, !dbg !1479, !DIAssignID !1480
  %180 = trunc i64 %179 to i8, !dbg !1479
  %181 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !1479
  store i8 %180, ptr %181, align 8, !dbg !1479, !DIAssignID !1481
    #dbg_assign(i64 %178, !1342, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1480, ptr %4, !DIExpression(), !1351)
    #dbg_assign(i8 %180, !1342, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !1481, ptr %181, !DIExpression(), !1351)
  %182 = and i64 %178, 255, !dbg !1482
    #dbg_value(i64 %182, !1301, !DIExpression(), !1356)
  %183 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.20, i64 noundef %182), !dbg !1482
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 15, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 14, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1483)
    #dbg_value(i64 %182, !211, !DIExpression(), !1483)
  %184 = getelementptr inbounds i8, ptr %4, i64 1, !dbg !1485
  %185 = load i64, ptr %184, align 1, !dbg !1485, !tbaa !483
    #dbg_value(i64 %185, !1301, !DIExpression(), !1356)
  %186 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.14, i64 noundef %185), !dbg !1485
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 15, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 14, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1486)
    #dbg_value(i64 %185, !211, !DIExpression(), !1486)
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %4), !dbg !1488
  %187 = call [2 x i64] @g_ret_u(i64 noundef -80) #10, !dbg !1489
  %188 = extractvalue [2 x i64] %187, 0, !dbg !1489
  %189 = extractvalue [2 x i64] %187, 1, !dbg !1489
    #dbg_value(i64 %188, !1344, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1490)
    #dbg_value(i64 %189, !1344, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1490)
    #dbg_value(i64 %188, !1301, !DIExpression(), !1356)
  %190 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.14, i64 noundef %188), !dbg !1491
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 15, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 14, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1492)
    #dbg_value(i64 %188, !211, !DIExpression(), !1492)
  %191 = and i64 %189, 255, !dbg !1494
    #dbg_value(i64 %191, !1301, !DIExpression(), !1356)
  %192 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.21, i64 noundef %191), !dbg !1494
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 15, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 14, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1495)
    #dbg_value(i64 %191, !211, !DIExpression(), !1495)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5) #10, !dbg !1497
  call void @g_ret_big(ptr dead_on_unwind nonnull writable sret(%struct.Big) align 8 %5, i64 noundef 81) #10, !dbg !1498
    #dbg_value(ptr %5, !188, !DIExpression(), !1499)
    #dbg_value(i32 40, !195, !DIExpression(), !1499)
    #dbg_value(i64 7, !196, !DIExpression(), !1499)
    #dbg_value(ptr %5, !197, !DIExpression(), !1499)
    #dbg_value(i32 0, !201, !DIExpression(), !1501)
  br label %193, !dbg !1502

193:                                              ; preds = %193, %0
  %194 = phi i64 [ 0, %0 ], [ %201, %193 ]
  %195 = phi i64 [ 7, %0 ], [ %200, %193 ]
    #dbg_value(i64 %194, !201, !DIExpression(), !1501)
    #dbg_value(i64 %195, !196, !DIExpression(), !1499)
  %196 = getelementptr inbounds i8, ptr %5, i64 %194, !dbg !1503
  %197 = load i8, ptr %196, align 1, !dbg !1503, !tbaa !1212
  %198 = zext i8 %197 to i64, !dbg !1503
    #dbg_value(i64 %195, !206, !DIExpression(), !1504)
    #dbg_value(i64 %198, !211, !DIExpression(), !1504)
  %199 = mul i64 %195, 1000003, !dbg !1506
  %200 = xor i64 %199, %198, !dbg !1507
    #dbg_value(i64 %200, !196, !DIExpression(), !1499)
  %201 = add nuw nsw i64 %194, 1, !dbg !1508
    #dbg_value(i64 %201, !201, !DIExpression(), !1501)
  %202 = icmp eq i64 %201, 40, !dbg !1509
  br i1 %202, label %203, label %193, !dbg !1502, !llvm.loop !1510

203:                                              ; preds = %193
  %204 = mul i64 %7, 1000003, !dbg !1512
    #dbg_value(!DIArgList(i64 %204, i64 %9), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1368)
    #dbg_value(!DIArgList(i64 %204, i64 %16, i64 %9), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1371)
    #dbg_value(!DIArgList(i64 %204, i64 %16, i64 %9), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_stack_value), !1374)
    #dbg_value(!DIArgList(i64 %204, i64 %19, i64 %16, i64 %9), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1377)
    #dbg_value(!DIArgList(i64 %204, i64 %21, i64 %19, i64 %16, i64 %9), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1380)
    #dbg_value(!DIArgList(i64 %204, i64 %26, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
    #dbg_value(!DIArgList(i64 %204, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1383)
  %205 = xor i64 %9, %204, !dbg !1513
    #dbg_value(i64 %205, !206, !DIExpression(), !1368)
    #dbg_value(!DIArgList(i64 %205, i64 %16), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1371)
    #dbg_value(!DIArgList(i64 %205, i64 %16), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_stack_value), !1374)
    #dbg_value(!DIArgList(i64 %205, i64 %19, i64 %16), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1377)
    #dbg_value(!DIArgList(i64 %205, i64 %21, i64 %19, i64 %16), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1380)
    #dbg_value(!DIArgList(i64 %205, i64 %26, i64 %23, i64 %21, i64 %19, i64 %16), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
    #dbg_value(!DIArgList(i64 %205, i64 %23, i64 %21, i64 %19, i64 %16), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1383)
  %206 = mul i64 %205, 1000003, !dbg !1514
    #dbg_value(!DIArgList(i64 %206, i64 %16), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1371)
    #dbg_value(!DIArgList(i64 %206, i64 %16), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_stack_value), !1374)
    #dbg_value(!DIArgList(i64 %206, i64 %19, i64 %16), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1377)
    #dbg_value(!DIArgList(i64 %206, i64 %21, i64 %19, i64 %16), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1380)
    #dbg_value(!DIArgList(i64 %206, i64 %26, i64 %23, i64 %21, i64 %19, i64 %16), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
    #dbg_value(!DIArgList(i64 %206, i64 %23, i64 %21, i64 %19, i64 %16), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1383)
  %207 = xor i64 %16, %206, !dbg !1515
    #dbg_value(i64 %207, !206, !DIExpression(), !1371)
    #dbg_value(i64 %207, !206, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_stack_value), !1374)
    #dbg_value(!DIArgList(i64 %207, i64 %19), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1377)
    #dbg_value(!DIArgList(i64 %207, i64 %21, i64 %19), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1380)
    #dbg_value(!DIArgList(i64 %207, i64 %26, i64 %23, i64 %21, i64 %19), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
    #dbg_value(!DIArgList(i64 %207, i64 %23, i64 %21, i64 %19), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1383)
  %208 = mul i64 %207, 1000003, !dbg !1516
    #dbg_value(i64 %208, !206, !DIExpression(DW_OP_constu, 62, DW_OP_xor, DW_OP_stack_value), !1374)
    #dbg_value(!DIArgList(i64 %208, i64 %19), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1377)
    #dbg_value(!DIArgList(i64 %208, i64 %21, i64 %19), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1380)
    #dbg_value(!DIArgList(i64 %208, i64 %26, i64 %23, i64 %21, i64 %19), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
    #dbg_value(!DIArgList(i64 %208, i64 %23, i64 %21, i64 %19), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1383)
  %209 = xor i64 %208, 62, !dbg !1517
    #dbg_value(i64 %209, !206, !DIExpression(), !1374)
    #dbg_value(!DIArgList(i64 %209, i64 %19), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1377)
    #dbg_value(!DIArgList(i64 %209, i64 %21, i64 %19), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1380)
    #dbg_value(!DIArgList(i64 %209, i64 %26, i64 %23, i64 %21, i64 %19), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
    #dbg_value(!DIArgList(i64 %209, i64 %23, i64 %21, i64 %19), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1383)
  %210 = mul i64 %209, 1000003, !dbg !1518
    #dbg_value(!DIArgList(i64 %210, i64 %19), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1377)
    #dbg_value(!DIArgList(i64 %210, i64 %21, i64 %19), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1380)
    #dbg_value(!DIArgList(i64 %210, i64 %26, i64 %23, i64 %21, i64 %19), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
    #dbg_value(!DIArgList(i64 %210, i64 %23, i64 %21, i64 %19), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1383)
  %211 = xor i64 %19, %210, !dbg !1519
    #dbg_value(i64 %211, !206, !DIExpression(), !1377)
    #dbg_value(!DIArgList(i64 %211, i64 %21), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1380)
    #dbg_value(!DIArgList(i64 %211, i64 %26, i64 %23, i64 %21), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
    #dbg_value(!DIArgList(i64 %211, i64 %23, i64 %21), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1383)
  %212 = mul i64 %211, 1000003, !dbg !1520
    #dbg_value(!DIArgList(i64 %212, i64 %21), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1380)
    #dbg_value(!DIArgList(i64 %212, i64 %26, i64 %23, i64 %21), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
    #dbg_value(!DIArgList(i64 %212, i64 %23, i64 %21), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1383)
  %213 = xor i64 %212, %21, !dbg !1521
    #dbg_value(i64 %213, !206, !DIExpression(), !1380)
    #dbg_value(!DIArgList(i64 %213, i64 %26, i64 %23), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
    #dbg_value(!DIArgList(i64 %213, i64 %23), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1383)
  %214 = mul i64 %213, 1000003, !dbg !1522
    #dbg_value(!DIArgList(i64 %214, i64 %26, i64 %23), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
    #dbg_value(!DIArgList(i64 %214, i64 %23), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1383)
  %215 = xor i64 %214, %23, !dbg !1523
    #dbg_value(!DIArgList(i64 %215, i64 %26), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
    #dbg_value(i64 %215, !206, !DIExpression(), !1383)
  %216 = mul i64 %215, 1000003, !dbg !1524
    #dbg_value(!DIArgList(i64 %216, i64 %26), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
  %217 = xor i64 %216, %26, !dbg !1525
    #dbg_value(i64 %217, !1299, !DIExpression(), !1356)
  %218 = mul i64 %217, 1000003, !dbg !1526
    #dbg_value(!DIArgList(i64 %218, i64 %40), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1401)
    #dbg_value(!DIArgList(i64 %218, i64 %49, i64 %46, i64 %40), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
    #dbg_value(!DIArgList(i64 %218, i64 %46, i64 %40), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1404)
  %219 = xor i64 %40, %218, !dbg !1527
    #dbg_value(i64 %219, !206, !DIExpression(), !1401)
    #dbg_value(!DIArgList(i64 %219, i64 %49, i64 %46), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
    #dbg_value(!DIArgList(i64 %219, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1404)
  %220 = mul i64 %219, 1000003, !dbg !1528
    #dbg_value(!DIArgList(i64 %220, i64 %49, i64 %46), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
    #dbg_value(!DIArgList(i64 %220, i64 %46), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1404)
  %221 = xor i64 %220, %46, !dbg !1529
    #dbg_value(!DIArgList(i64 %221, i64 %49), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
    #dbg_value(i64 %221, !206, !DIExpression(), !1404)
  %222 = mul i64 %221, 1000003, !dbg !1530
    #dbg_value(!DIArgList(i64 %222, i64 %49), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
  %223 = xor i64 %222, %49, !dbg !1531
    #dbg_value(i64 %223, !1299, !DIExpression(), !1356)
  %224 = mul i64 %223, 1000003, !dbg !1532
    #dbg_value(!DIArgList(i64 %224, i64 %58), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
  %225 = xor i64 %58, %224, !dbg !1533
    #dbg_value(i64 %225, !1299, !DIExpression(), !1356)
  %226 = mul i64 %225, 1000003, !dbg !1534
    #dbg_value(!DIArgList(i64 %226, i64 %94), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
  %227 = xor i64 %94, %226, !dbg !1535
    #dbg_value(i64 %227, !1299, !DIExpression(), !1356)
  %228 = mul i64 %227, 1000003, !dbg !1536
    #dbg_value(!DIArgList(i64 %228, i64 %142), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1446)
    #dbg_value(!DIArgList(i64 %228, i64 %145, i64 %142), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1449)
    #dbg_value(!DIArgList(i64 %228, i64 %146, i64 %145, i64 %142), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1454)
    #dbg_value(!DIArgList(i64 %228, i64 %153, i64 %146, i64 %145, i64 %142), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1457)
    #dbg_value(!DIArgList(i64 %228, i64 %152, i64 %153, i64 %146, i64 %145, i64 %142), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1462)
    #dbg_value(!DIArgList(i64 %228, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145, i64 %142), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1465)
    #dbg_value(!DIArgList(i64 %228, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145, i64 %142), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1468)
    #dbg_value(!DIArgList(i64 %228, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145, i64 %142), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1473)
    #dbg_value(!DIArgList(i64 %228, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145, i64 %142), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1476)
    #dbg_value(!DIArgList(i64 %228, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145, i64 %142), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1483)
    #dbg_value(!DIArgList(i64 %228, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145, i64 %142), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1486)
    #dbg_value(!DIArgList(i64 %228, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145, i64 %142), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1492)
    #dbg_value(!DIArgList(i64 %228, i64 %191, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145, i64 %142), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 14, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
    #dbg_value(!DIArgList(i64 %228, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145, i64 %142), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1495)
  %229 = xor i64 %142, %228, !dbg !1537
    #dbg_value(i64 %229, !206, !DIExpression(), !1446)
    #dbg_value(!DIArgList(i64 %229, i64 %145), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1449)
    #dbg_value(!DIArgList(i64 %229, i64 %146, i64 %145), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1454)
    #dbg_value(!DIArgList(i64 %229, i64 %153, i64 %146, i64 %145), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1457)
    #dbg_value(!DIArgList(i64 %229, i64 %152, i64 %153, i64 %146, i64 %145), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1462)
    #dbg_value(!DIArgList(i64 %229, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1465)
    #dbg_value(!DIArgList(i64 %229, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1468)
    #dbg_value(!DIArgList(i64 %229, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1473)
    #dbg_value(!DIArgList(i64 %229, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1476)
    #dbg_value(!DIArgList(i64 %229, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1483)
    #dbg_value(!DIArgList(i64 %229, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1486)
    #dbg_value(!DIArgList(i64 %229, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1492)
    #dbg_value(!DIArgList(i64 %229, i64 %191, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
    #dbg_value(!DIArgList(i64 %229, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1495)
  %230 = mul i64 %229, 1000003, !dbg !1538
    #dbg_value(!DIArgList(i64 %230, i64 %145), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1449)
    #dbg_value(!DIArgList(i64 %230, i64 %146, i64 %145), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1454)
    #dbg_value(!DIArgList(i64 %230, i64 %153, i64 %146, i64 %145), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1457)
    #dbg_value(!DIArgList(i64 %230, i64 %152, i64 %153, i64 %146, i64 %145), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1462)
    #dbg_value(!DIArgList(i64 %230, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1465)
    #dbg_value(!DIArgList(i64 %230, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1468)
    #dbg_value(!DIArgList(i64 %230, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1473)
    #dbg_value(!DIArgList(i64 %230, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1476)
    #dbg_value(!DIArgList(i64 %230, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1483)
    #dbg_value(!DIArgList(i64 %230, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1486)
    #dbg_value(!DIArgList(i64 %230, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1492)
    #dbg_value(!DIArgList(i64 %230, i64 %191, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
    #dbg_value(!DIArgList(i64 %230, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1495)
  %231 = xor i64 %145, %230, !dbg !1539
    #dbg_value(i64 %231, !206, !DIExpression(), !1449)
    #dbg_value(!DIArgList(i64 %231, i64 %146), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1454)
    #dbg_value(!DIArgList(i64 %231, i64 %153, i64 %146), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1457)
    #dbg_value(!DIArgList(i64 %231, i64 %152, i64 %153, i64 %146), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1462)
    #dbg_value(!DIArgList(i64 %231, i64 %164, i64 %152, i64 %153, i64 %146), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1465)
    #dbg_value(!DIArgList(i64 %231, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1468)
    #dbg_value(!DIArgList(i64 %231, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1473)
    #dbg_value(!DIArgList(i64 %231, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1476)
    #dbg_value(!DIArgList(i64 %231, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1483)
    #dbg_value(!DIArgList(i64 %231, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1486)
    #dbg_value(!DIArgList(i64 %231, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1492)
    #dbg_value(!DIArgList(i64 %231, i64 %191, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
    #dbg_value(!DIArgList(i64 %231, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1495)
  %232 = mul i64 %231, 1000003, !dbg !1540
    #dbg_value(!DIArgList(i64 %232, i64 %146), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1454)
    #dbg_value(!DIArgList(i64 %232, i64 %153, i64 %146), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1457)
    #dbg_value(!DIArgList(i64 %232, i64 %152, i64 %153, i64 %146), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1462)
    #dbg_value(!DIArgList(i64 %232, i64 %164, i64 %152, i64 %153, i64 %146), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1465)
    #dbg_value(!DIArgList(i64 %232, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1468)
    #dbg_value(!DIArgList(i64 %232, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1473)
    #dbg_value(!DIArgList(i64 %232, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1476)
    #dbg_value(!DIArgList(i64 %232, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1483)
    #dbg_value(!DIArgList(i64 %232, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1486)
    #dbg_value(!DIArgList(i64 %232, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1492)
    #dbg_value(!DIArgList(i64 %232, i64 %191, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
    #dbg_value(!DIArgList(i64 %232, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1495)
  %233 = xor i64 %232, %146, !dbg !1541
    #dbg_value(i64 %233, !206, !DIExpression(), !1454)
    #dbg_value(!DIArgList(i64 %233, i64 %153), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1457)
    #dbg_value(!DIArgList(i64 %233, i64 %152, i64 %153), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1462)
    #dbg_value(!DIArgList(i64 %233, i64 %164, i64 %152, i64 %153), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1465)
    #dbg_value(!DIArgList(i64 %233, i64 %166, i64 %164, i64 %152, i64 %153), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1468)
    #dbg_value(!DIArgList(i64 %233, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1473)
    #dbg_value(!DIArgList(i64 %233, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1476)
    #dbg_value(!DIArgList(i64 %233, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1483)
    #dbg_value(!DIArgList(i64 %233, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1486)
    #dbg_value(!DIArgList(i64 %233, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1492)
    #dbg_value(!DIArgList(i64 %233, i64 %191, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
    #dbg_value(!DIArgList(i64 %233, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1495)
  %234 = mul i64 %233, 1000003, !dbg !1542
    #dbg_value(!DIArgList(i64 %234, i64 %153), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1457)
    #dbg_value(!DIArgList(i64 %234, i64 %152, i64 %153), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1462)
    #dbg_value(!DIArgList(i64 %234, i64 %164, i64 %152, i64 %153), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1465)
    #dbg_value(!DIArgList(i64 %234, i64 %166, i64 %164, i64 %152, i64 %153), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1468)
    #dbg_value(!DIArgList(i64 %234, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1473)
    #dbg_value(!DIArgList(i64 %234, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1476)
    #dbg_value(!DIArgList(i64 %234, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1483)
    #dbg_value(!DIArgList(i64 %234, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1486)
    #dbg_value(!DIArgList(i64 %234, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1492)
    #dbg_value(!DIArgList(i64 %234, i64 %191, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
    #dbg_value(!DIArgList(i64 %234, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1495)
  %235 = xor i64 %234, %153, !dbg !1543
    #dbg_value(i64 %235, !206, !DIExpression(), !1457)
    #dbg_value(!DIArgList(i64 %235, i64 %152), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1462)
    #dbg_value(!DIArgList(i64 %235, i64 %164, i64 %152), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1465)
    #dbg_value(!DIArgList(i64 %235, i64 %166, i64 %164, i64 %152), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1468)
    #dbg_value(!DIArgList(i64 %235, i64 %169, i64 %166, i64 %164, i64 %152), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1473)
    #dbg_value(!DIArgList(i64 %235, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1476)
    #dbg_value(!DIArgList(i64 %235, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1483)
    #dbg_value(!DIArgList(i64 %235, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1486)
    #dbg_value(!DIArgList(i64 %235, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1492)
    #dbg_value(!DIArgList(i64 %235, i64 %191, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
    #dbg_value(!DIArgList(i64 %235, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1495)
  %236 = mul i64 %235, 1000003, !dbg !1544
    #dbg_value(!DIArgList(i64 %236, i64 %152), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1462)
    #dbg_value(!DIArgList(i64 %236, i64 %164, i64 %152), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1465)
    #dbg_value(!DIArgList(i64 %236, i64 %166, i64 %164, i64 %152), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1468)
    #dbg_value(!DIArgList(i64 %236, i64 %169, i64 %166, i64 %164, i64 %152), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1473)
    #dbg_value(!DIArgList(i64 %236, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1476)
    #dbg_value(!DIArgList(i64 %236, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1483)
    #dbg_value(!DIArgList(i64 %236, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1486)
    #dbg_value(!DIArgList(i64 %236, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1492)
    #dbg_value(!DIArgList(i64 %236, i64 %191, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
    #dbg_value(!DIArgList(i64 %236, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1495)
  %237 = xor i64 %236, %152, !dbg !1545
    #dbg_value(i64 %237, !206, !DIExpression(), !1462)
    #dbg_value(!DIArgList(i64 %237, i64 %164), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1465)
    #dbg_value(!DIArgList(i64 %237, i64 %166, i64 %164), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1468)
    #dbg_value(!DIArgList(i64 %237, i64 %169, i64 %166, i64 %164), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1473)
    #dbg_value(!DIArgList(i64 %237, i64 %172, i64 %169, i64 %166, i64 %164), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1476)
    #dbg_value(!DIArgList(i64 %237, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1483)
    #dbg_value(!DIArgList(i64 %237, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1486)
    #dbg_value(!DIArgList(i64 %237, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1492)
    #dbg_value(!DIArgList(i64 %237, i64 %191, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
    #dbg_value(!DIArgList(i64 %237, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1495)
  %238 = mul i64 %237, 1000003, !dbg !1546
    #dbg_value(!DIArgList(i64 %238, i64 %164), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1465)
    #dbg_value(!DIArgList(i64 %238, i64 %166, i64 %164), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1468)
    #dbg_value(!DIArgList(i64 %238, i64 %169, i64 %166, i64 %164), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1473)
    #dbg_value(!DIArgList(i64 %238, i64 %172, i64 %169, i64 %166, i64 %164), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1476)
    #dbg_value(!DIArgList(i64 %238, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1483)
    #dbg_value(!DIArgList(i64 %238, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1486)
    #dbg_value(!DIArgList(i64 %238, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1492)
    #dbg_value(!DIArgList(i64 %238, i64 %191, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
    #dbg_value(!DIArgList(i64 %238, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1495)
  %239 = xor i64 %238, %164, !dbg !1547
    #dbg_value(i64 %239, !206, !DIExpression(), !1465)
    #dbg_value(!DIArgList(i64 %239, i64 %166), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1468)
    #dbg_value(!DIArgList(i64 %239, i64 %169, i64 %166), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1473)
    #dbg_value(!DIArgList(i64 %239, i64 %172, i64 %169, i64 %166), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1476)
    #dbg_value(!DIArgList(i64 %239, i64 %175, i64 %172, i64 %169, i64 %166), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1483)
    #dbg_value(!DIArgList(i64 %239, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1486)
    #dbg_value(!DIArgList(i64 %239, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1492)
    #dbg_value(!DIArgList(i64 %239, i64 %191, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
    #dbg_value(!DIArgList(i64 %239, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1495)
  %240 = mul i64 %239, 1000003, !dbg !1548
    #dbg_value(!DIArgList(i64 %240, i64 %166), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1468)
    #dbg_value(!DIArgList(i64 %240, i64 %169, i64 %166), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1473)
    #dbg_value(!DIArgList(i64 %240, i64 %172, i64 %169, i64 %166), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1476)
    #dbg_value(!DIArgList(i64 %240, i64 %175, i64 %172, i64 %169, i64 %166), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1483)
    #dbg_value(!DIArgList(i64 %240, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1486)
    #dbg_value(!DIArgList(i64 %240, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1492)
    #dbg_value(!DIArgList(i64 %240, i64 %191, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
    #dbg_value(!DIArgList(i64 %240, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1495)
  %241 = xor i64 %240, %166, !dbg !1549
    #dbg_value(i64 %241, !206, !DIExpression(), !1468)
    #dbg_value(!DIArgList(i64 %241, i64 %169), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1473)
    #dbg_value(!DIArgList(i64 %241, i64 %172, i64 %169), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1476)
    #dbg_value(!DIArgList(i64 %241, i64 %175, i64 %172, i64 %169), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1483)
    #dbg_value(!DIArgList(i64 %241, i64 %182, i64 %175, i64 %172, i64 %169), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1486)
    #dbg_value(!DIArgList(i64 %241, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1492)
    #dbg_value(!DIArgList(i64 %241, i64 %191, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
    #dbg_value(!DIArgList(i64 %241, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1495)
  %242 = mul i64 %241, 1000003, !dbg !1550
    #dbg_value(!DIArgList(i64 %242, i64 %169), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1473)
    #dbg_value(!DIArgList(i64 %242, i64 %172, i64 %169), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1476)
    #dbg_value(!DIArgList(i64 %242, i64 %175, i64 %172, i64 %169), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1483)
    #dbg_value(!DIArgList(i64 %242, i64 %182, i64 %175, i64 %172, i64 %169), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1486)
    #dbg_value(!DIArgList(i64 %242, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1492)
    #dbg_value(!DIArgList(i64 %242, i64 %191, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
    #dbg_value(!DIArgList(i64 %242, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1495)
  %243 = xor i64 %242, %169, !dbg !1551
    #dbg_value(i64 %243, !206, !DIExpression(), !1473)
    #dbg_value(!DIArgList(i64 %243, i64 %172), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1476)
    #dbg_value(!DIArgList(i64 %243, i64 %175, i64 %172), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1483)
    #dbg_value(!DIArgList(i64 %243, i64 %182, i64 %175, i64 %172), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1486)
    #dbg_value(!DIArgList(i64 %243, i64 %185, i64 %182, i64 %175, i64 %172), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1492)
    #dbg_value(!DIArgList(i64 %243, i64 %191, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
    #dbg_value(!DIArgList(i64 %243, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1495)
  %244 = mul i64 %243, 1000003, !dbg !1552
    #dbg_value(!DIArgList(i64 %244, i64 %172), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1476)
    #dbg_value(!DIArgList(i64 %244, i64 %175, i64 %172), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1483)
    #dbg_value(!DIArgList(i64 %244, i64 %182, i64 %175, i64 %172), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1486)
    #dbg_value(!DIArgList(i64 %244, i64 %185, i64 %182, i64 %175, i64 %172), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1492)
    #dbg_value(!DIArgList(i64 %244, i64 %191, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
    #dbg_value(!DIArgList(i64 %244, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1495)
  %245 = xor i64 %244, %172, !dbg !1553
    #dbg_value(i64 %245, !206, !DIExpression(), !1476)
    #dbg_value(!DIArgList(i64 %245, i64 %175), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1483)
    #dbg_value(!DIArgList(i64 %245, i64 %182, i64 %175), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1486)
    #dbg_value(!DIArgList(i64 %245, i64 %185, i64 %182, i64 %175), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1492)
    #dbg_value(!DIArgList(i64 %245, i64 %191, i64 %188, i64 %185, i64 %182, i64 %175), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
    #dbg_value(!DIArgList(i64 %245, i64 %188, i64 %185, i64 %182, i64 %175), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1495)
  %246 = mul i64 %245, 1000003, !dbg !1554
    #dbg_value(!DIArgList(i64 %246, i64 %175), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1483)
    #dbg_value(!DIArgList(i64 %246, i64 %182, i64 %175), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1486)
    #dbg_value(!DIArgList(i64 %246, i64 %185, i64 %182, i64 %175), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1492)
    #dbg_value(!DIArgList(i64 %246, i64 %191, i64 %188, i64 %185, i64 %182, i64 %175), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
    #dbg_value(!DIArgList(i64 %246, i64 %188, i64 %185, i64 %182, i64 %175), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1495)
  %247 = xor i64 %246, %175, !dbg !1555
    #dbg_value(i64 %247, !206, !DIExpression(), !1483)
    #dbg_value(!DIArgList(i64 %247, i64 %182), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1486)
    #dbg_value(!DIArgList(i64 %247, i64 %185, i64 %182), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1492)
    #dbg_value(!DIArgList(i64 %247, i64 %191, i64 %188, i64 %185, i64 %182), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
    #dbg_value(!DIArgList(i64 %247, i64 %188, i64 %185, i64 %182), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1495)
  %248 = mul i64 %247, 1000003, !dbg !1556
    #dbg_value(!DIArgList(i64 %248, i64 %182), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1486)
    #dbg_value(!DIArgList(i64 %248, i64 %185, i64 %182), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1492)
    #dbg_value(!DIArgList(i64 %248, i64 %191, i64 %188, i64 %185, i64 %182), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
    #dbg_value(!DIArgList(i64 %248, i64 %188, i64 %185, i64 %182), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1495)
  %249 = xor i64 %248, %182, !dbg !1557
    #dbg_value(i64 %249, !206, !DIExpression(), !1486)
    #dbg_value(!DIArgList(i64 %249, i64 %185), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1492)
    #dbg_value(!DIArgList(i64 %249, i64 %191, i64 %188, i64 %185), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
    #dbg_value(!DIArgList(i64 %249, i64 %188, i64 %185), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1495)
  %250 = mul i64 %249, 1000003, !dbg !1558
    #dbg_value(!DIArgList(i64 %250, i64 %185), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1492)
    #dbg_value(!DIArgList(i64 %250, i64 %191, i64 %188, i64 %185), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
    #dbg_value(!DIArgList(i64 %250, i64 %188, i64 %185), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1495)
  %251 = xor i64 %250, %185, !dbg !1559
    #dbg_value(i64 %251, !206, !DIExpression(), !1492)
    #dbg_value(!DIArgList(i64 %251, i64 %191, i64 %188), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
    #dbg_value(!DIArgList(i64 %251, i64 %188), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1495)
  %252 = mul i64 %251, 1000003, !dbg !1560
    #dbg_value(!DIArgList(i64 %252, i64 %191, i64 %188), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
    #dbg_value(!DIArgList(i64 %252, i64 %188), !206, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1495)
  %253 = xor i64 %252, %188, !dbg !1561
    #dbg_value(!DIArgList(i64 %253, i64 %191), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
    #dbg_value(i64 %253, !206, !DIExpression(), !1495)
  %254 = mul i64 %253, 1000003, !dbg !1562
    #dbg_value(!DIArgList(i64 %254, i64 %191), !1299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1356)
  %255 = xor i64 %254, %191, !dbg !1563
    #dbg_value(i64 %255, !1299, !DIExpression(), !1356)
    #dbg_value(i64 %200, !1301, !DIExpression(), !1356)
  %256 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.9, i64 noundef %200), !dbg !1564
    #dbg_value(i64 %255, !206, !DIExpression(), !1565)
    #dbg_value(i64 %200, !211, !DIExpression(), !1565)
  %257 = mul i64 %255, 1000003, !dbg !1567
  %258 = xor i64 %200, %257, !dbg !1568
    #dbg_value(i64 %258, !1299, !DIExpression(), !1356)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5) #10, !dbg !1569
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #10, !dbg !1570
  call void @g_ret_big24(ptr dead_on_unwind nonnull writable sret(%struct.Big24) align 8 %6, i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8, i64 noundef 9) #10, !dbg !1571
  %259 = load i32, ptr %6, align 8, !dbg !1572, !tbaa !390
  %260 = sext i32 %259 to i64, !dbg !1572
    #dbg_value(i64 %260, !1301, !DIExpression(), !1356)
  %261 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, i64 noundef %260), !dbg !1572
    #dbg_value(i64 %258, !206, !DIExpression(), !1573)
    #dbg_value(i64 %260, !211, !DIExpression(), !1573)
  %262 = mul i64 %258, 1000003, !dbg !1575
  %263 = xor i64 %262, %260, !dbg !1576
    #dbg_value(i64 %263, !1299, !DIExpression(), !1356)
  %264 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !1577
  %265 = load double, ptr %264, align 8, !dbg !1577, !tbaa !398
  %266 = fptosi double %265 to i64, !dbg !1577
    #dbg_value(i64 %266, !1301, !DIExpression(), !1356)
  %267 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.22, i64 noundef %266), !dbg !1577
    #dbg_value(i64 %263, !206, !DIExpression(), !1578)
    #dbg_value(i64 %266, !211, !DIExpression(), !1578)
  %268 = mul i64 %263, 1000003, !dbg !1580
  %269 = xor i64 %268, %266, !dbg !1581
    #dbg_value(i64 %269, !1299, !DIExpression(), !1356)
  %270 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !1582
  %271 = load i8, ptr %270, align 8, !dbg !1582, !tbaa !403
  %272 = zext i8 %271 to i64, !dbg !1582
    #dbg_value(i64 %272, !1301, !DIExpression(), !1356)
  %273 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.20, i64 noundef %272), !dbg !1582
    #dbg_value(i64 %269, !206, !DIExpression(), !1583)
    #dbg_value(i64 %272, !211, !DIExpression(), !1583)
  %274 = mul i64 %269, 1000003, !dbg !1585
  %275 = xor i64 %274, %272, !dbg !1586
    #dbg_value(i64 %275, !1299, !DIExpression(), !1356)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #10, !dbg !1587
  ret i64 %275, !dbg !1588
}

declare !dbg !1589 i64 @g_small(i64, i64, i64, i64, i64, i64, i64, [2 x i64]) local_unnamed_addr #8

declare !dbg !1590 i64 @g_align16(i32 noundef, i128, i32 noundef, i128, i64 noundef, i128, i32 noundef) local_unnamed_addr #8

declare !dbg !1591 i64 @g_bigs(ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #8

declare !dbg !1592 i64 @g_mixed(i64, [2 x i64], double noundef, [2 x i64], float noundef, i64, [2 x i64], [2 x i64]) local_unnamed_addr #8

declare !dbg !1593 i64 @g_spill([2 x i64], [2 x i64], [2 x i64], [2 x i64], [2 x i64], [2 x i64], i8 noundef, [2 x i64], [2 x i64]) local_unnamed_addr #8

declare !dbg !1594 i64 @g_partial(i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, [2 x i64], i64 noundef, i64) local_unnamed_addr #8

declare !dbg !1595 i8 @g_ret_s1(i8 noundef) local_unnamed_addr #8

declare !dbg !1596 i24 @g_ret_s3(i64) local_unnamed_addr #8

declare !dbg !1597 i64 @g_ret_s7(i8 noundef, i16 noundef) local_unnamed_addr #8

declare !dbg !1598 [2 x i64] @g_ret_s9([2 x i64]) local_unnamed_addr #8

declare !dbg !1599 [2 x i64] @g_ret_s12(i32 noundef) local_unnamed_addr #8

declare !dbg !1600 [2 x i64] @g_ret_s16([2 x i64]) local_unnamed_addr #8

declare !dbg !1601 [2 x i64] @g_ret_mixdl(double noundef, i64 noundef) local_unnamed_addr #8

declare !dbg !1602 [2 x i64] @g_ret_mixfi3([2 x i64]) local_unnamed_addr #8

declare !dbg !1603 i128 @g_ret_i128s(i64 noundef, i64 noundef) local_unnamed_addr #8

declare !dbg !1604 [2 x i64] @g_ret_pk([2 x i64]) local_unnamed_addr #8

declare !dbg !1605 [2 x i64] @g_ret_u(i64 noundef) local_unnamed_addr #8

declare !dbg !1606 void @g_ret_big(ptr dead_on_unwind writable sret(%struct.Big) align 8, i64 noundef) local_unnamed_addr #8

declare !dbg !1607 void @g_ret_big24(ptr dead_on_unwind writable sret(%struct.Big24) align 8, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #7 !dbg !1608 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !1615
  %2 = tail call i64 @r_drive_self(), !dbg !1616
    #dbg_value(i64 %2, !1612, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1617)
  %3 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.30), !dbg !1618
  %4 = tail call i64 @r_drive_other(), !dbg !1619
    #dbg_value(i64 %4, !1612, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1617)
  %5 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.31), !dbg !1620
  %6 = tail call i64 @g_drive_other() #10, !dbg !1621
    #dbg_value(i64 %6, !1612, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1617)
  %7 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.32), !dbg !1622
  %8 = tail call i64 @g_drive_self() #10, !dbg !1623
    #dbg_value(i64 %8, !1612, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1617)
  %9 = icmp ne i64 %2, %4, !dbg !1624
  %10 = icmp ne i64 %4, %6
  %11 = select i1 %9, i1 true, i1 %10
  %12 = icmp ne i64 %6, %8
  %13 = select i1 %11, i1 true, i1 %12, !dbg !1625
    #dbg_value(i1 %13, !1614, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1617)
  %14 = select i1 %13, ptr @.str.29, ptr @.str.28, !dbg !1625
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i64 noundef %2, ptr noundef nonnull %14), !dbg !1626
  %16 = zext i1 %13 to i32, !dbg !1627
  ret i32 %16, !dbg !1628
}

declare !dbg !1629 i64 @g_drive_other() local_unnamed_addr #8

declare !dbg !1630 i64 @g_drive_self() local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }

!llvm.dbg.cu = !{!106}
!llvm.module.flags = !{!130, !131, !132, !133, !134, !135, !136, !137}
!llvm.ident = !{!138}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/aarch64/structs_drive.h", directory: ".", checksumkind: CSK_MD5, checksum: "15b97667ba3e4154bd003e110cce03a4")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 19)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 44)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 344, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 43)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 31)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 29)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 432, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 54)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 464, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 58)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 384, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 48)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !3, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 6)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 4)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !51, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 8)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 10)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !51, isLocal: true, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !70, isLocal: true, isDefinition: true)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 16)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !51, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !70, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 9)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !84, isLocal: true, isDefinition: true)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !85)
!85 = !{!86}
!86 = !DISubrange(count: 17)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !51, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !91, isLocal: true, isDefinition: true)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 7)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !63, isLocal: true, isDefinition: true)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !98, line: 27, type: !99, isLocal: true, isDefinition: true)
!98 = !DIFile(filename: "tests/run/aarch64/structs.c", directory: ".", checksumkind: CSK_MD5, checksum: "483bcab254c6b4601f19deafedbe2d0d")
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !100)
!100 = !{!101}
!101 = !DISubrange(count: 20)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(scope: null, file: !98, line: 27, type: !46, isLocal: true, isDefinition: true)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(scope: null, file: !98, line: 27, type: !91, isLocal: true, isDefinition: true)
!106 = distinct !DICompileUnit(language: DW_LANG_C11, file: !98, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !107, globals: !115, splitDebugInlining: false, nameTableKind: None)
!107 = !{!108, !111, !4, !112, !110, !113, !114}
!108 = !DIDerivedType(tag: DW_TAG_typedef, name: "u64", file: !109, line: 28, baseType: !110)
!109 = !DIFile(filename: "tests/run/aarch64/structs.h", directory: ".", checksumkind: CSK_MD5, checksum: "3c6d42a0455d706934f787e284ec723d")
!110 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!111 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!112 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!113 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!114 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!115 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !44, !49, !54, !56, !61, !66, !68, !73, !75, !77, !82, !87, !89, !94, !116, !118, !123, !125, !96, !102, !104}
!116 = !DIGlobalVariableExpression(var: !117, expr: !DIExpression())
!117 = distinct !DIGlobalVariable(scope: null, file: !98, line: 18, type: !70, isLocal: true, isDefinition: true)
!118 = !DIGlobalVariableExpression(var: !119, expr: !DIExpression())
!119 = distinct !DIGlobalVariable(scope: null, file: !98, line: 20, type: !120, isLocal: true, isDefinition: true)
!120 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !121)
!121 = !{!122}
!122 = !DISubrange(count: 14)
!123 = !DIGlobalVariableExpression(var: !124, expr: !DIExpression())
!124 = distinct !DIGlobalVariable(scope: null, file: !98, line: 22, type: !120, isLocal: true, isDefinition: true)
!125 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression())
!126 = distinct !DIGlobalVariable(scope: null, file: !98, line: 24, type: !127, isLocal: true, isDefinition: true)
!127 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !128)
!128 = !{!129}
!129 = !DISubrange(count: 12)
!130 = !{i32 7, !"Dwarf Version", i32 5}
!131 = !{i32 2, !"Debug Info Version", i32 3}
!132 = !{i32 1, !"wchar_size", i32 4}
!133 = !{i32 8, !"PIC Level", i32 2}
!134 = !{i32 7, !"PIE Level", i32 2}
!135 = !{i32 7, !"uwtable", i32 2}
!136 = !{i32 7, !"frame-pointer", i32 1}
!137 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!138 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!139 = distinct !DISubprogram(name: "r_small", scope: !109, file: !109, line: 44, type: !140, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !177)
!140 = !DISubroutineType(types: !141)
!141 = !{!108, !142, !145, !149, !155, !161, !165, !170, !174}
!142 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S1", file: !109, line: 7, size: 8, elements: !143)
!143 = !{!144}
!144 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !142, file: !109, line: 7, baseType: !4, size: 8)
!145 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S2", file: !109, line: 8, size: 16, elements: !146)
!146 = !{!147}
!147 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !145, file: !109, line: 8, baseType: !148, size: 16)
!148 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!149 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S3", file: !109, line: 9, size: 24, elements: !150)
!150 = !{!151}
!151 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !149, file: !109, line: 9, baseType: !152, size: 24)
!152 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !153)
!153 = !{!154}
!154 = !DISubrange(count: 3)
!155 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S5", file: !109, line: 10, size: 40, elements: !156)
!156 = !{!157}
!157 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !155, file: !109, line: 10, baseType: !158, size: 40)
!158 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !159)
!159 = !{!160}
!160 = !DISubrange(count: 5)
!161 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S6", file: !109, line: 11, size: 48, elements: !162)
!162 = !{!163}
!163 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !161, file: !109, line: 11, baseType: !164, size: 48)
!164 = !DICompositeType(tag: DW_TAG_array_type, baseType: !148, size: 48, elements: !153)
!165 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S7", file: !109, line: 12, size: 64, elements: !166)
!166 = !{!167, !168, !169}
!167 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !165, file: !109, line: 12, baseType: !4, size: 8)
!168 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !165, file: !109, line: 12, baseType: !148, size: 16, offset: 16)
!169 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !165, file: !109, line: 12, baseType: !152, size: 24, offset: 32)
!170 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S8", file: !109, line: 13, size: 64, elements: !171)
!171 = !{!172, !173}
!172 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !170, file: !109, line: 13, baseType: !113, size: 32)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !170, file: !109, line: 13, baseType: !113, size: 32, offset: 32)
!174 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S9", file: !109, line: 14, size: 72, elements: !175)
!175 = !{!176}
!176 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !174, file: !109, line: 14, baseType: !79, size: 72)
!177 = !{!178, !179, !180, !181, !182, !183, !184, !185, !186}
!178 = !DILocalVariable(name: "a", arg: 1, scope: !139, file: !109, line: 44, type: !142)
!179 = !DILocalVariable(name: "b", arg: 2, scope: !139, file: !109, line: 44, type: !145)
!180 = !DILocalVariable(name: "c", arg: 3, scope: !139, file: !109, line: 44, type: !149)
!181 = !DILocalVariable(name: "d", arg: 4, scope: !139, file: !109, line: 44, type: !155)
!182 = !DILocalVariable(name: "e", arg: 5, scope: !139, file: !109, line: 44, type: !161)
!183 = !DILocalVariable(name: "f", arg: 6, scope: !139, file: !109, line: 44, type: !165)
!184 = !DILocalVariable(name: "g", arg: 7, scope: !139, file: !109, line: 45, type: !170)
!185 = !DILocalVariable(name: "h", arg: 8, scope: !139, file: !109, line: 45, type: !174)
!186 = !DILocalVariable(name: "r", scope: !139, file: !109, line: 45, type: !108)
!187 = !DILocation(line: 0, scope: !139)
!188 = !DILocalVariable(name: "p", arg: 1, scope: !189, file: !109, line: 30, type: !192)
!189 = distinct !DISubprogram(name: "hbytes", scope: !109, file: !109, line: 30, type: !190, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !194)
!190 = !DISubroutineType(types: !191)
!191 = !{!108, !192, !113}
!192 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !193, size: 64)
!193 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!194 = !{!188, !195, !196, !197, !201}
!195 = !DILocalVariable(name: "n", arg: 2, scope: !189, file: !109, line: 30, type: !113)
!196 = !DILocalVariable(name: "h", scope: !189, file: !109, line: 31, type: !108)
!197 = !DILocalVariable(name: "b", scope: !189, file: !109, line: 31, type: !198)
!198 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !199, size: 64)
!199 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !200)
!200 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!201 = !DILocalVariable(name: "i", scope: !202, file: !109, line: 32, type: !113)
!202 = distinct !DILexicalBlock(scope: !189, file: !109, line: 32, column: 3)
!203 = !DILocation(line: 0, scope: !189, inlinedAt: !204)
!204 = distinct !DILocation(line: 45, column: 41, scope: !139)
!205 = !DILocation(line: 0, scope: !202, inlinedAt: !204)
!206 = !DILocalVariable(name: "h", arg: 1, scope: !207, file: !109, line: 29, type: !108)
!207 = distinct !DISubprogram(name: "mixh", scope: !109, file: !109, line: 29, type: !208, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !210)
!208 = !DISubroutineType(types: !209)
!209 = !{!108, !108, !108}
!210 = !{!206, !211}
!211 = !DILocalVariable(name: "v", arg: 2, scope: !207, file: !109, line: 29, type: !108)
!212 = !DILocation(line: 0, scope: !207, inlinedAt: !213)
!213 = distinct !DILocation(line: 32, column: 35, scope: !214, inlinedAt: !204)
!214 = distinct !DILexicalBlock(scope: !202, file: !109, line: 32, column: 3)
!215 = !DILocation(line: 0, scope: !202, inlinedAt: !216)
!216 = distinct !DILocation(line: 45, column: 41, scope: !139)
!217 = !DILocation(line: 0, scope: !189, inlinedAt: !216)
!218 = !DILocation(line: 32, column: 43, scope: !214, inlinedAt: !216)
!219 = !DILocation(line: 0, scope: !207, inlinedAt: !220)
!220 = distinct !DILocation(line: 32, column: 35, scope: !214, inlinedAt: !216)
!221 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !220)
!222 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !220)
!223 = !DILocation(line: 0, scope: !202, inlinedAt: !224)
!224 = distinct !DILocation(line: 45, column: 41, scope: !139)
!225 = !DILocation(line: 0, scope: !189, inlinedAt: !224)
!226 = !DILocation(line: 32, column: 43, scope: !214, inlinedAt: !224)
!227 = !DILocation(line: 0, scope: !207, inlinedAt: !228)
!228 = distinct !DILocation(line: 32, column: 35, scope: !214, inlinedAt: !224)
!229 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !228)
!230 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !228)
!231 = !DILocation(line: 0, scope: !202, inlinedAt: !232)
!232 = distinct !DILocation(line: 45, column: 41, scope: !139)
!233 = !DILocation(line: 0, scope: !189, inlinedAt: !232)
!234 = !DILocation(line: 32, column: 43, scope: !214, inlinedAt: !232)
!235 = !DILocation(line: 0, scope: !207, inlinedAt: !236)
!236 = distinct !DILocation(line: 32, column: 35, scope: !214, inlinedAt: !232)
!237 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !236)
!238 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !236)
!239 = !DILocation(line: 0, scope: !202, inlinedAt: !240)
!240 = distinct !DILocation(line: 45, column: 41, scope: !139)
!241 = !DILocation(line: 0, scope: !189, inlinedAt: !240)
!242 = !DILocation(line: 32, column: 43, scope: !214, inlinedAt: !240)
!243 = !DILocation(line: 0, scope: !207, inlinedAt: !244)
!244 = distinct !DILocation(line: 32, column: 35, scope: !214, inlinedAt: !240)
!245 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !244)
!246 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !244)
!247 = !DILocation(line: 0, scope: !207, inlinedAt: !248)
!248 = distinct !DILocation(line: 45, column: 41, scope: !139)
!249 = !DILocation(line: 0, scope: !207, inlinedAt: !250)
!250 = distinct !DILocation(line: 45, column: 41, scope: !139)
!251 = !DILocation(line: 0, scope: !207, inlinedAt: !252)
!252 = distinct !DILocation(line: 45, column: 41, scope: !139)
!253 = !DILocation(line: 0, scope: !189, inlinedAt: !254)
!254 = distinct !DILocation(line: 45, column: 41, scope: !139)
!255 = !DILocation(line: 0, scope: !202, inlinedAt: !254)
!256 = !DILocation(line: 32, column: 43, scope: !214, inlinedAt: !254)
!257 = !DILocation(line: 0, scope: !207, inlinedAt: !258)
!258 = distinct !DILocation(line: 32, column: 35, scope: !214, inlinedAt: !254)
!259 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !258)
!260 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !258)
!261 = !DILocation(line: 0, scope: !202, inlinedAt: !262)
!262 = distinct !DILocation(line: 45, column: 41, scope: !139)
!263 = !DILocation(line: 0, scope: !189, inlinedAt: !262)
!264 = !DILocation(line: 32, column: 43, scope: !214, inlinedAt: !262)
!265 = !DILocation(line: 0, scope: !207, inlinedAt: !266)
!266 = distinct !DILocation(line: 32, column: 35, scope: !214, inlinedAt: !262)
!267 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !266)
!268 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !266)
!269 = !DILocation(line: 0, scope: !202, inlinedAt: !270)
!270 = distinct !DILocation(line: 45, column: 41, scope: !139)
!271 = !DILocation(line: 0, scope: !189, inlinedAt: !270)
!272 = !DILocation(line: 32, column: 43, scope: !214, inlinedAt: !270)
!273 = !DILocation(line: 0, scope: !207, inlinedAt: !274)
!274 = distinct !DILocation(line: 32, column: 35, scope: !214, inlinedAt: !270)
!275 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !274)
!276 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !274)
!277 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !278)
!278 = distinct !DILocation(line: 45, column: 41, scope: !139)
!279 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !280)
!280 = distinct !DILocation(line: 45, column: 41, scope: !139)
!281 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !280)
!282 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !283)
!283 = distinct !DILocation(line: 45, column: 41, scope: !139)
!284 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !283)
!285 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !286)
!286 = distinct !DILocation(line: 45, column: 41, scope: !139)
!287 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !286)
!288 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !248)
!289 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !248)
!290 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !250)
!291 = !DILocation(line: 45, column: 41, scope: !139)
!292 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !250)
!293 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !252)
!294 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !252)
!295 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !296)
!296 = distinct !DILocation(line: 45, column: 41, scope: !139)
!297 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !296)
!298 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !299)
!299 = distinct !DILocation(line: 45, column: 41, scope: !139)
!300 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !299)
!301 = !DILocation(line: 0, scope: !207, inlinedAt: !302)
!302 = distinct !DILocation(line: 45, column: 41, scope: !139)
!303 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !302)
!304 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !302)
!305 = distinct !DISubprogram(name: "r_align16", scope: !109, file: !109, line: 54, type: !306, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !315)
!306 = !DISubroutineType(types: !307)
!307 = !{!108, !113, !308, !113, !311, !111, !311, !113}
!308 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "I128S", file: !109, line: 18, size: 128, elements: !309)
!309 = !{!310}
!310 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !308, file: !109, line: 18, baseType: !112, size: 128)
!311 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "A16", file: !109, line: 19, size: 128, elements: !312)
!312 = !{!313, !314}
!313 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !311, file: !109, line: 19, baseType: !111, size: 64, align: 128)
!314 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !311, file: !109, line: 19, baseType: !111, size: 64, offset: 64)
!315 = !{!316, !317, !318, !319, !320, !321, !322}
!316 = !DILocalVariable(name: "a", arg: 1, scope: !305, file: !109, line: 54, type: !113)
!317 = !DILocalVariable(name: "b", arg: 2, scope: !305, file: !109, line: 54, type: !308)
!318 = !DILocalVariable(name: "c", arg: 3, scope: !305, file: !109, line: 54, type: !113)
!319 = !DILocalVariable(name: "d", arg: 4, scope: !305, file: !109, line: 54, type: !311)
!320 = !DILocalVariable(name: "e", arg: 5, scope: !305, file: !109, line: 54, type: !111)
!321 = !DILocalVariable(name: "f", arg: 6, scope: !305, file: !109, line: 54, type: !311)
!322 = !DILocalVariable(name: "g", arg: 7, scope: !305, file: !109, line: 54, type: !113)
!323 = !DILocation(line: 0, scope: !305)
!324 = !DILocation(line: 54, column: 90, scope: !305)
!325 = !DILocation(line: 0, scope: !207, inlinedAt: !326)
!326 = distinct !DILocation(line: 54, column: 90, scope: !305)
!327 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !326)
!328 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !326)
!329 = !DILocation(line: 0, scope: !207, inlinedAt: !330)
!330 = distinct !DILocation(line: 54, column: 90, scope: !305)
!331 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !330)
!332 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !330)
!333 = !DILocation(line: 0, scope: !207, inlinedAt: !334)
!334 = distinct !DILocation(line: 54, column: 90, scope: !305)
!335 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !334)
!336 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !334)
!337 = !DILocation(line: 0, scope: !207, inlinedAt: !338)
!338 = distinct !DILocation(line: 54, column: 90, scope: !305)
!339 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !338)
!340 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !338)
!341 = !DILocation(line: 0, scope: !207, inlinedAt: !342)
!342 = distinct !DILocation(line: 54, column: 90, scope: !305)
!343 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !342)
!344 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !342)
!345 = !DILocation(line: 0, scope: !207, inlinedAt: !346)
!346 = distinct !DILocation(line: 54, column: 90, scope: !305)
!347 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !346)
!348 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !346)
!349 = !DILocation(line: 0, scope: !207, inlinedAt: !350)
!350 = distinct !DILocation(line: 54, column: 90, scope: !305)
!351 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !350)
!352 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !350)
!353 = !DILocation(line: 0, scope: !207, inlinedAt: !354)
!354 = distinct !DILocation(line: 54, column: 90, scope: !305)
!355 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !354)
!356 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !354)
!357 = distinct !DISubprogram(name: "r_bigs", scope: !109, file: !109, line: 59, type: !358, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !369)
!358 = !DISubroutineType(types: !359)
!359 = !{!108, !360, !113, !364, !360}
!360 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Big", file: !109, line: 26, size: 320, elements: !361)
!361 = !{!362}
!362 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !360, file: !109, line: 26, baseType: !363, size: 320)
!363 = !DICompositeType(tag: DW_TAG_array_type, baseType: !111, size: 320, elements: !159)
!364 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Big24", file: !109, line: 27, size: 192, elements: !365)
!365 = !{!366, !367, !368}
!366 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !364, file: !109, line: 27, baseType: !113, size: 32)
!367 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !364, file: !109, line: 27, baseType: !114, size: 64, offset: 64)
!368 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !364, file: !109, line: 27, baseType: !4, size: 8, offset: 128)
!369 = !{!370, !371, !372, !373, !374, !375}
!370 = !DILocalVariable(name: "a", arg: 1, scope: !357, file: !109, line: 59, type: !360)
!371 = !DILocalVariable(name: "n", arg: 2, scope: !357, file: !109, line: 59, type: !113)
!372 = !DILocalVariable(name: "b", arg: 3, scope: !357, file: !109, line: 59, type: !364)
!373 = !DILocalVariable(name: "c", arg: 4, scope: !357, file: !109, line: 59, type: !360)
!374 = !DILocalVariable(name: "r", scope: !357, file: !109, line: 59, type: !108)
!375 = !DILocalVariable(name: "i", scope: !376, file: !109, line: 59, type: !113)
!376 = distinct !DILexicalBlock(scope: !357, file: !109, line: 59, column: 65)
!377 = !DILocation(line: 0, scope: !357)
!378 = !DILocation(line: 59, column: 65, scope: !357)
!379 = !DILocation(line: 0, scope: !376)
!380 = !DILocation(line: 59, column: 65, scope: !381)
!381 = distinct !DILexicalBlock(scope: !376, file: !109, line: 59, column: 65)
!382 = !{!383, !383, i64 0}
!383 = !{!"long", !384, i64 0}
!384 = !{!"omnipotent char", !385, i64 0}
!385 = !{!"Simple C/C++ TBAA"}
!386 = !DILocation(line: 0, scope: !207, inlinedAt: !387)
!387 = distinct !DILocation(line: 59, column: 65, scope: !381)
!388 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !387)
!389 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !387)
!390 = !{!391, !392, i64 0}
!391 = !{!"Big24", !392, i64 0, !393, i64 8, !384, i64 16}
!392 = !{!"int", !384, i64 0}
!393 = !{!"double", !384, i64 0}
!394 = !DILocation(line: 0, scope: !207, inlinedAt: !395)
!395 = distinct !DILocation(line: 59, column: 65, scope: !357)
!396 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !395)
!397 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !395)
!398 = !{!391, !393, i64 8}
!399 = !DILocation(line: 0, scope: !207, inlinedAt: !400)
!400 = distinct !DILocation(line: 59, column: 65, scope: !357)
!401 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !400)
!402 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !400)
!403 = !{!391, !384, i64 16}
!404 = !DILocation(line: 0, scope: !207, inlinedAt: !405)
!405 = distinct !DILocation(line: 59, column: 65, scope: !357)
!406 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !405)
!407 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !405)
!408 = !DILocation(line: 0, scope: !207, inlinedAt: !409)
!409 = distinct !DILocation(line: 59, column: 65, scope: !357)
!410 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !409)
!411 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !409)
!412 = distinct !DISubprogram(name: "r_mixed", scope: !109, file: !109, line: 68, type: !413, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !444)
!413 = !DISubroutineType(types: !414)
!414 = !{!108, !415, !420, !114, !424, !419, !429, !435, !439}
!415 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "MixIF", file: !109, line: 20, size: 64, elements: !416)
!416 = !{!417, !418}
!417 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !415, file: !109, line: 20, baseType: !113, size: 32)
!418 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !415, file: !109, line: 20, baseType: !419, size: 32, offset: 32)
!419 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!420 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "MixDL", file: !109, line: 21, size: 128, elements: !421)
!421 = !{!422, !423}
!422 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !420, file: !109, line: 21, baseType: !114, size: 64)
!423 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !420, file: !109, line: 21, baseType: !111, size: 64, offset: 64)
!424 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "MixFI3", file: !109, line: 22, size: 96, elements: !425)
!425 = !{!426, !427, !428}
!426 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !424, file: !109, line: 22, baseType: !419, size: 32)
!427 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !424, file: !109, line: 22, baseType: !113, size: 32, offset: 32)
!428 = !DIDerivedType(tag: DW_TAG_member, name: "g", scope: !424, file: !109, line: 22, baseType: !419, size: 32, offset: 64)
!429 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "BF", file: !109, line: 23, size: 32, elements: !430)
!430 = !{!431, !433, !434}
!431 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !429, file: !109, line: 23, baseType: !432, size: 3, flags: DIFlagBitField, extraData: i64 0)
!432 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!433 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !429, file: !109, line: 23, baseType: !432, size: 7, offset: 3, flags: DIFlagBitField, extraData: i64 0)
!434 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !429, file: !109, line: 23, baseType: !113, size: 12, offset: 10, flags: DIFlagBitField, extraData: i64 0)
!435 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "PK", file: !109, line: 24, size: 72, elements: !436)
!436 = !{!437, !438}
!437 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !435, file: !109, line: 24, baseType: !4, size: 8)
!438 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !435, file: !109, line: 24, baseType: !111, size: 64, offset: 8)
!439 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U", file: !109, line: 25, size: 128, elements: !440)
!440 = !{!441, !442, !443}
!441 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !439, file: !109, line: 25, baseType: !114, size: 64)
!442 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !439, file: !109, line: 25, baseType: !111, size: 64)
!443 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !439, file: !109, line: 25, baseType: !127, size: 96)
!444 = !{!445, !446, !447, !448, !449, !450, !451, !452, !453}
!445 = !DILocalVariable(name: "a", arg: 1, scope: !412, file: !109, line: 68, type: !415)
!446 = !DILocalVariable(name: "b", arg: 2, scope: !412, file: !109, line: 68, type: !420)
!447 = !DILocalVariable(name: "x", arg: 3, scope: !412, file: !109, line: 68, type: !114)
!448 = !DILocalVariable(name: "c", arg: 4, scope: !412, file: !109, line: 68, type: !424)
!449 = !DILocalVariable(name: "y", arg: 5, scope: !412, file: !109, line: 68, type: !419)
!450 = !DILocalVariable(name: "bf", arg: 6, scope: !412, file: !109, line: 68, type: !429)
!451 = !DILocalVariable(name: "pk", arg: 7, scope: !412, file: !109, line: 69, type: !435)
!452 = !DILocalVariable(name: "u", arg: 8, scope: !412, file: !109, line: 69, type: !439)
!453 = !DILocalVariable(name: "r", scope: !412, file: !109, line: 69, type: !108)
!454 = distinct !DIAssignID()
!455 = !DILocation(line: 0, scope: !412)
!456 = distinct !DIAssignID()
!457 = distinct !DIAssignID()
!458 = !DILocation(line: 0, scope: !207, inlinedAt: !459)
!459 = distinct !DILocation(line: 69, column: 40, scope: !412)
!460 = !DILocation(line: 0, scope: !207, inlinedAt: !461)
!461 = distinct !DILocation(line: 69, column: 40, scope: !412)
!462 = !DILocation(line: 0, scope: !207, inlinedAt: !463)
!463 = distinct !DILocation(line: 69, column: 40, scope: !412)
!464 = !DILocation(line: 0, scope: !207, inlinedAt: !465)
!465 = distinct !DILocation(line: 69, column: 40, scope: !412)
!466 = !DILocation(line: 0, scope: !207, inlinedAt: !467)
!467 = distinct !DILocation(line: 69, column: 40, scope: !412)
!468 = !DILocation(line: 0, scope: !207, inlinedAt: !469)
!469 = distinct !DILocation(line: 69, column: 40, scope: !412)
!470 = !DILocation(line: 0, scope: !207, inlinedAt: !471)
!471 = distinct !DILocation(line: 69, column: 40, scope: !412)
!472 = !DILocation(line: 0, scope: !207, inlinedAt: !473)
!473 = distinct !DILocation(line: 69, column: 40, scope: !412)
!474 = !DILocation(line: 0, scope: !207, inlinedAt: !475)
!475 = distinct !DILocation(line: 69, column: 40, scope: !412)
!476 = !DILocation(line: 0, scope: !207, inlinedAt: !477)
!477 = distinct !DILocation(line: 69, column: 40, scope: !412)
!478 = !DILocation(line: 0, scope: !207, inlinedAt: !479)
!479 = distinct !DILocation(line: 69, column: 40, scope: !412)
!480 = !DILocation(line: 0, scope: !207, inlinedAt: !481)
!481 = distinct !DILocation(line: 69, column: 40, scope: !412)
!482 = !DILocation(line: 69, column: 40, scope: !412)
!483 = !{!484, !383, i64 1}
!484 = !{!"PK", !384, i64 0, !383, i64 1}
!485 = !DILocation(line: 0, scope: !207, inlinedAt: !486)
!486 = distinct !DILocation(line: 69, column: 40, scope: !412)
!487 = !DILocation(line: 0, scope: !207, inlinedAt: !488)
!488 = distinct !DILocation(line: 69, column: 40, scope: !412)
!489 = !DILocation(line: 0, scope: !189, inlinedAt: !490)
!490 = distinct !DILocation(line: 69, column: 40, scope: !412)
!491 = !DILocation(line: 0, scope: !202, inlinedAt: !490)
!492 = !DILocation(line: 32, column: 43, scope: !214, inlinedAt: !490)
!493 = !DILocation(line: 0, scope: !207, inlinedAt: !494)
!494 = distinct !DILocation(line: 32, column: 35, scope: !214, inlinedAt: !490)
!495 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !459)
!496 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !459)
!497 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !461)
!498 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !461)
!499 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !463)
!500 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !463)
!501 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !465)
!502 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !465)
!503 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !467)
!504 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !467)
!505 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !469)
!506 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !469)
!507 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !471)
!508 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !471)
!509 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !473)
!510 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !473)
!511 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !475)
!512 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !475)
!513 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !477)
!514 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !477)
!515 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !479)
!516 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !479)
!517 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !481)
!518 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !481)
!519 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !486)
!520 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !486)
!521 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !488)
!522 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !488)
!523 = !DILocation(line: 0, scope: !207, inlinedAt: !524)
!524 = distinct !DILocation(line: 69, column: 40, scope: !412)
!525 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !524)
!526 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !524)
!527 = distinct !DISubprogram(name: "r_spill", scope: !109, file: !109, line: 81, type: !528, scopeLine: 82, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !544)
!528 = !DISubroutineType(types: !529)
!529 = !{!108, !530, !530, !530, !530, !530, !174, !4, !534, !538}
!530 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S16", file: !109, line: 17, size: 128, elements: !531)
!531 = !{!532, !533}
!532 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !530, file: !109, line: 17, baseType: !111, size: 64)
!533 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !530, file: !109, line: 17, baseType: !111, size: 64, offset: 64)
!534 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S12", file: !109, line: 15, size: 96, elements: !535)
!535 = !{!536}
!536 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !534, file: !109, line: 15, baseType: !537, size: 96)
!537 = !DICompositeType(tag: DW_TAG_array_type, baseType: !113, size: 96, elements: !153)
!538 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S15", file: !109, line: 16, size: 120, elements: !539)
!539 = !{!540}
!540 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !538, file: !109, line: 16, baseType: !541, size: 120)
!541 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !542)
!542 = !{!543}
!543 = !DISubrange(count: 15)
!544 = !{!545, !546, !547, !548, !549, !550, !551, !552, !553, !554}
!545 = !DILocalVariable(name: "a", arg: 1, scope: !527, file: !109, line: 81, type: !530)
!546 = !DILocalVariable(name: "b", arg: 2, scope: !527, file: !109, line: 81, type: !530)
!547 = !DILocalVariable(name: "c", arg: 3, scope: !527, file: !109, line: 81, type: !530)
!548 = !DILocalVariable(name: "d", arg: 4, scope: !527, file: !109, line: 81, type: !530)
!549 = !DILocalVariable(name: "e", arg: 5, scope: !527, file: !109, line: 81, type: !530)
!550 = !DILocalVariable(name: "f", arg: 6, scope: !527, file: !109, line: 81, type: !174)
!551 = !DILocalVariable(name: "g", arg: 7, scope: !527, file: !109, line: 82, type: !4)
!552 = !DILocalVariable(name: "h", arg: 8, scope: !527, file: !109, line: 82, type: !534)
!553 = !DILocalVariable(name: "i", arg: 9, scope: !527, file: !109, line: 82, type: !538)
!554 = !DILocalVariable(name: "r", scope: !527, file: !109, line: 82, type: !108)
!555 = !DILocation(line: 0, scope: !527)
!556 = !DILocation(line: 0, scope: !207, inlinedAt: !557)
!557 = distinct !DILocation(line: 82, column: 51, scope: !527)
!558 = !DILocation(line: 0, scope: !207, inlinedAt: !559)
!559 = distinct !DILocation(line: 82, column: 51, scope: !527)
!560 = !DILocation(line: 0, scope: !207, inlinedAt: !561)
!561 = distinct !DILocation(line: 82, column: 51, scope: !527)
!562 = !DILocation(line: 0, scope: !207, inlinedAt: !563)
!563 = distinct !DILocation(line: 82, column: 51, scope: !527)
!564 = !DILocation(line: 0, scope: !207, inlinedAt: !565)
!565 = distinct !DILocation(line: 82, column: 51, scope: !527)
!566 = !DILocation(line: 0, scope: !207, inlinedAt: !567)
!567 = distinct !DILocation(line: 82, column: 51, scope: !527)
!568 = !DILocation(line: 0, scope: !207, inlinedAt: !569)
!569 = distinct !DILocation(line: 82, column: 51, scope: !527)
!570 = !DILocation(line: 0, scope: !207, inlinedAt: !571)
!571 = distinct !DILocation(line: 82, column: 51, scope: !527)
!572 = !DILocation(line: 0, scope: !207, inlinedAt: !573)
!573 = distinct !DILocation(line: 82, column: 51, scope: !527)
!574 = !DILocation(line: 0, scope: !189, inlinedAt: !575)
!575 = distinct !DILocation(line: 82, column: 51, scope: !527)
!576 = !DILocation(line: 0, scope: !202, inlinedAt: !575)
!577 = !DILocation(line: 32, column: 43, scope: !214, inlinedAt: !575)
!578 = !DILocation(line: 0, scope: !207, inlinedAt: !579)
!579 = distinct !DILocation(line: 32, column: 35, scope: !214, inlinedAt: !575)
!580 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !579)
!581 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !579)
!582 = !DILocation(line: 0, scope: !202, inlinedAt: !583)
!583 = distinct !DILocation(line: 82, column: 51, scope: !527)
!584 = !DILocation(line: 0, scope: !189, inlinedAt: !583)
!585 = !DILocation(line: 32, column: 43, scope: !214, inlinedAt: !583)
!586 = !DILocation(line: 0, scope: !207, inlinedAt: !587)
!587 = distinct !DILocation(line: 32, column: 35, scope: !214, inlinedAt: !583)
!588 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !587)
!589 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !587)
!590 = !DILocation(line: 0, scope: !202, inlinedAt: !591)
!591 = distinct !DILocation(line: 82, column: 51, scope: !527)
!592 = !DILocation(line: 0, scope: !189, inlinedAt: !591)
!593 = !DILocation(line: 32, column: 43, scope: !214, inlinedAt: !591)
!594 = !DILocation(line: 0, scope: !207, inlinedAt: !595)
!595 = distinct !DILocation(line: 32, column: 35, scope: !214, inlinedAt: !591)
!596 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !595)
!597 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !595)
!598 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !557)
!599 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !557)
!600 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !561)
!601 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !559)
!602 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !559)
!603 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !561)
!604 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !565)
!605 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !563)
!606 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !563)
!607 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !565)
!608 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !569)
!609 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !567)
!610 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !567)
!611 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !569)
!612 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !573)
!613 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !571)
!614 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !571)
!615 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !573)
!616 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !617)
!617 = distinct !DILocation(line: 82, column: 51, scope: !527)
!618 = !DILocation(line: 0, scope: !207, inlinedAt: !619)
!619 = distinct !DILocation(line: 82, column: 51, scope: !527)
!620 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !617)
!621 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !619)
!622 = !DILocation(line: 82, column: 51, scope: !527)
!623 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !619)
!624 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !625)
!625 = distinct !DILocation(line: 82, column: 51, scope: !527)
!626 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !625)
!627 = !DILocation(line: 0, scope: !207, inlinedAt: !628)
!628 = distinct !DILocation(line: 82, column: 51, scope: !527)
!629 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !628)
!630 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !628)
!631 = distinct !DISubprogram(name: "r_partial", scope: !109, file: !109, line: 89, type: !632, scopeLine: 90, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !634)
!632 = !DISubroutineType(types: !633)
!633 = !{!108, !111, !111, !111, !111, !111, !111, !111, !530, !111, !149}
!634 = !{!635, !636, !637, !638, !639, !640, !641, !642, !643, !644}
!635 = !DILocalVariable(name: "a", arg: 1, scope: !631, file: !109, line: 89, type: !111)
!636 = !DILocalVariable(name: "b", arg: 2, scope: !631, file: !109, line: 89, type: !111)
!637 = !DILocalVariable(name: "c", arg: 3, scope: !631, file: !109, line: 89, type: !111)
!638 = !DILocalVariable(name: "d", arg: 4, scope: !631, file: !109, line: 89, type: !111)
!639 = !DILocalVariable(name: "e", arg: 5, scope: !631, file: !109, line: 89, type: !111)
!640 = !DILocalVariable(name: "f", arg: 6, scope: !631, file: !109, line: 89, type: !111)
!641 = !DILocalVariable(name: "g", arg: 7, scope: !631, file: !109, line: 89, type: !111)
!642 = !DILocalVariable(name: "h", arg: 8, scope: !631, file: !109, line: 89, type: !530)
!643 = !DILocalVariable(name: "i", arg: 9, scope: !631, file: !109, line: 89, type: !111)
!644 = !DILocalVariable(name: "j", arg: 10, scope: !631, file: !109, line: 90, type: !149)
!645 = !DILocation(line: 0, scope: !631)
!646 = !DILocation(line: 0, scope: !207, inlinedAt: !647)
!647 = distinct !DILocation(line: 90, column: 30, scope: !631)
!648 = !DILocation(line: 0, scope: !207, inlinedAt: !649)
!649 = distinct !DILocation(line: 90, column: 30, scope: !631)
!650 = !DILocation(line: 0, scope: !207, inlinedAt: !651)
!651 = distinct !DILocation(line: 90, column: 30, scope: !631)
!652 = !DILocation(line: 0, scope: !207, inlinedAt: !653)
!653 = distinct !DILocation(line: 90, column: 30, scope: !631)
!654 = !DILocation(line: 0, scope: !207, inlinedAt: !655)
!655 = distinct !DILocation(line: 90, column: 30, scope: !631)
!656 = !DILocation(line: 0, scope: !207, inlinedAt: !657)
!657 = distinct !DILocation(line: 90, column: 30, scope: !631)
!658 = !DILocation(line: 0, scope: !207, inlinedAt: !659)
!659 = distinct !DILocation(line: 90, column: 30, scope: !631)
!660 = !DILocation(line: 0, scope: !207, inlinedAt: !661)
!661 = distinct !DILocation(line: 90, column: 30, scope: !631)
!662 = !DILocation(line: 0, scope: !189, inlinedAt: !663)
!663 = distinct !DILocation(line: 90, column: 30, scope: !631)
!664 = !DILocation(line: 0, scope: !202, inlinedAt: !663)
!665 = !DILocation(line: 32, column: 43, scope: !214, inlinedAt: !663)
!666 = !DILocation(line: 0, scope: !207, inlinedAt: !667)
!667 = distinct !DILocation(line: 32, column: 35, scope: !214, inlinedAt: !663)
!668 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !667)
!669 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !667)
!670 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !647)
!671 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !647)
!672 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !649)
!673 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !649)
!674 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !651)
!675 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !651)
!676 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !653)
!677 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !653)
!678 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !655)
!679 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !655)
!680 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !657)
!681 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !657)
!682 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !659)
!683 = !DILocation(line: 90, column: 30, scope: !631)
!684 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !659)
!685 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !661)
!686 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !661)
!687 = !DILocation(line: 0, scope: !207, inlinedAt: !688)
!688 = distinct !DILocation(line: 90, column: 30, scope: !631)
!689 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !688)
!690 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !688)
!691 = !DILocation(line: 0, scope: !207, inlinedAt: !692)
!692 = distinct !DILocation(line: 90, column: 30, scope: !631)
!693 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !692)
!694 = distinct !DISubprogram(name: "r_ret_s1", scope: !109, file: !109, line: 95, type: !695, scopeLine: 95, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !697)
!695 = !DISubroutineType(types: !696)
!696 = !{!142, !4}
!697 = !{!698, !699}
!698 = !DILocalVariable(name: "c", arg: 1, scope: !694, file: !109, line: 95, type: !4)
!699 = !DILocalVariable(name: "r", scope: !694, file: !109, line: 95, type: !142)
!700 = !DILocation(line: 0, scope: !694)
!701 = !DILocation(line: 95, column: 30, scope: !694)
!702 = distinct !DISubprogram(name: "r_ret_s3", scope: !109, file: !109, line: 96, type: !703, scopeLine: 96, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !705)
!703 = !DISubroutineType(types: !704)
!704 = !{!149, !149}
!705 = !{!706, !707}
!706 = !DILocalVariable(name: "a", arg: 1, scope: !702, file: !109, line: 96, type: !149)
!707 = !DILocalVariable(name: "r", scope: !702, file: !109, line: 96, type: !149)
!708 = !DILocation(line: 0, scope: !702)
!709 = !DILocation(line: 96, column: 35, scope: !702)
!710 = distinct !DISubprogram(name: "r_ret_s7", scope: !109, file: !109, line: 97, type: !711, scopeLine: 97, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !713)
!711 = !DISubroutineType(types: !712)
!712 = !{!165, !4, !148}
!713 = !{!714, !715, !716}
!714 = !DILocalVariable(name: "a", arg: 1, scope: !710, file: !109, line: 97, type: !4)
!715 = !DILocalVariable(name: "b", arg: 2, scope: !710, file: !109, line: 97, type: !148)
!716 = !DILocalVariable(name: "r", scope: !710, file: !109, line: 97, type: !165)
!717 = !DILocation(line: 0, scope: !710)
!718 = !DILocation(line: 97, column: 39, scope: !710)
!719 = distinct !DISubprogram(name: "r_ret_s9", scope: !109, file: !109, line: 98, type: !720, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !722)
!720 = !DISubroutineType(types: !721)
!721 = !{!174, !174}
!722 = !{!723, !724, !725}
!723 = !DILocalVariable(name: "a", arg: 1, scope: !719, file: !109, line: 98, type: !174)
!724 = !DILocalVariable(name: "r", scope: !719, file: !109, line: 98, type: !174)
!725 = !DILocalVariable(name: "i", scope: !726, file: !109, line: 98, type: !113)
!726 = distinct !DILexicalBlock(scope: !719, file: !109, line: 98, column: 35)
!727 = !DILocation(line: 0, scope: !719)
!728 = !DILocation(line: 98, column: 35, scope: !719)
!729 = distinct !DISubprogram(name: "r_ret_s12", scope: !109, file: !109, line: 99, type: !730, scopeLine: 99, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !732)
!730 = !DISubroutineType(types: !731)
!731 = !{!534, !113}
!732 = !{!733, !734}
!733 = !DILocalVariable(name: "x", arg: 1, scope: !729, file: !109, line: 99, type: !113)
!734 = !DILocalVariable(name: "r", scope: !729, file: !109, line: 99, type: !534)
!735 = !DILocation(line: 0, scope: !729)
!736 = !DILocation(line: 99, column: 31, scope: !729)
!737 = distinct !DISubprogram(name: "r_ret_s16", scope: !109, file: !109, line: 100, type: !738, scopeLine: 100, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !740)
!738 = !DISubroutineType(types: !739)
!739 = !{!530, !530}
!740 = !{!741, !742}
!741 = !DILocalVariable(name: "a", arg: 1, scope: !737, file: !109, line: 100, type: !530)
!742 = !DILocalVariable(name: "r", scope: !737, file: !109, line: 100, type: !530)
!743 = !DILocation(line: 0, scope: !737)
!744 = !DILocation(line: 100, column: 38, scope: !737)
!745 = distinct !DISubprogram(name: "r_ret_mixdl", scope: !109, file: !109, line: 101, type: !746, scopeLine: 101, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !748)
!746 = !DISubroutineType(types: !747)
!747 = !{!420, !114, !111}
!748 = !{!749, !750, !751}
!749 = !DILocalVariable(name: "d", arg: 1, scope: !745, file: !109, line: 101, type: !114)
!750 = !DILocalVariable(name: "l", arg: 2, scope: !745, file: !109, line: 101, type: !111)
!751 = !DILocalVariable(name: "r", scope: !745, file: !109, line: 101, type: !420)
!752 = !DILocation(line: 0, scope: !745)
!753 = !DILocation(line: 101, column: 46, scope: !745)
!754 = distinct !DISubprogram(name: "r_ret_mixfi3", scope: !109, file: !109, line: 102, type: !755, scopeLine: 102, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !757)
!755 = !DISubroutineType(types: !756)
!756 = !{!424, !424}
!757 = !{!758, !759}
!758 = !DILocalVariable(name: "a", arg: 1, scope: !754, file: !109, line: 102, type: !424)
!759 = !DILocalVariable(name: "r", scope: !754, file: !109, line: 102, type: !424)
!760 = !DILocation(line: 0, scope: !754)
!761 = !DILocation(line: 102, column: 47, scope: !754)
!762 = distinct !DISubprogram(name: "r_ret_i128s", scope: !109, file: !109, line: 103, type: !763, scopeLine: 103, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !765)
!763 = !DISubroutineType(types: !764)
!764 = !{!308, !111, !111}
!765 = !{!766, !767, !768}
!766 = !DILocalVariable(name: "hi", arg: 1, scope: !762, file: !109, line: 103, type: !111)
!767 = !DILocalVariable(name: "lo", arg: 2, scope: !762, file: !109, line: 103, type: !111)
!768 = !DILocalVariable(name: "r", scope: !762, file: !109, line: 103, type: !308)
!769 = !DILocation(line: 0, scope: !762)
!770 = !DILocation(line: 103, column: 46, scope: !762)
!771 = distinct !DISubprogram(name: "r_ret_pk", scope: !109, file: !109, line: 104, type: !772, scopeLine: 104, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !774)
!772 = !DISubroutineType(types: !773)
!773 = !{!435, !435}
!774 = !{!775, !776}
!775 = !DILocalVariable(name: "a", arg: 1, scope: !771, file: !109, line: 104, type: !435)
!776 = !DILocalVariable(name: "r", scope: !771, file: !109, line: 104, type: !435)
!777 = distinct !DIAssignID()
!778 = !DILocation(line: 0, scope: !771)
!779 = distinct !DIAssignID()
!780 = distinct !DIAssignID()
!781 = distinct !DIAssignID()
!782 = !DILocation(line: 104, column: 35, scope: !771)
!783 = !{!484, !384, i64 0}
!784 = distinct !DIAssignID()
!785 = distinct !DIAssignID()
!786 = distinct !DISubprogram(name: "r_ret_u", scope: !109, file: !109, line: 105, type: !787, scopeLine: 105, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !789)
!787 = !DISubroutineType(types: !788)
!788 = !{!439, !111}
!789 = !{!790, !791}
!790 = !DILocalVariable(name: "l", arg: 1, scope: !786, file: !109, line: 105, type: !111)
!791 = !DILocalVariable(name: "r", scope: !786, file: !109, line: 105, type: !439)
!792 = !DILocation(line: 0, scope: !786)
!793 = !DILocation(line: 105, column: 27, scope: !786)
!794 = distinct !DISubprogram(name: "r_ret_big", scope: !109, file: !109, line: 106, type: !795, scopeLine: 106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !797)
!795 = !DISubroutineType(types: !796)
!796 = !{!360, !111}
!797 = !{!798, !799, !800}
!798 = !DILocalVariable(name: "x", arg: 1, scope: !794, file: !109, line: 106, type: !111)
!799 = !DILocalVariable(name: "r", scope: !794, file: !109, line: 106, type: !360)
!800 = !DILocalVariable(name: "i", scope: !801, file: !109, line: 106, type: !113)
!801 = distinct !DILexicalBlock(scope: !794, file: !109, line: 106, column: 32)
!802 = !DILocation(line: 0, scope: !794)
!803 = !DILocation(line: 106, column: 32, scope: !794)
!804 = !DILocation(line: 0, scope: !801)
!805 = !DILocation(line: 106, column: 32, scope: !806)
!806 = distinct !DILexicalBlock(scope: !801, file: !109, line: 106, column: 32)
!807 = distinct !DISubprogram(name: "r_ret_big24", scope: !109, file: !109, line: 107, type: !808, scopeLine: 108, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !810)
!808 = !DISubroutineType(types: !809)
!809 = !{!364, !111, !111, !111, !111, !111, !111, !111, !111, !111}
!810 = !{!811, !812, !813, !814, !815, !816, !817, !818, !819, !820}
!811 = !DILocalVariable(name: "a", arg: 1, scope: !807, file: !109, line: 107, type: !111)
!812 = !DILocalVariable(name: "b", arg: 2, scope: !807, file: !109, line: 107, type: !111)
!813 = !DILocalVariable(name: "c", arg: 3, scope: !807, file: !109, line: 107, type: !111)
!814 = !DILocalVariable(name: "d", arg: 4, scope: !807, file: !109, line: 107, type: !111)
!815 = !DILocalVariable(name: "e", arg: 5, scope: !807, file: !109, line: 107, type: !111)
!816 = !DILocalVariable(name: "f", arg: 6, scope: !807, file: !109, line: 107, type: !111)
!817 = !DILocalVariable(name: "g", arg: 7, scope: !807, file: !109, line: 107, type: !111)
!818 = !DILocalVariable(name: "h", arg: 8, scope: !807, file: !109, line: 107, type: !111)
!819 = !DILocalVariable(name: "i", arg: 9, scope: !807, file: !109, line: 107, type: !111)
!820 = !DILocalVariable(name: "r", scope: !807, file: !109, line: 108, type: !364)
!821 = !DILocation(line: 0, scope: !807)
!822 = !DILocation(line: 108, column: 3, scope: !807)
!823 = distinct !DISubprogram(name: "r_drive_self", scope: !109, file: !109, line: 115, type: !824, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !826)
!824 = !DISubroutineType(types: !825)
!825 = !{!108}
!826 = !{!827, !829, !830, !831, !832, !833, !834, !835, !836, !837, !838, !839, !840, !841, !842, !843, !844, !845, !846, !847, !848, !849, !850, !851, !852, !853, !854, !856, !858, !860, !862, !864, !866, !868, !870, !872, !874, !876}
!827 = !DILocalVariable(name: "t", scope: !828, file: !2, line: 4, type: !108)
!828 = !DILexicalBlockFile(scope: !823, file: !2, discriminator: 0)
!829 = !DILocalVariable(name: "v", scope: !828, file: !2, line: 4, type: !108)
!830 = !DILocalVariable(name: "s1", scope: !828, file: !2, line: 6, type: !142)
!831 = !DILocalVariable(name: "s2", scope: !828, file: !2, line: 7, type: !145)
!832 = !DILocalVariable(name: "s3", scope: !828, file: !2, line: 8, type: !149)
!833 = !DILocalVariable(name: "s5", scope: !828, file: !2, line: 9, type: !155)
!834 = !DILocalVariable(name: "s6", scope: !828, file: !2, line: 10, type: !161)
!835 = !DILocalVariable(name: "s7", scope: !828, file: !2, line: 11, type: !165)
!836 = !DILocalVariable(name: "s8", scope: !828, file: !2, line: 12, type: !170)
!837 = !DILocalVariable(name: "s9", scope: !828, file: !2, line: 13, type: !174)
!838 = !DILocalVariable(name: "s12", scope: !828, file: !2, line: 14, type: !534)
!839 = !DILocalVariable(name: "s15", scope: !828, file: !2, line: 15, type: !538)
!840 = !DILocalVariable(name: "s16", scope: !828, file: !2, line: 16, type: !530)
!841 = !DILocalVariable(name: "s16b", scope: !828, file: !2, line: 16, type: !530)
!842 = !DILocalVariable(name: "i128", scope: !828, file: !2, line: 17, type: !308)
!843 = !DILocalVariable(name: "a16", scope: !828, file: !2, line: 18, type: !311)
!844 = !DILocalVariable(name: "a16b", scope: !828, file: !2, line: 18, type: !311)
!845 = !DILocalVariable(name: "mif", scope: !828, file: !2, line: 19, type: !415)
!846 = !DILocalVariable(name: "mdl", scope: !828, file: !2, line: 20, type: !420)
!847 = !DILocalVariable(name: "mfi3", scope: !828, file: !2, line: 21, type: !424)
!848 = !DILocalVariable(name: "bf", scope: !828, file: !2, line: 22, type: !429)
!849 = !DILocalVariable(name: "pk", scope: !828, file: !2, line: 23, type: !435)
!850 = !DILocalVariable(name: "u", scope: !828, file: !2, line: 24, type: !439)
!851 = !DILocalVariable(name: "big", scope: !828, file: !2, line: 25, type: !360)
!852 = !DILocalVariable(name: "big2", scope: !828, file: !2, line: 25, type: !360)
!853 = !DILocalVariable(name: "b24", scope: !828, file: !2, line: 26, type: !364)
!854 = !DILocalVariable(name: "r", scope: !855, file: !2, line: 35, type: !149)
!855 = distinct !DILexicalBlock(scope: !828, file: !2, line: 35, column: 3)
!856 = !DILocalVariable(name: "r", scope: !857, file: !2, line: 36, type: !165)
!857 = distinct !DILexicalBlock(scope: !828, file: !2, line: 36, column: 3)
!858 = !DILocalVariable(name: "r", scope: !859, file: !2, line: 37, type: !174)
!859 = distinct !DILexicalBlock(scope: !828, file: !2, line: 37, column: 3)
!860 = !DILocalVariable(name: "r", scope: !861, file: !2, line: 38, type: !534)
!861 = distinct !DILexicalBlock(scope: !828, file: !2, line: 38, column: 3)
!862 = !DILocalVariable(name: "r", scope: !863, file: !2, line: 39, type: !530)
!863 = distinct !DILexicalBlock(scope: !828, file: !2, line: 39, column: 3)
!864 = !DILocalVariable(name: "r", scope: !865, file: !2, line: 40, type: !420)
!865 = distinct !DILexicalBlock(scope: !828, file: !2, line: 40, column: 3)
!866 = !DILocalVariable(name: "r", scope: !867, file: !2, line: 41, type: !424)
!867 = distinct !DILexicalBlock(scope: !828, file: !2, line: 41, column: 3)
!868 = !DILocalVariable(name: "r", scope: !869, file: !2, line: 42, type: !308)
!869 = distinct !DILexicalBlock(scope: !828, file: !2, line: 42, column: 3)
!870 = !DILocalVariable(name: "r", scope: !871, file: !2, line: 43, type: !435)
!871 = distinct !DILexicalBlock(scope: !828, file: !2, line: 43, column: 3)
!872 = !DILocalVariable(name: "r", scope: !873, file: !2, line: 44, type: !439)
!873 = distinct !DILexicalBlock(scope: !828, file: !2, line: 44, column: 3)
!874 = !DILocalVariable(name: "r", scope: !875, file: !2, line: 45, type: !360)
!875 = distinct !DILexicalBlock(scope: !828, file: !2, line: 45, column: 3)
!876 = !DILocalVariable(name: "r", scope: !877, file: !2, line: 46, type: !364)
!877 = distinct !DILexicalBlock(scope: !828, file: !2, line: 46, column: 3)
!878 = distinct !DIAssignID()
!879 = !DILocation(line: 0, scope: !771, inlinedAt: !880)
!880 = distinct !DILocation(line: 43, column: 19, scope: !871)
!881 = distinct !DIAssignID()
!882 = distinct !DIAssignID()
!883 = distinct !DIAssignID()
!884 = !DILocation(line: 0, scope: !871)
!885 = distinct !DIAssignID()
!886 = !DILocation(line: 0, scope: !875)
!887 = !DILocation(line: 0, scope: !828)
!888 = distinct !DIAssignID()
!889 = !DILocation(line: 0, scope: !189, inlinedAt: !890)
!890 = distinct !DILocation(line: 45, column: 41, scope: !139, inlinedAt: !891)
!891 = distinct !DILocation(line: 27, column: 3, scope: !828)
!892 = !DILocation(line: 0, scope: !202, inlinedAt: !890)
!893 = !DILocation(line: 0, scope: !207, inlinedAt: !894)
!894 = distinct !DILocation(line: 32, column: 35, scope: !214, inlinedAt: !890)
!895 = !DILocation(line: 0, scope: !207, inlinedAt: !896)
!896 = distinct !DILocation(line: 32, column: 35, scope: !214, inlinedAt: !897)
!897 = distinct !DILocation(line: 45, column: 41, scope: !139, inlinedAt: !891)
!898 = !DILocation(line: 0, scope: !189, inlinedAt: !897)
!899 = !DILocation(line: 0, scope: !202, inlinedAt: !897)
!900 = !DILocation(line: 0, scope: !207, inlinedAt: !901)
!901 = distinct !DILocation(line: 32, column: 35, scope: !214, inlinedAt: !902)
!902 = distinct !DILocation(line: 45, column: 41, scope: !139, inlinedAt: !891)
!903 = !DILocation(line: 0, scope: !189, inlinedAt: !902)
!904 = !DILocation(line: 0, scope: !202, inlinedAt: !902)
!905 = !DILocation(line: 0, scope: !207, inlinedAt: !906)
!906 = distinct !DILocation(line: 32, column: 35, scope: !214, inlinedAt: !907)
!907 = distinct !DILocation(line: 45, column: 41, scope: !139, inlinedAt: !891)
!908 = !DILocation(line: 0, scope: !189, inlinedAt: !907)
!909 = !DILocation(line: 0, scope: !202, inlinedAt: !907)
!910 = !DILocation(line: 0, scope: !207, inlinedAt: !911)
!911 = distinct !DILocation(line: 32, column: 35, scope: !214, inlinedAt: !912)
!912 = distinct !DILocation(line: 45, column: 41, scope: !139, inlinedAt: !891)
!913 = !DILocation(line: 0, scope: !189, inlinedAt: !912)
!914 = !DILocation(line: 0, scope: !202, inlinedAt: !912)
!915 = !DILocation(line: 0, scope: !207, inlinedAt: !916)
!916 = distinct !DILocation(line: 45, column: 41, scope: !139, inlinedAt: !891)
!917 = !DILocation(line: 0, scope: !189, inlinedAt: !918)
!918 = distinct !DILocation(line: 45, column: 41, scope: !139, inlinedAt: !891)
!919 = !DILocation(line: 0, scope: !207, inlinedAt: !920)
!920 = distinct !DILocation(line: 32, column: 35, scope: !214, inlinedAt: !918)
!921 = !DILocation(line: 0, scope: !202, inlinedAt: !918)
!922 = !DILocation(line: 0, scope: !207, inlinedAt: !923)
!923 = distinct !DILocation(line: 32, column: 35, scope: !214, inlinedAt: !924)
!924 = distinct !DILocation(line: 45, column: 41, scope: !139, inlinedAt: !891)
!925 = !DILocation(line: 0, scope: !189, inlinedAt: !924)
!926 = !DILocation(line: 0, scope: !202, inlinedAt: !924)
!927 = !DILocation(line: 0, scope: !207, inlinedAt: !928)
!928 = distinct !DILocation(line: 32, column: 35, scope: !214, inlinedAt: !929)
!929 = distinct !DILocation(line: 45, column: 41, scope: !139, inlinedAt: !891)
!930 = !DILocation(line: 0, scope: !189, inlinedAt: !929)
!931 = !DILocation(line: 0, scope: !202, inlinedAt: !929)
!932 = !DILocation(line: 0, scope: !207, inlinedAt: !933)
!933 = distinct !DILocation(line: 45, column: 41, scope: !139, inlinedAt: !891)
!934 = !DILocation(line: 0, scope: !207, inlinedAt: !935)
!935 = distinct !DILocation(line: 45, column: 41, scope: !139, inlinedAt: !891)
!936 = !DILocation(line: 0, scope: !207, inlinedAt: !937)
!937 = distinct !DILocation(line: 45, column: 41, scope: !139, inlinedAt: !891)
!938 = !DILocation(line: 27, column: 3, scope: !828)
!939 = !DILocation(line: 0, scope: !207, inlinedAt: !940)
!940 = distinct !DILocation(line: 27, column: 3, scope: !828)
!941 = !DILocation(line: 0, scope: !207, inlinedAt: !942)
!942 = distinct !DILocation(line: 54, column: 90, scope: !305, inlinedAt: !943)
!943 = distinct !DILocation(line: 28, column: 3, scope: !828)
!944 = !DILocation(line: 0, scope: !207, inlinedAt: !945)
!945 = distinct !DILocation(line: 54, column: 90, scope: !305, inlinedAt: !943)
!946 = !DILocation(line: 0, scope: !207, inlinedAt: !947)
!947 = distinct !DILocation(line: 54, column: 90, scope: !305, inlinedAt: !943)
!948 = !DILocation(line: 0, scope: !207, inlinedAt: !949)
!949 = distinct !DILocation(line: 54, column: 90, scope: !305, inlinedAt: !943)
!950 = !DILocation(line: 0, scope: !207, inlinedAt: !951)
!951 = distinct !DILocation(line: 54, column: 90, scope: !305, inlinedAt: !943)
!952 = !DILocation(line: 0, scope: !207, inlinedAt: !953)
!953 = distinct !DILocation(line: 54, column: 90, scope: !305, inlinedAt: !943)
!954 = !DILocation(line: 0, scope: !207, inlinedAt: !955)
!955 = distinct !DILocation(line: 54, column: 90, scope: !305, inlinedAt: !943)
!956 = !DILocation(line: 0, scope: !207, inlinedAt: !957)
!957 = distinct !DILocation(line: 54, column: 90, scope: !305, inlinedAt: !943)
!958 = !DILocation(line: 28, column: 3, scope: !828)
!959 = !DILocation(line: 0, scope: !207, inlinedAt: !960)
!960 = distinct !DILocation(line: 28, column: 3, scope: !828)
!961 = !DILocation(line: 0, scope: !207, inlinedAt: !962)
!962 = distinct !DILocation(line: 59, column: 65, scope: !381, inlinedAt: !963)
!963 = distinct !DILocation(line: 29, column: 3, scope: !828)
!964 = !DILocation(line: 0, scope: !207, inlinedAt: !965)
!965 = distinct !DILocation(line: 59, column: 65, scope: !357, inlinedAt: !963)
!966 = !DILocation(line: 0, scope: !207, inlinedAt: !967)
!967 = distinct !DILocation(line: 59, column: 65, scope: !357, inlinedAt: !963)
!968 = !DILocation(line: 0, scope: !207, inlinedAt: !969)
!969 = distinct !DILocation(line: 59, column: 65, scope: !357, inlinedAt: !963)
!970 = !DILocation(line: 0, scope: !207, inlinedAt: !971)
!971 = distinct !DILocation(line: 59, column: 65, scope: !357, inlinedAt: !963)
!972 = !DILocation(line: 29, column: 3, scope: !828)
!973 = !DILocation(line: 0, scope: !207, inlinedAt: !974)
!974 = distinct !DILocation(line: 29, column: 3, scope: !828)
!975 = !DILocation(line: 30, column: 3, scope: !828)
!976 = !DILocation(line: 0, scope: !207, inlinedAt: !977)
!977 = distinct !DILocation(line: 30, column: 3, scope: !828)
!978 = !DILocation(line: 0, scope: !412, inlinedAt: !979)
!979 = distinct !DILocation(line: 31, column: 3, scope: !828)
!980 = distinct !DIAssignID()
!981 = distinct !DIAssignID()
!982 = !DILocation(line: 0, scope: !207, inlinedAt: !983)
!983 = distinct !DILocation(line: 69, column: 40, scope: !412, inlinedAt: !979)
!984 = !DILocation(line: 0, scope: !207, inlinedAt: !985)
!985 = distinct !DILocation(line: 69, column: 40, scope: !412, inlinedAt: !979)
!986 = !DILocation(line: 0, scope: !207, inlinedAt: !987)
!987 = distinct !DILocation(line: 69, column: 40, scope: !412, inlinedAt: !979)
!988 = !DILocation(line: 0, scope: !207, inlinedAt: !989)
!989 = distinct !DILocation(line: 69, column: 40, scope: !412, inlinedAt: !979)
!990 = !DILocation(line: 0, scope: !207, inlinedAt: !991)
!991 = distinct !DILocation(line: 69, column: 40, scope: !412, inlinedAt: !979)
!992 = !DILocation(line: 0, scope: !207, inlinedAt: !993)
!993 = distinct !DILocation(line: 69, column: 40, scope: !412, inlinedAt: !979)
!994 = !DILocation(line: 0, scope: !207, inlinedAt: !995)
!995 = distinct !DILocation(line: 69, column: 40, scope: !412, inlinedAt: !979)
!996 = !DILocation(line: 0, scope: !207, inlinedAt: !997)
!997 = distinct !DILocation(line: 69, column: 40, scope: !412, inlinedAt: !979)
!998 = !DILocation(line: 0, scope: !207, inlinedAt: !999)
!999 = distinct !DILocation(line: 69, column: 40, scope: !412, inlinedAt: !979)
!1000 = !DILocation(line: 0, scope: !207, inlinedAt: !1001)
!1001 = distinct !DILocation(line: 69, column: 40, scope: !412, inlinedAt: !979)
!1002 = !DILocation(line: 0, scope: !207, inlinedAt: !1003)
!1003 = distinct !DILocation(line: 69, column: 40, scope: !412, inlinedAt: !979)
!1004 = !DILocation(line: 0, scope: !207, inlinedAt: !1005)
!1005 = distinct !DILocation(line: 69, column: 40, scope: !412, inlinedAt: !979)
!1006 = !DILocation(line: 69, column: 40, scope: !412, inlinedAt: !979)
!1007 = !DILocation(line: 0, scope: !207, inlinedAt: !1008)
!1008 = distinct !DILocation(line: 69, column: 40, scope: !412, inlinedAt: !979)
!1009 = !DILocation(line: 0, scope: !207, inlinedAt: !1010)
!1010 = distinct !DILocation(line: 69, column: 40, scope: !412, inlinedAt: !979)
!1011 = !DILocation(line: 0, scope: !189, inlinedAt: !1012)
!1012 = distinct !DILocation(line: 69, column: 40, scope: !412, inlinedAt: !979)
!1013 = !DILocation(line: 0, scope: !207, inlinedAt: !1014)
!1014 = distinct !DILocation(line: 32, column: 35, scope: !214, inlinedAt: !1012)
!1015 = !DILocation(line: 0, scope: !202, inlinedAt: !1012)
!1016 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1008)
!1017 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1010)
!1018 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1010)
!1019 = !DILocation(line: 0, scope: !207, inlinedAt: !1020)
!1020 = distinct !DILocation(line: 69, column: 40, scope: !412, inlinedAt: !979)
!1021 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1020)
!1022 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1020)
!1023 = !DILocation(line: 31, column: 3, scope: !828)
!1024 = !DILocation(line: 0, scope: !207, inlinedAt: !1025)
!1025 = distinct !DILocation(line: 31, column: 3, scope: !828)
!1026 = !DILocation(line: 0, scope: !189, inlinedAt: !1027)
!1027 = distinct !DILocation(line: 82, column: 51, scope: !527, inlinedAt: !1028)
!1028 = distinct !DILocation(line: 32, column: 3, scope: !828)
!1029 = !DILocation(line: 0, scope: !207, inlinedAt: !1030)
!1030 = distinct !DILocation(line: 32, column: 35, scope: !214, inlinedAt: !1027)
!1031 = !DILocation(line: 0, scope: !202, inlinedAt: !1027)
!1032 = !DILocation(line: 0, scope: !207, inlinedAt: !1033)
!1033 = distinct !DILocation(line: 32, column: 35, scope: !214, inlinedAt: !1034)
!1034 = distinct !DILocation(line: 82, column: 51, scope: !527, inlinedAt: !1028)
!1035 = !DILocation(line: 0, scope: !189, inlinedAt: !1034)
!1036 = !DILocation(line: 0, scope: !202, inlinedAt: !1034)
!1037 = !DILocation(line: 0, scope: !207, inlinedAt: !1038)
!1038 = distinct !DILocation(line: 32, column: 35, scope: !214, inlinedAt: !1039)
!1039 = distinct !DILocation(line: 82, column: 51, scope: !527, inlinedAt: !1028)
!1040 = !DILocation(line: 0, scope: !189, inlinedAt: !1039)
!1041 = !DILocation(line: 0, scope: !202, inlinedAt: !1039)
!1042 = !DILocation(line: 0, scope: !207, inlinedAt: !1043)
!1043 = distinct !DILocation(line: 82, column: 51, scope: !527, inlinedAt: !1028)
!1044 = !DILocation(line: 0, scope: !207, inlinedAt: !1045)
!1045 = distinct !DILocation(line: 82, column: 51, scope: !527, inlinedAt: !1028)
!1046 = !DILocation(line: 0, scope: !207, inlinedAt: !1047)
!1047 = distinct !DILocation(line: 82, column: 51, scope: !527, inlinedAt: !1028)
!1048 = !DILocation(line: 0, scope: !207, inlinedAt: !1049)
!1049 = distinct !DILocation(line: 82, column: 51, scope: !527, inlinedAt: !1028)
!1050 = !DILocation(line: 0, scope: !207, inlinedAt: !1051)
!1051 = distinct !DILocation(line: 82, column: 51, scope: !527, inlinedAt: !1028)
!1052 = !DILocation(line: 0, scope: !207, inlinedAt: !1053)
!1053 = distinct !DILocation(line: 82, column: 51, scope: !527, inlinedAt: !1028)
!1054 = !DILocation(line: 0, scope: !207, inlinedAt: !1055)
!1055 = distinct !DILocation(line: 82, column: 51, scope: !527, inlinedAt: !1028)
!1056 = !DILocation(line: 0, scope: !207, inlinedAt: !1057)
!1057 = distinct !DILocation(line: 82, column: 51, scope: !527, inlinedAt: !1028)
!1058 = !DILocation(line: 0, scope: !207, inlinedAt: !1059)
!1059 = distinct !DILocation(line: 82, column: 51, scope: !527, inlinedAt: !1028)
!1060 = !DILocation(line: 0, scope: !207, inlinedAt: !1061)
!1061 = distinct !DILocation(line: 82, column: 51, scope: !527, inlinedAt: !1028)
!1062 = !DILocation(line: 0, scope: !207, inlinedAt: !1063)
!1063 = distinct !DILocation(line: 82, column: 51, scope: !527, inlinedAt: !1028)
!1064 = !DILocation(line: 32, column: 3, scope: !828)
!1065 = !DILocation(line: 0, scope: !207, inlinedAt: !1066)
!1066 = distinct !DILocation(line: 32, column: 3, scope: !828)
!1067 = !DILocation(line: 0, scope: !207, inlinedAt: !1068)
!1068 = distinct !DILocation(line: 90, column: 30, scope: !631, inlinedAt: !1069)
!1069 = distinct !DILocation(line: 33, column: 3, scope: !828)
!1070 = !DILocation(line: 0, scope: !207, inlinedAt: !1071)
!1071 = distinct !DILocation(line: 90, column: 30, scope: !631, inlinedAt: !1069)
!1072 = !DILocation(line: 0, scope: !207, inlinedAt: !1073)
!1073 = distinct !DILocation(line: 90, column: 30, scope: !631, inlinedAt: !1069)
!1074 = !DILocation(line: 0, scope: !207, inlinedAt: !1075)
!1075 = distinct !DILocation(line: 90, column: 30, scope: !631, inlinedAt: !1069)
!1076 = !DILocation(line: 0, scope: !207, inlinedAt: !1077)
!1077 = distinct !DILocation(line: 90, column: 30, scope: !631, inlinedAt: !1069)
!1078 = !DILocation(line: 0, scope: !207, inlinedAt: !1079)
!1079 = distinct !DILocation(line: 90, column: 30, scope: !631, inlinedAt: !1069)
!1080 = !DILocation(line: 0, scope: !207, inlinedAt: !1081)
!1081 = distinct !DILocation(line: 90, column: 30, scope: !631, inlinedAt: !1069)
!1082 = !DILocation(line: 0, scope: !189, inlinedAt: !1083)
!1083 = distinct !DILocation(line: 90, column: 30, scope: !631, inlinedAt: !1069)
!1084 = !DILocation(line: 0, scope: !207, inlinedAt: !1085)
!1085 = distinct !DILocation(line: 32, column: 35, scope: !214, inlinedAt: !1083)
!1086 = !DILocation(line: 0, scope: !202, inlinedAt: !1083)
!1087 = !DILocation(line: 0, scope: !207, inlinedAt: !1088)
!1088 = distinct !DILocation(line: 90, column: 30, scope: !631, inlinedAt: !1069)
!1089 = !DILocation(line: 0, scope: !207, inlinedAt: !1090)
!1090 = distinct !DILocation(line: 90, column: 30, scope: !631, inlinedAt: !1069)
!1091 = !DILocation(line: 0, scope: !207, inlinedAt: !1092)
!1092 = distinct !DILocation(line: 90, column: 30, scope: !631, inlinedAt: !1069)
!1093 = !DILocation(line: 33, column: 3, scope: !828)
!1094 = !DILocation(line: 0, scope: !207, inlinedAt: !1095)
!1095 = distinct !DILocation(line: 33, column: 3, scope: !828)
!1096 = !DILocation(line: 34, column: 3, scope: !828)
!1097 = !DILocation(line: 0, scope: !207, inlinedAt: !1098)
!1098 = distinct !DILocation(line: 34, column: 3, scope: !828)
!1099 = !DILocation(line: 0, scope: !855)
!1100 = !DILocation(line: 0, scope: !189, inlinedAt: !1101)
!1101 = distinct !DILocation(line: 35, column: 37, scope: !855)
!1102 = !DILocation(line: 0, scope: !207, inlinedAt: !1103)
!1103 = distinct !DILocation(line: 32, column: 35, scope: !214, inlinedAt: !1101)
!1104 = !DILocation(line: 0, scope: !202, inlinedAt: !1101)
!1105 = !DILocation(line: 35, column: 37, scope: !855)
!1106 = !DILocation(line: 0, scope: !207, inlinedAt: !1107)
!1107 = distinct !DILocation(line: 35, column: 37, scope: !855)
!1108 = !DILocation(line: 0, scope: !857)
!1109 = !DILocation(line: 36, column: 44, scope: !857)
!1110 = !DILocation(line: 0, scope: !207, inlinedAt: !1111)
!1111 = distinct !DILocation(line: 36, column: 44, scope: !857)
!1112 = !DILocation(line: 36, column: 52, scope: !857)
!1113 = !DILocation(line: 0, scope: !207, inlinedAt: !1114)
!1114 = distinct !DILocation(line: 36, column: 52, scope: !857)
!1115 = !DILocation(line: 0, scope: !189, inlinedAt: !1116)
!1116 = distinct !DILocation(line: 36, column: 60, scope: !857)
!1117 = !DILocation(line: 0, scope: !207, inlinedAt: !1118)
!1118 = distinct !DILocation(line: 32, column: 35, scope: !214, inlinedAt: !1116)
!1119 = !DILocation(line: 0, scope: !202, inlinedAt: !1116)
!1120 = !DILocation(line: 36, column: 60, scope: !857)
!1121 = !DILocation(line: 0, scope: !207, inlinedAt: !1122)
!1122 = distinct !DILocation(line: 36, column: 60, scope: !857)
!1123 = !DILocation(line: 0, scope: !859)
!1124 = !DILocation(line: 0, scope: !189, inlinedAt: !1125)
!1125 = distinct !DILocation(line: 37, column: 37, scope: !859)
!1126 = !DILocation(line: 0, scope: !207, inlinedAt: !1127)
!1127 = distinct !DILocation(line: 32, column: 35, scope: !214, inlinedAt: !1125)
!1128 = !DILocation(line: 0, scope: !202, inlinedAt: !1125)
!1129 = !DILocation(line: 37, column: 37, scope: !859)
!1130 = !DILocation(line: 0, scope: !207, inlinedAt: !1131)
!1131 = distinct !DILocation(line: 37, column: 37, scope: !859)
!1132 = !DILocation(line: 0, scope: !861)
!1133 = !DILocation(line: 0, scope: !189, inlinedAt: !1134)
!1134 = distinct !DILocation(line: 38, column: 40, scope: !861)
!1135 = !DILocation(line: 0, scope: !207, inlinedAt: !1136)
!1136 = distinct !DILocation(line: 32, column: 35, scope: !214, inlinedAt: !1134)
!1137 = !DILocation(line: 0, scope: !202, inlinedAt: !1134)
!1138 = !DILocation(line: 38, column: 40, scope: !861)
!1139 = !DILocation(line: 0, scope: !207, inlinedAt: !1140)
!1140 = distinct !DILocation(line: 38, column: 40, scope: !861)
!1141 = !DILocation(line: 0, scope: !863)
!1142 = !DILocation(line: 39, column: 41, scope: !863)
!1143 = !DILocation(line: 0, scope: !207, inlinedAt: !1144)
!1144 = distinct !DILocation(line: 39, column: 41, scope: !863)
!1145 = !DILocation(line: 39, column: 49, scope: !863)
!1146 = !DILocation(line: 0, scope: !207, inlinedAt: !1147)
!1147 = distinct !DILocation(line: 39, column: 49, scope: !863)
!1148 = !DILocation(line: 0, scope: !865)
!1149 = !DILocation(line: 40, column: 48, scope: !865)
!1150 = !DILocation(line: 0, scope: !207, inlinedAt: !1151)
!1151 = distinct !DILocation(line: 40, column: 48, scope: !865)
!1152 = !DILocation(line: 40, column: 62, scope: !865)
!1153 = !DILocation(line: 0, scope: !207, inlinedAt: !1154)
!1154 = distinct !DILocation(line: 40, column: 62, scope: !865)
!1155 = !DILocation(line: 0, scope: !867)
!1156 = !DILocation(line: 41, column: 47, scope: !867)
!1157 = !DILocation(line: 0, scope: !207, inlinedAt: !1158)
!1158 = distinct !DILocation(line: 41, column: 47, scope: !867)
!1159 = !DILocation(line: 41, column: 67, scope: !867)
!1160 = !DILocation(line: 0, scope: !207, inlinedAt: !1161)
!1161 = distinct !DILocation(line: 41, column: 67, scope: !867)
!1162 = !DILocation(line: 41, column: 75, scope: !867)
!1163 = !DILocation(line: 0, scope: !207, inlinedAt: !1164)
!1164 = distinct !DILocation(line: 41, column: 75, scope: !867)
!1165 = !DILocation(line: 0, scope: !869)
!1166 = !DILocation(line: 42, column: 47, scope: !869)
!1167 = !DILocation(line: 0, scope: !207, inlinedAt: !1168)
!1168 = distinct !DILocation(line: 42, column: 47, scope: !869)
!1169 = !DILocation(line: 42, column: 60, scope: !869)
!1170 = !DILocation(line: 0, scope: !207, inlinedAt: !1171)
!1171 = distinct !DILocation(line: 42, column: 60, scope: !869)
!1172 = !DILocation(line: 43, column: 5, scope: !871)
!1173 = distinct !DIAssignID()
!1174 = distinct !DIAssignID()
!1175 = !DILocation(line: 104, column: 35, scope: !771, inlinedAt: !880)
!1176 = distinct !DIAssignID()
!1177 = distinct !DIAssignID()
!1178 = !DILocation(line: 43, column: 19, scope: !871)
!1179 = distinct !DIAssignID()
!1180 = distinct !DIAssignID()
!1181 = !DILocation(line: 43, column: 37, scope: !871)
!1182 = !DILocation(line: 0, scope: !207, inlinedAt: !1183)
!1183 = distinct !DILocation(line: 43, column: 37, scope: !871)
!1184 = !DILocation(line: 43, column: 45, scope: !871)
!1185 = !DILocation(line: 0, scope: !207, inlinedAt: !1186)
!1186 = distinct !DILocation(line: 43, column: 45, scope: !871)
!1187 = !DILocation(line: 43, column: 53, scope: !828)
!1188 = !DILocation(line: 0, scope: !873)
!1189 = !DILocation(line: 44, column: 35, scope: !873)
!1190 = !DILocation(line: 0, scope: !207, inlinedAt: !1191)
!1191 = distinct !DILocation(line: 44, column: 35, scope: !873)
!1192 = !DILocation(line: 44, column: 43, scope: !873)
!1193 = !DILocation(line: 0, scope: !207, inlinedAt: !1194)
!1194 = distinct !DILocation(line: 44, column: 43, scope: !873)
!1195 = !DILocation(line: 45, column: 5, scope: !875)
!1196 = !DILocation(line: 0, scope: !794, inlinedAt: !1197)
!1197 = distinct !DILocation(line: 45, column: 20, scope: !875)
!1198 = !DILocation(line: 106, column: 32, scope: !794, inlinedAt: !1197)
!1199 = distinct !DIAssignID()
!1200 = !DILocation(line: 0, scope: !801, inlinedAt: !1197)
!1201 = !DILocation(line: 106, column: 32, scope: !806, inlinedAt: !1197)
!1202 = !{!1203}
!1203 = distinct !{!1203, !1204, !"r_ret_big: argument 0"}
!1204 = distinct !{!1204, !"r_ret_big"}
!1205 = distinct !DIAssignID()
!1206 = distinct !DIAssignID()
!1207 = !DILocation(line: 0, scope: !189, inlinedAt: !1208)
!1208 = distinct !DILocation(line: 45, column: 39, scope: !875)
!1209 = !DILocation(line: 0, scope: !202, inlinedAt: !1208)
!1210 = !DILocation(line: 32, column: 3, scope: !202, inlinedAt: !1208)
!1211 = !DILocation(line: 32, column: 43, scope: !214, inlinedAt: !1208)
!1212 = !{!384, !384, i64 0}
!1213 = !DILocation(line: 0, scope: !207, inlinedAt: !1214)
!1214 = distinct !DILocation(line: 32, column: 35, scope: !214, inlinedAt: !1208)
!1215 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1214)
!1216 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1214)
!1217 = !DILocation(line: 32, column: 27, scope: !214, inlinedAt: !1208)
!1218 = !DILocation(line: 32, column: 21, scope: !214, inlinedAt: !1208)
!1219 = distinct !{!1219, !1210, !1220, !1221}
!1220 = !DILocation(line: 32, column: 47, scope: !202, inlinedAt: !1208)
!1221 = !{!"llvm.loop.mustprogress"}
!1222 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1025)
!1223 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1066)
!1224 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1066)
!1225 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1095)
!1226 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1095)
!1227 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1098)
!1228 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1098)
!1229 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1107)
!1230 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1107)
!1231 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1111)
!1232 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1111)
!1233 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1114)
!1234 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1114)
!1235 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1122)
!1236 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1122)
!1237 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1131)
!1238 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1131)
!1239 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1140)
!1240 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1140)
!1241 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1144)
!1242 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1144)
!1243 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1147)
!1244 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1147)
!1245 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1151)
!1246 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1151)
!1247 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1154)
!1248 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1154)
!1249 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1158)
!1250 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1158)
!1251 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1161)
!1252 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1161)
!1253 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1164)
!1254 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1164)
!1255 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1168)
!1256 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1168)
!1257 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1171)
!1258 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1171)
!1259 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1183)
!1260 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1183)
!1261 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1186)
!1262 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1186)
!1263 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1191)
!1264 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1191)
!1265 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1194)
!1266 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1194)
!1267 = !DILocation(line: 45, column: 39, scope: !875)
!1268 = !DILocation(line: 0, scope: !207, inlinedAt: !1269)
!1269 = distinct !DILocation(line: 45, column: 39, scope: !875)
!1270 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1269)
!1271 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1269)
!1272 = !DILocation(line: 45, column: 49, scope: !828)
!1273 = !DILocation(line: 0, scope: !877)
!1274 = !DILocation(line: 46, column: 66, scope: !877)
!1275 = !DILocation(line: 0, scope: !207, inlinedAt: !1276)
!1276 = distinct !DILocation(line: 46, column: 66, scope: !877)
!1277 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1276)
!1278 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1276)
!1279 = !DILocation(line: 46, column: 74, scope: !877)
!1280 = !DILocation(line: 0, scope: !207, inlinedAt: !1281)
!1281 = distinct !DILocation(line: 46, column: 74, scope: !877)
!1282 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1281)
!1283 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1281)
!1284 = !DILocation(line: 46, column: 88, scope: !877)
!1285 = !DILocation(line: 0, scope: !207, inlinedAt: !1286)
!1286 = distinct !DILocation(line: 46, column: 88, scope: !877)
!1287 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1286)
!1288 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1286)
!1289 = !DILocation(line: 48, column: 3, scope: !828)
!1290 = !DISubprogram(name: "printf", scope: !1291, file: !1291, line: 356, type: !1292, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1291 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!1292 = !DISubroutineType(types: !1293)
!1293 = !{!113, !1294, null}
!1294 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1295)
!1295 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1296, size: 64)
!1296 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!1297 = distinct !DISubprogram(name: "r_drive_other", scope: !109, file: !109, line: 119, type: !824, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !1298)
!1298 = !{!1299, !1301, !1302, !1303, !1304, !1305, !1306, !1307, !1308, !1309, !1310, !1311, !1312, !1313, !1314, !1315, !1316, !1317, !1318, !1319, !1320, !1321, !1322, !1323, !1324, !1325, !1326, !1328, !1330, !1332, !1334, !1336, !1338, !1340, !1342, !1344, !1346, !1348}
!1299 = !DILocalVariable(name: "t", scope: !1300, file: !2, line: 4, type: !108)
!1300 = !DILexicalBlockFile(scope: !1297, file: !2, discriminator: 0)
!1301 = !DILocalVariable(name: "v", scope: !1300, file: !2, line: 4, type: !108)
!1302 = !DILocalVariable(name: "s1", scope: !1300, file: !2, line: 6, type: !142)
!1303 = !DILocalVariable(name: "s2", scope: !1300, file: !2, line: 7, type: !145)
!1304 = !DILocalVariable(name: "s3", scope: !1300, file: !2, line: 8, type: !149)
!1305 = !DILocalVariable(name: "s5", scope: !1300, file: !2, line: 9, type: !155)
!1306 = !DILocalVariable(name: "s6", scope: !1300, file: !2, line: 10, type: !161)
!1307 = !DILocalVariable(name: "s7", scope: !1300, file: !2, line: 11, type: !165)
!1308 = !DILocalVariable(name: "s8", scope: !1300, file: !2, line: 12, type: !170)
!1309 = !DILocalVariable(name: "s9", scope: !1300, file: !2, line: 13, type: !174)
!1310 = !DILocalVariable(name: "s12", scope: !1300, file: !2, line: 14, type: !534)
!1311 = !DILocalVariable(name: "s15", scope: !1300, file: !2, line: 15, type: !538)
!1312 = !DILocalVariable(name: "s16", scope: !1300, file: !2, line: 16, type: !530)
!1313 = !DILocalVariable(name: "s16b", scope: !1300, file: !2, line: 16, type: !530)
!1314 = !DILocalVariable(name: "i128", scope: !1300, file: !2, line: 17, type: !308)
!1315 = !DILocalVariable(name: "a16", scope: !1300, file: !2, line: 18, type: !311)
!1316 = !DILocalVariable(name: "a16b", scope: !1300, file: !2, line: 18, type: !311)
!1317 = !DILocalVariable(name: "mif", scope: !1300, file: !2, line: 19, type: !415)
!1318 = !DILocalVariable(name: "mdl", scope: !1300, file: !2, line: 20, type: !420)
!1319 = !DILocalVariable(name: "mfi3", scope: !1300, file: !2, line: 21, type: !424)
!1320 = !DILocalVariable(name: "bf", scope: !1300, file: !2, line: 22, type: !429)
!1321 = !DILocalVariable(name: "pk", scope: !1300, file: !2, line: 23, type: !435)
!1322 = !DILocalVariable(name: "u", scope: !1300, file: !2, line: 24, type: !439)
!1323 = !DILocalVariable(name: "big", scope: !1300, file: !2, line: 25, type: !360)
!1324 = !DILocalVariable(name: "big2", scope: !1300, file: !2, line: 25, type: !360)
!1325 = !DILocalVariable(name: "b24", scope: !1300, file: !2, line: 26, type: !364)
!1326 = !DILocalVariable(name: "r", scope: !1327, file: !2, line: 35, type: !149)
!1327 = distinct !DILexicalBlock(scope: !1300, file: !2, line: 35, column: 3)
!1328 = !DILocalVariable(name: "r", scope: !1329, file: !2, line: 36, type: !165)
!1329 = distinct !DILexicalBlock(scope: !1300, file: !2, line: 36, column: 3)
!1330 = !DILocalVariable(name: "r", scope: !1331, file: !2, line: 37, type: !174)
!1331 = distinct !DILexicalBlock(scope: !1300, file: !2, line: 37, column: 3)
!1332 = !DILocalVariable(name: "r", scope: !1333, file: !2, line: 38, type: !534)
!1333 = distinct !DILexicalBlock(scope: !1300, file: !2, line: 38, column: 3)
!1334 = !DILocalVariable(name: "r", scope: !1335, file: !2, line: 39, type: !530)
!1335 = distinct !DILexicalBlock(scope: !1300, file: !2, line: 39, column: 3)
!1336 = !DILocalVariable(name: "r", scope: !1337, file: !2, line: 40, type: !420)
!1337 = distinct !DILexicalBlock(scope: !1300, file: !2, line: 40, column: 3)
!1338 = !DILocalVariable(name: "r", scope: !1339, file: !2, line: 41, type: !424)
!1339 = distinct !DILexicalBlock(scope: !1300, file: !2, line: 41, column: 3)
!1340 = !DILocalVariable(name: "r", scope: !1341, file: !2, line: 42, type: !308)
!1341 = distinct !DILexicalBlock(scope: !1300, file: !2, line: 42, column: 3)
!1342 = !DILocalVariable(name: "r", scope: !1343, file: !2, line: 43, type: !435)
!1343 = distinct !DILexicalBlock(scope: !1300, file: !2, line: 43, column: 3)
!1344 = !DILocalVariable(name: "r", scope: !1345, file: !2, line: 44, type: !439)
!1345 = distinct !DILexicalBlock(scope: !1300, file: !2, line: 44, column: 3)
!1346 = !DILocalVariable(name: "r", scope: !1347, file: !2, line: 45, type: !360)
!1347 = distinct !DILexicalBlock(scope: !1300, file: !2, line: 45, column: 3)
!1348 = !DILocalVariable(name: "r", scope: !1349, file: !2, line: 46, type: !364)
!1349 = distinct !DILexicalBlock(scope: !1300, file: !2, line: 46, column: 3)
!1350 = distinct !DIAssignID()
!1351 = !DILocation(line: 0, scope: !1343)
!1352 = distinct !DIAssignID()
!1353 = !DILocation(line: 0, scope: !1347)
!1354 = distinct !DIAssignID()
!1355 = !DILocation(line: 0, scope: !1349)
!1356 = !DILocation(line: 0, scope: !1300)
!1357 = distinct !DIAssignID()
!1358 = !DILocation(line: 27, column: 3, scope: !1300)
!1359 = !DILocation(line: 0, scope: !207, inlinedAt: !1360)
!1360 = distinct !DILocation(line: 27, column: 3, scope: !1300)
!1361 = !DILocation(line: 28, column: 3, scope: !1300)
!1362 = !DILocation(line: 0, scope: !207, inlinedAt: !1363)
!1363 = distinct !DILocation(line: 28, column: 3, scope: !1300)
!1364 = !DILocation(line: 29, column: 3, scope: !1300)
!1365 = !{!392, !392, i64 0}
!1366 = !{i64 4, i64 8, !1367, i64 12, i64 1, !1212}
!1367 = !{!393, !393, i64 0}
!1368 = !DILocation(line: 0, scope: !207, inlinedAt: !1369)
!1369 = distinct !DILocation(line: 29, column: 3, scope: !1300)
!1370 = !DILocation(line: 30, column: 3, scope: !1300)
!1371 = !DILocation(line: 0, scope: !207, inlinedAt: !1372)
!1372 = distinct !DILocation(line: 30, column: 3, scope: !1300)
!1373 = !DILocation(line: 31, column: 3, scope: !1300)
!1374 = !DILocation(line: 0, scope: !207, inlinedAt: !1375)
!1375 = distinct !DILocation(line: 31, column: 3, scope: !1300)
!1376 = !DILocation(line: 32, column: 3, scope: !1300)
!1377 = !DILocation(line: 0, scope: !207, inlinedAt: !1378)
!1378 = distinct !DILocation(line: 32, column: 3, scope: !1300)
!1379 = !DILocation(line: 33, column: 3, scope: !1300)
!1380 = !DILocation(line: 0, scope: !207, inlinedAt: !1381)
!1381 = distinct !DILocation(line: 33, column: 3, scope: !1300)
!1382 = !DILocation(line: 34, column: 3, scope: !1300)
!1383 = !DILocation(line: 0, scope: !207, inlinedAt: !1384)
!1384 = distinct !DILocation(line: 34, column: 3, scope: !1300)
!1385 = !DILocation(line: 35, column: 19, scope: !1327)
!1386 = !DILocation(line: 0, scope: !1327)
!1387 = !DILocation(line: 0, scope: !189, inlinedAt: !1388)
!1388 = distinct !DILocation(line: 35, column: 37, scope: !1327)
!1389 = !DILocation(line: 0, scope: !202, inlinedAt: !1388)
!1390 = !DILocation(line: 32, column: 43, scope: !214, inlinedAt: !1388)
!1391 = !DILocation(line: 0, scope: !207, inlinedAt: !1392)
!1392 = distinct !DILocation(line: 32, column: 35, scope: !214, inlinedAt: !1388)
!1393 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1392)
!1394 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1392)
!1395 = !DILocation(line: 35, column: 37, scope: !1327)
!1396 = !DILocation(line: 0, scope: !207, inlinedAt: !1397)
!1397 = distinct !DILocation(line: 35, column: 37, scope: !1327)
!1398 = !DILocation(line: 36, column: 19, scope: !1329)
!1399 = !DILocation(line: 0, scope: !1329)
!1400 = !DILocation(line: 36, column: 44, scope: !1329)
!1401 = !DILocation(line: 0, scope: !207, inlinedAt: !1402)
!1402 = distinct !DILocation(line: 36, column: 44, scope: !1329)
!1403 = !DILocation(line: 36, column: 52, scope: !1329)
!1404 = !DILocation(line: 0, scope: !207, inlinedAt: !1405)
!1405 = distinct !DILocation(line: 36, column: 52, scope: !1329)
!1406 = !DILocation(line: 0, scope: !189, inlinedAt: !1407)
!1407 = distinct !DILocation(line: 36, column: 60, scope: !1329)
!1408 = !DILocation(line: 0, scope: !202, inlinedAt: !1407)
!1409 = !DILocation(line: 32, column: 43, scope: !214, inlinedAt: !1407)
!1410 = !DILocation(line: 0, scope: !207, inlinedAt: !1411)
!1411 = distinct !DILocation(line: 32, column: 35, scope: !214, inlinedAt: !1407)
!1412 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1411)
!1413 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1411)
!1414 = !DILocation(line: 36, column: 60, scope: !1329)
!1415 = !DILocation(line: 0, scope: !207, inlinedAt: !1416)
!1416 = distinct !DILocation(line: 36, column: 60, scope: !1329)
!1417 = !DILocation(line: 37, column: 19, scope: !1331)
!1418 = !DILocation(line: 0, scope: !1331)
!1419 = !DILocation(line: 0, scope: !189, inlinedAt: !1420)
!1420 = distinct !DILocation(line: 37, column: 37, scope: !1331)
!1421 = !DILocation(line: 0, scope: !202, inlinedAt: !1420)
!1422 = !DILocation(line: 32, column: 43, scope: !214, inlinedAt: !1420)
!1423 = !DILocation(line: 0, scope: !207, inlinedAt: !1424)
!1424 = distinct !DILocation(line: 32, column: 35, scope: !214, inlinedAt: !1420)
!1425 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1424)
!1426 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1424)
!1427 = !DILocation(line: 37, column: 37, scope: !1331)
!1428 = !DILocation(line: 0, scope: !207, inlinedAt: !1429)
!1429 = distinct !DILocation(line: 37, column: 37, scope: !1331)
!1430 = !DILocation(line: 38, column: 20, scope: !1333)
!1431 = !DILocation(line: 0, scope: !1333)
!1432 = !DILocation(line: 0, scope: !189, inlinedAt: !1433)
!1433 = distinct !DILocation(line: 38, column: 40, scope: !1333)
!1434 = !DILocation(line: 0, scope: !202, inlinedAt: !1433)
!1435 = !DILocation(line: 32, column: 43, scope: !214, inlinedAt: !1433)
!1436 = !DILocation(line: 0, scope: !207, inlinedAt: !1437)
!1437 = distinct !DILocation(line: 32, column: 35, scope: !214, inlinedAt: !1433)
!1438 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1437)
!1439 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1437)
!1440 = !DILocation(line: 38, column: 40, scope: !1333)
!1441 = !DILocation(line: 0, scope: !207, inlinedAt: !1442)
!1442 = distinct !DILocation(line: 38, column: 40, scope: !1333)
!1443 = !DILocation(line: 39, column: 20, scope: !1335)
!1444 = !DILocation(line: 0, scope: !1335)
!1445 = !DILocation(line: 39, column: 41, scope: !1335)
!1446 = !DILocation(line: 0, scope: !207, inlinedAt: !1447)
!1447 = distinct !DILocation(line: 39, column: 41, scope: !1335)
!1448 = !DILocation(line: 39, column: 49, scope: !1335)
!1449 = !DILocation(line: 0, scope: !207, inlinedAt: !1450)
!1450 = distinct !DILocation(line: 39, column: 49, scope: !1335)
!1451 = !DILocation(line: 40, column: 22, scope: !1337)
!1452 = !DILocation(line: 0, scope: !1337)
!1453 = !DILocation(line: 40, column: 48, scope: !1337)
!1454 = !DILocation(line: 0, scope: !207, inlinedAt: !1455)
!1455 = distinct !DILocation(line: 40, column: 48, scope: !1337)
!1456 = !DILocation(line: 40, column: 62, scope: !1337)
!1457 = !DILocation(line: 0, scope: !207, inlinedAt: !1458)
!1458 = distinct !DILocation(line: 40, column: 62, scope: !1337)
!1459 = !DILocation(line: 41, column: 23, scope: !1339)
!1460 = !DILocation(line: 0, scope: !1339)
!1461 = !DILocation(line: 41, column: 47, scope: !1339)
!1462 = !DILocation(line: 0, scope: !207, inlinedAt: !1463)
!1463 = distinct !DILocation(line: 41, column: 47, scope: !1339)
!1464 = !DILocation(line: 41, column: 67, scope: !1339)
!1465 = !DILocation(line: 0, scope: !207, inlinedAt: !1466)
!1466 = distinct !DILocation(line: 41, column: 67, scope: !1339)
!1467 = !DILocation(line: 41, column: 75, scope: !1339)
!1468 = !DILocation(line: 0, scope: !207, inlinedAt: !1469)
!1469 = distinct !DILocation(line: 41, column: 75, scope: !1339)
!1470 = !DILocation(line: 42, column: 22, scope: !1341)
!1471 = !DILocation(line: 0, scope: !1341)
!1472 = !DILocation(line: 42, column: 47, scope: !1341)
!1473 = !DILocation(line: 0, scope: !207, inlinedAt: !1474)
!1474 = distinct !DILocation(line: 42, column: 47, scope: !1341)
!1475 = !DILocation(line: 42, column: 60, scope: !1341)
!1476 = !DILocation(line: 0, scope: !207, inlinedAt: !1477)
!1477 = distinct !DILocation(line: 42, column: 60, scope: !1341)
!1478 = !DILocation(line: 43, column: 5, scope: !1343)
!1479 = !DILocation(line: 43, column: 19, scope: !1343)
!1480 = distinct !DIAssignID()
!1481 = distinct !DIAssignID()
!1482 = !DILocation(line: 43, column: 37, scope: !1343)
!1483 = !DILocation(line: 0, scope: !207, inlinedAt: !1484)
!1484 = distinct !DILocation(line: 43, column: 37, scope: !1343)
!1485 = !DILocation(line: 43, column: 45, scope: !1343)
!1486 = !DILocation(line: 0, scope: !207, inlinedAt: !1487)
!1487 = distinct !DILocation(line: 43, column: 45, scope: !1343)
!1488 = !DILocation(line: 43, column: 53, scope: !1300)
!1489 = !DILocation(line: 44, column: 17, scope: !1345)
!1490 = !DILocation(line: 0, scope: !1345)
!1491 = !DILocation(line: 44, column: 35, scope: !1345)
!1492 = !DILocation(line: 0, scope: !207, inlinedAt: !1493)
!1493 = distinct !DILocation(line: 44, column: 35, scope: !1345)
!1494 = !DILocation(line: 44, column: 43, scope: !1345)
!1495 = !DILocation(line: 0, scope: !207, inlinedAt: !1496)
!1496 = distinct !DILocation(line: 44, column: 43, scope: !1345)
!1497 = !DILocation(line: 45, column: 5, scope: !1347)
!1498 = !DILocation(line: 45, column: 20, scope: !1347)
!1499 = !DILocation(line: 0, scope: !189, inlinedAt: !1500)
!1500 = distinct !DILocation(line: 45, column: 39, scope: !1347)
!1501 = !DILocation(line: 0, scope: !202, inlinedAt: !1500)
!1502 = !DILocation(line: 32, column: 3, scope: !202, inlinedAt: !1500)
!1503 = !DILocation(line: 32, column: 43, scope: !214, inlinedAt: !1500)
!1504 = !DILocation(line: 0, scope: !207, inlinedAt: !1505)
!1505 = distinct !DILocation(line: 32, column: 35, scope: !214, inlinedAt: !1500)
!1506 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1505)
!1507 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1505)
!1508 = !DILocation(line: 32, column: 27, scope: !214, inlinedAt: !1500)
!1509 = !DILocation(line: 32, column: 21, scope: !214, inlinedAt: !1500)
!1510 = distinct !{!1510, !1502, !1511, !1221}
!1511 = !DILocation(line: 32, column: 47, scope: !202, inlinedAt: !1500)
!1512 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1363)
!1513 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1363)
!1514 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1369)
!1515 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1369)
!1516 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1372)
!1517 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1372)
!1518 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1375)
!1519 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1375)
!1520 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1378)
!1521 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1378)
!1522 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1381)
!1523 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1381)
!1524 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1384)
!1525 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1384)
!1526 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1397)
!1527 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1397)
!1528 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1402)
!1529 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1402)
!1530 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1405)
!1531 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1405)
!1532 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1416)
!1533 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1416)
!1534 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1429)
!1535 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1429)
!1536 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1442)
!1537 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1442)
!1538 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1447)
!1539 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1447)
!1540 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1450)
!1541 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1450)
!1542 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1455)
!1543 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1455)
!1544 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1458)
!1545 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1458)
!1546 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1463)
!1547 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1463)
!1548 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1466)
!1549 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1466)
!1550 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1469)
!1551 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1469)
!1552 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1474)
!1553 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1474)
!1554 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1477)
!1555 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1477)
!1556 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1484)
!1557 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1484)
!1558 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1487)
!1559 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1487)
!1560 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1493)
!1561 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1493)
!1562 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1496)
!1563 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1496)
!1564 = !DILocation(line: 45, column: 39, scope: !1347)
!1565 = !DILocation(line: 0, scope: !207, inlinedAt: !1566)
!1566 = distinct !DILocation(line: 45, column: 39, scope: !1347)
!1567 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1566)
!1568 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1566)
!1569 = !DILocation(line: 45, column: 49, scope: !1300)
!1570 = !DILocation(line: 46, column: 5, scope: !1349)
!1571 = !DILocation(line: 46, column: 22, scope: !1349)
!1572 = !DILocation(line: 46, column: 66, scope: !1349)
!1573 = !DILocation(line: 0, scope: !207, inlinedAt: !1574)
!1574 = distinct !DILocation(line: 46, column: 66, scope: !1349)
!1575 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1574)
!1576 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1574)
!1577 = !DILocation(line: 46, column: 74, scope: !1349)
!1578 = !DILocation(line: 0, scope: !207, inlinedAt: !1579)
!1579 = distinct !DILocation(line: 46, column: 74, scope: !1349)
!1580 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1579)
!1581 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1579)
!1582 = !DILocation(line: 46, column: 88, scope: !1349)
!1583 = !DILocation(line: 0, scope: !207, inlinedAt: !1584)
!1584 = distinct !DILocation(line: 46, column: 88, scope: !1349)
!1585 = !DILocation(line: 29, column: 42, scope: !207, inlinedAt: !1584)
!1586 = !DILocation(line: 29, column: 53, scope: !207, inlinedAt: !1584)
!1587 = !DILocation(line: 46, column: 96, scope: !1300)
!1588 = !DILocation(line: 48, column: 3, scope: !1300)
!1589 = !DISubprogram(name: "g_small", scope: !109, file: !109, line: 44, type: !140, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1590 = !DISubprogram(name: "g_align16", scope: !109, file: !109, line: 54, type: !306, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1591 = !DISubprogram(name: "g_bigs", scope: !109, file: !109, line: 59, type: !358, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1592 = !DISubprogram(name: "g_mixed", scope: !109, file: !109, line: 68, type: !413, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1593 = !DISubprogram(name: "g_spill", scope: !109, file: !109, line: 81, type: !528, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1594 = !DISubprogram(name: "g_partial", scope: !109, file: !109, line: 89, type: !632, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1595 = !DISubprogram(name: "g_ret_s1", scope: !109, file: !109, line: 95, type: !695, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1596 = !DISubprogram(name: "g_ret_s3", scope: !109, file: !109, line: 96, type: !703, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1597 = !DISubprogram(name: "g_ret_s7", scope: !109, file: !109, line: 97, type: !711, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1598 = !DISubprogram(name: "g_ret_s9", scope: !109, file: !109, line: 98, type: !720, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1599 = !DISubprogram(name: "g_ret_s12", scope: !109, file: !109, line: 99, type: !730, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1600 = !DISubprogram(name: "g_ret_s16", scope: !109, file: !109, line: 100, type: !738, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1601 = !DISubprogram(name: "g_ret_mixdl", scope: !109, file: !109, line: 101, type: !746, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1602 = !DISubprogram(name: "g_ret_mixfi3", scope: !109, file: !109, line: 102, type: !755, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1603 = !DISubprogram(name: "g_ret_i128s", scope: !109, file: !109, line: 103, type: !763, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1604 = !DISubprogram(name: "g_ret_pk", scope: !109, file: !109, line: 104, type: !772, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1605 = !DISubprogram(name: "g_ret_u", scope: !109, file: !109, line: 105, type: !787, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1606 = !DISubprogram(name: "g_ret_big", scope: !109, file: !109, line: 106, type: !795, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1607 = !DISubprogram(name: "g_ret_big24", scope: !109, file: !109, line: 107, type: !808, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1608 = distinct !DISubprogram(name: "main", scope: !98, file: !98, line: 16, type: !1609, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !1611)
!1609 = !DISubroutineType(types: !1610)
!1610 = !{!113}
!1611 = !{!1612, !1614}
!1612 = !DILocalVariable(name: "r", scope: !1608, file: !98, line: 17, type: !1613)
!1613 = !DICompositeType(tag: DW_TAG_array_type, baseType: !108, size: 256, elements: !52)
!1614 = !DILocalVariable(name: "ok", scope: !1608, file: !98, line: 26, type: !113)
!1615 = !DILocation(line: 18, column: 3, scope: !1608)
!1616 = !DILocation(line: 19, column: 10, scope: !1608)
!1617 = !DILocation(line: 0, scope: !1608)
!1618 = !DILocation(line: 20, column: 3, scope: !1608)
!1619 = !DILocation(line: 21, column: 10, scope: !1608)
!1620 = !DILocation(line: 22, column: 3, scope: !1608)
!1621 = !DILocation(line: 23, column: 10, scope: !1608)
!1622 = !DILocation(line: 24, column: 3, scope: !1608)
!1623 = !DILocation(line: 25, column: 10, scope: !1608)
!1624 = !DILocation(line: 26, column: 17, scope: !1608)
!1625 = !DILocation(line: 27, column: 55, scope: !1608)
!1626 = !DILocation(line: 27, column: 3, scope: !1608)
!1627 = !DILocation(line: 28, column: 10, scope: !1608)
!1628 = !DILocation(line: 28, column: 3, scope: !1608)
!1629 = !DISubprogram(name: "g_drive_other", scope: !109, file: !109, line: 112, type: !824, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1630 = !DISubprogram(name: "g_drive_self", scope: !109, file: !109, line: 111, type: !824, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
