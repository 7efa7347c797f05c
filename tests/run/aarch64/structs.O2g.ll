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
define dso_local i64 @r_small(i64 %0, i64 %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, [2 x i64] %7) local_unnamed_addr #0 !dbg !140 {
    #dbg_value(i64 %0, !179, !DIExpression(), !188)
  %9 = lshr i64 %1, 8
    #dbg_value(i64 %1, !180, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !188)
    #dbg_value(i64 %9, !180, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !188)
  %10 = lshr i64 %2, 8
  %11 = lshr i64 %2, 16
    #dbg_value(i64 %2, !181, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !188)
    #dbg_value(i64 %10, !181, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !188)
    #dbg_value(i64 %11, !181, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !188)
  %12 = lshr i64 %3, 8
  %13 = lshr i64 %3, 16
  %14 = lshr i64 %3, 24
  %15 = lshr i64 %3, 32
    #dbg_value(i64 %3, !182, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !188)
    #dbg_value(i64 %12, !182, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !188)
    #dbg_value(i64 %13, !182, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !188)
    #dbg_value(i64 %14, !182, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !188)
    #dbg_value(i64 %15, !182, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !188)
  %16 = lshr i64 %4, 8
  %17 = lshr i64 %4, 16
  %18 = lshr i64 %4, 24
  %19 = lshr i64 %4, 32
  %20 = lshr i64 %4, 40
    #dbg_value(i64 %4, !183, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !188)
    #dbg_value(i64 %16, !183, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !188)
    #dbg_value(i64 %17, !183, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !188)
    #dbg_value(i64 %18, !183, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !188)
    #dbg_value(i64 %19, !183, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !188)
    #dbg_value(i64 %20, !183, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !188)
  %21 = lshr i64 %5, 32
  %22 = lshr i64 %5, 40
  %23 = lshr i64 %5, 48
    #dbg_value(i64 %5, !184, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !188)
    #dbg_value(i64 %5, !184, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !188)
    #dbg_value(i64 %5, !184, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16), !188)
    #dbg_value(i64 %21, !184, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !188)
    #dbg_value(i64 %22, !184, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !188)
    #dbg_value(i64 %23, !184, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !188)
    #dbg_value(i64 %5, !184, !DIExpression(DW_OP_constu, 56, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !188)
  %24 = lshr i64 %6, 8
  %25 = lshr i64 %6, 16
  %26 = lshr i64 %6, 24
  %27 = lshr i64 %6, 32
  %28 = lshr i64 %6, 40
  %29 = lshr i64 %6, 48
  %30 = lshr i64 %6, 56
    #dbg_value(i64 %6, !185, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !188)
    #dbg_value(i64 %24, !185, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !188)
    #dbg_value(i64 %25, !185, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !188)
    #dbg_value(i64 %26, !185, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !188)
    #dbg_value(i64 %27, !185, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !188)
    #dbg_value(i64 %28, !185, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !188)
    #dbg_value(i64 %29, !185, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !188)
    #dbg_value(i64 %30, !185, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !188)
  %31 = extractvalue [2 x i64] %7, 0
  %32 = extractvalue [2 x i64] %7, 1
  %33 = lshr i64 %31, 8
  %34 = lshr i64 %31, 16
  %35 = lshr i64 %31, 24
  %36 = lshr i64 %31, 32
  %37 = lshr i64 %31, 40
  %38 = lshr i64 %31, 48
  %39 = lshr i64 %31, 56
    #dbg_value(i64 %31, !186, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !188)
    #dbg_value(i64 %33, !186, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !188)
    #dbg_value(i64 %34, !186, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !188)
    #dbg_value(i64 %35, !186, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !188)
    #dbg_value(i64 %36, !186, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !188)
    #dbg_value(i64 %37, !186, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !188)
    #dbg_value(i64 %38, !186, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !188)
    #dbg_value(i64 %39, !186, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !188)
    #dbg_value(i64 %32, !186, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 8), !188)
    #dbg_value(i64 1, !187, !DIExpression(), !188)
    #dbg_value(ptr undef, !189, !DIExpression(), !204)
    #dbg_value(i32 1, !196, !DIExpression(), !204)
    #dbg_value(i64 7, !197, !DIExpression(), !204)
    #dbg_value(ptr undef, !198, !DIExpression(), !204)
    #dbg_value(i32 0, !202, !DIExpression(), !206)
  %40 = and i64 %0, 255
    #dbg_value(i64 0, !202, !DIExpression(), !206)
    #dbg_value(i64 7, !197, !DIExpression(), !204)
    #dbg_value(i64 7, !207, !DIExpression(), !213)
    #dbg_value(i64 %40, !212, !DIExpression(), !213)
    #dbg_value(i64 0, !202, !DIExpression(), !216)
    #dbg_value(i64 7, !197, !DIExpression(), !218)
  %41 = and i64 %1, 255, !dbg !219
    #dbg_value(i64 7, !207, !DIExpression(), !220)
    #dbg_value(i64 %41, !212, !DIExpression(), !220)
  %42 = xor i64 %41, 7000021, !dbg !222
    #dbg_value(i64 %42, !197, !DIExpression(), !218)
    #dbg_value(i64 1, !202, !DIExpression(), !216)
    #dbg_value(i64 %42, !207, !DIExpression(), !220)
    #dbg_value(i64 %50, !212, !DIExpression(), !220)
  %43 = mul nuw nsw i64 %42, 1000003, !dbg !223
    #dbg_value(i64 %139, !197, !DIExpression(), !218)
    #dbg_value(i64 2, !202, !DIExpression(), !216)
    #dbg_value(i64 0, !202, !DIExpression(), !224)
    #dbg_value(i64 7, !197, !DIExpression(), !226)
  %44 = and i64 %2, 255, !dbg !227
    #dbg_value(i64 7, !207, !DIExpression(), !228)
    #dbg_value(i64 %44, !212, !DIExpression(), !228)
  %45 = xor i64 %44, 7000021, !dbg !230
    #dbg_value(i64 %45, !197, !DIExpression(), !226)
    #dbg_value(i64 1, !202, !DIExpression(), !224)
  %46 = and i64 %10, 255, !dbg !227
    #dbg_value(i64 %45, !207, !DIExpression(), !228)
    #dbg_value(i64 %46, !212, !DIExpression(), !228)
  %47 = mul nuw nsw i64 %45, 1000003, !dbg !231
  %48 = xor i64 %47, %46, !dbg !230
    #dbg_value(i64 %48, !197, !DIExpression(), !226)
    #dbg_value(i64 2, !202, !DIExpression(), !224)
    #dbg_value(i64 %48, !207, !DIExpression(), !228)
    #dbg_value(i64 %63, !212, !DIExpression(), !228)
  %49 = mul nuw nsw i64 %48, 1000003, !dbg !231
    #dbg_value(i64 %64, !197, !DIExpression(), !226)
    #dbg_value(i64 3, !202, !DIExpression(), !224)
  %50 = and i64 %9, 255, !dbg !219
    #dbg_value(i64 0, !202, !DIExpression(), !232)
    #dbg_value(i64 7, !197, !DIExpression(), !234)
  %51 = and i64 %3, 255, !dbg !235
    #dbg_value(i64 7, !207, !DIExpression(), !236)
    #dbg_value(i64 %51, !212, !DIExpression(), !236)
  %52 = xor i64 %51, 7000021, !dbg !238
    #dbg_value(i64 %52, !197, !DIExpression(), !234)
    #dbg_value(i64 1, !202, !DIExpression(), !232)
  %53 = and i64 %12, 255, !dbg !235
    #dbg_value(i64 %52, !207, !DIExpression(), !236)
    #dbg_value(i64 %53, !212, !DIExpression(), !236)
  %54 = mul nuw nsw i64 %52, 1000003, !dbg !239
  %55 = xor i64 %54, %53, !dbg !238
    #dbg_value(i64 %55, !197, !DIExpression(), !234)
    #dbg_value(i64 2, !202, !DIExpression(), !232)
  %56 = and i64 %13, 255, !dbg !235
    #dbg_value(i64 %55, !207, !DIExpression(), !236)
    #dbg_value(i64 %56, !212, !DIExpression(), !236)
  %57 = mul nuw nsw i64 %55, 1000003, !dbg !239
  %58 = xor i64 %57, %56, !dbg !238
    #dbg_value(i64 %58, !197, !DIExpression(), !234)
    #dbg_value(i64 3, !202, !DIExpression(), !232)
  %59 = and i64 %14, 255, !dbg !235
    #dbg_value(i64 %58, !207, !DIExpression(), !236)
    #dbg_value(i64 %59, !212, !DIExpression(), !236)
  %60 = mul i64 %58, 1000003, !dbg !239
  %61 = xor i64 %60, %59, !dbg !238
    #dbg_value(i64 %61, !197, !DIExpression(), !234)
    #dbg_value(i64 4, !202, !DIExpression(), !232)
    #dbg_value(i64 %61, !207, !DIExpression(), !236)
    #dbg_value(i64 %80, !212, !DIExpression(), !236)
  %62 = mul i64 %61, 1000003, !dbg !239
    #dbg_value(i64 %81, !197, !DIExpression(), !234)
    #dbg_value(i64 5, !202, !DIExpression(), !232)
  %63 = and i64 %11, 255, !dbg !227
  %64 = xor i64 %49, %63, !dbg !230
    #dbg_value(i64 0, !202, !DIExpression(), !240)
    #dbg_value(i64 7, !197, !DIExpression(), !242)
  %65 = and i64 %4, 255, !dbg !243
    #dbg_value(i64 7, !207, !DIExpression(), !244)
    #dbg_value(i64 %65, !212, !DIExpression(), !244)
  %66 = xor i64 %65, 7000021, !dbg !246
    #dbg_value(i64 %66, !197, !DIExpression(), !242)
    #dbg_value(i64 1, !202, !DIExpression(), !240)
  %67 = and i64 %16, 255, !dbg !243
    #dbg_value(i64 %66, !207, !DIExpression(), !244)
    #dbg_value(i64 %67, !212, !DIExpression(), !244)
  %68 = mul nuw nsw i64 %66, 1000003, !dbg !247
  %69 = xor i64 %68, %67, !dbg !246
    #dbg_value(i64 %69, !197, !DIExpression(), !242)
    #dbg_value(i64 2, !202, !DIExpression(), !240)
  %70 = and i64 %17, 255, !dbg !243
    #dbg_value(i64 %69, !207, !DIExpression(), !244)
    #dbg_value(i64 %70, !212, !DIExpression(), !244)
  %71 = mul nuw nsw i64 %69, 1000003, !dbg !247
  %72 = xor i64 %71, %70, !dbg !246
    #dbg_value(i64 %72, !197, !DIExpression(), !242)
    #dbg_value(i64 3, !202, !DIExpression(), !240)
  %73 = and i64 %18, 255, !dbg !243
    #dbg_value(i64 %72, !207, !DIExpression(), !244)
    #dbg_value(i64 %73, !212, !DIExpression(), !244)
  %74 = mul i64 %72, 1000003, !dbg !247
  %75 = xor i64 %74, %73, !dbg !246
    #dbg_value(i64 %75, !197, !DIExpression(), !242)
    #dbg_value(i64 4, !202, !DIExpression(), !240)
  %76 = and i64 %19, 255, !dbg !243
    #dbg_value(i64 %75, !207, !DIExpression(), !244)
    #dbg_value(i64 %76, !212, !DIExpression(), !244)
  %77 = mul i64 %75, 1000003, !dbg !247
  %78 = xor i64 %77, %76, !dbg !246
    #dbg_value(i64 %78, !197, !DIExpression(), !242)
    #dbg_value(i64 5, !202, !DIExpression(), !240)
    #dbg_value(i64 %78, !207, !DIExpression(), !244)
    #dbg_value(i64 %88, !212, !DIExpression(), !244)
  %79 = mul i64 %78, 1000003, !dbg !247
    #dbg_value(i64 %89, !197, !DIExpression(), !242)
    #dbg_value(i64 6, !202, !DIExpression(), !240)
  %80 = and i64 %15, 255, !dbg !235
  %81 = xor i64 %62, %80, !dbg !238
    #dbg_value(!DIArgList(i64 %40, i64 %81, i64 %64, i64 %139), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 7000021, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !248)
    #dbg_value(i64 %89, !212, !DIExpression(), !248)
    #dbg_value(!DIArgList(i64 %40, i64 %89, i64 %81, i64 %64, i64 %139), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 7000021, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !250)
    #dbg_value(i64 %5, !212, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !250)
    #dbg_value(!DIArgList(i64 %40, i64 %5, i64 %89, i64 %81, i64 %64, i64 %139), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 7000021, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !252)
    #dbg_value(i64 %5, !212, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !252)
    #dbg_value(!DIArgList(i64 %40, i64 %5, i64 %5, i64 %89, i64 %81, i64 %64, i64 %139), !187, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 7000021, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !188)
    #dbg_value(ptr undef, !189, !DIExpression(), !254)
    #dbg_value(i32 3, !196, !DIExpression(), !254)
    #dbg_value(i64 7, !197, !DIExpression(), !254)
    #dbg_value(ptr undef, !198, !DIExpression(), !254)
    #dbg_value(i32 0, !202, !DIExpression(), !256)
    #dbg_value(i64 0, !202, !DIExpression(), !256)
    #dbg_value(i64 7, !197, !DIExpression(), !254)
  %82 = and i64 %21, 255, !dbg !257
    #dbg_value(i64 7, !207, !DIExpression(), !258)
    #dbg_value(i64 %82, !212, !DIExpression(), !258)
  %83 = xor i64 %82, 7000021, !dbg !260
    #dbg_value(i64 %83, !197, !DIExpression(), !254)
    #dbg_value(i64 1, !202, !DIExpression(), !256)
  %84 = and i64 %22, 255, !dbg !257
    #dbg_value(i64 %83, !207, !DIExpression(), !258)
    #dbg_value(i64 %84, !212, !DIExpression(), !258)
  %85 = mul nuw nsw i64 %83, 1000003, !dbg !261
  %86 = xor i64 %85, %84, !dbg !260
    #dbg_value(i64 %86, !197, !DIExpression(), !254)
    #dbg_value(i64 2, !202, !DIExpression(), !256)
    #dbg_value(i64 %86, !207, !DIExpression(), !258)
    #dbg_value(i64 %111, !212, !DIExpression(), !258)
  %87 = mul nuw nsw i64 %86, 1000003, !dbg !261
    #dbg_value(i64 %112, !197, !DIExpression(), !254)
    #dbg_value(i64 3, !202, !DIExpression(), !256)
  %88 = and i64 %20, 255, !dbg !243
  %89 = xor i64 %79, %88, !dbg !246
    #dbg_value(i64 0, !202, !DIExpression(), !262)
    #dbg_value(i64 7, !197, !DIExpression(), !264)
  %90 = and i64 %6, 255, !dbg !265
    #dbg_value(i64 7, !207, !DIExpression(), !266)
    #dbg_value(i64 %90, !212, !DIExpression(), !266)
  %91 = xor i64 %90, 7000021, !dbg !268
    #dbg_value(i64 %91, !197, !DIExpression(), !264)
    #dbg_value(i64 1, !202, !DIExpression(), !262)
  %92 = and i64 %24, 255, !dbg !265
    #dbg_value(i64 %91, !207, !DIExpression(), !266)
    #dbg_value(i64 %92, !212, !DIExpression(), !266)
  %93 = mul nuw nsw i64 %91, 1000003, !dbg !269
  %94 = xor i64 %93, %92, !dbg !268
    #dbg_value(i64 %94, !197, !DIExpression(), !264)
    #dbg_value(i64 2, !202, !DIExpression(), !262)
  %95 = and i64 %25, 255, !dbg !265
    #dbg_value(i64 %94, !207, !DIExpression(), !266)
    #dbg_value(i64 %95, !212, !DIExpression(), !266)
  %96 = mul nuw nsw i64 %94, 1000003, !dbg !269
  %97 = xor i64 %96, %95, !dbg !268
    #dbg_value(i64 %97, !197, !DIExpression(), !264)
    #dbg_value(i64 3, !202, !DIExpression(), !262)
  %98 = and i64 %26, 255, !dbg !265
    #dbg_value(i64 %97, !207, !DIExpression(), !266)
    #dbg_value(i64 %98, !212, !DIExpression(), !266)
  %99 = mul i64 %97, 1000003, !dbg !269
  %100 = xor i64 %99, %98, !dbg !268
    #dbg_value(i64 %100, !197, !DIExpression(), !264)
    #dbg_value(i64 4, !202, !DIExpression(), !262)
  %101 = and i64 %27, 255, !dbg !265
    #dbg_value(i64 %100, !207, !DIExpression(), !266)
    #dbg_value(i64 %101, !212, !DIExpression(), !266)
  %102 = mul i64 %100, 1000003, !dbg !269
  %103 = xor i64 %102, %101, !dbg !268
    #dbg_value(i64 %103, !197, !DIExpression(), !264)
    #dbg_value(i64 5, !202, !DIExpression(), !262)
  %104 = and i64 %28, 255, !dbg !265
    #dbg_value(i64 %103, !207, !DIExpression(), !266)
    #dbg_value(i64 %104, !212, !DIExpression(), !266)
  %105 = mul i64 %103, 1000003, !dbg !269
  %106 = xor i64 %105, %104, !dbg !268
    #dbg_value(i64 %106, !197, !DIExpression(), !264)
    #dbg_value(i64 6, !202, !DIExpression(), !262)
  %107 = and i64 %29, 255, !dbg !265
    #dbg_value(i64 %106, !207, !DIExpression(), !266)
    #dbg_value(i64 %107, !212, !DIExpression(), !266)
  %108 = mul i64 %106, 1000003, !dbg !269
  %109 = xor i64 %108, %107, !dbg !268
    #dbg_value(i64 %109, !197, !DIExpression(), !264)
    #dbg_value(i64 7, !202, !DIExpression(), !262)
    #dbg_value(i64 %109, !207, !DIExpression(), !266)
    #dbg_value(i64 %30, !212, !DIExpression(), !266)
  %110 = mul i64 %109, 1000003, !dbg !269
    #dbg_value(i64 %138, !197, !DIExpression(), !264)
    #dbg_value(i64 8, !202, !DIExpression(), !262)
  %111 = and i64 %23, 255, !dbg !257
  %112 = xor i64 %87, %111, !dbg !260
    #dbg_value(i64 0, !202, !DIExpression(), !270)
    #dbg_value(i64 7, !197, !DIExpression(), !272)
  %113 = and i64 %31, 255, !dbg !273
    #dbg_value(i64 7, !207, !DIExpression(), !274)
    #dbg_value(i64 %113, !212, !DIExpression(), !274)
  %114 = xor i64 %113, 7000021, !dbg !276
    #dbg_value(i64 %114, !197, !DIExpression(), !272)
    #dbg_value(i64 1, !202, !DIExpression(), !270)
  %115 = and i64 %33, 255, !dbg !273
    #dbg_value(i64 %114, !207, !DIExpression(), !274)
    #dbg_value(i64 %115, !212, !DIExpression(), !274)
  %116 = mul nuw nsw i64 %114, 1000003, !dbg !277
  %117 = xor i64 %116, %115, !dbg !276
    #dbg_value(i64 %117, !197, !DIExpression(), !272)
    #dbg_value(i64 2, !202, !DIExpression(), !270)
  %118 = and i64 %34, 255, !dbg !273
    #dbg_value(i64 %117, !207, !DIExpression(), !274)
    #dbg_value(i64 %118, !212, !DIExpression(), !274)
  %119 = mul nuw nsw i64 %117, 1000003, !dbg !277
  %120 = xor i64 %119, %118, !dbg !276
    #dbg_value(i64 %120, !197, !DIExpression(), !272)
    #dbg_value(i64 3, !202, !DIExpression(), !270)
  %121 = and i64 %35, 255, !dbg !273
    #dbg_value(i64 %120, !207, !DIExpression(), !274)
    #dbg_value(i64 %121, !212, !DIExpression(), !274)
  %122 = mul i64 %120, 1000003, !dbg !277
  %123 = xor i64 %122, %121, !dbg !276
    #dbg_value(i64 %123, !197, !DIExpression(), !272)
    #dbg_value(i64 4, !202, !DIExpression(), !270)
  %124 = and i64 %36, 255, !dbg !273
    #dbg_value(i64 %123, !207, !DIExpression(), !274)
    #dbg_value(i64 %124, !212, !DIExpression(), !274)
  %125 = mul i64 %123, 1000003, !dbg !277
  %126 = xor i64 %125, %124, !dbg !276
    #dbg_value(i64 %126, !197, !DIExpression(), !272)
    #dbg_value(i64 5, !202, !DIExpression(), !270)
  %127 = and i64 %37, 255, !dbg !273
    #dbg_value(i64 %126, !207, !DIExpression(), !274)
    #dbg_value(i64 %127, !212, !DIExpression(), !274)
  %128 = mul i64 %126, 1000003, !dbg !277
  %129 = xor i64 %128, %127, !dbg !276
    #dbg_value(i64 %129, !197, !DIExpression(), !272)
    #dbg_value(i64 6, !202, !DIExpression(), !270)
  %130 = and i64 %38, 255, !dbg !273
    #dbg_value(i64 %129, !207, !DIExpression(), !274)
    #dbg_value(i64 %130, !212, !DIExpression(), !274)
  %131 = mul i64 %129, 1000003, !dbg !277
  %132 = xor i64 %131, %130, !dbg !276
    #dbg_value(i64 %132, !197, !DIExpression(), !272)
    #dbg_value(i64 7, !202, !DIExpression(), !270)
    #dbg_value(i64 %132, !207, !DIExpression(), !274)
    #dbg_value(i64 %39, !212, !DIExpression(), !274)
  %133 = mul i64 %132, 1000003, !dbg !277
  %134 = xor i64 %133, %39, !dbg !276
    #dbg_value(i64 %134, !197, !DIExpression(), !272)
    #dbg_value(i64 8, !202, !DIExpression(), !270)
  %135 = and i64 %32, 255, !dbg !273
    #dbg_value(i64 %134, !207, !DIExpression(), !274)
    #dbg_value(i64 %135, !212, !DIExpression(), !274)
  %136 = mul i64 %134, 1000003, !dbg !277
  %137 = xor i64 %136, %135, !dbg !276
    #dbg_value(i64 %137, !197, !DIExpression(), !272)
    #dbg_value(i64 9, !202, !DIExpression(), !270)
  %138 = xor i64 %110, %30, !dbg !268
  %139 = xor i64 %43, %50, !dbg !222
  %140 = xor i64 %40, 6655382, !dbg !278
    #dbg_value(i64 %140, !187, !DIExpression(), !188)
  %141 = mul nuw nsw i64 %140, 1000003, !dbg !280
    #dbg_value(!DIArgList(i64 %141, i64 %139), !187, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !188)
  %142 = xor i64 %139, %141, !dbg !282
    #dbg_value(i64 %142, !187, !DIExpression(), !188)
  %143 = mul nuw nsw i64 %142, 1000003, !dbg !283
    #dbg_value(!DIArgList(i64 %143, i64 %64), !187, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !188)
  %144 = xor i64 %64, %143, !dbg !285
    #dbg_value(i64 %144, !187, !DIExpression(), !188)
  %145 = mul i64 %144, 1000003, !dbg !286
    #dbg_value(!DIArgList(i64 %145, i64 %81), !187, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !188)
  %146 = xor i64 %81, %145, !dbg !288
    #dbg_value(i64 %146, !187, !DIExpression(), !188)
  %147 = mul i64 %146, 1000003, !dbg !289
    #dbg_value(!DIArgList(i64 %147, i64 %89), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !250)
    #dbg_value(!DIArgList(i64 %147, i64 %5, i64 %5, i64 %89), !187, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !188)
    #dbg_value(!DIArgList(i64 %147, i64 %5, i64 %89), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !252)
  %148 = xor i64 %89, %147, !dbg !290
    #dbg_value(i64 %148, !207, !DIExpression(), !250)
    #dbg_value(!DIArgList(i64 %148, i64 %5, i64 %5), !187, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !188)
    #dbg_value(!DIArgList(i64 %148, i64 %5), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !252)
  %149 = mul i64 %148, 1000003, !dbg !291
    #dbg_value(!DIArgList(i64 %149, i64 %5, i64 %5), !187, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !188)
    #dbg_value(!DIArgList(i64 %149, i64 %5), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !252)
  %150 = and i64 %5, 255, !dbg !292
    #dbg_value(i64 %150, !212, !DIExpression(), !250)
    #dbg_value(!DIArgList(i64 %149, i64 %5, i64 %150), !187, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !188)
    #dbg_value(!DIArgList(i64 %149, i64 %150), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !252)
  %151 = xor i64 %149, %150, !dbg !293
    #dbg_value(!DIArgList(i64 %151, i64 %5), !187, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !188)
    #dbg_value(i64 %151, !207, !DIExpression(), !252)
  %152 = mul i64 %151, 1000003, !dbg !294
    #dbg_value(!DIArgList(i64 %152, i64 %5), !187, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !188)
  %153 = shl i64 %5, 32, !dbg !292
  %154 = ashr i64 %153, 48, !dbg !292
    #dbg_value(i64 %154, !212, !DIExpression(), !252)
    #dbg_value(!DIArgList(i64 %152, i64 %154), !187, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !188)
  %155 = xor i64 %152, %154, !dbg !295
    #dbg_value(i64 %155, !187, !DIExpression(), !188)
  %156 = mul i64 %155, 1000003, !dbg !296
    #dbg_value(!DIArgList(i64 %156, i64 %112), !187, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !188)
  %157 = xor i64 %112, %156, !dbg !298
    #dbg_value(i64 %157, !187, !DIExpression(), !188)
  %158 = mul i64 %157, 1000003, !dbg !299
    #dbg_value(!DIArgList(i64 %158, i64 %138), !187, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !188)
  %159 = xor i64 %138, %158, !dbg !301
    #dbg_value(i64 %159, !187, !DIExpression(), !188)
    #dbg_value(i64 %159, !207, !DIExpression(), !302)
    #dbg_value(i64 %137, !212, !DIExpression(), !302)
  %160 = mul i64 %159, 1000003, !dbg !304
  %161 = xor i64 %137, %160, !dbg !305
    #dbg_value(i64 %161, !187, !DIExpression(), !188)
  ret i64 %161, !dbg !292
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @r_align16(i32 noundef %0, i128 %1, i32 noundef %2, i128 %3, i64 noundef %4, i128 %5, i32 noundef %6) local_unnamed_addr #0 !dbg !306 {
    #dbg_value(i128 %1, !318, !DIExpression(), !324)
  %8 = trunc i128 %3 to i64
  %9 = lshr i128 %3, 64
  %10 = trunc nuw i128 %9 to i64
    #dbg_value(i64 %8, !320, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !324)
    #dbg_value(i64 %10, !320, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !324)
  %11 = trunc i128 %5 to i64
  %12 = lshr i128 %5, 64
  %13 = trunc nuw i128 %12 to i64
    #dbg_value(i64 %11, !322, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !324)
    #dbg_value(i64 %13, !322, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !324)
    #dbg_value(i32 %0, !317, !DIExpression(), !324)
    #dbg_value(i32 %2, !319, !DIExpression(), !324)
    #dbg_value(i64 %4, !321, !DIExpression(), !324)
    #dbg_value(i32 %6, !323, !DIExpression(), !324)
  %14 = sext i32 %0 to i64, !dbg !325
  %15 = trunc i128 %1 to i64, !dbg !325
    #dbg_value(i64 %14, !207, !DIExpression(), !326)
    #dbg_value(i64 %15, !212, !DIExpression(), !326)
  %16 = mul nsw i64 %14, 1000003, !dbg !328
  %17 = xor i64 %16, %15, !dbg !329
  %18 = lshr i128 %1, 64, !dbg !325
  %19 = trunc nuw i128 %18 to i64, !dbg !325
    #dbg_value(i64 %17, !207, !DIExpression(), !330)
    #dbg_value(i64 %19, !212, !DIExpression(), !330)
  %20 = mul i64 %17, 1000003, !dbg !332
  %21 = xor i64 %20, %19, !dbg !333
  %22 = sext i32 %2 to i64, !dbg !325
    #dbg_value(i64 %21, !207, !DIExpression(), !334)
    #dbg_value(i64 %22, !212, !DIExpression(), !334)
  %23 = mul i64 %21, 1000003, !dbg !336
  %24 = xor i64 %23, %22, !dbg !337
    #dbg_value(i64 %24, !207, !DIExpression(), !338)
    #dbg_value(i64 %8, !212, !DIExpression(), !338)
  %25 = mul i64 %24, 1000003, !dbg !340
  %26 = xor i64 %25, %8, !dbg !341
    #dbg_value(i64 %26, !207, !DIExpression(), !342)
    #dbg_value(i64 %10, !212, !DIExpression(), !342)
  %27 = mul i64 %26, 1000003, !dbg !344
  %28 = xor i64 %27, %10, !dbg !345
    #dbg_value(i64 %28, !207, !DIExpression(), !346)
    #dbg_value(i64 %4, !212, !DIExpression(), !346)
  %29 = mul i64 %28, 1000003, !dbg !348
  %30 = xor i64 %29, %4, !dbg !349
  %31 = mul nsw i64 %11, 3, !dbg !325
  %32 = add nsw i64 %31, %13, !dbg !325
    #dbg_value(i64 %30, !207, !DIExpression(), !350)
    #dbg_value(i64 %32, !212, !DIExpression(), !350)
  %33 = mul i64 %30, 1000003, !dbg !352
  %34 = xor i64 %33, %32, !dbg !353
  %35 = sext i32 %6 to i64, !dbg !325
    #dbg_value(i64 %34, !207, !DIExpression(), !354)
    #dbg_value(i64 %35, !212, !DIExpression(), !354)
  %36 = mul i64 %34, 1000003, !dbg !356
  %37 = xor i64 %36, %35, !dbg !357
  ret i64 %37, !dbg !325
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local i64 @r_bigs(ptr nocapture noundef %0, i32 noundef %1, ptr nocapture noundef %2, ptr nocapture noundef %3) local_unnamed_addr #3 !dbg !358 {
    #dbg_value(ptr %0, !371, !DIExpression(DW_OP_deref), !378)
    #dbg_value(i32 %1, !372, !DIExpression(), !378)
    #dbg_value(ptr %2, !373, !DIExpression(DW_OP_deref), !378)
    #dbg_value(ptr %3, !374, !DIExpression(DW_OP_deref), !378)
  %5 = sext i32 %1 to i64, !dbg !379
    #dbg_value(i64 %5, !375, !DIExpression(), !378)
    #dbg_value(i32 0, !376, !DIExpression(), !380)
    #dbg_value(i64 0, !376, !DIExpression(), !380)
    #dbg_value(i64 %5, !375, !DIExpression(), !378)
  %6 = load i64, ptr %0, align 8, !dbg !381, !tbaa !383
  %7 = load i64, ptr %3, align 8, !dbg !381, !tbaa !383
  %8 = shl nsw i64 %7, 1, !dbg !381
  %9 = add nsw i64 %8, %6, !dbg !381
    #dbg_value(i64 %5, !207, !DIExpression(), !387)
    #dbg_value(i64 %9, !212, !DIExpression(), !387)
  %10 = mul nsw i64 %5, 1000003, !dbg !389
  %11 = xor i64 %9, %10, !dbg !390
    #dbg_value(i64 %11, !375, !DIExpression(), !378)
    #dbg_value(i64 1, !376, !DIExpression(), !380)
  %12 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !381
  %13 = load i64, ptr %12, align 8, !dbg !381, !tbaa !383
  %14 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !381
  %15 = load i64, ptr %14, align 8, !dbg !381, !tbaa !383
  %16 = shl nsw i64 %15, 1, !dbg !381
  %17 = add nsw i64 %16, %13, !dbg !381
    #dbg_value(i64 %11, !207, !DIExpression(), !387)
    #dbg_value(i64 %17, !212, !DIExpression(), !387)
  %18 = mul i64 %11, 1000003, !dbg !389
  %19 = xor i64 %17, %18, !dbg !390
    #dbg_value(i64 %19, !375, !DIExpression(), !378)
    #dbg_value(i64 2, !376, !DIExpression(), !380)
  %20 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !381
  %21 = load i64, ptr %20, align 8, !dbg !381, !tbaa !383
  %22 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !381
  %23 = load i64, ptr %22, align 8, !dbg !381, !tbaa !383
  %24 = shl nsw i64 %23, 1, !dbg !381
  %25 = add nsw i64 %24, %21, !dbg !381
    #dbg_value(i64 %19, !207, !DIExpression(), !387)
    #dbg_value(i64 %25, !212, !DIExpression(), !387)
  %26 = mul i64 %19, 1000003, !dbg !389
  %27 = xor i64 %25, %26, !dbg !390
    #dbg_value(i64 %27, !375, !DIExpression(), !378)
    #dbg_value(i64 3, !376, !DIExpression(), !380)
  %28 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !381
  %29 = load i64, ptr %28, align 8, !dbg !381, !tbaa !383
  %30 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !381
  %31 = load i64, ptr %30, align 8, !dbg !381, !tbaa !383
  %32 = shl nsw i64 %31, 1, !dbg !381
  %33 = add nsw i64 %32, %29, !dbg !381
    #dbg_value(i64 %27, !207, !DIExpression(), !387)
    #dbg_value(i64 %33, !212, !DIExpression(), !387)
  %34 = mul i64 %27, 1000003, !dbg !389
  %35 = xor i64 %33, %34, !dbg !390
    #dbg_value(i64 %35, !375, !DIExpression(), !378)
    #dbg_value(i64 4, !376, !DIExpression(), !380)
  %36 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !381
  %37 = load i64, ptr %36, align 8, !dbg !381, !tbaa !383
  %38 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !381
  %39 = load i64, ptr %38, align 8, !dbg !381, !tbaa !383
  %40 = shl nsw i64 %39, 1, !dbg !381
  %41 = add nsw i64 %40, %37, !dbg !381
    #dbg_value(i64 %35, !207, !DIExpression(), !387)
    #dbg_value(i64 %41, !212, !DIExpression(), !387)
  %42 = mul i64 %35, 1000003, !dbg !389
  %43 = xor i64 %41, %42, !dbg !390
    #dbg_value(i64 %43, !375, !DIExpression(), !378)
    #dbg_value(i64 5, !376, !DIExpression(), !380)
  %44 = load i32, ptr %2, align 8, !dbg !379, !tbaa !391
  %45 = sext i32 %44 to i64, !dbg !379
    #dbg_value(i64 %43, !207, !DIExpression(), !395)
    #dbg_value(i64 %45, !212, !DIExpression(), !395)
  %46 = mul i64 %43, 1000003, !dbg !397
  %47 = xor i64 %46, %45, !dbg !398
  %48 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !379
  %49 = load double, ptr %48, align 8, !dbg !379, !tbaa !399
  %50 = fmul double %49, 4.000000e+00, !dbg !379
  %51 = fptosi double %50 to i64, !dbg !379
    #dbg_value(i64 %47, !207, !DIExpression(), !400)
    #dbg_value(i64 %51, !212, !DIExpression(), !400)
  %52 = mul i64 %47, 1000003, !dbg !402
  %53 = xor i64 %52, %51, !dbg !403
  %54 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !379
  %55 = load i8, ptr %54, align 8, !dbg !379, !tbaa !404
  %56 = zext i8 %55 to i64, !dbg !379
    #dbg_value(i64 %53, !207, !DIExpression(), !405)
    #dbg_value(i64 %56, !212, !DIExpression(), !405)
  %57 = mul i64 %53, 1000003, !dbg !407
  %58 = xor i64 %57, %56, !dbg !408
    #dbg_value(i64 %58, !375, !DIExpression(), !378)
  store i64 -1, ptr %0, align 8, !dbg !379, !tbaa !383
  store i64 -1, ptr %38, align 8, !dbg !379, !tbaa !383
  store i32 -1, ptr %2, align 8, !dbg !379, !tbaa !391
  %59 = load i64, ptr %0, align 8, !dbg !379, !tbaa !383
  %60 = add nsw i64 %59, -1, !dbg !379
    #dbg_value(i64 %58, !207, !DIExpression(), !409)
    #dbg_value(i64 %60, !212, !DIExpression(), !409)
  %61 = mul i64 %58, 1000003, !dbg !411
  %62 = xor i64 %61, %60, !dbg !412
  ret i64 %62, !dbg !379
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @r_mixed(i64 %0, [2 x i64] %1, double noundef %2, [2 x i64] %3, float noundef %4, i64 %5, [2 x i64] %6, [2 x i64] %7) local_unnamed_addr #0 !dbg !413 {
  %9 = alloca %struct.PK, align 8, !DIAssignID !455
    #dbg_assign(i1 undef, !452, !DIExpression(), !455, ptr %9, !DIExpression(), !456)
    #dbg_value(i64 %0, !446, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !456)
    #dbg_value(i64 %0, !446, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !456)
    #dbg_value(i64 poison, !447, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !456)
    #dbg_value(i64 poison, !447, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !456)
    #dbg_value(i64 poison, !449, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !456)
    #dbg_value(i64 poison, !449, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !456)
    #dbg_value(i64 poison, !449, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !456)
    #dbg_value(i64 %5, !451, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !456)
  %10 = extractvalue [2 x i64] %6, 0
  %11 = extractvalue [2 x i64] %6, 1
  store i64 %10, ptr %9, align 8, !DIAssignID !457
  %12 = trunc i64 %11 to i8
  %13 = getelementptr inbounds i8, ptr %9, i64 8
  store i8 %12, ptr %13, align 8, !DIAssignID !458
    #dbg_assign(i64 %10, !452, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !457, ptr %9, !DIExpression(), !456)
    #dbg_assign(i8 %12, !452, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !458, ptr %13, !DIExpression(), !456)
  %14 = extractvalue [2 x i64] %7, 0
  %15 = extractvalue [2 x i64] %7, 1
    #dbg_value(i64 %14, !453, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !456)
    #dbg_value(i64 %15, !453, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 8), !456)
    #dbg_value(i64 %15, !453, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 72, 56), !456)
    #dbg_value(double %2, !448, !DIExpression(), !456)
    #dbg_value(float %4, !450, !DIExpression(), !456)
    #dbg_value(i64 %0, !207, !DIExpression(DW_OP_constu, 32, DW_OP_shl, DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value), !459)
    #dbg_value(i64 poison, !212, !DIExpression(), !459)
    #dbg_value(!DIArgList(i64 poison, i64 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !461)
    #dbg_value(i64 poison, !212, !DIExpression(), !461)
    #dbg_value(!DIArgList(i64 poison, i64 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !463)
    #dbg_value(i64 poison, !212, !DIExpression(), !463)
    #dbg_value(!DIArgList(i64 poison, i64 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !465)
    #dbg_value(i64 poison, !212, !DIExpression(), !465)
    #dbg_value(!DIArgList(i64 poison, i64 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !467)
    #dbg_value(i64 poison, !212, !DIExpression(), !467)
    #dbg_value(!DIArgList(i64 poison, i64 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !469)
    #dbg_value(i64 poison, !212, !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value), !469)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 32, DW_OP_shra, DW_OP_xor, DW_OP_stack_value), !471)
    #dbg_value(i64 poison, !212, !DIExpression(), !471)
    #dbg_value(!DIArgList(i64 poison, i64 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !473)
    #dbg_value(i64 poison, !212, !DIExpression(), !473)
    #dbg_value(!DIArgList(i64 poison, i64 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !475)
    #dbg_value(i64 %5, !212, !DIExpression(DW_OP_constu, 7, DW_OP_and, DW_OP_stack_value), !475)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_stack_value), !477)
    #dbg_value(i64 %5, !212, !DIExpression(DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_stack_value), !477)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_stack_value), !479)
    #dbg_value(i64 %5, !212, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !479)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !454, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !456)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !481)
    #dbg_value(i64 %10, !212, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !481)
  %16 = getelementptr inbounds i8, ptr %9, i64 1, !dbg !483
  %17 = load i64, ptr %16, align 1, !dbg !483, !tbaa !484
    #dbg_value(!DIArgList(i64 poison, i8 poison, i64 poison, i64 poison, i64 poison, i64 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !486)
    #dbg_value(i64 %17, !212, !DIExpression(), !486)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i8 poison, i64 poison, i64 poison, i64 poison, i64 poison), !454, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !456)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i8 poison, i64 poison, i64 poison, i64 poison, i64 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !488)
    #dbg_value(i64 %14, !212, !DIExpression(), !488)
    #dbg_value(ptr undef, !189, !DIExpression(), !490)
    #dbg_value(i32 1, !196, !DIExpression(), !490)
    #dbg_value(ptr undef, !198, !DIExpression(), !490)
    #dbg_value(i64 0, !202, !DIExpression(), !492)
    #dbg_value(i64 7, !197, !DIExpression(), !490)
  %18 = and i64 %15, 255, !dbg !493
    #dbg_value(i64 7, !207, !DIExpression(), !494)
    #dbg_value(i64 %18, !212, !DIExpression(), !494)
    #dbg_value(i64 %18, !197, !DIExpression(DW_OP_constu, 7000021, DW_OP_xor, DW_OP_stack_value), !490)
    #dbg_value(i64 1, !202, !DIExpression(), !492)
  %19 = shl i64 %0, 32, !dbg !483
    #dbg_value(i64 %19, !207, !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value), !459)
  %20 = ashr exact i64 %19, 32, !dbg !483
    #dbg_value(i64 %20, !207, !DIExpression(), !459)
  %21 = mul nsw i64 %20, 1000003, !dbg !496
  %22 = lshr i64 %0, 32
    #dbg_value(i64 %22, !446, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !456)
  %23 = trunc nuw i64 %22 to i32
    #dbg_value(i32 %23, !446, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !456)
  %24 = bitcast i32 %23 to float
    #dbg_value(float %24, !446, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !456)
  %25 = fmul float %24, 8.000000e+00, !dbg !483
  %26 = fptosi float %25 to i64, !dbg !483
    #dbg_value(i64 %26, !212, !DIExpression(), !459)
    #dbg_value(!DIArgList(i64 %21, i64 %26), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !461)
    #dbg_value(!DIArgList(i64 %21, i64 %26), !454, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !456)
  %27 = xor i64 %21, %26, !dbg !497
    #dbg_value(i64 %27, !454, !DIExpression(), !456)
    #dbg_value(i64 %27, !207, !DIExpression(), !461)
  %28 = mul i64 %27, 1000003, !dbg !498
  %29 = extractvalue [2 x i64] %1, 0
    #dbg_value(i64 %29, !447, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !456)
  %30 = bitcast i64 %29 to double
    #dbg_value(double %30, !447, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !456)
  %31 = fmul double %30, 8.000000e+00, !dbg !483
  %32 = fptosi double %31 to i64, !dbg !483
    #dbg_value(i64 %32, !212, !DIExpression(), !461)
    #dbg_value(!DIArgList(i64 %28, i64 %32), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !463)
  %33 = xor i64 %28, %32, !dbg !499
    #dbg_value(i64 %33, !207, !DIExpression(), !463)
  %34 = mul i64 %33, 1000003, !dbg !500
  %35 = extractvalue [2 x i64] %1, 1
    #dbg_value(i64 %35, !447, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !456)
    #dbg_value(i64 %35, !212, !DIExpression(), !463)
    #dbg_value(!DIArgList(i64 %34, i64 %35), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !465)
    #dbg_value(!DIArgList(i64 %34, i64 %35), !454, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !456)
  %36 = xor i64 %34, %35, !dbg !501
    #dbg_value(i64 %36, !454, !DIExpression(), !456)
    #dbg_value(i64 %36, !207, !DIExpression(), !465)
  %37 = mul i64 %36, 1000003, !dbg !502
  %38 = fmul double %2, 8.000000e+00, !dbg !483
  %39 = fptosi double %38 to i64, !dbg !483
    #dbg_value(i64 %39, !212, !DIExpression(), !465)
    #dbg_value(!DIArgList(i64 %37, i64 %39), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !467)
    #dbg_value(!DIArgList(i64 %37, i64 %39), !454, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !456)
  %40 = xor i64 %37, %39, !dbg !503
    #dbg_value(i64 %40, !454, !DIExpression(), !456)
    #dbg_value(i64 %40, !207, !DIExpression(), !467)
  %41 = mul i64 %40, 1000003, !dbg !504
  %42 = extractvalue [2 x i64] %3, 0
    #dbg_value(i64 %42, !449, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !456)
    #dbg_value(i64 %42, !449, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !456)
    #dbg_value(i64 %42, !212, !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value), !469)
  %43 = trunc i64 %42 to i32
    #dbg_value(i32 %43, !449, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !456)
  %44 = bitcast i32 %43 to float
    #dbg_value(float %44, !449, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !456)
  %45 = fmul float %44, 8.000000e+00, !dbg !483
  %46 = fptosi float %45 to i64, !dbg !483
    #dbg_value(i64 %46, !212, !DIExpression(), !467)
    #dbg_value(!DIArgList(i64 %41, i64 %42, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 32, DW_OP_shra, DW_OP_xor, DW_OP_stack_value), !471)
    #dbg_value(!DIArgList(i64 %41, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !469)
  %47 = xor i64 %41, %46, !dbg !505
    #dbg_value(!DIArgList(i64 %47, i64 %42), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 32, DW_OP_shra, DW_OP_xor, DW_OP_stack_value), !471)
    #dbg_value(i64 %47, !207, !DIExpression(), !469)
  %48 = mul i64 %47, 1000003, !dbg !506
    #dbg_value(!DIArgList(i64 %48, i64 %42), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 32, DW_OP_shra, DW_OP_xor, DW_OP_stack_value), !471)
  %49 = ashr i64 %42, 32, !dbg !483
    #dbg_value(i64 %49, !212, !DIExpression(), !469)
    #dbg_value(!DIArgList(i64 %48, i64 %49), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !471)
  %50 = xor i64 %48, %49, !dbg !507
    #dbg_value(i64 %50, !207, !DIExpression(), !471)
  %51 = mul i64 %50, 1000003, !dbg !508
  %52 = extractvalue [2 x i64] %3, 1
    #dbg_value(i64 %52, !449, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !456)
  %53 = trunc i64 %52 to i32
    #dbg_value(i32 %53, !449, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !456)
  %54 = bitcast i32 %53 to float
    #dbg_value(float %54, !449, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !456)
  %55 = fmul float %54, 8.000000e+00, !dbg !483
  %56 = fptosi float %55 to i64, !dbg !483
    #dbg_value(i64 %56, !212, !DIExpression(), !471)
    #dbg_value(!DIArgList(i64 %51, i64 %56), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !473)
    #dbg_value(!DIArgList(i64 %51, i64 %56), !454, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !456)
  %57 = xor i64 %51, %56, !dbg !509
    #dbg_value(i64 %57, !454, !DIExpression(), !456)
    #dbg_value(i64 %57, !207, !DIExpression(), !473)
  %58 = mul i64 %57, 1000003, !dbg !510
  %59 = fmul float %4, 8.000000e+00, !dbg !483
  %60 = fptosi float %59 to i64, !dbg !483
    #dbg_value(i64 %60, !212, !DIExpression(), !473)
    #dbg_value(!DIArgList(i64 %58, i64 %5, i64 %5, i64 %60), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_stack_value), !479)
    #dbg_value(!DIArgList(i64 %58, i64 %5, i64 %60), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_stack_value), !477)
    #dbg_value(!DIArgList(i64 %58, i64 %60), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !475)
    #dbg_value(!DIArgList(i64 %58, i64 %5, i64 %5, i64 %5, i64 %60), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !481)
    #dbg_value(!DIArgList(i64 %58, i64 %17, i64 %10, i64 %5, i64 %5, i64 %5, i64 %60), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !488)
    #dbg_value(!DIArgList(i64 %58, i64 %17, i64 %10, i64 %5, i64 %5, i64 %5, i64 %60), !454, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !456)
    #dbg_value(!DIArgList(i64 %58, i64 %10, i64 %5, i64 %5, i64 %5, i64 %60), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !486)
  %61 = xor i64 %58, %60, !dbg !511
    #dbg_value(!DIArgList(i64 %61, i64 %5, i64 %5), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_stack_value), !479)
    #dbg_value(!DIArgList(i64 %61, i64 %5), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_stack_value), !477)
    #dbg_value(i64 %61, !207, !DIExpression(), !475)
    #dbg_value(!DIArgList(i64 %61, i64 %5, i64 %5, i64 %5), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !481)
    #dbg_value(!DIArgList(i64 %61, i64 %17, i64 %10, i64 %5, i64 %5, i64 %5), !454, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !456)
    #dbg_value(!DIArgList(i64 %61, i64 %17, i64 %10, i64 %5, i64 %5, i64 %5), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !488)
    #dbg_value(!DIArgList(i64 %61, i64 %10, i64 %5, i64 %5, i64 %5), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !486)
  %62 = mul i64 %61, 1000003, !dbg !512
    #dbg_value(!DIArgList(i64 %62, i64 %5, i64 %5), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_stack_value), !479)
    #dbg_value(!DIArgList(i64 %62, i64 %5), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_stack_value), !477)
    #dbg_value(!DIArgList(i64 %62, i64 %5, i64 %5, i64 %5), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !481)
    #dbg_value(!DIArgList(i64 %62, i64 %17, i64 %10, i64 %5, i64 %5, i64 %5), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !488)
    #dbg_value(!DIArgList(i64 %62, i64 %17, i64 %10, i64 %5, i64 %5, i64 %5), !454, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !456)
    #dbg_value(!DIArgList(i64 %62, i64 %10, i64 %5, i64 %5, i64 %5), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !486)
  %63 = and i64 %5, 7, !dbg !483
    #dbg_value(i64 %63, !212, !DIExpression(), !475)
    #dbg_value(!DIArgList(i64 %62, i64 %5, i64 %63), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_stack_value), !479)
    #dbg_value(!DIArgList(i64 %62, i64 %63), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !477)
    #dbg_value(!DIArgList(i64 %62, i64 %5, i64 %5, i64 %63), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !481)
    #dbg_value(!DIArgList(i64 %62, i64 %17, i64 %10, i64 %5, i64 %5, i64 %63), !454, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !456)
    #dbg_value(!DIArgList(i64 %62, i64 %17, i64 %10, i64 %5, i64 %5, i64 %63), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !488)
    #dbg_value(!DIArgList(i64 %62, i64 %10, i64 %5, i64 %5, i64 %63), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !486)
  %64 = xor i64 %62, %63, !dbg !513
    #dbg_value(!DIArgList(i64 %64, i64 %5), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_stack_value), !479)
    #dbg_value(i64 %64, !207, !DIExpression(), !477)
    #dbg_value(!DIArgList(i64 %64, i64 %5, i64 %5), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !481)
    #dbg_value(!DIArgList(i64 %64, i64 %17, i64 %10, i64 %5, i64 %5), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !488)
    #dbg_value(!DIArgList(i64 %64, i64 %17, i64 %10, i64 %5, i64 %5), !454, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !456)
    #dbg_value(!DIArgList(i64 %64, i64 %10, i64 %5, i64 %5), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !486)
  %65 = mul i64 %64, 1000003, !dbg !514
    #dbg_value(!DIArgList(i64 %65, i64 %5), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_stack_value), !479)
    #dbg_value(!DIArgList(i64 %65, i64 %5, i64 %5), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !481)
    #dbg_value(!DIArgList(i64 %65, i64 %17, i64 %10, i64 %5, i64 %5), !454, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !456)
    #dbg_value(!DIArgList(i64 %65, i64 %17, i64 %10, i64 %5, i64 %5), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !488)
    #dbg_value(!DIArgList(i64 %65, i64 %10, i64 %5, i64 %5), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !486)
  %66 = lshr i64 %5, 3, !dbg !483
    #dbg_value(i64 %66, !212, !DIExpression(DW_OP_constu, 127, DW_OP_and, DW_OP_stack_value), !477)
    #dbg_value(!DIArgList(i64 %65, i64 %66), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_stack_value), !479)
    #dbg_value(!DIArgList(i64 %65, i64 %5, i64 %66), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !481)
    #dbg_value(!DIArgList(i64 %65, i64 %17, i64 %10, i64 %5, i64 %66), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !488)
    #dbg_value(!DIArgList(i64 %65, i64 %17, i64 %10, i64 %5, i64 %66), !454, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !456)
    #dbg_value(!DIArgList(i64 %65, i64 %10, i64 %5, i64 %66), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !486)
  %67 = and i64 %66, 127, !dbg !483
    #dbg_value(i64 %67, !212, !DIExpression(), !477)
    #dbg_value(!DIArgList(i64 %65, i64 %67), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !479)
    #dbg_value(!DIArgList(i64 %65, i64 %5, i64 %67), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !481)
    #dbg_value(!DIArgList(i64 %65, i64 %17, i64 %10, i64 %5, i64 %67), !454, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !456)
    #dbg_value(!DIArgList(i64 %65, i64 %17, i64 %10, i64 %5, i64 %67), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !488)
    #dbg_value(!DIArgList(i64 %65, i64 %10, i64 %5, i64 %67), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !486)
  %68 = xor i64 %65, %67, !dbg !515
    #dbg_value(i64 %68, !207, !DIExpression(), !479)
    #dbg_value(!DIArgList(i64 %68, i64 %5), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !481)
    #dbg_value(!DIArgList(i64 %68, i64 %17, i64 %10, i64 %5), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !488)
    #dbg_value(!DIArgList(i64 %68, i64 %17, i64 %10, i64 %5), !454, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !456)
    #dbg_value(!DIArgList(i64 %68, i64 %10, i64 %5), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !486)
  %69 = mul i64 %68, 1000003, !dbg !516
    #dbg_value(!DIArgList(i64 %69, i64 %5), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !481)
    #dbg_value(!DIArgList(i64 %69, i64 %17, i64 %10, i64 %5), !454, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !456)
    #dbg_value(!DIArgList(i64 %69, i64 %17, i64 %10, i64 %5), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !488)
    #dbg_value(!DIArgList(i64 %69, i64 %10, i64 %5), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !486)
  %70 = trunc i64 %5 to i32
    #dbg_value(i32 %70, !451, !DIExpression(), !456)
    #dbg_value(i32 %70, !212, !DIExpression(DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !479)
    #dbg_value(!DIArgList(i64 %69, i32 %70), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !481)
    #dbg_value(!DIArgList(i64 %69, i64 %17, i64 %10, i32 %70), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !488)
    #dbg_value(!DIArgList(i64 %69, i64 %17, i64 %10, i32 %70), !454, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !456)
    #dbg_value(!DIArgList(i64 %69, i64 %10, i32 %70), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !486)
  %71 = shl i32 %70, 10, !dbg !483
    #dbg_value(i32 %71, !212, !DIExpression(DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !479)
    #dbg_value(!DIArgList(i64 %69, i32 %71), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !481)
    #dbg_value(!DIArgList(i64 %69, i64 %17, i64 %10, i32 %71), !454, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !456)
    #dbg_value(!DIArgList(i64 %69, i64 %17, i64 %10, i32 %71), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !488)
    #dbg_value(!DIArgList(i64 %69, i64 %10, i32 %71), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !486)
  %72 = ashr i32 %71, 20, !dbg !483
    #dbg_value(i32 %72, !212, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !479)
    #dbg_value(!DIArgList(i64 %69, i32 %72), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !481)
    #dbg_value(!DIArgList(i64 %69, i64 %17, i64 %10, i32 %72), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !488)
    #dbg_value(!DIArgList(i64 %69, i64 %17, i64 %10, i32 %72), !454, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !456)
    #dbg_value(!DIArgList(i64 %69, i64 %10, i32 %72), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !486)
  %73 = sext i32 %72 to i64, !dbg !483
    #dbg_value(i64 %73, !212, !DIExpression(), !479)
    #dbg_value(!DIArgList(i64 %69, i64 %73), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !481)
    #dbg_value(!DIArgList(i64 %69, i64 %17, i64 %10, i64 %73), !454, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !456)
    #dbg_value(!DIArgList(i64 %69, i64 %17, i64 %10, i64 %73), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !488)
    #dbg_value(!DIArgList(i64 %69, i64 %10, i64 %73), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !486)
  %74 = xor i64 %69, %73, !dbg !517
    #dbg_value(i64 %74, !207, !DIExpression(), !481)
    #dbg_value(!DIArgList(i64 %74, i64 %17, i64 %10), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !488)
    #dbg_value(!DIArgList(i64 %74, i64 %17, i64 %10), !454, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !456)
    #dbg_value(!DIArgList(i64 %74, i64 %10), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !486)
  %75 = mul i64 %74, 1000003, !dbg !518
    #dbg_value(!DIArgList(i64 %75, i64 %17, i64 %10), !454, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !456)
    #dbg_value(!DIArgList(i64 %75, i64 %17, i64 %10), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !488)
    #dbg_value(!DIArgList(i64 %75, i64 %10), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_xor, DW_OP_stack_value), !486)
  %76 = and i64 %10, 255, !dbg !483
    #dbg_value(i64 %76, !212, !DIExpression(), !481)
    #dbg_value(!DIArgList(i64 %75, i64 %17, i64 %76), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !488)
    #dbg_value(!DIArgList(i64 %75, i64 %17, i64 %76), !454, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !456)
    #dbg_value(!DIArgList(i64 %75, i64 %76), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !486)
  %77 = xor i64 %75, %76, !dbg !519
    #dbg_value(!DIArgList(i64 %77, i64 %17), !454, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !456)
    #dbg_value(!DIArgList(i64 %77, i64 %17), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !488)
    #dbg_value(i64 %77, !207, !DIExpression(), !486)
  %78 = mul i64 %77, 1000003, !dbg !520
    #dbg_value(!DIArgList(i64 %78, i64 %17), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !488)
    #dbg_value(!DIArgList(i64 %78, i64 %17), !454, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !456)
  %79 = xor i64 %78, %17, !dbg !521
    #dbg_value(i64 %79, !454, !DIExpression(), !456)
    #dbg_value(i64 %79, !207, !DIExpression(), !488)
  %80 = mul i64 %79, 1000003, !dbg !522
  %81 = xor i64 %80, %14, !dbg !523
    #dbg_value(i64 %81, !207, !DIExpression(), !524)
    #dbg_value(i64 %18, !212, !DIExpression(DW_OP_constu, 7000021, DW_OP_xor, DW_OP_stack_value), !524)
  %82 = mul i64 %81, 1000003, !dbg !526
  %83 = xor i64 %18, %82, !dbg !527
  %84 = xor i64 %83, 7000021, !dbg !527
  ret i64 %84, !dbg !483
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @r_spill([2 x i64] %0, [2 x i64] %1, [2 x i64] %2, [2 x i64] %3, [2 x i64] %4, [2 x i64] %5, i8 noundef %6, [2 x i64] %7, [2 x i64] %8) local_unnamed_addr #0 !dbg !528 {
    #dbg_value(i64 poison, !546, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !556)
    #dbg_value(i64 poison, !546, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !556)
    #dbg_value(i64 poison, !547, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !556)
    #dbg_value(i64 poison, !547, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !556)
    #dbg_value(i64 poison, !548, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !556)
    #dbg_value(i64 poison, !548, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !556)
    #dbg_value(i64 poison, !549, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !556)
    #dbg_value(i64 poison, !549, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !556)
    #dbg_value(i64 poison, !550, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !556)
    #dbg_value(i64 poison, !550, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !556)
  %10 = extractvalue [2 x i64] %5, 0
  %11 = extractvalue [2 x i64] %5, 1
  %12 = lshr i64 %10, 8
  %13 = lshr i64 %10, 16
  %14 = lshr i64 %10, 24
  %15 = lshr i64 %10, 32
  %16 = lshr i64 %10, 40
  %17 = lshr i64 %10, 48
  %18 = lshr i64 %10, 56
    #dbg_value(i64 %10, !551, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !556)
    #dbg_value(i64 %12, !551, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !556)
    #dbg_value(i64 %13, !551, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !556)
    #dbg_value(i64 %14, !551, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !556)
    #dbg_value(i64 %15, !551, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !556)
    #dbg_value(i64 %16, !551, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !556)
    #dbg_value(i64 %17, !551, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !556)
    #dbg_value(i64 %18, !551, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !556)
    #dbg_value(i64 %11, !551, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 8), !556)
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
    #dbg_value(i64 %19, !553, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !556)
    #dbg_value(i64 %21, !553, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !556)
    #dbg_value(i64 %22, !553, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !556)
    #dbg_value(i64 %23, !553, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !556)
    #dbg_value(i64 %24, !553, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !556)
    #dbg_value(i64 %25, !553, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !556)
    #dbg_value(i64 %26, !553, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !556)
    #dbg_value(i64 %27, !553, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !556)
    #dbg_value(i64 %20, !553, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 8), !556)
    #dbg_value(i64 %28, !553, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 72, 8), !556)
    #dbg_value(i64 %29, !553, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 80, 8), !556)
    #dbg_value(i64 %30, !553, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 88, 8), !556)
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
    #dbg_value(i64 %31, !554, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !556)
    #dbg_value(i64 %33, !554, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !556)
    #dbg_value(i64 %34, !554, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !556)
    #dbg_value(i64 %35, !554, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !556)
    #dbg_value(i64 %36, !554, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !556)
    #dbg_value(i64 %37, !554, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !556)
    #dbg_value(i64 %38, !554, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !556)
    #dbg_value(i64 %39, !554, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !556)
    #dbg_value(i64 %32, !554, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 8), !556)
    #dbg_value(i64 %40, !554, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 72, 8), !556)
    #dbg_value(i64 %41, !554, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 80, 8), !556)
    #dbg_value(i64 %42, !554, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 88, 8), !556)
    #dbg_value(i64 %43, !554, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 8), !556)
    #dbg_value(i64 %44, !554, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 104, 8), !556)
    #dbg_value(i64 %45, !554, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 112, 8), !556)
    #dbg_value(i8 %6, !552, !DIExpression(), !556)
    #dbg_value(i64 poison, !207, !DIExpression(), !557)
    #dbg_value(i64 poison, !212, !DIExpression(), !557)
    #dbg_value(i64 poison, !207, !DIExpression(), !559)
    #dbg_value(i64 poison, !212, !DIExpression(), !559)
    #dbg_value(!DIArgList(i64 poison, i64 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !561)
    #dbg_value(!DIArgList(i64 poison, i64 poison), !212, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !561)
    #dbg_value(i64 poison, !207, !DIExpression(), !563)
    #dbg_value(i64 poison, !212, !DIExpression(), !563)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_xor, DW_OP_stack_value), !565)
    #dbg_value(!DIArgList(i64 poison, i64 poison), !212, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !565)
    #dbg_value(i64 poison, !207, !DIExpression(), !567)
    #dbg_value(i64 poison, !212, !DIExpression(), !567)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_xor, DW_OP_stack_value), !569)
    #dbg_value(!DIArgList(i64 poison, i64 poison), !212, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !569)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison), !555, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_xor, DW_OP_stack_value), !556)
    #dbg_value(i64 poison, !207, !DIExpression(), !571)
    #dbg_value(i64 poison, !212, !DIExpression(), !571)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_xor, DW_OP_stack_value), !573)
    #dbg_value(!DIArgList(i64 poison, i64 poison), !212, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !573)
    #dbg_value(ptr undef, !189, !DIExpression(), !575)
    #dbg_value(i32 9, !196, !DIExpression(), !575)
    #dbg_value(i64 7, !197, !DIExpression(), !575)
    #dbg_value(ptr undef, !198, !DIExpression(), !575)
    #dbg_value(i32 0, !202, !DIExpression(), !577)
    #dbg_value(i64 0, !202, !DIExpression(), !577)
    #dbg_value(i64 7, !197, !DIExpression(), !575)
  %46 = and i64 %10, 255, !dbg !578
    #dbg_value(i64 7, !207, !DIExpression(), !579)
    #dbg_value(i64 %46, !212, !DIExpression(), !579)
  %47 = xor i64 %46, 7000021, !dbg !581
    #dbg_value(i64 %47, !197, !DIExpression(), !575)
    #dbg_value(i64 1, !202, !DIExpression(), !577)
  %48 = and i64 %12, 255, !dbg !578
    #dbg_value(i64 %47, !207, !DIExpression(), !579)
    #dbg_value(i64 %48, !212, !DIExpression(), !579)
  %49 = mul nuw nsw i64 %47, 1000003, !dbg !582
  %50 = xor i64 %49, %48, !dbg !581
    #dbg_value(i64 %50, !197, !DIExpression(), !575)
    #dbg_value(i64 2, !202, !DIExpression(), !577)
  %51 = and i64 %13, 255, !dbg !578
    #dbg_value(i64 %50, !207, !DIExpression(), !579)
    #dbg_value(i64 %51, !212, !DIExpression(), !579)
  %52 = mul nuw nsw i64 %50, 1000003, !dbg !582
  %53 = xor i64 %52, %51, !dbg !581
    #dbg_value(i64 %53, !197, !DIExpression(), !575)
    #dbg_value(i64 3, !202, !DIExpression(), !577)
  %54 = and i64 %14, 255, !dbg !578
    #dbg_value(i64 %53, !207, !DIExpression(), !579)
    #dbg_value(i64 %54, !212, !DIExpression(), !579)
  %55 = mul i64 %53, 1000003, !dbg !582
  %56 = xor i64 %55, %54, !dbg !581
    #dbg_value(i64 %56, !197, !DIExpression(), !575)
    #dbg_value(i64 4, !202, !DIExpression(), !577)
  %57 = and i64 %15, 255, !dbg !578
    #dbg_value(i64 %56, !207, !DIExpression(), !579)
    #dbg_value(i64 %57, !212, !DIExpression(), !579)
  %58 = mul i64 %56, 1000003, !dbg !582
  %59 = xor i64 %58, %57, !dbg !581
    #dbg_value(i64 %59, !197, !DIExpression(), !575)
    #dbg_value(i64 5, !202, !DIExpression(), !577)
  %60 = and i64 %16, 255, !dbg !578
    #dbg_value(i64 %59, !207, !DIExpression(), !579)
    #dbg_value(i64 %60, !212, !DIExpression(), !579)
  %61 = mul i64 %59, 1000003, !dbg !582
  %62 = xor i64 %61, %60, !dbg !581
    #dbg_value(i64 %62, !197, !DIExpression(), !575)
    #dbg_value(i64 6, !202, !DIExpression(), !577)
  %63 = and i64 %17, 255, !dbg !578
    #dbg_value(i64 %62, !207, !DIExpression(), !579)
    #dbg_value(i64 %63, !212, !DIExpression(), !579)
  %64 = mul i64 %62, 1000003, !dbg !582
  %65 = xor i64 %64, %63, !dbg !581
    #dbg_value(i64 %65, !197, !DIExpression(), !575)
    #dbg_value(i64 7, !202, !DIExpression(), !577)
    #dbg_value(i64 %65, !207, !DIExpression(), !579)
    #dbg_value(i64 %18, !212, !DIExpression(), !579)
  %66 = mul i64 %65, 1000003, !dbg !582
  %67 = xor i64 %66, %18, !dbg !581
    #dbg_value(i64 %67, !197, !DIExpression(), !575)
    #dbg_value(i64 8, !202, !DIExpression(), !577)
    #dbg_value(i64 %67, !207, !DIExpression(), !579)
    #dbg_value(i64 %101, !212, !DIExpression(), !579)
  %68 = mul i64 %67, 1000003, !dbg !582
    #dbg_value(i64 %147, !197, !DIExpression(), !575)
    #dbg_value(i64 9, !202, !DIExpression(), !577)
    #dbg_value(i64 0, !202, !DIExpression(), !583)
    #dbg_value(i64 7, !197, !DIExpression(), !585)
  %69 = and i64 %19, 255, !dbg !586
    #dbg_value(i64 7, !207, !DIExpression(), !587)
    #dbg_value(i64 %69, !212, !DIExpression(), !587)
  %70 = xor i64 %69, 7000021, !dbg !589
    #dbg_value(i64 %70, !197, !DIExpression(), !585)
    #dbg_value(i64 1, !202, !DIExpression(), !583)
  %71 = and i64 %21, 255, !dbg !586
    #dbg_value(i64 %70, !207, !DIExpression(), !587)
    #dbg_value(i64 %71, !212, !DIExpression(), !587)
  %72 = mul nuw nsw i64 %70, 1000003, !dbg !590
  %73 = xor i64 %72, %71, !dbg !589
    #dbg_value(i64 %73, !197, !DIExpression(), !585)
    #dbg_value(i64 2, !202, !DIExpression(), !583)
  %74 = and i64 %22, 255, !dbg !586
    #dbg_value(i64 %73, !207, !DIExpression(), !587)
    #dbg_value(i64 %74, !212, !DIExpression(), !587)
  %75 = mul nuw nsw i64 %73, 1000003, !dbg !590
  %76 = xor i64 %75, %74, !dbg !589
    #dbg_value(i64 %76, !197, !DIExpression(), !585)
    #dbg_value(i64 3, !202, !DIExpression(), !583)
  %77 = and i64 %23, 255, !dbg !586
    #dbg_value(i64 %76, !207, !DIExpression(), !587)
    #dbg_value(i64 %77, !212, !DIExpression(), !587)
  %78 = mul i64 %76, 1000003, !dbg !590
  %79 = xor i64 %78, %77, !dbg !589
    #dbg_value(i64 %79, !197, !DIExpression(), !585)
    #dbg_value(i64 4, !202, !DIExpression(), !583)
  %80 = and i64 %24, 255, !dbg !586
    #dbg_value(i64 %79, !207, !DIExpression(), !587)
    #dbg_value(i64 %80, !212, !DIExpression(), !587)
  %81 = mul i64 %79, 1000003, !dbg !590
  %82 = xor i64 %81, %80, !dbg !589
    #dbg_value(i64 %82, !197, !DIExpression(), !585)
    #dbg_value(i64 5, !202, !DIExpression(), !583)
  %83 = and i64 %25, 255, !dbg !586
    #dbg_value(i64 %82, !207, !DIExpression(), !587)
    #dbg_value(i64 %83, !212, !DIExpression(), !587)
  %84 = mul i64 %82, 1000003, !dbg !590
  %85 = xor i64 %84, %83, !dbg !589
    #dbg_value(i64 %85, !197, !DIExpression(), !585)
    #dbg_value(i64 6, !202, !DIExpression(), !583)
  %86 = and i64 %26, 255, !dbg !586
    #dbg_value(i64 %85, !207, !DIExpression(), !587)
    #dbg_value(i64 %86, !212, !DIExpression(), !587)
  %87 = mul i64 %85, 1000003, !dbg !590
  %88 = xor i64 %87, %86, !dbg !589
    #dbg_value(i64 %88, !197, !DIExpression(), !585)
    #dbg_value(i64 7, !202, !DIExpression(), !583)
    #dbg_value(i64 %88, !207, !DIExpression(), !587)
    #dbg_value(i64 %27, !212, !DIExpression(), !587)
  %89 = mul i64 %88, 1000003, !dbg !590
  %90 = xor i64 %89, %27, !dbg !589
    #dbg_value(i64 %90, !197, !DIExpression(), !585)
    #dbg_value(i64 8, !202, !DIExpression(), !583)
  %91 = and i64 %20, 255, !dbg !586
    #dbg_value(i64 %90, !207, !DIExpression(), !587)
    #dbg_value(i64 %91, !212, !DIExpression(), !587)
  %92 = mul i64 %90, 1000003, !dbg !590
  %93 = xor i64 %92, %91, !dbg !589
    #dbg_value(i64 %93, !197, !DIExpression(), !585)
    #dbg_value(i64 9, !202, !DIExpression(), !583)
  %94 = and i64 %28, 255, !dbg !586
    #dbg_value(i64 %93, !207, !DIExpression(), !587)
    #dbg_value(i64 %94, !212, !DIExpression(), !587)
  %95 = mul i64 %93, 1000003, !dbg !590
  %96 = xor i64 %95, %94, !dbg !589
    #dbg_value(i64 %96, !197, !DIExpression(), !585)
    #dbg_value(i64 10, !202, !DIExpression(), !583)
  %97 = and i64 %29, 255, !dbg !586
    #dbg_value(i64 %96, !207, !DIExpression(), !587)
    #dbg_value(i64 %97, !212, !DIExpression(), !587)
  %98 = mul i64 %96, 1000003, !dbg !590
  %99 = xor i64 %98, %97, !dbg !589
    #dbg_value(i64 %99, !197, !DIExpression(), !585)
    #dbg_value(i64 11, !202, !DIExpression(), !583)
    #dbg_value(i64 %99, !207, !DIExpression(), !587)
    #dbg_value(i64 %145, !212, !DIExpression(), !587)
  %100 = mul i64 %99, 1000003, !dbg !590
    #dbg_value(i64 %146, !197, !DIExpression(), !585)
    #dbg_value(i64 12, !202, !DIExpression(), !583)
  %101 = and i64 %11, 255, !dbg !578
    #dbg_value(i64 0, !202, !DIExpression(), !591)
    #dbg_value(i64 7, !197, !DIExpression(), !593)
  %102 = and i64 %31, 255, !dbg !594
    #dbg_value(i64 7, !207, !DIExpression(), !595)
    #dbg_value(i64 %102, !212, !DIExpression(), !595)
  %103 = xor i64 %102, 7000021, !dbg !597
    #dbg_value(i64 %103, !197, !DIExpression(), !593)
    #dbg_value(i64 1, !202, !DIExpression(), !591)
  %104 = and i64 %33, 255, !dbg !594
    #dbg_value(i64 %103, !207, !DIExpression(), !595)
    #dbg_value(i64 %104, !212, !DIExpression(), !595)
  %105 = mul nuw nsw i64 %103, 1000003, !dbg !598
  %106 = xor i64 %105, %104, !dbg !597
    #dbg_value(i64 %106, !197, !DIExpression(), !593)
    #dbg_value(i64 2, !202, !DIExpression(), !591)
  %107 = and i64 %34, 255, !dbg !594
    #dbg_value(i64 %106, !207, !DIExpression(), !595)
    #dbg_value(i64 %107, !212, !DIExpression(), !595)
  %108 = mul nuw nsw i64 %106, 1000003, !dbg !598
  %109 = xor i64 %108, %107, !dbg !597
    #dbg_value(i64 %109, !197, !DIExpression(), !593)
    #dbg_value(i64 3, !202, !DIExpression(), !591)
  %110 = and i64 %35, 255, !dbg !594
    #dbg_value(i64 %109, !207, !DIExpression(), !595)
    #dbg_value(i64 %110, !212, !DIExpression(), !595)
  %111 = mul i64 %109, 1000003, !dbg !598
  %112 = xor i64 %111, %110, !dbg !597
    #dbg_value(i64 %112, !197, !DIExpression(), !593)
    #dbg_value(i64 4, !202, !DIExpression(), !591)
  %113 = and i64 %36, 255, !dbg !594
    #dbg_value(i64 %112, !207, !DIExpression(), !595)
    #dbg_value(i64 %113, !212, !DIExpression(), !595)
  %114 = mul i64 %112, 1000003, !dbg !598
  %115 = xor i64 %114, %113, !dbg !597
    #dbg_value(i64 %115, !197, !DIExpression(), !593)
    #dbg_value(i64 5, !202, !DIExpression(), !591)
  %116 = and i64 %37, 255, !dbg !594
    #dbg_value(i64 %115, !207, !DIExpression(), !595)
    #dbg_value(i64 %116, !212, !DIExpression(), !595)
  %117 = mul i64 %115, 1000003, !dbg !598
  %118 = xor i64 %117, %116, !dbg !597
    #dbg_value(i64 %118, !197, !DIExpression(), !593)
    #dbg_value(i64 6, !202, !DIExpression(), !591)
  %119 = and i64 %38, 255, !dbg !594
    #dbg_value(i64 %118, !207, !DIExpression(), !595)
    #dbg_value(i64 %119, !212, !DIExpression(), !595)
  %120 = mul i64 %118, 1000003, !dbg !598
  %121 = xor i64 %120, %119, !dbg !597
    #dbg_value(i64 %121, !197, !DIExpression(), !593)
    #dbg_value(i64 7, !202, !DIExpression(), !591)
    #dbg_value(i64 %121, !207, !DIExpression(), !595)
    #dbg_value(i64 %39, !212, !DIExpression(), !595)
  %122 = mul i64 %121, 1000003, !dbg !598
  %123 = xor i64 %122, %39, !dbg !597
    #dbg_value(i64 %123, !197, !DIExpression(), !593)
    #dbg_value(i64 8, !202, !DIExpression(), !591)
  %124 = and i64 %32, 255, !dbg !594
    #dbg_value(i64 %123, !207, !DIExpression(), !595)
    #dbg_value(i64 %124, !212, !DIExpression(), !595)
  %125 = mul i64 %123, 1000003, !dbg !598
  %126 = xor i64 %125, %124, !dbg !597
    #dbg_value(i64 %126, !197, !DIExpression(), !593)
    #dbg_value(i64 9, !202, !DIExpression(), !591)
  %127 = and i64 %40, 255, !dbg !594
    #dbg_value(i64 %126, !207, !DIExpression(), !595)
    #dbg_value(i64 %127, !212, !DIExpression(), !595)
  %128 = mul i64 %126, 1000003, !dbg !598
  %129 = xor i64 %128, %127, !dbg !597
    #dbg_value(i64 %129, !197, !DIExpression(), !593)
    #dbg_value(i64 10, !202, !DIExpression(), !591)
  %130 = and i64 %41, 255, !dbg !594
    #dbg_value(i64 %129, !207, !DIExpression(), !595)
    #dbg_value(i64 %130, !212, !DIExpression(), !595)
  %131 = mul i64 %129, 1000003, !dbg !598
  %132 = xor i64 %131, %130, !dbg !597
    #dbg_value(i64 %132, !197, !DIExpression(), !593)
    #dbg_value(i64 11, !202, !DIExpression(), !591)
  %133 = and i64 %42, 255, !dbg !594
    #dbg_value(i64 %132, !207, !DIExpression(), !595)
    #dbg_value(i64 %133, !212, !DIExpression(), !595)
  %134 = mul i64 %132, 1000003, !dbg !598
  %135 = xor i64 %134, %133, !dbg !597
    #dbg_value(i64 %135, !197, !DIExpression(), !593)
    #dbg_value(i64 12, !202, !DIExpression(), !591)
  %136 = and i64 %43, 255, !dbg !594
    #dbg_value(i64 %135, !207, !DIExpression(), !595)
    #dbg_value(i64 %136, !212, !DIExpression(), !595)
  %137 = mul i64 %135, 1000003, !dbg !598
  %138 = xor i64 %137, %136, !dbg !597
    #dbg_value(i64 %138, !197, !DIExpression(), !593)
    #dbg_value(i64 13, !202, !DIExpression(), !591)
  %139 = and i64 %44, 255, !dbg !594
    #dbg_value(i64 %138, !207, !DIExpression(), !595)
    #dbg_value(i64 %139, !212, !DIExpression(), !595)
  %140 = mul i64 %138, 1000003, !dbg !598
  %141 = xor i64 %140, %139, !dbg !597
    #dbg_value(i64 %141, !197, !DIExpression(), !593)
    #dbg_value(i64 14, !202, !DIExpression(), !591)
  %142 = and i64 %45, 255, !dbg !594
    #dbg_value(i64 %141, !207, !DIExpression(), !595)
    #dbg_value(i64 %142, !212, !DIExpression(), !595)
  %143 = mul i64 %141, 1000003, !dbg !598
  %144 = xor i64 %143, %142, !dbg !597
    #dbg_value(i64 %144, !197, !DIExpression(), !593)
    #dbg_value(i64 15, !202, !DIExpression(), !591)
  %145 = and i64 %30, 255, !dbg !586
  %146 = xor i64 %100, %145, !dbg !589
  %147 = xor i64 %68, %101, !dbg !581
  %148 = extractvalue [2 x i64] %0, 0
    #dbg_value(i64 %148, !546, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !556)
    #dbg_value(i64 %148, !207, !DIExpression(), !557)
  %149 = mul i64 %148, 1000003, !dbg !599
  %150 = extractvalue [2 x i64] %0, 1
    #dbg_value(i64 %150, !546, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !556)
    #dbg_value(i64 %150, !212, !DIExpression(), !557)
    #dbg_value(!DIArgList(i64 %149, i64 %150), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !561)
  %151 = xor i64 %149, %150, !dbg !600
    #dbg_value(i64 %151, !207, !DIExpression(), !561)
  %152 = mul i64 %151, 1000003, !dbg !601
  %153 = extractvalue [2 x i64] %1, 0
    #dbg_value(i64 %153, !547, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !556)
    #dbg_value(i64 %153, !207, !DIExpression(), !559)
  %154 = mul i64 %153, 1000003, !dbg !602
  %155 = extractvalue [2 x i64] %1, 1
    #dbg_value(i64 %155, !547, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !556)
    #dbg_value(i64 %155, !212, !DIExpression(), !559)
    #dbg_value(!DIArgList(i64 %154, i64 %155), !212, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !561)
    #dbg_value(!DIArgList(i64 %152, i64 %154, i64 %155), !555, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_xor, DW_OP_stack_value), !556)
    #dbg_value(!DIArgList(i64 %152, i64 %154, i64 %155), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_xor, DW_OP_stack_value), !565)
  %156 = xor i64 %154, %155, !dbg !603
    #dbg_value(i64 %156, !212, !DIExpression(), !561)
    #dbg_value(!DIArgList(i64 %152, i64 %156), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !565)
    #dbg_value(!DIArgList(i64 %152, i64 %156), !555, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !556)
  %157 = xor i64 %156, %152, !dbg !604
    #dbg_value(i64 %157, !555, !DIExpression(), !556)
    #dbg_value(i64 %157, !207, !DIExpression(), !565)
  %158 = mul i64 %157, 1000003, !dbg !605
  %159 = extractvalue [2 x i64] %2, 0
    #dbg_value(i64 %159, !548, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !556)
    #dbg_value(i64 %159, !207, !DIExpression(), !563)
  %160 = mul i64 %159, 1000003, !dbg !606
  %161 = extractvalue [2 x i64] %2, 1
    #dbg_value(i64 %161, !548, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !556)
    #dbg_value(i64 %161, !212, !DIExpression(), !563)
    #dbg_value(!DIArgList(i64 %160, i64 %161), !212, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !565)
    #dbg_value(!DIArgList(i64 %158, i64 %160, i64 %161), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_xor, DW_OP_stack_value), !569)
  %162 = xor i64 %160, %161, !dbg !607
    #dbg_value(i64 %162, !212, !DIExpression(), !565)
    #dbg_value(!DIArgList(i64 %158, i64 %162), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !569)
  %163 = xor i64 %162, %158, !dbg !608
    #dbg_value(i64 %163, !207, !DIExpression(), !569)
  %164 = mul i64 %163, 1000003, !dbg !609
  %165 = extractvalue [2 x i64] %3, 0
    #dbg_value(i64 %165, !549, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !556)
    #dbg_value(i64 %165, !207, !DIExpression(), !567)
  %166 = mul i64 %165, 1000003, !dbg !610
  %167 = extractvalue [2 x i64] %3, 1
    #dbg_value(i64 %167, !549, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !556)
    #dbg_value(i64 %167, !212, !DIExpression(), !567)
    #dbg_value(!DIArgList(i64 %166, i64 %167), !212, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !569)
    #dbg_value(!DIArgList(i64 %164, i64 %166, i64 %167), !555, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_xor, DW_OP_stack_value), !556)
    #dbg_value(!DIArgList(i64 %164, i64 %166, i64 %167), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_xor, DW_OP_stack_value), !573)
  %168 = xor i64 %166, %167, !dbg !611
    #dbg_value(i64 %168, !212, !DIExpression(), !569)
    #dbg_value(!DIArgList(i64 %164, i64 %168), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !573)
    #dbg_value(!DIArgList(i64 %164, i64 %168), !555, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !556)
  %169 = xor i64 %168, %164, !dbg !612
    #dbg_value(i64 %169, !555, !DIExpression(), !556)
    #dbg_value(i64 %169, !207, !DIExpression(), !573)
  %170 = mul i64 %169, 1000003, !dbg !613
  %171 = extractvalue [2 x i64] %4, 0
    #dbg_value(i64 %171, !550, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !556)
    #dbg_value(i64 %171, !207, !DIExpression(), !571)
  %172 = mul i64 %171, 1000003, !dbg !614
  %173 = extractvalue [2 x i64] %4, 1
    #dbg_value(i64 %173, !550, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !556)
    #dbg_value(i64 %173, !212, !DIExpression(), !571)
    #dbg_value(!DIArgList(i64 %172, i64 %173), !212, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !573)
  %174 = xor i64 %172, %173, !dbg !615
    #dbg_value(i64 %174, !212, !DIExpression(), !573)
  %175 = xor i64 %174, %170, !dbg !616
  %176 = mul i64 %175, 1000003, !dbg !617
    #dbg_value(!DIArgList(i64 %176, i64 %147), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !619)
    #dbg_value(!DIArgList(i64 %176, i64 %147), !555, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !556)
  %177 = xor i64 %147, %176, !dbg !621
    #dbg_value(i64 %177, !555, !DIExpression(), !556)
    #dbg_value(i64 %177, !207, !DIExpression(), !619)
  %178 = mul i64 %177, 1000003, !dbg !622
  %179 = zext i8 %6 to i64, !dbg !623
    #dbg_value(i64 %179, !212, !DIExpression(), !619)
  %180 = xor i64 %178, %179, !dbg !624
  %181 = mul i64 %180, 1000003, !dbg !625
  %182 = xor i64 %146, %181, !dbg !627
    #dbg_value(i64 %182, !207, !DIExpression(), !628)
    #dbg_value(i64 %144, !212, !DIExpression(), !628)
  %183 = mul i64 %182, 1000003, !dbg !630
  %184 = xor i64 %144, %183, !dbg !631
  ret i64 %184, !dbg !623
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @r_partial(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, [2 x i64] %7, i64 noundef %8, i64 %9) local_unnamed_addr #0 !dbg !632 {
    #dbg_value(i64 poison, !643, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !646)
    #dbg_value(i64 poison, !643, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !646)
  %11 = lshr i64 %9, 8
  %12 = lshr i64 %9, 16
    #dbg_value(i64 %9, !645, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !646)
    #dbg_value(i64 %11, !645, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !646)
    #dbg_value(i64 %12, !645, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !646)
    #dbg_value(i64 %0, !636, !DIExpression(), !646)
    #dbg_value(i64 %1, !637, !DIExpression(), !646)
    #dbg_value(i64 %2, !638, !DIExpression(), !646)
    #dbg_value(i64 %3, !639, !DIExpression(), !646)
    #dbg_value(i64 %4, !640, !DIExpression(), !646)
    #dbg_value(i64 %5, !641, !DIExpression(), !646)
    #dbg_value(i64 %6, !642, !DIExpression(), !646)
    #dbg_value(i64 %8, !644, !DIExpression(), !646)
    #dbg_value(i64 %0, !207, !DIExpression(), !647)
    #dbg_value(i64 %1, !212, !DIExpression(), !647)
    #dbg_value(!DIArgList(i64 %0, i64 %1), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !649)
    #dbg_value(i64 %2, !212, !DIExpression(), !649)
    #dbg_value(!DIArgList(i64 %0, i64 %2, i64 %1), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !651)
    #dbg_value(i64 %3, !212, !DIExpression(), !651)
    #dbg_value(!DIArgList(i64 %0, i64 %3, i64 %2, i64 %1), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !653)
    #dbg_value(i64 %4, !212, !DIExpression(), !653)
    #dbg_value(!DIArgList(i64 %0, i64 %4, i64 %3, i64 %2, i64 %1), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !655)
    #dbg_value(i64 %5, !212, !DIExpression(), !655)
    #dbg_value(!DIArgList(i64 %0, i64 %5, i64 %4, i64 %3, i64 %2, i64 %1), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !657)
    #dbg_value(i64 %6, !212, !DIExpression(), !657)
    #dbg_value(!DIArgList(i64 %0, i64 %6, i64 %5, i64 %4, i64 %3, i64 %2, i64 %1), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !659)
    #dbg_value(!DIArgList(i64 poison, i64 poison), !212, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !659)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_xor, DW_OP_stack_value), !661)
    #dbg_value(i64 %8, !212, !DIExpression(), !661)
    #dbg_value(ptr undef, !189, !DIExpression(), !663)
    #dbg_value(i32 3, !196, !DIExpression(), !663)
    #dbg_value(i64 7, !197, !DIExpression(), !663)
    #dbg_value(ptr undef, !198, !DIExpression(), !663)
    #dbg_value(i32 0, !202, !DIExpression(), !665)
    #dbg_value(i64 0, !202, !DIExpression(), !665)
    #dbg_value(i64 7, !197, !DIExpression(), !663)
  %13 = and i64 %9, 255, !dbg !666
    #dbg_value(i64 7, !207, !DIExpression(), !667)
    #dbg_value(i64 %13, !212, !DIExpression(), !667)
  %14 = xor i64 %13, 7000021, !dbg !669
    #dbg_value(i64 %14, !197, !DIExpression(), !663)
    #dbg_value(i64 1, !202, !DIExpression(), !665)
  %15 = and i64 %11, 255, !dbg !666
    #dbg_value(i64 %14, !207, !DIExpression(), !667)
    #dbg_value(i64 %15, !212, !DIExpression(), !667)
  %16 = mul nuw nsw i64 %14, 1000003, !dbg !670
  %17 = xor i64 %16, %15, !dbg !669
    #dbg_value(i64 %17, !197, !DIExpression(), !663)
    #dbg_value(i64 2, !202, !DIExpression(), !665)
  %18 = and i64 %12, 255, !dbg !666
    #dbg_value(i64 %17, !207, !DIExpression(), !667)
    #dbg_value(i64 %18, !212, !DIExpression(), !667)
  %19 = mul nuw nsw i64 %17, 1000003, !dbg !670
  %20 = xor i64 %19, %18, !dbg !669
    #dbg_value(i64 %20, !197, !DIExpression(), !663)
    #dbg_value(i64 3, !202, !DIExpression(), !665)
  %21 = mul i64 %0, 1000003, !dbg !671
    #dbg_value(!DIArgList(i64 %21, i64 %6, i64 %5, i64 %4, i64 %3, i64 %2, i64 %1), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !659)
    #dbg_value(!DIArgList(i64 %21, i64 %5, i64 %4, i64 %3, i64 %2, i64 %1), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !657)
    #dbg_value(!DIArgList(i64 %21, i64 %4, i64 %3, i64 %2, i64 %1), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !655)
    #dbg_value(!DIArgList(i64 %21, i64 %3, i64 %2, i64 %1), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !653)
    #dbg_value(!DIArgList(i64 %21, i64 %2, i64 %1), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !651)
    #dbg_value(!DIArgList(i64 %21, i64 %1), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !649)
  %22 = xor i64 %21, %1, !dbg !672
    #dbg_value(!DIArgList(i64 %22, i64 %6, i64 %5, i64 %4, i64 %3, i64 %2), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !659)
    #dbg_value(!DIArgList(i64 %22, i64 %5, i64 %4, i64 %3, i64 %2), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !657)
    #dbg_value(!DIArgList(i64 %22, i64 %4, i64 %3, i64 %2), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !655)
    #dbg_value(!DIArgList(i64 %22, i64 %3, i64 %2), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !653)
    #dbg_value(!DIArgList(i64 %22, i64 %2), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !651)
    #dbg_value(i64 %22, !207, !DIExpression(), !649)
  %23 = mul i64 %22, 1000003, !dbg !673
    #dbg_value(!DIArgList(i64 %23, i64 %6, i64 %5, i64 %4, i64 %3, i64 %2), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !659)
    #dbg_value(!DIArgList(i64 %23, i64 %5, i64 %4, i64 %3, i64 %2), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !657)
    #dbg_value(!DIArgList(i64 %23, i64 %4, i64 %3, i64 %2), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !655)
    #dbg_value(!DIArgList(i64 %23, i64 %3, i64 %2), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !653)
    #dbg_value(!DIArgList(i64 %23, i64 %2), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !651)
  %24 = xor i64 %23, %2, !dbg !674
    #dbg_value(!DIArgList(i64 %24, i64 %6, i64 %5, i64 %4, i64 %3), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !659)
    #dbg_value(!DIArgList(i64 %24, i64 %5, i64 %4, i64 %3), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !657)
    #dbg_value(!DIArgList(i64 %24, i64 %4, i64 %3), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !655)
    #dbg_value(!DIArgList(i64 %24, i64 %3), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !653)
    #dbg_value(i64 %24, !207, !DIExpression(), !651)
  %25 = mul i64 %24, 1000003, !dbg !675
    #dbg_value(!DIArgList(i64 %25, i64 %6, i64 %5, i64 %4, i64 %3), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !659)
    #dbg_value(!DIArgList(i64 %25, i64 %5, i64 %4, i64 %3), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !657)
    #dbg_value(!DIArgList(i64 %25, i64 %4, i64 %3), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !655)
    #dbg_value(!DIArgList(i64 %25, i64 %3), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !653)
  %26 = xor i64 %25, %3, !dbg !676
    #dbg_value(!DIArgList(i64 %26, i64 %6, i64 %5, i64 %4), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !659)
    #dbg_value(!DIArgList(i64 %26, i64 %5, i64 %4), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !657)
    #dbg_value(!DIArgList(i64 %26, i64 %4), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !655)
    #dbg_value(i64 %26, !207, !DIExpression(), !653)
  %27 = mul i64 %26, 1000003, !dbg !677
    #dbg_value(!DIArgList(i64 %27, i64 %6, i64 %5, i64 %4), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !659)
    #dbg_value(!DIArgList(i64 %27, i64 %5, i64 %4), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !657)
    #dbg_value(!DIArgList(i64 %27, i64 %4), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !655)
  %28 = xor i64 %27, %4, !dbg !678
    #dbg_value(!DIArgList(i64 %28, i64 %6, i64 %5), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !659)
    #dbg_value(!DIArgList(i64 %28, i64 %5), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !657)
    #dbg_value(i64 %28, !207, !DIExpression(), !655)
  %29 = mul i64 %28, 1000003, !dbg !679
    #dbg_value(!DIArgList(i64 %29, i64 %6, i64 %5), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !659)
    #dbg_value(!DIArgList(i64 %29, i64 %5), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !657)
  %30 = xor i64 %29, %5, !dbg !680
    #dbg_value(!DIArgList(i64 %30, i64 %6), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !659)
    #dbg_value(i64 %30, !207, !DIExpression(), !657)
  %31 = mul i64 %30, 1000003, !dbg !681
    #dbg_value(!DIArgList(i64 %31, i64 %6), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !659)
  %32 = xor i64 %31, %6, !dbg !682
    #dbg_value(i64 %32, !207, !DIExpression(), !659)
  %33 = mul i64 %32, 1000003, !dbg !683
  %34 = extractvalue [2 x i64] %7, 0
    #dbg_value(i64 %34, !643, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !646)
  %35 = mul nsw i64 %34, 5, !dbg !684
  %36 = extractvalue [2 x i64] %7, 1
    #dbg_value(i64 %36, !643, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !646)
    #dbg_value(!DIArgList(i64 %35, i64 %36), !212, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !659)
    #dbg_value(!DIArgList(i64 %33, i64 %35, i64 %36), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_xor, DW_OP_stack_value), !661)
  %37 = add nsw i64 %35, %36, !dbg !684
    #dbg_value(i64 %37, !212, !DIExpression(), !659)
    #dbg_value(!DIArgList(i64 %33, i64 %37), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !661)
  %38 = xor i64 %33, %37, !dbg !685
    #dbg_value(i64 %38, !207, !DIExpression(), !661)
  %39 = mul i64 %38, 1000003, !dbg !686
  %40 = xor i64 %39, %8, !dbg !687
    #dbg_value(i64 %40, !207, !DIExpression(), !688)
    #dbg_value(i64 %20, !212, !DIExpression(), !688)
  %41 = mul i64 %40, 1000003, !dbg !690
  %42 = xor i64 %20, %41, !dbg !691
    #dbg_value(i64 %42, !207, !DIExpression(), !692)
    #dbg_value(i64 0, !212, !DIExpression(), !692)
  %43 = mul i64 %42, 1000003, !dbg !694
  ret i64 %43, !dbg !684
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i8 @r_ret_s1(i8 noundef %0) local_unnamed_addr #0 !dbg !695 {
    #dbg_value(i8 %0, !699, !DIExpression(), !701)
  %2 = add i8 %0, 1, !dbg !702
    #dbg_value(i8 %2, !700, !DIExpression(), !701)
  ret i8 %2, !dbg !702
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i24 @r_ret_s3(i64 %0) local_unnamed_addr #0 !dbg !703 {
    #dbg_value(i64 %0, !707, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !709)
    #dbg_value(i64 %0, !707, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !709)
    #dbg_value(i64 %0, !707, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !709)
    #dbg_value(i64 %0, !708, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !709)
    #dbg_value(i64 %0, !708, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !709)
    #dbg_value(i64 %0, !708, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !709)
  %2 = trunc i64 %0 to i24, !dbg !710
  %3 = shl i24 %2, 16, !dbg !710
  %4 = and i24 %2, 65280, !dbg !710
  %5 = or disjoint i24 %3, %4, !dbg !710
  %6 = lshr i24 %2, 16, !dbg !710
  %7 = or disjoint i24 %5, %6, !dbg !710
  ret i24 %7, !dbg !710
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i64 846628248354816, 846632543322112) i64 @r_ret_s7(i8 noundef %0, i16 noundef %1) local_unnamed_addr #0 !dbg !711 {
    #dbg_value(i8 %0, !715, !DIExpression(), !718)
    #dbg_value(i16 %1, !716, !DIExpression(), !718)
    #dbg_value(i8 %0, !717, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !718)
    #dbg_value(i16 %1, !717, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !718)
    #dbg_value(i8 1, !717, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !718)
    #dbg_value(i8 2, !717, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !718)
    #dbg_value(i8 3, !717, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !718)
  %3 = zext i16 %1 to i64, !dbg !719
  %4 = shl nuw nsw i64 %3, 16, !dbg !719
  %5 = zext i8 %0 to i64, !dbg !719
  %6 = or disjoint i64 %4, %5, !dbg !719
  %7 = or disjoint i64 %6, 846628248354816, !dbg !719
  ret i64 %7, !dbg !719
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local [2 x i64] @r_ret_s9([2 x i64] %0) local_unnamed_addr #0 !dbg !720 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = extractvalue [2 x i64] %0, 1
    #dbg_value(i64 %2, !724, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !728)
    #dbg_value(i64 %2, !724, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !728)
    #dbg_value(i64 %2, !724, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !728)
    #dbg_value(i64 %2, !724, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !728)
    #dbg_value(i64 %2, !724, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !728)
    #dbg_value(i64 %2, !724, !DIExpression(DW_OP_constu, 40, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !728)
    #dbg_value(i64 %2, !724, !DIExpression(DW_OP_constu, 48, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !728)
    #dbg_value(i64 %2, !724, !DIExpression(DW_OP_constu, 56, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !728)
    #dbg_value(i64 %3, !724, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 8), !728)
    #dbg_value(i64 %3, !725, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_constu, 85, DW_OP_xor, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !728)
    #dbg_value(i64 %2, !725, !DIExpression(DW_OP_constu, 56, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_constu, 85, DW_OP_xor, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !728)
    #dbg_value(i64 %2, !725, !DIExpression(DW_OP_constu, 48, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_constu, 85, DW_OP_xor, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !728)
    #dbg_value(i64 %2, !725, !DIExpression(DW_OP_constu, 40, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_constu, 85, DW_OP_xor, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !728)
    #dbg_value(i64 %2, !725, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_constu, 85, DW_OP_xor, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !728)
    #dbg_value(i64 %2, !725, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_constu, 85, DW_OP_xor, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !728)
    #dbg_value(i64 %2, !725, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_constu, 85, DW_OP_xor, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !728)
    #dbg_value(i64 %2, !725, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_constu, 85, DW_OP_xor, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !728)
    #dbg_value(i64 %2, !725, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_constu, 85, DW_OP_xor, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 8), !728)
  %4 = shl i64 %2, 48, !dbg !729
  %5 = and i64 %4, -72057594037927936, !dbg !729
  %6 = shl i64 %2, 32, !dbg !729
  %7 = and i64 %6, 71776119061217280, !dbg !729
  %8 = or disjoint i64 %7, %5, !dbg !729
  %9 = shl i64 %2, 16, !dbg !729
  %10 = and i64 %9, 280375465082880, !dbg !729
  %11 = or disjoint i64 %10, %8, !dbg !729
  %12 = and i64 %2, 1095216660480, !dbg !729
  %13 = or disjoint i64 %12, %11, !dbg !729
  %14 = lshr i64 %2, 16, !dbg !729
  %15 = and i64 %14, 4278190080, !dbg !729
  %16 = or disjoint i64 %15, %13, !dbg !729
  %17 = lshr i64 %2, 32, !dbg !729
  %18 = and i64 %17, 16711680, !dbg !729
  %19 = lshr i64 %2, 48, !dbg !729
  %20 = or disjoint i64 %18, %16, !dbg !729
  %21 = and i64 %3, 255, !dbg !729
  %22 = xor i64 %21, 85, !dbg !729
  %23 = and i64 %19, 65280, !dbg !729
  %24 = or i64 %23, %20, !dbg !729
  %25 = or i64 %24, %22, !dbg !729
  %26 = xor i64 %25, 6148914691236517120, !dbg !729
  %27 = and i64 %2, 255, !dbg !729
  %28 = xor i64 %27, 85, !dbg !729
  %29 = insertvalue [2 x i64] poison, i64 %26, 0, !dbg !729
  %30 = insertvalue [2 x i64] %29, i64 %28, 1, !dbg !729
  ret [2 x i64] %30, !dbg !729
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local [2 x i64] @r_ret_s12(i32 noundef %0) local_unnamed_addr #0 !dbg !730 {
    #dbg_value(i32 %0, !734, !DIExpression(), !736)
    #dbg_value(i32 %0, !735, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !736)
  %2 = shl nsw i32 %0, 1, !dbg !737
    #dbg_value(i32 %2, !735, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !736)
  %3 = mul nsw i32 %0, 3, !dbg !737
    #dbg_value(i32 %3, !735, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !736)
  %4 = zext i32 %2 to i64, !dbg !737
  %5 = shl nuw i64 %4, 32, !dbg !737
  %6 = zext i32 %0 to i64, !dbg !737
  %7 = or disjoint i64 %5, %6, !dbg !737
  %8 = zext i32 %3 to i64, !dbg !737
  %9 = insertvalue [2 x i64] poison, i64 %7, 0, !dbg !737
  %10 = insertvalue [2 x i64] %9, i64 %8, 1, !dbg !737
  ret [2 x i64] %10, !dbg !737
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local [2 x i64] @r_ret_s16([2 x i64] %0) local_unnamed_addr #0 !dbg !738 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = extractvalue [2 x i64] %0, 1
    #dbg_value(i64 %2, !742, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !744)
    #dbg_value(i64 %3, !742, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !744)
    #dbg_value(i64 %3, !743, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !744)
    #dbg_value(i64 %2, !743, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !744)
  %4 = insertvalue [2 x i64] poison, i64 %3, 0, !dbg !745
  %5 = insertvalue [2 x i64] %4, i64 %2, 1, !dbg !745
  ret [2 x i64] %5, !dbg !745
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local [2 x i64] @r_ret_mixdl(double noundef %0, i64 noundef %1) local_unnamed_addr #0 !dbg !746 {
    #dbg_value(double %0, !750, !DIExpression(), !753)
    #dbg_value(i64 %1, !751, !DIExpression(), !753)
  %3 = fmul double %0, 2.000000e+00, !dbg !754
    #dbg_value(double %3, !752, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !753)
  %4 = add nsw i64 %1, -1, !dbg !754
    #dbg_value(i64 %4, !752, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !753)
  %5 = bitcast double %3 to i64, !dbg !754
  %6 = insertvalue [2 x i64] poison, i64 %5, 0, !dbg !754
  %7 = insertvalue [2 x i64] %6, i64 %4, 1, !dbg !754
  ret [2 x i64] %7, !dbg !754
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local [2 x i64] @r_ret_mixfi3([2 x i64] %0) local_unnamed_addr #0 !dbg !755 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = extractvalue [2 x i64] %0, 1
    #dbg_value(i64 %2, !759, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !761)
    #dbg_value(i64 %2, !759, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !761)
    #dbg_value(i64 %3, !759, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !761)
    #dbg_value(i64 %3, !760, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !761)
    #dbg_value(i64 %2, !760, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !761)
    #dbg_value(i64 %2, !760, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !761)
  %4 = and i64 %2, 4294967295, !dbg !762
  %5 = and i64 %2, -4294967296, !dbg !762
  %6 = add i64 %5, 4294967296, !dbg !762
  %7 = and i64 %3, 4294967295, !dbg !762
  %8 = or disjoint i64 %6, %7, !dbg !762
  %9 = insertvalue [2 x i64] poison, i64 %8, 0, !dbg !762
  %10 = insertvalue [2 x i64] %9, i64 %4, 1, !dbg !762
  ret [2 x i64] %10, !dbg !762
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i128 @r_ret_i128s(i64 noundef %0, i64 noundef %1) local_unnamed_addr #0 !dbg !763 {
    #dbg_value(i64 %0, !767, !DIExpression(), !770)
    #dbg_value(i64 %1, !768, !DIExpression(), !770)
  %3 = zext i64 %0 to i128, !dbg !771
  %4 = shl nuw i128 %3, 64, !dbg !771
  %5 = zext i64 %1 to i128, !dbg !771
  %6 = or disjoint i128 %4, %5, !dbg !771
    #dbg_value(i128 %6, !769, !DIExpression(), !770)
  ret i128 %6, !dbg !771
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local [2 x i64] @r_ret_pk([2 x i64] %0) local_unnamed_addr #0 !dbg !772 {
  %2 = alloca %struct.PK, align 8, !DIAssignID !778
    #dbg_assign(i1 undef, !777, !DIExpression(), !778, ptr %2, !DIExpression(), !779)
  %3 = alloca %struct.PK, align 8, !DIAssignID !780
    #dbg_assign(i1 undef, !776, !DIExpression(), !780, ptr %3, !DIExpression(), !779)
  %4 = extractvalue [2 x i64] %0, 0
  %5 = extractvalue [2 x i64] %0, 1
  store i64 %4, ptr %3, align 8, !DIAssignID !781
  %6 = trunc i64 %5 to i8
  %7 = getelementptr inbounds i8, ptr %3, i64 8
  store i8 %6, ptr %7, align 8, !DIAssignID !782
    #dbg_assign(i64 %4, !776, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !781, ptr %3, !DIExpression(), !779)
    #dbg_assign(i8 %6, !776, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !782, ptr %7, !DIExpression(), !779)
  %8 = trunc i64 %4 to i8, !dbg !783
  %9 = add i8 %8, 1, !dbg !783
  store i8 %9, ptr %2, align 8, !dbg !783, !tbaa !784, !DIAssignID !785
    #dbg_assign(i8 %9, !777, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !785, ptr %2, !DIExpression(), !779)
  %10 = getelementptr inbounds i8, ptr %3, i64 1, !dbg !783
  %11 = load i64, ptr %10, align 1, !dbg !783, !tbaa !484
  %12 = mul nsw i64 %11, 3, !dbg !783
  %13 = getelementptr inbounds i8, ptr %2, i64 1, !dbg !783
  store i64 %12, ptr %13, align 1, !dbg !783, !tbaa !484, !DIAssignID !786
    #dbg_assign(i64 %12, !777, !DIExpression(DW_OP_LLVM_fragment, 8, 64), !786, ptr %13, !DIExpression(), !779)
  %14 = load i64, ptr %2, align 8, !dbg !783
  %15 = lshr i64 %12, 56, !dbg !783
  %16 = insertvalue [2 x i64] poison, i64 %14, 0, !dbg !783
  %17 = insertvalue [2 x i64] %16, i64 %15, 1, !dbg !783
  ret [2 x i64] %17, !dbg !783
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local [2 x i64] @r_ret_u(i64 noundef %0) local_unnamed_addr #0 !dbg !787 {
    #dbg_value(i64 %0, !791, !DIExpression(), !793)
    #dbg_value(i64 0, !792, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !793)
    #dbg_value(i64 %0, !792, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !793)
    #dbg_value(i64 9, !792, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !793)
  %2 = insertvalue [2 x i64] poison, i64 %0, 0, !dbg !794
  %3 = insertvalue [2 x i64] %2, i64 9, 1, !dbg !794
  ret [2 x i64] %3, !dbg !794
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @r_ret_big(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Big) align 8 %0, i64 noundef %1) local_unnamed_addr #4 !dbg !795 {
    #dbg_value(i64 %1, !799, !DIExpression(), !803)
    #dbg_declare(ptr %0, !800, !DIExpression(), !804)
    #dbg_value(i32 0, !801, !DIExpression(), !805)
    #dbg_value(i64 0, !801, !DIExpression(), !805)
  store i64 %1, ptr %0, align 8, !dbg !806, !tbaa !383
    #dbg_value(i64 1, !801, !DIExpression(), !805)
  %3 = insertelement <2 x i64> poison, i64 %1, i64 0, !dbg !806
  %4 = shufflevector <2 x i64> %3, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !806
  %5 = add nsw <2 x i64> %4, <i64 1, i64 2>, !dbg !806
  %6 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !806
    #dbg_value(i64 2, !801, !DIExpression(), !805)
  store <2 x i64> %5, ptr %6, align 8, !dbg !806, !tbaa !383
    #dbg_value(i64 3, !801, !DIExpression(), !805)
  %7 = add nsw <2 x i64> %4, <i64 3, i64 4>, !dbg !806
  %8 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !806
    #dbg_value(i64 4, !801, !DIExpression(), !805)
  store <2 x i64> %7, ptr %8, align 8, !dbg !806, !tbaa !383
    #dbg_value(i64 5, !801, !DIExpression(), !805)
  ret void, !dbg !804
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @r_ret_big24(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Big24) align 8 %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9) local_unnamed_addr #4 !dbg !808 {
    #dbg_value(i64 %1, !812, !DIExpression(), !822)
    #dbg_value(i64 %2, !813, !DIExpression(), !822)
    #dbg_value(i64 %3, !814, !DIExpression(), !822)
    #dbg_value(i64 %4, !815, !DIExpression(), !822)
    #dbg_value(i64 %5, !816, !DIExpression(), !822)
    #dbg_value(i64 %6, !817, !DIExpression(), !822)
    #dbg_value(i64 %7, !818, !DIExpression(), !822)
    #dbg_value(i64 %8, !819, !DIExpression(), !822)
    #dbg_value(i64 %9, !820, !DIExpression(), !822)
    #dbg_declare(ptr %0, !821, !DIExpression(), !823)
  %11 = add nsw i64 %2, %1, !dbg !823
  %12 = add nsw i64 %11, %3, !dbg !823
  %13 = add nsw i64 %12, %4, !dbg !823
  %14 = trunc i64 %13 to i32, !dbg !823
  store i32 %14, ptr %0, align 8, !dbg !823, !tbaa !391
  %15 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !823
  %16 = add nsw i64 %6, %5, !dbg !823
  %17 = add nsw i64 %16, %7, !dbg !823
  %18 = add nsw i64 %17, %8, !dbg !823
  %19 = sitofp i64 %18 to double, !dbg !823
  store double %19, ptr %15, align 8, !dbg !823, !tbaa !399
  %20 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !823
  %21 = trunc i64 %9 to i8, !dbg !823
  store i8 %21, ptr %20, align 8, !dbg !823, !tbaa !404
  ret void, !dbg !823
}

; Function Attrs: nofree nounwind uwtable
define dso_local i64 @r_drive_self() local_unnamed_addr #5 !dbg !824 {
  %1 = alloca %struct.PK, align 8, !DIAssignID !879
    #dbg_assign(i1 undef, !777, !DIExpression(), !879, ptr %1, !DIExpression(), !880)
  %2 = alloca %struct.PK, align 8, !DIAssignID !882
  %3 = alloca %struct.PK, align 8, !DIAssignID !883
  %4 = alloca %struct.PK, align 8, !DIAssignID !884
    #dbg_assign(i1 undef, !871, !DIExpression(), !884, ptr %4, !DIExpression(), !885)
  %5 = alloca %struct.Big, align 16, !DIAssignID !886
    #dbg_assign(i1 undef, !875, !DIExpression(), !886, ptr %5, !DIExpression(), !887)
    #dbg_value(i64 0, !828, !DIExpression(), !888)
    #dbg_value(i8 -5, !831, !DIExpression(), !888)
    #dbg_value(i16 -300, !832, !DIExpression(), !888)
    #dbg_value(i24 197121, !833, !DIExpression(), !888)
    #dbg_value(i40 34477573380, !834, !DIExpression(), !888)
    #dbg_value(i48 -47243919369, !835, !DIExpression(), !888)
    #dbg_value(i64 4520156725444620, !836, !DIExpression(), !888)
    #dbg_value(i64 81604378607, !837, !DIExpression(), !888)
    #dbg_value(i64 1880560806837687315, !838, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !888)
    #dbg_value(i8 27, !838, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !888)
    #dbg_value(i64 128849018852, !839, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !888)
    #dbg_value(i32 -30, !839, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !888)
    #dbg_value(i64 2748642880894607391, !840, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !888)
    #dbg_value(i56 12714937854535719, !840, !DIExpression(DW_OP_LLVM_fragment, 64, 56), !888)
    #dbg_value(i64 -46, !841, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !888)
    #dbg_value(i64 47, !841, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !888)
    #dbg_value(i64 81985529216486895, !842, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !888)
    #dbg_value(i64 -1229782938247303441, !842, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !888)
    #dbg_value(i128 1339673755198158349623302689933104920, !843, !DIExpression(), !888)
    #dbg_value(i128 922337203685477580752, !844, !DIExpression(), !888)
    #dbg_value(i128 -940783947759187132366, !845, !DIExpression(), !888)
    #dbg_value(i64 4661225614328463412, !846, !DIExpression(), !888)
    #dbg_value(i64 -4590680948290355200, !847, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !888)
    #dbg_value(i64 54, !847, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !888)
    #dbg_value(i64 -235156799488, !848, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !888)
    #dbg_value(i32 1113718784, !848, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !888)
    #dbg_value(i32 3171109, !849, !DIExpression(), !888)
    #dbg_value(i64 97136462551097, !850, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !888)
    #dbg_value(i8 0, !850, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !888)
    #dbg_value(i64 0, !851, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !888)
    #dbg_value(i64 22873, !851, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !888)
    #dbg_value(i64 60, !851, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !888)
    #dbg_value(i64 61, !852, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !888)
    #dbg_value(i64 62, !852, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !888)
    #dbg_value(i64 63, !852, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !888)
    #dbg_value(i64 64, !852, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !888)
    #dbg_value(i64 65, !852, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !888)
    #dbg_value(i64 -66, !853, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !888)
    #dbg_value(i64 -67, !853, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !888)
    #dbg_value(i64 -68, !853, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !888)
    #dbg_value(i64 -69, !853, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !888)
    #dbg_value(i64 -70, !853, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !888)
    #dbg_value(i32 71, !854, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !888)
    #dbg_assign(i1 undef, !854, !DIExpression(DW_OP_LLVM_fragment, 32, 160), !889, ptr poison, !DIExpression(), !888)
    #dbg_value(ptr undef, !189, !DIExpression(), !890)
    #dbg_value(i32 1, !196, !DIExpression(), !890)
    #dbg_value(ptr undef, !198, !DIExpression(), !890)
    #dbg_value(i64 0, !202, !DIExpression(), !893)
    #dbg_value(i64 7, !197, !DIExpression(), !890)
    #dbg_value(i64 7, !207, !DIExpression(), !894)
    #dbg_value(i64 251, !212, !DIExpression(), !894)
    #dbg_value(i64 6999809, !207, !DIExpression(), !896)
    #dbg_value(i64 254, !212, !DIExpression(), !896)
    #dbg_value(i64 6999829999549, !197, !DIExpression(), !899)
    #dbg_value(i64 2, !202, !DIExpression(), !900)
    #dbg_value(i64 7000041000062, !207, !DIExpression(), !901)
    #dbg_value(i64 3, !212, !DIExpression(), !901)
    #dbg_value(i64 7000062000185000185, !197, !DIExpression(), !904)
    #dbg_value(i64 3, !202, !DIExpression(), !905)
    #dbg_value(i64 1792974068568518891, !207, !DIExpression(), !906)
    #dbg_value(i64 8, !212, !DIExpression(), !906)
    #dbg_value(i64 -7182985696401415287, !197, !DIExpression(), !909)
    #dbg_value(i64 5, !202, !DIExpression(), !910)
    #dbg_value(i64 8924835055689637372, !207, !DIExpression(), !911)
    #dbg_value(i64 255, !212, !DIExpression(), !911)
    #dbg_value(i64 -4994059203402838005, !197, !DIExpression(), !914)
    #dbg_value(i64 6, !202, !DIExpression(), !915)
    #dbg_value(!DIArgList(i64 251, i64 -7182985696401415287, i64 7000062000185000185, i64 6999829999549), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 7000021, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !916)
    #dbg_value(i64 -4994059203402838005, !212, !DIExpression(), !916)
    #dbg_value(ptr undef, !189, !DIExpression(), !918)
    #dbg_value(i32 3, !196, !DIExpression(), !918)
    #dbg_value(ptr undef, !198, !DIExpression(), !918)
    #dbg_value(i64 7000048000094, !207, !DIExpression(), !920)
    #dbg_value(i64 16, !212, !DIExpression(), !920)
    #dbg_value(i64 7000069000238000266, !197, !DIExpression(), !918)
    #dbg_value(i64 3, !202, !DIExpression(), !922)
    #dbg_value(i64 -4750143587654848869, !207, !DIExpression(), !923)
    #dbg_value(i64 0, !212, !DIExpression(), !923)
    #dbg_value(i64 7888103113674434705, !197, !DIExpression(), !926)
    #dbg_value(i64 8, !202, !DIExpression(), !927)
    #dbg_value(i64 -3808543783122995577, !207, !DIExpression(), !928)
    #dbg_value(i64 27, !212, !DIExpression(), !928)
    #dbg_value(i64 -3533808123500244146, !197, !DIExpression(), !931)
    #dbg_value(i64 9, !202, !DIExpression(), !932)
    #dbg_value(i64 4081281580927931247, !207, !DIExpression(), !933)
    #dbg_value(i64 12, !212, !DIExpression(), !933)
    #dbg_value(i64 7038696656864408577, !207, !DIExpression(), !935)
    #dbg_value(i64 -13, !212, !DIExpression(), !935)
    #dbg_value(i64 3338406742177173471, !207, !DIExpression(), !937)
    #dbg_value(i64 -3533808123500244146, !212, !DIExpression(), !937)
    #dbg_value(i64 2426013964930692627, !830, !DIExpression(), !888)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.1, i64 noundef 2426013964930692627), !dbg !939
    #dbg_value(i64 0, !207, !DIExpression(), !940)
    #dbg_value(i64 2426013964930692627, !212, !DIExpression(), !940)
    #dbg_value(i64 2426013964930692627, !828, !DIExpression(), !888)
    #dbg_value(i64 1, !207, !DIExpression(), !942)
    #dbg_value(i64 1230066625199609624, !212, !DIExpression(), !942)
    #dbg_value(i64 1230066625199822171, !207, !DIExpression(), !945)
    #dbg_value(i64 72623859790382856, !212, !DIExpression(), !945)
    #dbg_value(i64 4598574522804849625, !207, !DIExpression(), !947)
    #dbg_value(i64 2, !212, !DIExpression(), !947)
    #dbg_value(i64 -511606636082803767, !207, !DIExpression(), !949)
    #dbg_value(i64 -48, !212, !DIExpression(), !949)
    #dbg_value(i64 6170762451310893131, !207, !DIExpression(), !951)
    #dbg_value(i64 49, !212, !DIExpression(), !951)
    #dbg_value(i64 -5417194998433353328, !207, !DIExpression(), !953)
    #dbg_value(i64 3, !212, !DIExpression(), !953)
    #dbg_value(i64 7188619787975907507, !207, !DIExpression(), !955)
    #dbg_value(i64 99, !212, !DIExpression(), !955)
    #dbg_value(i64 528542880298622138, !207, !DIExpression(), !957)
    #dbg_value(i64 4, !212, !DIExpression(), !957)
    #dbg_value(i64 8354727336960964778, !830, !DIExpression(), !888)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.2, i64 noundef 8354727336960964778), !dbg !959
    #dbg_value(i64 2426013964930692627, !207, !DIExpression(), !960)
    #dbg_value(i64 8354727336960964778, !212, !DIExpression(), !960)
    #dbg_value(i64 -7784740119902931885, !828, !DIExpression(), !888)
    #dbg_value(i64 8051300359011672198, !207, !DIExpression(), !962)
    #dbg_value(i64 -75, !212, !DIExpression(), !962)
    #dbg_value(i64 -3254269257206042457, !207, !DIExpression(), !965)
    #dbg_value(i64 71, !212, !DIExpression(), !965)
    #dbg_value(i64 3335749656473209330, !207, !DIExpression(), !967)
    #dbg_value(i64 290, !212, !DIExpression(), !967)
    #dbg_value(i64 -1960614866888196236, !207, !DIExpression(), !969)
    #dbg_value(i64 73, !212, !DIExpression(), !969)
    #dbg_value(i64 -8554858577207082219, !207, !DIExpression(), !971)
    #dbg_value(i64 -2, !212, !DIExpression(), !971)
    #dbg_value(i64 3763415198473258881, !830, !DIExpression(), !888)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.3, i64 noundef 3763415198473258881), !dbg !973
    #dbg_value(i64 -7784740119902931885, !207, !DIExpression(), !974)
    #dbg_value(i64 3763415198473258881, !212, !DIExpression(), !974)
    #dbg_value(i64 1469606542671745080, !828, !DIExpression(), !888)
    #dbg_value(i64 62, !830, !DIExpression(), !888)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.4, i64 noundef 62), !dbg !976
    #dbg_value(i64 1469606542671745080, !207, !DIExpression(), !977)
    #dbg_value(i64 62, !212, !DIExpression(), !977)
    #dbg_value(i64 -4255372919462908266, !828, !DIExpression(), !888)
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %3)
    #dbg_assign(i1 undef, !452, !DIExpression(), !883, ptr %3, !DIExpression(), !979)
    #dbg_value(i64 4661225614328463412, !446, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !979)
    #dbg_value(i64 4661225614328463412, !446, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !979)
    #dbg_value(i64 poison, !447, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !979)
    #dbg_value(i64 poison, !447, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !979)
    #dbg_value(i64 poison, !449, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !979)
    #dbg_value(i64 poison, !449, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !979)
    #dbg_value(i64 poison, !449, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !979)
    #dbg_value(i64 3171109, !451, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !979)
  store i64 97136462551097, ptr %3, align 8, !DIAssignID !981
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  store i8 0, ptr %10, align 8, !DIAssignID !982
    #dbg_assign(i64 97136462551097, !452, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !981, ptr %3, !DIExpression(), !979)
    #dbg_assign(i8 0, !452, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !982, ptr %10, !DIExpression(), !979)
    #dbg_value(i64 22873, !453, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !979)
    #dbg_value(i64 60, !453, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 8), !979)
    #dbg_value(i64 60, !453, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 72, 56), !979)
    #dbg_value(double 3.750000e-01, !448, !DIExpression(), !979)
    #dbg_value(float -7.750000e+00, !450, !DIExpression(), !979)
    #dbg_value(i64 4661225614328463412, !207, !DIExpression(DW_OP_constu, 32, DW_OP_shl, DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value), !983)
    #dbg_value(i64 poison, !212, !DIExpression(), !983)
    #dbg_value(!DIArgList(i64 poison, i64 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !985)
    #dbg_value(i64 poison, !212, !DIExpression(), !985)
    #dbg_value(!DIArgList(i64 poison, i64 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !987)
    #dbg_value(i64 poison, !212, !DIExpression(), !987)
    #dbg_value(!DIArgList(i64 poison, i64 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !989)
    #dbg_value(i64 poison, !212, !DIExpression(), !989)
    #dbg_value(!DIArgList(i64 poison, i64 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !991)
    #dbg_value(i64 poison, !212, !DIExpression(), !991)
    #dbg_value(!DIArgList(i64 poison, i64 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !993)
    #dbg_value(i64 poison, !212, !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value), !993)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 32, DW_OP_shra, DW_OP_xor, DW_OP_stack_value), !995)
    #dbg_value(i64 poison, !212, !DIExpression(), !995)
    #dbg_value(!DIArgList(i64 poison, i64 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !997)
    #dbg_value(i64 poison, !212, !DIExpression(), !997)
    #dbg_value(!DIArgList(i64 poison, i64 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !999)
    #dbg_value(i64 3171109, !212, !DIExpression(DW_OP_constu, 7, DW_OP_and, DW_OP_stack_value), !999)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_stack_value), !1001)
    #dbg_value(i64 3171109, !212, !DIExpression(DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_stack_value), !1001)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_stack_value), !1003)
    #dbg_value(i64 3171109, !212, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !1003)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !454, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !979)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_constu, 7, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 3, DW_OP_shr, DW_OP_constu, 127, DW_OP_and, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 10, DW_OP_shl, DW_OP_constu, 20, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_xor, DW_OP_stack_value), !1005)
    #dbg_value(i64 97136462551097, !212, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1005)
  %11 = getelementptr inbounds i8, ptr %3, i64 1, !dbg !1007
  %12 = load i64, ptr %11, align 1, !dbg !1007, !tbaa !484
    #dbg_value(i64 %12, !212, !DIExpression(), !1008)
    #dbg_value(i64 22873, !212, !DIExpression(), !1010)
    #dbg_value(ptr undef, !189, !DIExpression(), !1012)
    #dbg_value(i32 1, !196, !DIExpression(), !1012)
    #dbg_value(ptr undef, !198, !DIExpression(), !1012)
    #dbg_value(i64 7, !207, !DIExpression(), !1014)
    #dbg_value(i64 60, !212, !DIExpression(), !1014)
    #dbg_value(i64 60, !197, !DIExpression(DW_OP_constu, 7000021, DW_OP_xor, DW_OP_stack_value), !1012)
    #dbg_value(i64 1, !202, !DIExpression(), !1016)
    #dbg_value(i64 52, !207, !DIExpression(), !983)
    #dbg_value(float 5.500000e+00, !446, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !979)
    #dbg_value(i64 44, !212, !DIExpression(), !983)
    #dbg_value(i64 52000176, !207, !DIExpression(), !985)
    #dbg_value(double -5.325000e+01, !447, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !979)
    #dbg_value(i64 -426, !212, !DIExpression(), !985)
    #dbg_value(i64 -52000332000442, !207, !DIExpression(), !987)
    #dbg_value(i64 54, !447, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !979)
    #dbg_value(i64 54, !212, !DIExpression(), !987)
    #dbg_value(i64 3339744219690653540, !207, !DIExpression(), !989)
    #dbg_value(i64 3, !212, !DIExpression(), !989)
    #dbg_value(i64 8117866345710987055, !207, !DIExpression(), !991)
    #dbg_value(i64 -235156799488, !449, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !979)
    #dbg_value(float 1.125000e+00, !449, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !979)
    #dbg_value(i64 9, !212, !DIExpression(), !991)
    #dbg_value(i64 -4858695485610795196, !207, !DIExpression(), !993)
    #dbg_value(i64 -55, !212, !DIExpression(), !993)
    #dbg_value(i64 3693378819518695685, !207, !DIExpression(), !995)
    #dbg_value(float 5.650000e+01, !449, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !979)
    #dbg_value(i64 452, !212, !DIExpression(), !995)
    #dbg_value(i64 1247961101526083467, !207, !DIExpression(), !997)
    #dbg_value(i64 -62, !212, !DIExpression(), !997)
    #dbg_value(i64 -5715334789459324765, !207, !DIExpression(), !999)
    #dbg_value(i64 5, !212, !DIExpression(), !999)
    #dbg_value(i64 2780893737234210988, !207, !DIExpression(), !1001)
    #dbg_value(i64 100, !212, !DIExpression(), !1001)
    #dbg_value(i64 70571486655866208, !207, !DIExpression(), !1003)
    #dbg_value(i32 3171109, !451, !DIExpression(), !979)
    #dbg_value(i64 -1000, !212, !DIExpression(), !1003)
    #dbg_value(i64 5544455686568883256, !207, !DIExpression(), !1005)
    #dbg_value(i64 57, !212, !DIExpression(), !1005)
    #dbg_value(i64 8240677357871635089, !207, !DIExpression(), !1008)
    #dbg_value(!DIArgList(i64 6546599514420041203, i64 %12), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1010)
    #dbg_value(!DIArgList(i64 6546599514420041203, i64 %12), !454, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !979)
  %13 = xor i64 %12, 6546599514420041203, !dbg !1017
    #dbg_value(i64 %13, !454, !DIExpression(), !979)
    #dbg_value(i64 %13, !207, !DIExpression(), !1010)
  %14 = mul i64 %13, 1000003, !dbg !1018
  %15 = xor i64 %14, 22873, !dbg !1019
    #dbg_value(i64 %15, !207, !DIExpression(), !1020)
    #dbg_value(i64 60, !212, !DIExpression(DW_OP_constu, 7000021, DW_OP_xor, DW_OP_stack_value), !1020)
  %16 = mul i64 %15, 1000003, !dbg !1022
  %17 = xor i64 %16, 7000041, !dbg !1023
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %3), !dbg !1007
    #dbg_value(i64 %17, !830, !DIExpression(), !888)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.5, i64 noundef %17), !dbg !1024
    #dbg_value(i64 -4255372919462908266, !207, !DIExpression(), !1025)
    #dbg_value(i64 %17, !212, !DIExpression(), !1025)
    #dbg_value(i64 %16, !828, !DIExpression(DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_stack_value), !888)
    #dbg_value(ptr undef, !189, !DIExpression(), !1027)
    #dbg_value(i32 9, !196, !DIExpression(), !1027)
    #dbg_value(ptr undef, !198, !DIExpression(), !1027)
    #dbg_value(i64 -3808543783122995577, !207, !DIExpression(), !1030)
    #dbg_value(i64 27, !212, !DIExpression(), !1030)
    #dbg_value(i64 -3533808123500244146, !197, !DIExpression(), !1027)
    #dbg_value(i64 9, !202, !DIExpression(), !1032)
    #dbg_value(i64 9188425990204964527, !207, !DIExpression(), !1033)
    #dbg_value(i64 255, !212, !DIExpression(), !1033)
    #dbg_value(i64 1205159691515102514, !197, !DIExpression(), !1036)
    #dbg_value(i64 12, !202, !DIExpression(), !1037)
    #dbg_value(i64 -2787668976140298262, !207, !DIExpression(), !1038)
    #dbg_value(i64 45, !212, !DIExpression(), !1038)
    #dbg_value(i64 -5374728239242684909, !197, !DIExpression(), !1041)
    #dbg_value(i64 15, !202, !DIExpression(), !1042)
    #dbg_value(i64 -46, !207, !DIExpression(), !1043)
    #dbg_value(i64 47, !212, !DIExpression(), !1043)
    #dbg_value(i64 -46000167, !207, !DIExpression(), !1045)
    #dbg_value(i64 81985529216486895, !207, !DIExpression(), !1047)
    #dbg_value(i64 -1229782938247303441, !212, !DIExpression(), !1047)
    #dbg_value(i64 -7215327050999960222, !212, !DIExpression(), !1045)
    #dbg_value(i64 7215281652082688681, !207, !DIExpression(), !1049)
    #dbg_value(i64 -46, !207, !DIExpression(), !1051)
    #dbg_value(i64 47, !212, !DIExpression(), !1051)
    #dbg_value(i64 -46000167, !212, !DIExpression(), !1049)
    #dbg_value(i64 -6927448743452994590, !207, !DIExpression(), !1053)
    #dbg_value(i64 81985529216486895, !207, !DIExpression(), !1055)
    #dbg_value(i64 -1229782938247303441, !212, !DIExpression(), !1055)
    #dbg_value(i64 -7215327050999960222, !212, !DIExpression(), !1053)
    #dbg_value(i64 -8917625985293609660, !207, !DIExpression(), !1057)
    #dbg_value(i64 -46, !207, !DIExpression(), !1059)
    #dbg_value(i64 47, !212, !DIExpression(), !1059)
    #dbg_value(i64 -46000167, !212, !DIExpression(), !1057)
    #dbg_value(i64 5985635874439139121, !207, !DIExpression(), !1061)
    #dbg_value(i64 120, !212, !DIExpression(), !1061)
    #dbg_value(i64 7205350780006225651, !207, !DIExpression(), !1063)
    #dbg_value(i64 -5374728239242684909, !212, !DIExpression(), !1063)
    #dbg_value(i64 -5739427571934678646, !830, !DIExpression(), !888)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.6, i64 noundef -5739427571934678646), !dbg !1065
    #dbg_value(i64 %16, !207, !DIExpression(DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_stack_value), !1066)
    #dbg_value(i64 -5739427571934678646, !212, !DIExpression(), !1066)
    #dbg_value(i64 %16, !828, !DIExpression(DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_stack_value), !888)
    #dbg_value(i64 1, !207, !DIExpression(), !1068)
    #dbg_value(i64 2, !212, !DIExpression(), !1068)
    #dbg_value(i64 3, !212, !DIExpression(), !1071)
    #dbg_value(i64 4, !212, !DIExpression(), !1073)
    #dbg_value(i64 5, !212, !DIExpression(), !1075)
    #dbg_value(i64 6, !212, !DIExpression(), !1077)
    #dbg_value(i64 7, !212, !DIExpression(), !1079)
    #dbg_value(i64 8, !212, !DIExpression(), !1081)
    #dbg_value(ptr undef, !189, !DIExpression(), !1083)
    #dbg_value(i32 3, !196, !DIExpression(), !1083)
    #dbg_value(ptr undef, !198, !DIExpression(), !1083)
    #dbg_value(i64 7000041000062, !207, !DIExpression(), !1085)
    #dbg_value(i64 3, !212, !DIExpression(), !1085)
    #dbg_value(i64 7000062000185000185, !197, !DIExpression(), !1083)
    #dbg_value(i64 3, !202, !DIExpression(), !1087)
    #dbg_value(i64 1000001, !207, !DIExpression(), !1071)
    #dbg_value(i64 1000004000000, !207, !DIExpression(), !1073)
    #dbg_value(i64 1000007000012000004, !207, !DIExpression(), !1075)
    #dbg_value(i64 -6442946868462654967, !207, !DIExpression(), !1077)
    #dbg_value(i64 1892297569576161885, !207, !DIExpression(), !1079)
    #dbg_value(i64 -654100402610386864, !207, !DIExpression(), !1088)
    #dbg_value(i64 -819855292164868966, !212, !DIExpression(), !1088)
    #dbg_value(i64 -93557205929297814, !207, !DIExpression(), !1081)
    #dbg_value(i64 4399340939243902902, !207, !DIExpression(), !1090)
    #dbg_value(i64 7000062000185000185, !212, !DIExpression(), !1090)
    #dbg_value(i64 1589891245310615643, !207, !DIExpression(), !1092)
    #dbg_value(i64 0, !212, !DIExpression(), !1092)
    #dbg_value(i64 8036759472740167121, !830, !DIExpression(), !888)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.7, i64 noundef 8036759472740167121), !dbg !1094
    #dbg_value(i64 %16, !207, !DIExpression(DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_stack_value), !1095)
    #dbg_value(i64 8036759472740167121, !212, !DIExpression(), !1095)
    #dbg_value(i64 %16, !828, !DIExpression(DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_stack_value), !888)
    #dbg_value(i64 42, !830, !DIExpression(), !888)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.8, i64 noundef 42), !dbg !1097
    #dbg_value(i64 %16, !207, !DIExpression(DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_stack_value), !1098)
    #dbg_value(i64 42, !212, !DIExpression(), !1098)
    #dbg_value(i64 %16, !828, !DIExpression(DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_stack_value), !888)
    #dbg_value(i8 3, !855, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !1100)
    #dbg_value(i8 2, !855, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !1100)
    #dbg_value(i8 1, !855, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !1100)
    #dbg_value(ptr undef, !189, !DIExpression(), !1101)
    #dbg_value(i32 3, !196, !DIExpression(), !1101)
    #dbg_value(ptr undef, !198, !DIExpression(), !1101)
    #dbg_value(i64 7000043000064, !207, !DIExpression(), !1103)
    #dbg_value(i64 1, !212, !DIExpression(), !1103)
    #dbg_value(i64 7000064000193000193, !197, !DIExpression(), !1101)
    #dbg_value(i64 3, !202, !DIExpression(), !1105)
    #dbg_value(i64 7000064000193000193, !830, !DIExpression(), !888)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.9, i64 noundef 7000064000193000193), !dbg !1106
    #dbg_value(i64 %16, !207, !DIExpression(DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_stack_value), !1107)
    #dbg_value(i64 7000064000193000193, !212, !DIExpression(), !1107)
    #dbg_value(!DIArgList(i64 %16, i64 7000064000193000193), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !888)
    #dbg_value(i16 255, !857, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !1109)
    #dbg_value(i16 30000, !857, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !1109)
    #dbg_value(i8 1, !857, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !1109)
    #dbg_value(i8 2, !857, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !1109)
    #dbg_value(i8 3, !857, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !1109)
    #dbg_value(i8 0, !857, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !1109)
    #dbg_value(i64 255, !830, !DIExpression(), !888)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, i64 noundef 255), !dbg !1110
    #dbg_value(!DIArgList(i64 %16, i64 7000064000193000193), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1111)
    #dbg_value(i64 255, !212, !DIExpression(), !1111)
    #dbg_value(!DIArgList(i64 %16, i64 7000064000193000193), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_stack_value), !888)
    #dbg_value(i64 30000, !830, !DIExpression(), !888)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.11, i64 noundef 30000), !dbg !1113
    #dbg_value(!DIArgList(i64 %16, i64 7000064000193000193), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_stack_value), !1114)
    #dbg_value(i64 30000, !212, !DIExpression(), !1114)
    #dbg_value(!DIArgList(i64 %16, i64 30000, i64 7000064000193000193), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !888)
    #dbg_value(ptr undef, !189, !DIExpression(), !1116)
    #dbg_value(i32 3, !196, !DIExpression(), !1116)
    #dbg_value(ptr undef, !198, !DIExpression(), !1116)
    #dbg_value(i64 7000041000062, !207, !DIExpression(), !1118)
    #dbg_value(i64 3, !212, !DIExpression(), !1118)
    #dbg_value(i64 7000062000185000185, !197, !DIExpression(), !1116)
    #dbg_value(i64 3, !202, !DIExpression(), !1120)
    #dbg_value(i64 7000062000185000185, !830, !DIExpression(), !888)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.12, i64 noundef 7000062000185000185), !dbg !1121
    #dbg_value(!DIArgList(i64 %16, i64 30000, i64 7000064000193000193), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1122)
    #dbg_value(i64 7000062000185000185, !212, !DIExpression(), !1122)
    #dbg_value(!DIArgList(i64 %16, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !888)
    #dbg_value(i64 4701831963018547022, !859, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1124)
    #dbg_value(i8 70, !859, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !1124)
    #dbg_value(ptr undef, !189, !DIExpression(), !1125)
    #dbg_value(i32 9, !196, !DIExpression(), !1125)
    #dbg_value(ptr undef, !198, !DIExpression(), !1125)
    #dbg_value(i64 -8184828516517440321, !207, !DIExpression(), !1127)
    #dbg_value(i64 70, !212, !DIExpression(), !1127)
    #dbg_value(i64 4167990085597801403, !197, !DIExpression(), !1125)
    #dbg_value(i64 9, !202, !DIExpression(), !1129)
    #dbg_value(i64 4167990085597801403, !830, !DIExpression(), !888)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.9, i64 noundef 4167990085597801403), !dbg !1130
    #dbg_value(!DIArgList(i64 %16, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1131)
    #dbg_value(i64 4167990085597801403, !212, !DIExpression(), !1131)
    #dbg_value(!DIArgList(i64 %16, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !888)
    #dbg_value(i64 -657129996365, !861, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1133)
    #dbg_value(i32 -231, !861, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1133)
    #dbg_value(ptr undef, !189, !DIExpression(), !1134)
    #dbg_value(i32 12, !196, !DIExpression(), !1134)
    #dbg_value(ptr undef, !198, !DIExpression(), !1134)
    #dbg_value(i64 7840682695062589419, !207, !DIExpression(), !1136)
    #dbg_value(i64 255, !212, !DIExpression(), !1136)
    #dbg_value(i64 -8564443275469406082, !197, !DIExpression(), !1134)
    #dbg_value(i64 12, !202, !DIExpression(), !1138)
    #dbg_value(i64 -8564443275469406082, !830, !DIExpression(), !888)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.9, i64 noundef -8564443275469406082), !dbg !1139
    #dbg_value(!DIArgList(i64 %16, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1140)
    #dbg_value(i64 -8564443275469406082, !212, !DIExpression(), !1140)
    #dbg_value(!DIArgList(i64 %16, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !888)
    #dbg_value(i64 -1229782938247303441, !863, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1142)
    #dbg_value(i64 81985529216486895, !863, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1142)
    #dbg_value(i64 -1229782938247303441, !830, !DIExpression(), !888)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, i64 noundef -1229782938247303441), !dbg !1143
    #dbg_value(!DIArgList(i64 %16, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1144)
    #dbg_value(i64 -1229782938247303441, !212, !DIExpression(), !1144)
    #dbg_value(!DIArgList(i64 %16, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_stack_value), !888)
    #dbg_value(i64 81985529216486895, !830, !DIExpression(), !888)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.11, i64 noundef 81985529216486895), !dbg !1146
    #dbg_value(!DIArgList(i64 %16, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_stack_value), !1147)
    #dbg_value(i64 81985529216486895, !212, !DIExpression(), !1147)
    #dbg_value(!DIArgList(i64 %16, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_stack_value), !888)
    #dbg_value(double 5.000000e+00, !865, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1149)
    #dbg_value(i64 77, !865, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1149)
    #dbg_value(i64 5, !830, !DIExpression(), !888)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.13, i64 noundef 5), !dbg !1150
    #dbg_value(!DIArgList(i64 %16, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_stack_value), !1151)
    #dbg_value(i64 5, !212, !DIExpression(), !1151)
    #dbg_value(!DIArgList(i64 %16, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_stack_value), !888)
    #dbg_value(i64 77, !830, !DIExpression(), !888)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.14, i64 noundef 77), !dbg !1153
    #dbg_value(!DIArgList(i64 %16, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_stack_value), !1154)
    #dbg_value(i64 77, !212, !DIExpression(), !1154)
    #dbg_value(!DIArgList(i64 %16, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_stack_value), !888)
    #dbg_value(float 5.650000e+01, !867, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1156)
    #dbg_value(i64 -230814515200, !867, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !1156)
    #dbg_value(float 1.125000e+00, !867, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1156)
    #dbg_value(i64 452, !830, !DIExpression(), !888)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.15, i64 noundef 452), !dbg !1157
    #dbg_value(!DIArgList(i64 %16, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_stack_value), !1158)
    #dbg_value(i64 452, !212, !DIExpression(), !1158)
    #dbg_value(!DIArgList(i64 %16, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_stack_value), !888)
    #dbg_value(i64 -54, !830, !DIExpression(), !888)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.16, i64 noundef -54), !dbg !1160
    #dbg_value(!DIArgList(i64 %16, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_stack_value), !1161)
    #dbg_value(i64 -54, !212, !DIExpression(), !1161)
    #dbg_value(!DIArgList(i64 %16, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_stack_value), !888)
    #dbg_value(i64 9, !830, !DIExpression(), !888)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.17, i64 noundef 9), !dbg !1163
    #dbg_value(!DIArgList(i64 %16, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_stack_value), !1164)
    #dbg_value(i64 9, !212, !DIExpression(), !1164)
    #dbg_value(!DIArgList(i64 %16, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !888)
    #dbg_value(i128 -36893488147419103153, !869, !DIExpression(), !1166)
    #dbg_value(i64 79, !830, !DIExpression(), !888)
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.18, i64 noundef 79), !dbg !1167
    #dbg_value(!DIArgList(i64 %16, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !1168)
    #dbg_value(i64 79, !212, !DIExpression(), !1168)
    #dbg_value(!DIArgList(i64 %16, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_stack_value), !888)
    #dbg_value(i64 -2, !830, !DIExpression(), !888)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.19, i64 noundef -2), !dbg !1170
    #dbg_value(!DIArgList(i64 %16, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_stack_value), !1171)
    #dbg_value(i64 -2, !212, !DIExpression(), !1171)
    #dbg_value(!DIArgList(i64 %16, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_stack_value), !888)
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %4), !dbg !1173
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %1)
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %2)
    #dbg_assign(i1 undef, !776, !DIExpression(), !882, ptr %2, !DIExpression(), !880)
  store i64 97136462551097, ptr %2, align 8, !DIAssignID !1174
  %37 = getelementptr inbounds i8, ptr %2, i64 8
  store i8 0, ptr %37, align 8, !DIAssignID !1175
    #dbg_assign(i64 97136462551097, !776, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1174, ptr %2, !DIExpression(), !880)
    #dbg_assign(i8 0, !776, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !1175, ptr %37, !DIExpression(), !880)
  store i8 58, ptr %1, align 8, !dbg !1176, !tbaa !784, !DIAssignID !1177
    #dbg_assign(i8 58, !777, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !1177, ptr %1, !DIExpression(), !880)
  %38 = getelementptr inbounds i8, ptr %2, i64 1, !dbg !1176
  %39 = load i64, ptr %38, align 1, !dbg !1176, !tbaa !484
  %40 = mul nsw i64 %39, 3, !dbg !1176
  %41 = getelementptr inbounds i8, ptr %1, i64 1, !dbg !1176
  store i64 %40, ptr %41, align 1, !dbg !1176, !tbaa !484, !DIAssignID !1178
    #dbg_assign(i64 %40, !777, !DIExpression(DW_OP_LLVM_fragment, 8, 64), !1178, ptr %41, !DIExpression(), !880)
  %42 = load i64, ptr %1, align 8, !dbg !1176
  %43 = lshr i64 %40, 56, !dbg !1176
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %1), !dbg !1176
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %2), !dbg !1176
  store i64 %42, ptr %4, align 8, !dbg !1179, !DIAssignID !1180
  %44 = trunc nuw i64 %43 to i8, !dbg !1179
  %45 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !1179
  store i8 %44, ptr %45, align 8, !dbg !1179, !DIAssignID !1181
    #dbg_assign(i64 %42, !871, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1180, ptr %4, !DIExpression(), !885)
    #dbg_assign(i8 %44, !871, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !1181, ptr %45, !DIExpression(), !885)
  %46 = and i64 %42, 255, !dbg !1182
    #dbg_value(i64 %46, !830, !DIExpression(), !888)
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.20, i64 noundef %46), !dbg !1182
    #dbg_value(!DIArgList(i64 %16, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_stack_value), !1183)
    #dbg_value(i64 %46, !212, !DIExpression(), !1183)
    #dbg_value(!DIArgList(i64 %16, i64 %46, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !888)
  %48 = getelementptr inbounds i8, ptr %4, i64 1, !dbg !1185
  %49 = load i64, ptr %48, align 1, !dbg !1185, !tbaa !484
    #dbg_value(i64 %49, !830, !DIExpression(), !888)
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.14, i64 noundef %49), !dbg !1185
    #dbg_value(!DIArgList(i64 %16, i64 %46, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1186)
    #dbg_value(i64 %49, !212, !DIExpression(), !1186)
    #dbg_value(!DIArgList(i64 %16, i64 %49, i64 %46, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !888)
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %4), !dbg !1188
    #dbg_value(i64 -80, !873, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1189)
    #dbg_value(i64 9, !873, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1189)
    #dbg_value(i64 -80, !830, !DIExpression(), !888)
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.14, i64 noundef -80), !dbg !1190
    #dbg_value(!DIArgList(i64 %16, i64 %49, i64 %46, i64 -8564443275469406082, i64 4167990085597801403, i64 7000062000185000185, i64 30000, i64 7000064000193000193), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1471062021258121899, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1191)
    #dbg_value(i64 -80, !212, !DIExpression(), !1191)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !888)
    #dbg_value(i64 9, !830, !DIExpression(), !888)
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.21, i64 noundef 9), !dbg !1193
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1194)
    #dbg_value(i64 9, !212, !DIExpression(), !1194)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !888)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5) #10, !dbg !1196
    #dbg_value(i64 81, !799, !DIExpression(), !1197)
    #dbg_declare(ptr %5, !800, !DIExpression(), !1199)
    #dbg_assign(i64 81, !875, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1200, ptr %5, !DIExpression(), !887)
    #dbg_value(i64 1, !801, !DIExpression(), !1201)
  store <2 x i64> <i64 81, i64 82>, ptr %5, align 16, !dbg !1202, !tbaa !383, !alias.scope !1203, !DIAssignID !1200
    #dbg_assign(i64 82, !875, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1200, ptr %5, !DIExpression(DW_OP_plus_uconst, 8), !887)
    #dbg_value(i64 2, !801, !DIExpression(), !1201)
  %53 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !1202
    #dbg_assign(i64 83, !875, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1206, ptr %53, !DIExpression(), !887)
    #dbg_value(i64 3, !801, !DIExpression(), !1201)
  store <2 x i64> <i64 83, i64 84>, ptr %53, align 16, !dbg !1202, !tbaa !383, !alias.scope !1203, !DIAssignID !1206
    #dbg_assign(i64 84, !875, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1206, ptr %5, !DIExpression(DW_OP_plus_uconst, 24), !887)
    #dbg_value(i64 4, !801, !DIExpression(), !1201)
  %54 = getelementptr inbounds i8, ptr %5, i64 32, !dbg !1202
  store i64 85, ptr %54, align 16, !dbg !1202, !tbaa !383, !alias.scope !1203, !DIAssignID !1207
    #dbg_assign(i64 85, !875, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !1207, ptr %54, !DIExpression(), !887)
    #dbg_value(i64 5, !801, !DIExpression(), !1201)
    #dbg_value(ptr %5, !189, !DIExpression(), !1208)
    #dbg_value(i32 40, !196, !DIExpression(), !1208)
    #dbg_value(i64 7, !197, !DIExpression(), !1208)
    #dbg_value(ptr %5, !198, !DIExpression(), !1208)
    #dbg_value(i32 0, !202, !DIExpression(), !1210)
  br label %55, !dbg !1211

55:                                               ; preds = %55, %0
  %56 = phi i64 [ 0, %0 ], [ %63, %55 ]
  %57 = phi i64 [ 7, %0 ], [ %62, %55 ]
    #dbg_value(i64 %56, !202, !DIExpression(), !1210)
    #dbg_value(i64 %57, !197, !DIExpression(), !1208)
  %58 = getelementptr inbounds i8, ptr %5, i64 %56, !dbg !1212
  %59 = load i8, ptr %58, align 1, !dbg !1212, !tbaa !1213
  %60 = zext i8 %59 to i64, !dbg !1212
    #dbg_value(i64 %57, !207, !DIExpression(), !1214)
    #dbg_value(i64 %60, !212, !DIExpression(), !1214)
  %61 = mul i64 %57, 1000003, !dbg !1216
  %62 = xor i64 %61, %60, !dbg !1217
    #dbg_value(i64 %62, !197, !DIExpression(), !1208)
  %63 = add nuw nsw i64 %56, 1, !dbg !1218
    #dbg_value(i64 %63, !202, !DIExpression(), !1210)
  %64 = icmp eq i64 %63, 40, !dbg !1219
  br i1 %64, label %65, label %55, !dbg !1211, !llvm.loop !1220

65:                                               ; preds = %55
  %66 = xor i64 %16, 1471062021258121899, !dbg !1223
    #dbg_value(i64 %66, !207, !DIExpression(), !1066)
    #dbg_value(i64 %66, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_stack_value), !1095)
    #dbg_value(i64 %66, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_stack_value), !1098)
    #dbg_value(i64 %66, !828, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_stack_value), !888)
  %67 = mul i64 %66, 1000003, !dbg !1224
    #dbg_value(i64 %67, !207, !DIExpression(DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_stack_value), !1095)
    #dbg_value(i64 %67, !828, !DIExpression(DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_stack_value), !888)
    #dbg_value(i64 %67, !207, !DIExpression(DW_OP_constu, 12707316501774872970, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_stack_value), !1098)
  %68 = xor i64 %67, -5739427571934678646, !dbg !1225
    #dbg_value(i64 %68, !207, !DIExpression(), !1095)
    #dbg_value(i64 %68, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_stack_value), !1098)
    #dbg_value(i64 %68, !828, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_stack_value), !888)
  %69 = mul i64 %68, 1000003, !dbg !1226
    #dbg_value(i64 %69, !828, !DIExpression(DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_stack_value), !888)
    #dbg_value(i64 %69, !207, !DIExpression(DW_OP_constu, 8036759472740167121, DW_OP_xor, DW_OP_stack_value), !1098)
  %70 = xor i64 %69, 8036759472740167121, !dbg !1227
    #dbg_value(i64 %70, !207, !DIExpression(), !1098)
    #dbg_value(i64 %70, !828, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 42, DW_OP_xor, DW_OP_stack_value), !888)
  %71 = mul i64 %70, 1000003, !dbg !1228
    #dbg_value(i64 %71, !828, !DIExpression(DW_OP_constu, 42, DW_OP_xor, DW_OP_stack_value), !888)
  %72 = xor i64 %71, 42, !dbg !1229
    #dbg_value(i64 %72, !828, !DIExpression(), !888)
  %73 = mul i64 %72, 1000003, !dbg !1230
    #dbg_value(!DIArgList(i64 %73, i64 7000064000193000193), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1111)
    #dbg_value(!DIArgList(i64 %73, i64 30000, i64 7000064000193000193), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !888)
    #dbg_value(!DIArgList(i64 %73, i64 7000064000193000193), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_stack_value), !1114)
  %74 = xor i64 %73, 7000064000193000193, !dbg !1231
    #dbg_value(i64 %74, !207, !DIExpression(), !1111)
    #dbg_value(!DIArgList(i64 %74, i64 30000), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !888)
    #dbg_value(i64 %74, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 255, DW_OP_xor, DW_OP_stack_value), !1114)
  %75 = mul i64 %74, 1000003, !dbg !1232
    #dbg_value(!DIArgList(i64 %75, i64 30000), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !888)
    #dbg_value(i64 %75, !207, !DIExpression(DW_OP_constu, 255, DW_OP_xor, DW_OP_stack_value), !1114)
  %76 = xor i64 %75, 255, !dbg !1233
    #dbg_value(!DIArgList(i64 %76, i64 30000), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !888)
    #dbg_value(i64 %76, !207, !DIExpression(), !1114)
  %77 = mul i64 %76, 1000003, !dbg !1234
    #dbg_value(!DIArgList(i64 %77, i64 30000), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !888)
  %78 = xor i64 %77, 30000, !dbg !1235
    #dbg_value(i64 %78, !828, !DIExpression(), !888)
  %79 = mul i64 %78, 1000003, !dbg !1236
    #dbg_value(!DIArgList(i64 %79, i64 7000062000185000185), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !888)
  %80 = xor i64 %79, 7000062000185000185, !dbg !1237
    #dbg_value(i64 %80, !828, !DIExpression(), !888)
  %81 = mul i64 %80, 1000003, !dbg !1238
    #dbg_value(!DIArgList(i64 %81, i64 4167990085597801403), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !888)
  %82 = xor i64 %81, 4167990085597801403, !dbg !1239
    #dbg_value(i64 %82, !828, !DIExpression(), !888)
  %83 = mul i64 %82, 1000003, !dbg !1240
    #dbg_value(!DIArgList(i64 %83, i64 -8564443275469406082), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1144)
    #dbg_value(!DIArgList(i64 %83, i64 -8564443275469406082), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_stack_value), !1147)
    #dbg_value(!DIArgList(i64 %83, i64 -8564443275469406082), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_stack_value), !1151)
    #dbg_value(!DIArgList(i64 %83, i64 -8564443275469406082), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_stack_value), !1154)
    #dbg_value(!DIArgList(i64 %83, i64 -8564443275469406082), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_stack_value), !1158)
    #dbg_value(!DIArgList(i64 %83, i64 -8564443275469406082), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_stack_value), !1161)
    #dbg_value(!DIArgList(i64 %83, i64 -8564443275469406082), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_stack_value), !1164)
    #dbg_value(!DIArgList(i64 %83, i64 -8564443275469406082), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !1168)
    #dbg_value(!DIArgList(i64 %83, i64 -8564443275469406082), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_stack_value), !1171)
    #dbg_value(!DIArgList(i64 %83, i64 -8564443275469406082), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_stack_value), !1183)
    #dbg_value(!DIArgList(i64 %83, i64 %46, i64 -8564443275469406082), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1186)
    #dbg_value(!DIArgList(i64 %83, i64 %49, i64 %46, i64 -8564443275469406082), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1191)
    #dbg_value(!DIArgList(i64 %83, i64 %49, i64 %46, i64 -8564443275469406082), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !888)
    #dbg_value(!DIArgList(i64 %83, i64 %49, i64 %46, i64 -8564443275469406082), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1194)
  %84 = xor i64 %83, -8564443275469406082, !dbg !1241
    #dbg_value(i64 %84, !207, !DIExpression(), !1144)
    #dbg_value(i64 %84, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_stack_value), !1147)
    #dbg_value(i64 %84, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_stack_value), !1151)
    #dbg_value(i64 %84, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_stack_value), !1154)
    #dbg_value(i64 %84, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_stack_value), !1158)
    #dbg_value(i64 %84, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_stack_value), !1161)
    #dbg_value(i64 %84, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_stack_value), !1164)
    #dbg_value(i64 %84, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !1168)
    #dbg_value(i64 %84, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_stack_value), !1171)
    #dbg_value(i64 %84, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_stack_value), !1183)
    #dbg_value(!DIArgList(i64 %84, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1186)
    #dbg_value(!DIArgList(i64 %84, i64 %49, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1191)
    #dbg_value(!DIArgList(i64 %84, i64 %49, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1194)
    #dbg_value(!DIArgList(i64 %84, i64 %49, i64 %46), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !888)
  %85 = mul i64 %84, 1000003, !dbg !1242
    #dbg_value(i64 %85, !207, !DIExpression(DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_stack_value), !1147)
    #dbg_value(i64 %85, !207, !DIExpression(DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_stack_value), !1151)
    #dbg_value(i64 %85, !207, !DIExpression(DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_stack_value), !1154)
    #dbg_value(i64 %85, !207, !DIExpression(DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_stack_value), !1158)
    #dbg_value(i64 %85, !207, !DIExpression(DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_stack_value), !1161)
    #dbg_value(i64 %85, !207, !DIExpression(DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_stack_value), !1164)
    #dbg_value(i64 %85, !207, !DIExpression(DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !1168)
    #dbg_value(i64 %85, !207, !DIExpression(DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_stack_value), !1171)
    #dbg_value(i64 %85, !207, !DIExpression(DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_stack_value), !1183)
    #dbg_value(!DIArgList(i64 %85, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1186)
    #dbg_value(!DIArgList(i64 %85, i64 %49, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1191)
    #dbg_value(!DIArgList(i64 %85, i64 %49, i64 %46), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !888)
    #dbg_value(!DIArgList(i64 %85, i64 %49, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 17216961135462248175, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1194)
  %86 = xor i64 %85, -1229782938247303441, !dbg !1243
    #dbg_value(i64 %86, !207, !DIExpression(), !1147)
    #dbg_value(i64 %86, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_stack_value), !1151)
    #dbg_value(i64 %86, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_stack_value), !1154)
    #dbg_value(i64 %86, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_stack_value), !1158)
    #dbg_value(i64 %86, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_stack_value), !1161)
    #dbg_value(i64 %86, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_stack_value), !1164)
    #dbg_value(i64 %86, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !1168)
    #dbg_value(i64 %86, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_stack_value), !1171)
    #dbg_value(i64 %86, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_stack_value), !1183)
    #dbg_value(!DIArgList(i64 %86, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1186)
    #dbg_value(!DIArgList(i64 %86, i64 %49, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1191)
    #dbg_value(!DIArgList(i64 %86, i64 %49, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1194)
    #dbg_value(!DIArgList(i64 %86, i64 %49, i64 %46), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !888)
  %87 = mul i64 %86, 1000003, !dbg !1244
    #dbg_value(i64 %87, !207, !DIExpression(DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_stack_value), !1151)
    #dbg_value(i64 %87, !207, !DIExpression(DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_stack_value), !1154)
    #dbg_value(i64 %87, !207, !DIExpression(DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_stack_value), !1158)
    #dbg_value(i64 %87, !207, !DIExpression(DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_stack_value), !1161)
    #dbg_value(i64 %87, !207, !DIExpression(DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_stack_value), !1164)
    #dbg_value(i64 %87, !207, !DIExpression(DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !1168)
    #dbg_value(i64 %87, !207, !DIExpression(DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_stack_value), !1171)
    #dbg_value(i64 %87, !207, !DIExpression(DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_stack_value), !1183)
    #dbg_value(!DIArgList(i64 %87, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1186)
    #dbg_value(!DIArgList(i64 %87, i64 %49, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1191)
    #dbg_value(!DIArgList(i64 %87, i64 %49, i64 %46), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !888)
    #dbg_value(!DIArgList(i64 %87, i64 %49, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 81985529216486895, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1194)
  %88 = xor i64 %87, 81985529216486895, !dbg !1245
    #dbg_value(i64 %88, !207, !DIExpression(), !1151)
    #dbg_value(i64 %88, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_stack_value), !1154)
    #dbg_value(i64 %88, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_stack_value), !1158)
    #dbg_value(i64 %88, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_stack_value), !1161)
    #dbg_value(i64 %88, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_stack_value), !1164)
    #dbg_value(i64 %88, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !1168)
    #dbg_value(i64 %88, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_stack_value), !1171)
    #dbg_value(i64 %88, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_stack_value), !1183)
    #dbg_value(!DIArgList(i64 %88, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1186)
    #dbg_value(!DIArgList(i64 %88, i64 %49, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1191)
    #dbg_value(!DIArgList(i64 %88, i64 %49, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1194)
    #dbg_value(!DIArgList(i64 %88, i64 %49, i64 %46), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !888)
  %89 = mul i64 %88, 1000003, !dbg !1246
    #dbg_value(i64 %89, !207, !DIExpression(DW_OP_constu, 5, DW_OP_xor, DW_OP_stack_value), !1154)
    #dbg_value(i64 %89, !207, !DIExpression(DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_stack_value), !1158)
    #dbg_value(i64 %89, !207, !DIExpression(DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_stack_value), !1161)
    #dbg_value(i64 %89, !207, !DIExpression(DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_stack_value), !1164)
    #dbg_value(i64 %89, !207, !DIExpression(DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !1168)
    #dbg_value(i64 %89, !207, !DIExpression(DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_stack_value), !1171)
    #dbg_value(i64 %89, !207, !DIExpression(DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_stack_value), !1183)
    #dbg_value(!DIArgList(i64 %89, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1186)
    #dbg_value(!DIArgList(i64 %89, i64 %49, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1191)
    #dbg_value(!DIArgList(i64 %89, i64 %49, i64 %46), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !888)
    #dbg_value(!DIArgList(i64 %89, i64 %49, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1194)
  %90 = xor i64 %89, 5, !dbg !1247
    #dbg_value(i64 %90, !207, !DIExpression(), !1154)
    #dbg_value(i64 %90, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_stack_value), !1158)
    #dbg_value(i64 %90, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_stack_value), !1161)
    #dbg_value(i64 %90, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_stack_value), !1164)
    #dbg_value(i64 %90, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !1168)
    #dbg_value(i64 %90, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_stack_value), !1171)
    #dbg_value(i64 %90, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_stack_value), !1183)
    #dbg_value(!DIArgList(i64 %90, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1186)
    #dbg_value(!DIArgList(i64 %90, i64 %49, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1191)
    #dbg_value(!DIArgList(i64 %90, i64 %49, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1194)
    #dbg_value(!DIArgList(i64 %90, i64 %49, i64 %46), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !888)
  %91 = mul i64 %90, 1000003, !dbg !1248
    #dbg_value(i64 %91, !207, !DIExpression(DW_OP_constu, 77, DW_OP_xor, DW_OP_stack_value), !1158)
    #dbg_value(i64 %91, !207, !DIExpression(DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_stack_value), !1161)
    #dbg_value(i64 %91, !207, !DIExpression(DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_stack_value), !1164)
    #dbg_value(i64 %91, !207, !DIExpression(DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !1168)
    #dbg_value(i64 %91, !207, !DIExpression(DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_stack_value), !1171)
    #dbg_value(i64 %91, !207, !DIExpression(DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_stack_value), !1183)
    #dbg_value(!DIArgList(i64 %91, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1186)
    #dbg_value(!DIArgList(i64 %91, i64 %49, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1191)
    #dbg_value(!DIArgList(i64 %91, i64 %49, i64 %46), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !888)
    #dbg_value(!DIArgList(i64 %91, i64 %49, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 77, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1194)
  %92 = xor i64 %91, 77, !dbg !1249
    #dbg_value(i64 %92, !207, !DIExpression(), !1158)
    #dbg_value(i64 %92, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_stack_value), !1161)
    #dbg_value(i64 %92, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_stack_value), !1164)
    #dbg_value(i64 %92, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !1168)
    #dbg_value(i64 %92, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_stack_value), !1171)
    #dbg_value(i64 %92, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_stack_value), !1183)
    #dbg_value(!DIArgList(i64 %92, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1186)
    #dbg_value(!DIArgList(i64 %92, i64 %49, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1191)
    #dbg_value(!DIArgList(i64 %92, i64 %49, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1194)
    #dbg_value(!DIArgList(i64 %92, i64 %49, i64 %46), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !888)
  %93 = mul i64 %92, 1000003, !dbg !1250
    #dbg_value(i64 %93, !207, !DIExpression(DW_OP_constu, 452, DW_OP_xor, DW_OP_stack_value), !1161)
    #dbg_value(i64 %93, !207, !DIExpression(DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_stack_value), !1164)
    #dbg_value(i64 %93, !207, !DIExpression(DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !1168)
    #dbg_value(i64 %93, !207, !DIExpression(DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_stack_value), !1171)
    #dbg_value(i64 %93, !207, !DIExpression(DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_stack_value), !1183)
    #dbg_value(!DIArgList(i64 %93, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1186)
    #dbg_value(!DIArgList(i64 %93, i64 %49, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1191)
    #dbg_value(!DIArgList(i64 %93, i64 %49, i64 %46), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !888)
    #dbg_value(!DIArgList(i64 %93, i64 %49, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 452, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1194)
  %94 = xor i64 %93, 452, !dbg !1251
    #dbg_value(i64 %94, !207, !DIExpression(), !1161)
    #dbg_value(i64 %94, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_stack_value), !1164)
    #dbg_value(i64 %94, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !1168)
    #dbg_value(i64 %94, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_stack_value), !1171)
    #dbg_value(i64 %94, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_stack_value), !1183)
    #dbg_value(!DIArgList(i64 %94, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1186)
    #dbg_value(!DIArgList(i64 %94, i64 %49, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1191)
    #dbg_value(!DIArgList(i64 %94, i64 %49, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1194)
    #dbg_value(!DIArgList(i64 %94, i64 %49, i64 %46), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !888)
  %95 = mul i64 %94, 1000003, !dbg !1252
    #dbg_value(i64 %95, !207, !DIExpression(DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_stack_value), !1164)
    #dbg_value(i64 %95, !207, !DIExpression(DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !1168)
    #dbg_value(i64 %95, !207, !DIExpression(DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_stack_value), !1171)
    #dbg_value(i64 %95, !207, !DIExpression(DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_stack_value), !1183)
    #dbg_value(!DIArgList(i64 %95, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1186)
    #dbg_value(!DIArgList(i64 %95, i64 %49, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1191)
    #dbg_value(!DIArgList(i64 %95, i64 %49, i64 %46), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !888)
    #dbg_value(!DIArgList(i64 %95, i64 %49, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 18446744073709551562, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1194)
  %96 = xor i64 %95, -54, !dbg !1253
    #dbg_value(i64 %96, !207, !DIExpression(), !1164)
    #dbg_value(i64 %96, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !1168)
    #dbg_value(i64 %96, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_stack_value), !1171)
    #dbg_value(i64 %96, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_stack_value), !1183)
    #dbg_value(!DIArgList(i64 %96, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1186)
    #dbg_value(!DIArgList(i64 %96, i64 %49, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1191)
    #dbg_value(!DIArgList(i64 %96, i64 %49, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1194)
    #dbg_value(!DIArgList(i64 %96, i64 %49, i64 %46), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !888)
  %97 = mul i64 %96, 1000003, !dbg !1254
    #dbg_value(i64 %97, !207, !DIExpression(DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !1168)
    #dbg_value(i64 %97, !207, !DIExpression(DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_stack_value), !1171)
    #dbg_value(i64 %97, !207, !DIExpression(DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_stack_value), !1183)
    #dbg_value(!DIArgList(i64 %97, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1186)
    #dbg_value(!DIArgList(i64 %97, i64 %49, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1191)
    #dbg_value(!DIArgList(i64 %97, i64 %49, i64 %46), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !888)
    #dbg_value(!DIArgList(i64 %97, i64 %49, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1194)
  %98 = xor i64 %97, 9, !dbg !1255
    #dbg_value(i64 %98, !207, !DIExpression(), !1168)
    #dbg_value(i64 %98, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_stack_value), !1171)
    #dbg_value(i64 %98, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_stack_value), !1183)
    #dbg_value(!DIArgList(i64 %98, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1186)
    #dbg_value(!DIArgList(i64 %98, i64 %49, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1191)
    #dbg_value(!DIArgList(i64 %98, i64 %49, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1194)
    #dbg_value(!DIArgList(i64 %98, i64 %49, i64 %46), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !888)
  %99 = mul i64 %98, 1000003, !dbg !1256
    #dbg_value(i64 %99, !207, !DIExpression(DW_OP_constu, 79, DW_OP_xor, DW_OP_stack_value), !1171)
    #dbg_value(i64 %99, !207, !DIExpression(DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_stack_value), !1183)
    #dbg_value(!DIArgList(i64 %99, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1186)
    #dbg_value(!DIArgList(i64 %99, i64 %49, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1191)
    #dbg_value(!DIArgList(i64 %99, i64 %49, i64 %46), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !888)
    #dbg_value(!DIArgList(i64 %99, i64 %49, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 79, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1194)
  %100 = xor i64 %99, 79, !dbg !1257
    #dbg_value(i64 %100, !207, !DIExpression(), !1171)
    #dbg_value(i64 %100, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_stack_value), !1183)
    #dbg_value(!DIArgList(i64 %100, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1186)
    #dbg_value(!DIArgList(i64 %100, i64 %49, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1191)
    #dbg_value(!DIArgList(i64 %100, i64 %49, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1194)
    #dbg_value(!DIArgList(i64 %100, i64 %49, i64 %46), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !888)
  %101 = mul i64 %100, 1000003, !dbg !1258
    #dbg_value(i64 %101, !207, !DIExpression(DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_stack_value), !1183)
    #dbg_value(!DIArgList(i64 %101, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1186)
    #dbg_value(!DIArgList(i64 %101, i64 %49, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1191)
    #dbg_value(!DIArgList(i64 %101, i64 %49, i64 %46), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !888)
    #dbg_value(!DIArgList(i64 %101, i64 %49, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 18446744073709551614, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1194)
  %102 = xor i64 %101, -2, !dbg !1259
    #dbg_value(i64 %102, !207, !DIExpression(), !1183)
    #dbg_value(!DIArgList(i64 %102, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1186)
    #dbg_value(!DIArgList(i64 %102, i64 %49, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1191)
    #dbg_value(!DIArgList(i64 %102, i64 %49, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1194)
    #dbg_value(!DIArgList(i64 %102, i64 %49, i64 %46), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !888)
  %103 = mul i64 %102, 1000003, !dbg !1260
    #dbg_value(!DIArgList(i64 %103, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1186)
    #dbg_value(!DIArgList(i64 %103, i64 %49, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1191)
    #dbg_value(!DIArgList(i64 %103, i64 %49, i64 %46), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !888)
    #dbg_value(!DIArgList(i64 %103, i64 %49, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1194)
  %104 = xor i64 %103, %46, !dbg !1261
    #dbg_value(i64 %104, !207, !DIExpression(), !1186)
    #dbg_value(!DIArgList(i64 %104, i64 %49), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1191)
    #dbg_value(!DIArgList(i64 %104, i64 %49), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1194)
    #dbg_value(!DIArgList(i64 %104, i64 %49), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !888)
  %105 = mul i64 %104, 1000003, !dbg !1262
    #dbg_value(!DIArgList(i64 %105, i64 %49), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1191)
    #dbg_value(!DIArgList(i64 %105, i64 %49), !828, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !888)
    #dbg_value(!DIArgList(i64 %105, i64 %49), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1194)
  %106 = xor i64 %105, %49, !dbg !1263
    #dbg_value(i64 %106, !207, !DIExpression(), !1191)
    #dbg_value(i64 %106, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1194)
    #dbg_value(i64 %106, !828, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !888)
  %107 = mul i64 %106, 1000003, !dbg !1264
    #dbg_value(i64 %107, !828, !DIExpression(DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !888)
    #dbg_value(i64 %107, !207, !DIExpression(DW_OP_constu, 18446744073709551536, DW_OP_xor, DW_OP_stack_value), !1194)
  %108 = xor i64 %107, -80, !dbg !1265
    #dbg_value(i64 %108, !207, !DIExpression(), !1194)
    #dbg_value(i64 %108, !828, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !888)
  %109 = mul i64 %108, 1000003, !dbg !1266
    #dbg_value(i64 %109, !828, !DIExpression(DW_OP_constu, 9, DW_OP_xor, DW_OP_stack_value), !888)
  %110 = xor i64 %109, 9, !dbg !1267
    #dbg_value(i64 %110, !828, !DIExpression(), !888)
    #dbg_value(i64 %62, !830, !DIExpression(), !888)
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.9, i64 noundef %62), !dbg !1268
    #dbg_value(i64 %110, !207, !DIExpression(), !1269)
    #dbg_value(i64 %62, !212, !DIExpression(), !1269)
  %112 = mul i64 %110, 1000003, !dbg !1271
  %113 = xor i64 %62, %112, !dbg !1272
    #dbg_value(i64 %113, !828, !DIExpression(), !888)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5) #10, !dbg !1273
    #dbg_value(i32 10, !877, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1274)
    #dbg_value(double 2.600000e+01, !877, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1274)
    #dbg_value(i8 9, !877, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !1274)
    #dbg_value(i64 10, !830, !DIExpression(), !888)
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, i64 noundef 10), !dbg !1275
    #dbg_value(i64 %113, !207, !DIExpression(), !1276)
    #dbg_value(i64 10, !212, !DIExpression(), !1276)
  %115 = mul i64 %113, 1000003, !dbg !1278
  %116 = xor i64 %115, 10, !dbg !1279
    #dbg_value(i64 %116, !828, !DIExpression(), !888)
    #dbg_value(i64 26, !830, !DIExpression(), !888)
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.22, i64 noundef 26), !dbg !1280
    #dbg_value(i64 %116, !207, !DIExpression(), !1281)
    #dbg_value(i64 26, !212, !DIExpression(), !1281)
  %118 = mul i64 %116, 1000003, !dbg !1283
  %119 = xor i64 %118, 26, !dbg !1284
    #dbg_value(i64 %119, !828, !DIExpression(), !888)
    #dbg_value(i64 9, !830, !DIExpression(), !888)
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.20, i64 noundef 9), !dbg !1285
    #dbg_value(i64 %119, !207, !DIExpression(), !1286)
    #dbg_value(i64 9, !212, !DIExpression(), !1286)
  %121 = mul i64 %119, 1000003, !dbg !1288
  %122 = xor i64 %121, 9, !dbg !1289
    #dbg_value(i64 %122, !828, !DIExpression(), !888)
  ret i64 %122, !dbg !1290
}

; Function Attrs: nofree nounwind
declare !dbg !1291 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nounwind uwtable
define dso_local i64 @r_drive_other() local_unnamed_addr #7 !dbg !1298 {
  %1 = alloca %struct.Big, align 16
  %2 = alloca %struct.Big24, align 8
  %3 = alloca %struct.Big, align 16
  %4 = alloca %struct.PK, align 8, !DIAssignID !1351
    #dbg_assign(i1 undef, !1343, !DIExpression(), !1351, ptr %4, !DIExpression(), !1352)
  %5 = alloca %struct.Big, align 8, !DIAssignID !1353
    #dbg_assign(i1 undef, !1347, !DIExpression(), !1353, ptr %5, !DIExpression(), !1354)
  %6 = alloca %struct.Big24, align 8, !DIAssignID !1355
    #dbg_assign(i1 undef, !1349, !DIExpression(), !1355, ptr %6, !DIExpression(), !1356)
    #dbg_value(i64 0, !1300, !DIExpression(), !1357)
    #dbg_value(i8 -5, !1303, !DIExpression(), !1357)
    #dbg_value(i16 -300, !1304, !DIExpression(), !1357)
    #dbg_value(i24 197121, !1305, !DIExpression(), !1357)
    #dbg_value(i40 34477573380, !1306, !DIExpression(), !1357)
    #dbg_value(i48 -47243919369, !1307, !DIExpression(), !1357)
    #dbg_value(i64 4520156725444620, !1308, !DIExpression(), !1357)
    #dbg_value(i64 81604378607, !1309, !DIExpression(), !1357)
    #dbg_value(i64 1880560806837687315, !1310, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1357)
    #dbg_value(i8 27, !1310, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !1357)
    #dbg_value(i64 128849018852, !1311, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1357)
    #dbg_value(i32 -30, !1311, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1357)
    #dbg_value(i64 2748642880894607391, !1312, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1357)
    #dbg_value(i56 12714937854535719, !1312, !DIExpression(DW_OP_LLVM_fragment, 64, 56), !1357)
    #dbg_value(i64 -46, !1313, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1357)
    #dbg_value(i64 47, !1313, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1357)
    #dbg_value(i64 81985529216486895, !1314, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1357)
    #dbg_value(i64 -1229782938247303441, !1314, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1357)
    #dbg_value(i128 1339673755198158349623302689933104920, !1315, !DIExpression(), !1357)
    #dbg_value(i128 922337203685477580752, !1316, !DIExpression(), !1357)
    #dbg_value(i128 -940783947759187132366, !1317, !DIExpression(), !1357)
    #dbg_value(i64 4661225614328463412, !1318, !DIExpression(), !1357)
    #dbg_value(i64 -4590680948290355200, !1319, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1357)
    #dbg_value(i64 54, !1319, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1357)
    #dbg_value(i64 -235156799488, !1320, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1357)
    #dbg_value(i32 1113718784, !1320, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1357)
    #dbg_value(i32 3171109, !1321, !DIExpression(), !1357)
    #dbg_value(i64 97136462551097, !1322, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1357)
    #dbg_value(i8 0, !1322, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !1357)
    #dbg_value(i64 0, !1323, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1357)
    #dbg_value(i64 22873, !1323, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1357)
    #dbg_value(i64 60, !1323, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !1357)
    #dbg_value(i64 61, !1324, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1357)
    #dbg_value(i64 62, !1324, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1357)
    #dbg_value(i64 63, !1324, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1357)
    #dbg_value(i64 64, !1324, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1357)
    #dbg_value(i64 65, !1324, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !1357)
    #dbg_value(i64 -66, !1325, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1357)
    #dbg_value(i64 -67, !1325, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1357)
    #dbg_value(i64 -68, !1325, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1357)
    #dbg_value(i64 -69, !1325, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1357)
    #dbg_value(i64 -70, !1325, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !1357)
    #dbg_value(i32 71, !1326, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1357)
    #dbg_assign(i1 undef, !1326, !DIExpression(DW_OP_LLVM_fragment, 32, 160), !1358, ptr getelementptr inbounds (i8, ptr @__const.r_drive_other.b24, i64 4), !DIExpression(), !1357)
  %7 = tail call i64 @g_small(i64 251, i64 65236, i64 197121, i64 34477573380, i64 281427732791287, i64 4520156725444620, i64 81604378607, [2 x i64] [i64 1880560806837687315, i64 27]) #10, !dbg !1359
    #dbg_value(i64 %7, !1302, !DIExpression(), !1357)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.1, i64 noundef %7), !dbg !1359
    #dbg_value(i64 0, !207, !DIExpression(), !1360)
    #dbg_value(i64 %7, !212, !DIExpression(), !1360)
    #dbg_value(i64 %7, !1300, !DIExpression(), !1357)
  %9 = tail call i64 @g_align16(i32 noundef 1, i128 1339673755198158349623302689933104920, i32 noundef 2, i128 922337203685477580752, i64 noundef 3, i128 -940783947759187132366, i32 noundef 4) #10, !dbg !1362
    #dbg_value(i64 %9, !1302, !DIExpression(), !1357)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.2, i64 noundef %9), !dbg !1362
    #dbg_value(i64 %7, !207, !DIExpression(), !1363)
    #dbg_value(i64 %9, !212, !DIExpression(), !1363)
    #dbg_value(!DIArgList(i64 %7, i64 %9), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #10, !dbg !1365
  store <2 x i64> <i64 61, i64 62>, ptr %1, align 16, !dbg !1365
  %11 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !1365
  store <2 x i64> <i64 63, i64 64>, ptr %11, align 16, !dbg !1365
  %12 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !1365
  store i64 65, ptr %12, align 16, !dbg !1365, !tbaa !1213
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #10, !dbg !1365
  store i32 71, ptr %2, align 8, !dbg !1365, !tbaa !1366
  %13 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !1365
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %13, ptr noundef nonnull align 4 dereferenceable(20) getelementptr inbounds (i8, ptr @__const.r_drive_other.b24, i64 4), i64 20, i1 false), !dbg !1365, !tbaa.struct !1367
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #10, !dbg !1365
  store <2 x i64> <i64 -66, i64 -67>, ptr %3, align 16, !dbg !1365
  %14 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !1365
  store <2 x i64> <i64 -68, i64 -69>, ptr %14, align 16, !dbg !1365
  %15 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !1365
  store i64 -70, ptr %15, align 16, !dbg !1365, !tbaa !1213
  %16 = call i64 @g_bigs(ptr noundef nonnull %1, i32 noundef 74, ptr noundef nonnull %2, ptr noundef nonnull %3) #10, !dbg !1365
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #10, !dbg !1365
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #10, !dbg !1365
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #10, !dbg !1365
    #dbg_value(i64 %16, !1302, !DIExpression(), !1357)
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.3, i64 noundef %16), !dbg !1365
    #dbg_value(!DIArgList(i64 %7, i64 %9), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1369)
    #dbg_value(i64 %16, !212, !DIExpression(), !1369)
    #dbg_value(!DIArgList(i64 %7, i64 %16, i64 %9), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
    #dbg_value(i64 62, !1302, !DIExpression(), !1357)
  %18 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.4, i64 noundef 62), !dbg !1371
    #dbg_value(!DIArgList(i64 %7, i64 %16, i64 %9), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1372)
    #dbg_value(i64 62, !212, !DIExpression(), !1372)
    #dbg_value(!DIArgList(i64 %7, i64 %16, i64 %9), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_stack_value), !1357)
  %19 = call i64 @g_mixed(i64 4661225614328463412, [2 x i64] [i64 -4590680948290355200, i64 54], double noundef 3.750000e-01, [2 x i64] [i64 -235156799488, i64 1113718784], float noundef -7.750000e+00, i64 3171109, [2 x i64] [i64 97136462551097, i64 0], [2 x i64] [i64 22873, i64 60]) #10, !dbg !1374
    #dbg_value(i64 %19, !1302, !DIExpression(), !1357)
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.5, i64 noundef %19), !dbg !1374
    #dbg_value(!DIArgList(i64 %7, i64 %16, i64 %9), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_stack_value), !1375)
    #dbg_value(i64 %19, !212, !DIExpression(), !1375)
    #dbg_value(!DIArgList(i64 %7, i64 %19, i64 %16, i64 %9), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
  %21 = call i64 @g_spill([2 x i64] [i64 -46, i64 47], [2 x i64] [i64 81985529216486895, i64 -1229782938247303441], [2 x i64] [i64 -46, i64 47], [2 x i64] [i64 81985529216486895, i64 -1229782938247303441], [2 x i64] [i64 -46, i64 47], [2 x i64] [i64 1880560806837687315, i64 27], i8 noundef 120, [2 x i64] [i64 128849018852, i64 4294967266], [2 x i64] [i64 2748642880894607391, i64 12714937854535719]) #10, !dbg !1377
    #dbg_value(i64 %21, !1302, !DIExpression(), !1357)
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.6, i64 noundef %21), !dbg !1377
    #dbg_value(!DIArgList(i64 %7, i64 %19, i64 %16, i64 %9), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1378)
    #dbg_value(i64 %21, !212, !DIExpression(), !1378)
    #dbg_value(!DIArgList(i64 %7, i64 %21, i64 %19, i64 %16, i64 %9), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
  %23 = call i64 @g_partial(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, [2 x i64] [i64 81985529216486895, i64 -1229782938247303441], i64 noundef 8, i64 197121) #10, !dbg !1380
    #dbg_value(i64 %23, !1302, !DIExpression(), !1357)
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.7, i64 noundef %23), !dbg !1380
    #dbg_value(!DIArgList(i64 %7, i64 %21, i64 %19, i64 %16, i64 %9), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1381)
    #dbg_value(i64 %23, !212, !DIExpression(), !1381)
    #dbg_value(!DIArgList(i64 %7, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
  %25 = call i8 @g_ret_s1(i8 noundef 41) #10, !dbg !1383
  %26 = zext i8 %25 to i64, !dbg !1383
    #dbg_value(i64 %26, !1302, !DIExpression(), !1357)
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.8, i64 noundef %26), !dbg !1383
    #dbg_value(!DIArgList(i64 %7, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1384)
    #dbg_value(i64 %26, !212, !DIExpression(), !1384)
    #dbg_value(!DIArgList(i64 %7, i64 %26, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
  %28 = call i24 @g_ret_s3(i64 197121) #10, !dbg !1386
  %29 = lshr i24 %28, 8, !dbg !1386
  %30 = lshr i24 %28, 16, !dbg !1386
  %31 = zext nneg i24 %30 to i64, !dbg !1386
    #dbg_value(i24 %28, !1327, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !1387)
    #dbg_value(i24 %29, !1327, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !1387)
    #dbg_value(i24 %30, !1327, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !1387)
    #dbg_value(ptr undef, !189, !DIExpression(), !1388)
    #dbg_value(i32 3, !196, !DIExpression(), !1388)
    #dbg_value(ptr undef, !198, !DIExpression(), !1388)
    #dbg_value(i64 0, !202, !DIExpression(), !1390)
    #dbg_value(i64 7, !197, !DIExpression(), !1388)
  %32 = and i24 %28, 255, !dbg !1391
    #dbg_value(i64 7, !207, !DIExpression(), !1392)
    #dbg_value(i24 %32, !212, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1392)
  %33 = xor i24 %32, 7000021, !dbg !1394
  %34 = zext nneg i24 %33 to i64, !dbg !1394
    #dbg_value(i64 %34, !197, !DIExpression(), !1388)
    #dbg_value(i64 1, !202, !DIExpression(), !1390)
  %35 = and i24 %29, 255, !dbg !1391
  %36 = zext nneg i24 %35 to i64, !dbg !1391
    #dbg_value(i64 %34, !207, !DIExpression(), !1392)
    #dbg_value(i64 %36, !212, !DIExpression(), !1392)
  %37 = mul nuw nsw i64 %34, 1000003, !dbg !1395
  %38 = xor i64 %37, %36, !dbg !1394
    #dbg_value(i64 %38, !197, !DIExpression(), !1388)
    #dbg_value(i64 2, !202, !DIExpression(), !1390)
    #dbg_value(i64 %38, !207, !DIExpression(), !1392)
    #dbg_value(i64 %31, !212, !DIExpression(), !1392)
  %39 = mul nuw nsw i64 %38, 1000003, !dbg !1395
  %40 = xor i64 %39, %31, !dbg !1394
    #dbg_value(i64 %40, !197, !DIExpression(), !1388)
    #dbg_value(i64 3, !202, !DIExpression(), !1390)
    #dbg_value(i64 %40, !1302, !DIExpression(), !1357)
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.9, i64 noundef %40), !dbg !1396
    #dbg_value(!DIArgList(i64 %7, i64 %26, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1397)
    #dbg_value(i64 %40, !212, !DIExpression(), !1397)
    #dbg_value(!DIArgList(i64 %7, i64 %40, i64 %26, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
  %42 = call i64 @g_ret_s7(i8 noundef -1, i16 noundef 30000) #10, !dbg !1399
  %43 = lshr i64 %42, 32, !dbg !1399
  %44 = lshr i64 %42, 40, !dbg !1399
  %45 = lshr i64 %42, 48, !dbg !1399
    #dbg_value(i64 %42, !1329, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !1400)
    #dbg_value(i64 %42, !1329, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !1400)
    #dbg_value(i64 %42, !1329, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16), !1400)
    #dbg_value(i64 %43, !1329, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !1400)
    #dbg_value(i64 %44, !1329, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !1400)
    #dbg_value(i64 %45, !1329, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !1400)
    #dbg_value(i64 %42, !1329, !DIExpression(DW_OP_constu, 56, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !1400)
  %46 = and i64 %42, 255, !dbg !1401
    #dbg_value(i64 %46, !1302, !DIExpression(), !1357)
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, i64 noundef %46), !dbg !1401
    #dbg_value(!DIArgList(i64 %7, i64 %40, i64 %26, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1402)
    #dbg_value(i64 %46, !212, !DIExpression(), !1402)
    #dbg_value(!DIArgList(i64 %7, i64 %46, i64 %40, i64 %26, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
  %48 = shl i64 %42, 32, !dbg !1404
  %49 = ashr i64 %48, 48, !dbg !1404
    #dbg_value(i64 %49, !1302, !DIExpression(), !1357)
  %50 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.11, i64 noundef %49), !dbg !1404
    #dbg_value(!DIArgList(i64 %7, i64 %46, i64 %40, i64 %26, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1405)
    #dbg_value(i64 %49, !212, !DIExpression(), !1405)
    #dbg_value(!DIArgList(i64 %7, i64 %49, i64 %46, i64 %40, i64 %26, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
    #dbg_value(ptr undef, !189, !DIExpression(), !1407)
    #dbg_value(i32 3, !196, !DIExpression(), !1407)
    #dbg_value(ptr undef, !198, !DIExpression(), !1407)
    #dbg_value(i64 0, !202, !DIExpression(), !1409)
    #dbg_value(i64 7, !197, !DIExpression(), !1407)
  %51 = and i64 %43, 255, !dbg !1410
    #dbg_value(i64 7, !207, !DIExpression(), !1411)
    #dbg_value(i64 %51, !212, !DIExpression(), !1411)
  %52 = xor i64 %51, 7000021, !dbg !1413
    #dbg_value(i64 %52, !197, !DIExpression(), !1407)
    #dbg_value(i64 1, !202, !DIExpression(), !1409)
  %53 = and i64 %44, 255, !dbg !1410
    #dbg_value(i64 %52, !207, !DIExpression(), !1411)
    #dbg_value(i64 %53, !212, !DIExpression(), !1411)
  %54 = mul nuw nsw i64 %52, 1000003, !dbg !1414
  %55 = xor i64 %54, %53, !dbg !1413
    #dbg_value(i64 %55, !197, !DIExpression(), !1407)
    #dbg_value(i64 2, !202, !DIExpression(), !1409)
  %56 = and i64 %45, 255, !dbg !1410
    #dbg_value(i64 %55, !207, !DIExpression(), !1411)
    #dbg_value(i64 %56, !212, !DIExpression(), !1411)
  %57 = mul nuw nsw i64 %55, 1000003, !dbg !1414
  %58 = xor i64 %57, %56, !dbg !1413
    #dbg_value(i64 %58, !197, !DIExpression(), !1407)
    #dbg_value(i64 3, !202, !DIExpression(), !1409)
    #dbg_value(i64 %58, !1302, !DIExpression(), !1357)
  %59 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.12, i64 noundef %58), !dbg !1415
    #dbg_value(!DIArgList(i64 %7, i64 %49, i64 %46, i64 %40, i64 %26, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1416)
    #dbg_value(i64 %58, !212, !DIExpression(), !1416)
    #dbg_value(!DIArgList(i64 %7, i64 %58, i64 %49, i64 %46, i64 %40, i64 %26, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
  %60 = call [2 x i64] @g_ret_s9([2 x i64] [i64 1880560806837687315, i64 27]) #10, !dbg !1418
  %61 = extractvalue [2 x i64] %60, 0, !dbg !1418
  %62 = extractvalue [2 x i64] %60, 1, !dbg !1418
    #dbg_value(i64 %61, !1331, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1419)
    #dbg_value(i64 %62, !1331, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 8), !1419)
    #dbg_value(ptr undef, !189, !DIExpression(), !1420)
    #dbg_value(i32 9, !196, !DIExpression(), !1420)
    #dbg_value(ptr undef, !198, !DIExpression(), !1420)
    #dbg_value(i64 0, !202, !DIExpression(), !1422)
    #dbg_value(i64 7, !197, !DIExpression(), !1420)
  %63 = and i64 %61, 255, !dbg !1423
    #dbg_value(i64 7, !207, !DIExpression(), !1424)
    #dbg_value(i64 %63, !212, !DIExpression(), !1424)
  %64 = xor i64 %63, 7000021, !dbg !1426
    #dbg_value(i64 %64, !197, !DIExpression(), !1420)
    #dbg_value(i64 1, !202, !DIExpression(), !1422)
  %65 = lshr i64 %61, 8, !dbg !1423
  %66 = and i64 %65, 255, !dbg !1423
    #dbg_value(i64 %64, !207, !DIExpression(), !1424)
    #dbg_value(i64 %66, !212, !DIExpression(), !1424)
  %67 = mul nuw nsw i64 %64, 1000003, !dbg !1427
  %68 = xor i64 %67, %66, !dbg !1426
    #dbg_value(i64 %68, !197, !DIExpression(), !1420)
    #dbg_value(i64 2, !202, !DIExpression(), !1422)
  %69 = lshr i64 %61, 16, !dbg !1423
  %70 = and i64 %69, 255, !dbg !1423
    #dbg_value(i64 %68, !207, !DIExpression(), !1424)
    #dbg_value(i64 %70, !212, !DIExpression(), !1424)
  %71 = mul nuw nsw i64 %68, 1000003, !dbg !1427
  %72 = xor i64 %71, %70, !dbg !1426
    #dbg_value(i64 %72, !197, !DIExpression(), !1420)
    #dbg_value(i64 3, !202, !DIExpression(), !1422)
  %73 = lshr i64 %61, 24, !dbg !1423
  %74 = and i64 %73, 255, !dbg !1423
    #dbg_value(i64 %72, !207, !DIExpression(), !1424)
    #dbg_value(i64 %74, !212, !DIExpression(), !1424)
  %75 = mul i64 %72, 1000003, !dbg !1427
  %76 = xor i64 %75, %74, !dbg !1426
    #dbg_value(i64 %76, !197, !DIExpression(), !1420)
    #dbg_value(i64 4, !202, !DIExpression(), !1422)
  %77 = lshr i64 %61, 32, !dbg !1423
  %78 = and i64 %77, 255, !dbg !1423
    #dbg_value(i64 %76, !207, !DIExpression(), !1424)
    #dbg_value(i64 %78, !212, !DIExpression(), !1424)
  %79 = mul i64 %76, 1000003, !dbg !1427
  %80 = xor i64 %79, %78, !dbg !1426
    #dbg_value(i64 %80, !197, !DIExpression(), !1420)
    #dbg_value(i64 5, !202, !DIExpression(), !1422)
  %81 = lshr i64 %61, 40, !dbg !1423
  %82 = and i64 %81, 255, !dbg !1423
    #dbg_value(i64 %80, !207, !DIExpression(), !1424)
    #dbg_value(i64 %82, !212, !DIExpression(), !1424)
  %83 = mul i64 %80, 1000003, !dbg !1427
  %84 = xor i64 %83, %82, !dbg !1426
    #dbg_value(i64 %84, !197, !DIExpression(), !1420)
    #dbg_value(i64 6, !202, !DIExpression(), !1422)
  %85 = lshr i64 %61, 48, !dbg !1423
  %86 = and i64 %85, 255, !dbg !1423
    #dbg_value(i64 %84, !207, !DIExpression(), !1424)
    #dbg_value(i64 %86, !212, !DIExpression(), !1424)
  %87 = mul i64 %84, 1000003, !dbg !1427
  %88 = xor i64 %87, %86, !dbg !1426
    #dbg_value(i64 %88, !197, !DIExpression(), !1420)
    #dbg_value(i64 7, !202, !DIExpression(), !1422)
  %89 = lshr i64 %61, 56, !dbg !1423
    #dbg_value(i64 %88, !207, !DIExpression(), !1424)
    #dbg_value(i64 %89, !212, !DIExpression(), !1424)
  %90 = mul i64 %88, 1000003, !dbg !1427
  %91 = xor i64 %90, %89, !dbg !1426
    #dbg_value(i64 %91, !197, !DIExpression(), !1420)
    #dbg_value(i64 8, !202, !DIExpression(), !1422)
  %92 = and i64 %62, 255, !dbg !1423
    #dbg_value(i64 %91, !207, !DIExpression(), !1424)
    #dbg_value(i64 %92, !212, !DIExpression(), !1424)
  %93 = mul i64 %91, 1000003, !dbg !1427
  %94 = xor i64 %93, %92, !dbg !1426
    #dbg_value(i64 %94, !197, !DIExpression(), !1420)
    #dbg_value(i64 9, !202, !DIExpression(), !1422)
    #dbg_value(i64 %94, !1302, !DIExpression(), !1357)
  %95 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.9, i64 noundef %94), !dbg !1428
    #dbg_value(!DIArgList(i64 %7, i64 %58, i64 %49, i64 %46, i64 %40, i64 %26, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1429)
    #dbg_value(i64 %94, !212, !DIExpression(), !1429)
    #dbg_value(!DIArgList(i64 %7, i64 %94, i64 %58, i64 %49, i64 %46, i64 %40, i64 %26, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
  %96 = call [2 x i64] @g_ret_s12(i32 noundef -77) #10, !dbg !1431
  %97 = extractvalue [2 x i64] %96, 0, !dbg !1431
  %98 = extractvalue [2 x i64] %96, 1, !dbg !1431
    #dbg_value(i64 %97, !1333, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1432)
    #dbg_value(i64 %98, !1333, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !1432)
    #dbg_value(ptr undef, !189, !DIExpression(), !1433)
    #dbg_value(i32 12, !196, !DIExpression(), !1433)
    #dbg_value(ptr undef, !198, !DIExpression(), !1433)
    #dbg_value(i64 0, !202, !DIExpression(), !1435)
    #dbg_value(i64 7, !197, !DIExpression(), !1433)
  %99 = and i64 %97, 255, !dbg !1436
    #dbg_value(i64 7, !207, !DIExpression(), !1437)
    #dbg_value(i64 %99, !212, !DIExpression(), !1437)
  %100 = xor i64 %99, 7000021, !dbg !1439
    #dbg_value(i64 %100, !197, !DIExpression(), !1433)
    #dbg_value(i64 1, !202, !DIExpression(), !1435)
  %101 = lshr i64 %97, 8, !dbg !1436
  %102 = and i64 %101, 255, !dbg !1436
    #dbg_value(i64 %100, !207, !DIExpression(), !1437)
    #dbg_value(i64 %102, !212, !DIExpression(), !1437)
  %103 = mul nuw nsw i64 %100, 1000003, !dbg !1440
  %104 = xor i64 %103, %102, !dbg !1439
    #dbg_value(i64 %104, !197, !DIExpression(), !1433)
    #dbg_value(i64 2, !202, !DIExpression(), !1435)
  %105 = lshr i64 %97, 16, !dbg !1436
  %106 = and i64 %105, 255, !dbg !1436
    #dbg_value(i64 %104, !207, !DIExpression(), !1437)
    #dbg_value(i64 %106, !212, !DIExpression(), !1437)
  %107 = mul nuw nsw i64 %104, 1000003, !dbg !1440
  %108 = xor i64 %107, %106, !dbg !1439
    #dbg_value(i64 %108, !197, !DIExpression(), !1433)
    #dbg_value(i64 3, !202, !DIExpression(), !1435)
  %109 = lshr i64 %97, 24, !dbg !1436
  %110 = and i64 %109, 255, !dbg !1436
    #dbg_value(i64 %108, !207, !DIExpression(), !1437)
    #dbg_value(i64 %110, !212, !DIExpression(), !1437)
  %111 = mul i64 %108, 1000003, !dbg !1440
  %112 = xor i64 %111, %110, !dbg !1439
    #dbg_value(i64 %112, !197, !DIExpression(), !1433)
    #dbg_value(i64 4, !202, !DIExpression(), !1435)
  %113 = lshr i64 %97, 32, !dbg !1436
  %114 = and i64 %113, 255, !dbg !1436
    #dbg_value(i64 %112, !207, !DIExpression(), !1437)
    #dbg_value(i64 %114, !212, !DIExpression(), !1437)
  %115 = mul i64 %112, 1000003, !dbg !1440
  %116 = xor i64 %115, %114, !dbg !1439
    #dbg_value(i64 %116, !197, !DIExpression(), !1433)
    #dbg_value(i64 5, !202, !DIExpression(), !1435)
  %117 = lshr i64 %97, 40, !dbg !1436
  %118 = and i64 %117, 255, !dbg !1436
    #dbg_value(i64 %116, !207, !DIExpression(), !1437)
    #dbg_value(i64 %118, !212, !DIExpression(), !1437)
  %119 = mul i64 %116, 1000003, !dbg !1440
  %120 = xor i64 %119, %118, !dbg !1439
    #dbg_value(i64 %120, !197, !DIExpression(), !1433)
    #dbg_value(i64 6, !202, !DIExpression(), !1435)
  %121 = lshr i64 %97, 48, !dbg !1436
  %122 = and i64 %121, 255, !dbg !1436
    #dbg_value(i64 %120, !207, !DIExpression(), !1437)
    #dbg_value(i64 %122, !212, !DIExpression(), !1437)
  %123 = mul i64 %120, 1000003, !dbg !1440
  %124 = xor i64 %123, %122, !dbg !1439
    #dbg_value(i64 %124, !197, !DIExpression(), !1433)
    #dbg_value(i64 7, !202, !DIExpression(), !1435)
  %125 = lshr i64 %97, 56, !dbg !1436
    #dbg_value(i64 %124, !207, !DIExpression(), !1437)
    #dbg_value(i64 %125, !212, !DIExpression(), !1437)
  %126 = mul i64 %124, 1000003, !dbg !1440
  %127 = xor i64 %126, %125, !dbg !1439
    #dbg_value(i64 %127, !197, !DIExpression(), !1433)
    #dbg_value(i64 8, !202, !DIExpression(), !1435)
  %128 = and i64 %98, 255, !dbg !1436
    #dbg_value(i64 %127, !207, !DIExpression(), !1437)
    #dbg_value(i64 %128, !212, !DIExpression(), !1437)
  %129 = mul i64 %127, 1000003, !dbg !1440
  %130 = xor i64 %129, %128, !dbg !1439
    #dbg_value(i64 %130, !197, !DIExpression(), !1433)
    #dbg_value(i64 9, !202, !DIExpression(), !1435)
  %131 = lshr i64 %98, 8, !dbg !1436
  %132 = and i64 %131, 255, !dbg !1436
    #dbg_value(i64 %130, !207, !DIExpression(), !1437)
    #dbg_value(i64 %132, !212, !DIExpression(), !1437)
  %133 = mul i64 %130, 1000003, !dbg !1440
  %134 = xor i64 %133, %132, !dbg !1439
    #dbg_value(i64 %134, !197, !DIExpression(), !1433)
    #dbg_value(i64 10, !202, !DIExpression(), !1435)
  %135 = lshr i64 %98, 16, !dbg !1436
  %136 = and i64 %135, 255, !dbg !1436
    #dbg_value(i64 %134, !207, !DIExpression(), !1437)
    #dbg_value(i64 %136, !212, !DIExpression(), !1437)
  %137 = mul i64 %134, 1000003, !dbg !1440
  %138 = xor i64 %137, %136, !dbg !1439
    #dbg_value(i64 %138, !197, !DIExpression(), !1433)
    #dbg_value(i64 11, !202, !DIExpression(), !1435)
  %139 = lshr i64 %98, 24, !dbg !1436
  %140 = and i64 %139, 255, !dbg !1436
    #dbg_value(i64 %138, !207, !DIExpression(), !1437)
    #dbg_value(i64 %140, !212, !DIExpression(), !1437)
  %141 = mul i64 %138, 1000003, !dbg !1440
  %142 = xor i64 %141, %140, !dbg !1439
    #dbg_value(i64 %142, !197, !DIExpression(), !1433)
    #dbg_value(i64 12, !202, !DIExpression(), !1435)
    #dbg_value(i64 %142, !1302, !DIExpression(), !1357)
  %143 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.9, i64 noundef %142), !dbg !1441
    #dbg_value(!DIArgList(i64 %7, i64 %94, i64 %58, i64 %49, i64 %46, i64 %40, i64 %26, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1442)
    #dbg_value(i64 %142, !212, !DIExpression(), !1442)
    #dbg_value(!DIArgList(i64 %7, i64 %142, i64 %94, i64 %58, i64 %49, i64 %46, i64 %40, i64 %26, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
  %144 = call [2 x i64] @g_ret_s16([2 x i64] [i64 81985529216486895, i64 -1229782938247303441]) #10, !dbg !1444
  %145 = extractvalue [2 x i64] %144, 0, !dbg !1444
  %146 = extractvalue [2 x i64] %144, 1, !dbg !1444
    #dbg_value(i64 %145, !1335, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1445)
    #dbg_value(i64 %146, !1335, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1445)
    #dbg_value(i64 %145, !1302, !DIExpression(), !1357)
  %147 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, i64 noundef %145), !dbg !1446
    #dbg_value(!DIArgList(i64 %7, i64 %142, i64 %94, i64 %58, i64 %49, i64 %46, i64 %40, i64 %26, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1447)
    #dbg_value(i64 %145, !212, !DIExpression(), !1447)
    #dbg_value(!DIArgList(i64 %7, i64 %145, i64 %142, i64 %94, i64 %58, i64 %49, i64 %46, i64 %40, i64 %26, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
    #dbg_value(i64 %146, !1302, !DIExpression(), !1357)
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.11, i64 noundef %146), !dbg !1449
    #dbg_value(!DIArgList(i64 %7, i64 %145, i64 %142, i64 %94, i64 %58, i64 %49, i64 %46, i64 %40, i64 %26, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1450)
    #dbg_value(i64 %146, !212, !DIExpression(), !1450)
    #dbg_value(!DIArgList(i64 %7, i64 %146, i64 %145, i64 %142, i64 %94, i64 %58, i64 %49, i64 %46, i64 %40, i64 %26, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 14, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
  %149 = call [2 x i64] @g_ret_mixdl(double noundef 2.500000e+00, i64 noundef 78) #10, !dbg !1452
  %150 = extractvalue [2 x i64] %149, 0, !dbg !1452
  %151 = bitcast i64 %150 to double, !dbg !1452
  %152 = extractvalue [2 x i64] %149, 1, !dbg !1452
    #dbg_value(double %151, !1337, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1453)
    #dbg_value(i64 %152, !1337, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1453)
  %153 = fptosi double %151 to i64, !dbg !1454
    #dbg_value(i64 %153, !1302, !DIExpression(), !1357)
  %154 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.13, i64 noundef %153), !dbg !1454
    #dbg_value(!DIArgList(i64 %7, i64 %146, i64 %145, i64 %142, i64 %94, i64 %58, i64 %49, i64 %46, i64 %40, i64 %26, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 14, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1455)
    #dbg_value(i64 %153, !212, !DIExpression(), !1455)
    #dbg_value(!DIArgList(i64 %7, i64 %153, i64 %146, i64 %145, i64 %142, i64 %94, i64 %58, i64 %49, i64 %46, i64 %40, i64 %26, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 15, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 14, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
    #dbg_value(i64 %152, !1302, !DIExpression(), !1357)
  %155 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.14, i64 noundef %152), !dbg !1457
    #dbg_value(!DIArgList(i64 %7, i64 %153, i64 %146, i64 %145, i64 %142, i64 %94, i64 %58, i64 %49, i64 %46, i64 %40, i64 %26, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 15, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 14, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1458)
    #dbg_value(i64 %152, !212, !DIExpression(), !1458)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 15, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 14, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
  %156 = call [2 x i64] @g_ret_mixfi3([2 x i64] [i64 -235156799488, i64 1113718784]) #10, !dbg !1460
  %157 = extractvalue [2 x i64] %156, 0, !dbg !1460
  %158 = trunc i64 %157 to i32, !dbg !1460
  %159 = extractvalue [2 x i64] %156, 1, !dbg !1460
  %160 = bitcast i32 %158 to float, !dbg !1460
    #dbg_value(float %160, !1339, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1461)
    #dbg_value(i64 %157, !1339, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !1461)
  %161 = trunc i64 %159 to i32, !dbg !1460
  %162 = bitcast i32 %161 to float, !dbg !1460
    #dbg_value(float %162, !1339, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1461)
  %163 = fmul float %160, 8.000000e+00, !dbg !1462
  %164 = fptosi float %163 to i64, !dbg !1462
    #dbg_value(i64 %164, !1302, !DIExpression(), !1357)
  %165 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.15, i64 noundef %164), !dbg !1462
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 15, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 14, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1463)
    #dbg_value(i64 %164, !212, !DIExpression(), !1463)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 15, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 14, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
  %166 = ashr i64 %157, 32, !dbg !1465
    #dbg_value(i64 %166, !1302, !DIExpression(), !1357)
  %167 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.16, i64 noundef %166), !dbg !1465
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 15, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 14, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1466)
    #dbg_value(i64 %166, !212, !DIExpression(), !1466)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 15, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 14, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
  %168 = fmul float %162, 8.000000e+00, !dbg !1468
  %169 = fptosi float %168 to i64, !dbg !1468
    #dbg_value(i64 %169, !1302, !DIExpression(), !1357)
  %170 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.17, i64 noundef %169), !dbg !1468
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 15, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 14, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1469)
    #dbg_value(i64 %169, !212, !DIExpression(), !1469)
  %171 = call i128 @g_ret_i128s(i64 noundef -2, i64 noundef 79) #10, !dbg !1471
    #dbg_value(i128 %171, !1341, !DIExpression(), !1472)
  %172 = trunc i128 %171 to i64, !dbg !1473
    #dbg_value(i64 %172, !1302, !DIExpression(), !1357)
  %173 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.18, i64 noundef %172), !dbg !1473
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 15, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 14, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1474)
    #dbg_value(i64 %172, !212, !DIExpression(), !1474)
  %174 = lshr i128 %171, 64, !dbg !1476
  %175 = trunc nuw i128 %174 to i64, !dbg !1476
    #dbg_value(i64 %175, !1302, !DIExpression(), !1357)
  %176 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.19, i64 noundef %175), !dbg !1476
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 15, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 14, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1477)
    #dbg_value(i64 %175, !212, !DIExpression(), !1477)
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %4), !dbg !1479
  %177 = call [2 x i64] @g_ret_pk([2 x i64] [i64 97136462551097, i64 0]) #10, !dbg !1480
  %178 = extractvalue [2 x i64] %177, 0, !dbg !1480
  %179 = extractvalue [2 x i64] %177, 1, !dbg !1480
  store i64 %178, ptr %4, align 8, !dbg !1480, !DIAssignID !1481
  %180 = trunc i64 %179 to i8, !dbg !1480
  %181 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !1480
  store i8 %180, ptr %181, align 8, !dbg !1480, !DIAssignID !1482
    #dbg_assign(i64 %178, !1343, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1481, ptr %4, !DIExpression(), !1352)
    #dbg_assign(i8 %180, !1343, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !1482, ptr %181, !DIExpression(), !1352)
  %182 = and i64 %178, 255, !dbg !1483
    #dbg_value(i64 %182, !1302, !DIExpression(), !1357)
  %183 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.20, i64 noundef %182), !dbg !1483
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 15, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 14, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1484)
    #dbg_value(i64 %182, !212, !DIExpression(), !1484)
  %184 = getelementptr inbounds i8, ptr %4, i64 1, !dbg !1486
  %185 = load i64, ptr %184, align 1, !dbg !1486, !tbaa !484
    #dbg_value(i64 %185, !1302, !DIExpression(), !1357)
  %186 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.14, i64 noundef %185), !dbg !1486
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 15, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 14, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1487)
    #dbg_value(i64 %185, !212, !DIExpression(), !1487)
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %4), !dbg !1489
  %187 = call [2 x i64] @g_ret_u(i64 noundef -80) #10, !dbg !1490
  %188 = extractvalue [2 x i64] %187, 0, !dbg !1490
  %189 = extractvalue [2 x i64] %187, 1, !dbg !1490
    #dbg_value(i64 %188, !1345, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1491)
    #dbg_value(i64 %189, !1345, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1491)
    #dbg_value(i64 %188, !1302, !DIExpression(), !1357)
  %190 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.14, i64 noundef %188), !dbg !1492
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 15, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 14, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1493)
    #dbg_value(i64 %188, !212, !DIExpression(), !1493)
  %191 = and i64 %189, 255, !dbg !1495
    #dbg_value(i64 %191, !1302, !DIExpression(), !1357)
  %192 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.21, i64 noundef %191), !dbg !1495
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 15, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 14, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1496)
    #dbg_value(i64 %191, !212, !DIExpression(), !1496)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5) #10, !dbg !1498
  call void @g_ret_big(ptr dead_on_unwind nonnull writable sret(%struct.Big) align 8 %5, i64 noundef 81) #10, !dbg !1499
    #dbg_value(ptr %5, !189, !DIExpression(), !1500)
    #dbg_value(i32 40, !196, !DIExpression(), !1500)
    #dbg_value(i64 7, !197, !DIExpression(), !1500)
    #dbg_value(ptr %5, !198, !DIExpression(), !1500)
    #dbg_value(i32 0, !202, !DIExpression(), !1502)
  br label %193, !dbg !1503

193:                                              ; preds = %193, %0
  %194 = phi i64 [ 0, %0 ], [ %201, %193 ]
  %195 = phi i64 [ 7, %0 ], [ %200, %193 ]
    #dbg_value(i64 %194, !202, !DIExpression(), !1502)
    #dbg_value(i64 %195, !197, !DIExpression(), !1500)
  %196 = getelementptr inbounds i8, ptr %5, i64 %194, !dbg !1504
  %197 = load i8, ptr %196, align 1, !dbg !1504, !tbaa !1213
  %198 = zext i8 %197 to i64, !dbg !1504
    #dbg_value(i64 %195, !207, !DIExpression(), !1505)
    #dbg_value(i64 %198, !212, !DIExpression(), !1505)
  %199 = mul i64 %195, 1000003, !dbg !1507
  %200 = xor i64 %199, %198, !dbg !1508
    #dbg_value(i64 %200, !197, !DIExpression(), !1500)
  %201 = add nuw nsw i64 %194, 1, !dbg !1509
    #dbg_value(i64 %201, !202, !DIExpression(), !1502)
  %202 = icmp eq i64 %201, 40, !dbg !1510
  br i1 %202, label %203, label %193, !dbg !1503, !llvm.loop !1511

203:                                              ; preds = %193
  %204 = mul i64 %7, 1000003, !dbg !1513
    #dbg_value(!DIArgList(i64 %204, i64 %9), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1369)
    #dbg_value(!DIArgList(i64 %204, i64 %16, i64 %9), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1372)
    #dbg_value(!DIArgList(i64 %204, i64 %16, i64 %9), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_stack_value), !1375)
    #dbg_value(!DIArgList(i64 %204, i64 %19, i64 %16, i64 %9), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1378)
    #dbg_value(!DIArgList(i64 %204, i64 %21, i64 %19, i64 %16, i64 %9), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1381)
    #dbg_value(!DIArgList(i64 %204, i64 %26, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
    #dbg_value(!DIArgList(i64 %204, i64 %23, i64 %21, i64 %19, i64 %16, i64 %9), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1384)
  %205 = xor i64 %9, %204, !dbg !1514
    #dbg_value(i64 %205, !207, !DIExpression(), !1369)
    #dbg_value(!DIArgList(i64 %205, i64 %16), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1372)
    #dbg_value(!DIArgList(i64 %205, i64 %16), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_stack_value), !1375)
    #dbg_value(!DIArgList(i64 %205, i64 %19, i64 %16), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1378)
    #dbg_value(!DIArgList(i64 %205, i64 %21, i64 %19, i64 %16), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1381)
    #dbg_value(!DIArgList(i64 %205, i64 %26, i64 %23, i64 %21, i64 %19, i64 %16), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
    #dbg_value(!DIArgList(i64 %205, i64 %23, i64 %21, i64 %19, i64 %16), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1384)
  %206 = mul i64 %205, 1000003, !dbg !1515
    #dbg_value(!DIArgList(i64 %206, i64 %16), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1372)
    #dbg_value(!DIArgList(i64 %206, i64 %16), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_stack_value), !1375)
    #dbg_value(!DIArgList(i64 %206, i64 %19, i64 %16), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1378)
    #dbg_value(!DIArgList(i64 %206, i64 %21, i64 %19, i64 %16), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1381)
    #dbg_value(!DIArgList(i64 %206, i64 %26, i64 %23, i64 %21, i64 %19, i64 %16), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
    #dbg_value(!DIArgList(i64 %206, i64 %23, i64 %21, i64 %19, i64 %16), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1384)
  %207 = xor i64 %16, %206, !dbg !1516
    #dbg_value(i64 %207, !207, !DIExpression(), !1372)
    #dbg_value(i64 %207, !207, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_stack_value), !1375)
    #dbg_value(!DIArgList(i64 %207, i64 %19), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1378)
    #dbg_value(!DIArgList(i64 %207, i64 %21, i64 %19), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1381)
    #dbg_value(!DIArgList(i64 %207, i64 %26, i64 %23, i64 %21, i64 %19), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
    #dbg_value(!DIArgList(i64 %207, i64 %23, i64 %21, i64 %19), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1384)
  %208 = mul i64 %207, 1000003, !dbg !1517
    #dbg_value(i64 %208, !207, !DIExpression(DW_OP_constu, 62, DW_OP_xor, DW_OP_stack_value), !1375)
    #dbg_value(!DIArgList(i64 %208, i64 %19), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1378)
    #dbg_value(!DIArgList(i64 %208, i64 %21, i64 %19), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1381)
    #dbg_value(!DIArgList(i64 %208, i64 %26, i64 %23, i64 %21, i64 %19), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
    #dbg_value(!DIArgList(i64 %208, i64 %23, i64 %21, i64 %19), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 62, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1384)
  %209 = xor i64 %208, 62, !dbg !1518
    #dbg_value(i64 %209, !207, !DIExpression(), !1375)
    #dbg_value(!DIArgList(i64 %209, i64 %19), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1378)
    #dbg_value(!DIArgList(i64 %209, i64 %21, i64 %19), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1381)
    #dbg_value(!DIArgList(i64 %209, i64 %26, i64 %23, i64 %21, i64 %19), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
    #dbg_value(!DIArgList(i64 %209, i64 %23, i64 %21, i64 %19), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1384)
  %210 = mul i64 %209, 1000003, !dbg !1519
    #dbg_value(!DIArgList(i64 %210, i64 %19), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1378)
    #dbg_value(!DIArgList(i64 %210, i64 %21, i64 %19), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1381)
    #dbg_value(!DIArgList(i64 %210, i64 %26, i64 %23, i64 %21, i64 %19), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
    #dbg_value(!DIArgList(i64 %210, i64 %23, i64 %21, i64 %19), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1384)
  %211 = xor i64 %19, %210, !dbg !1520
    #dbg_value(i64 %211, !207, !DIExpression(), !1378)
    #dbg_value(!DIArgList(i64 %211, i64 %21), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1381)
    #dbg_value(!DIArgList(i64 %211, i64 %26, i64 %23, i64 %21), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
    #dbg_value(!DIArgList(i64 %211, i64 %23, i64 %21), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1384)
  %212 = mul i64 %211, 1000003, !dbg !1521
    #dbg_value(!DIArgList(i64 %212, i64 %21), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1381)
    #dbg_value(!DIArgList(i64 %212, i64 %26, i64 %23, i64 %21), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
    #dbg_value(!DIArgList(i64 %212, i64 %23, i64 %21), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1384)
  %213 = xor i64 %212, %21, !dbg !1522
    #dbg_value(i64 %213, !207, !DIExpression(), !1381)
    #dbg_value(!DIArgList(i64 %213, i64 %26, i64 %23), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
    #dbg_value(!DIArgList(i64 %213, i64 %23), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1384)
  %214 = mul i64 %213, 1000003, !dbg !1523
    #dbg_value(!DIArgList(i64 %214, i64 %26, i64 %23), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
    #dbg_value(!DIArgList(i64 %214, i64 %23), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1384)
  %215 = xor i64 %214, %23, !dbg !1524
    #dbg_value(!DIArgList(i64 %215, i64 %26), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
    #dbg_value(i64 %215, !207, !DIExpression(), !1384)
  %216 = mul i64 %215, 1000003, !dbg !1525
    #dbg_value(!DIArgList(i64 %216, i64 %26), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
  %217 = xor i64 %216, %26, !dbg !1526
    #dbg_value(i64 %217, !1300, !DIExpression(), !1357)
  %218 = mul i64 %217, 1000003, !dbg !1527
    #dbg_value(!DIArgList(i64 %218, i64 %40), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1402)
    #dbg_value(!DIArgList(i64 %218, i64 %49, i64 %46, i64 %40), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
    #dbg_value(!DIArgList(i64 %218, i64 %46, i64 %40), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1405)
  %219 = xor i64 %40, %218, !dbg !1528
    #dbg_value(i64 %219, !207, !DIExpression(), !1402)
    #dbg_value(!DIArgList(i64 %219, i64 %49, i64 %46), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
    #dbg_value(!DIArgList(i64 %219, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1405)
  %220 = mul i64 %219, 1000003, !dbg !1529
    #dbg_value(!DIArgList(i64 %220, i64 %49, i64 %46), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
    #dbg_value(!DIArgList(i64 %220, i64 %46), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1405)
  %221 = xor i64 %220, %46, !dbg !1530
    #dbg_value(!DIArgList(i64 %221, i64 %49), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
    #dbg_value(i64 %221, !207, !DIExpression(), !1405)
  %222 = mul i64 %221, 1000003, !dbg !1531
    #dbg_value(!DIArgList(i64 %222, i64 %49), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
  %223 = xor i64 %222, %49, !dbg !1532
    #dbg_value(i64 %223, !1300, !DIExpression(), !1357)
  %224 = mul i64 %223, 1000003, !dbg !1533
    #dbg_value(!DIArgList(i64 %224, i64 %58), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
  %225 = xor i64 %58, %224, !dbg !1534
    #dbg_value(i64 %225, !1300, !DIExpression(), !1357)
  %226 = mul i64 %225, 1000003, !dbg !1535
    #dbg_value(!DIArgList(i64 %226, i64 %94), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
  %227 = xor i64 %94, %226, !dbg !1536
    #dbg_value(i64 %227, !1300, !DIExpression(), !1357)
  %228 = mul i64 %227, 1000003, !dbg !1537
    #dbg_value(!DIArgList(i64 %228, i64 %142), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1447)
    #dbg_value(!DIArgList(i64 %228, i64 %145, i64 %142), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1450)
    #dbg_value(!DIArgList(i64 %228, i64 %146, i64 %145, i64 %142), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1455)
    #dbg_value(!DIArgList(i64 %228, i64 %153, i64 %146, i64 %145, i64 %142), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1458)
    #dbg_value(!DIArgList(i64 %228, i64 %152, i64 %153, i64 %146, i64 %145, i64 %142), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1463)
    #dbg_value(!DIArgList(i64 %228, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145, i64 %142), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1466)
    #dbg_value(!DIArgList(i64 %228, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145, i64 %142), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1469)
    #dbg_value(!DIArgList(i64 %228, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145, i64 %142), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1474)
    #dbg_value(!DIArgList(i64 %228, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145, i64 %142), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1477)
    #dbg_value(!DIArgList(i64 %228, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145, i64 %142), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1484)
    #dbg_value(!DIArgList(i64 %228, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145, i64 %142), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1487)
    #dbg_value(!DIArgList(i64 %228, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145, i64 %142), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1493)
    #dbg_value(!DIArgList(i64 %228, i64 %191, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145, i64 %142), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 14, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
    #dbg_value(!DIArgList(i64 %228, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145, i64 %142), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1496)
  %229 = xor i64 %142, %228, !dbg !1538
    #dbg_value(i64 %229, !207, !DIExpression(), !1447)
    #dbg_value(!DIArgList(i64 %229, i64 %145), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1450)
    #dbg_value(!DIArgList(i64 %229, i64 %146, i64 %145), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1455)
    #dbg_value(!DIArgList(i64 %229, i64 %153, i64 %146, i64 %145), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1458)
    #dbg_value(!DIArgList(i64 %229, i64 %152, i64 %153, i64 %146, i64 %145), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1463)
    #dbg_value(!DIArgList(i64 %229, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1466)
    #dbg_value(!DIArgList(i64 %229, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1469)
    #dbg_value(!DIArgList(i64 %229, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1474)
    #dbg_value(!DIArgList(i64 %229, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1477)
    #dbg_value(!DIArgList(i64 %229, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1484)
    #dbg_value(!DIArgList(i64 %229, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1487)
    #dbg_value(!DIArgList(i64 %229, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1493)
    #dbg_value(!DIArgList(i64 %229, i64 %191, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
    #dbg_value(!DIArgList(i64 %229, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1496)
  %230 = mul i64 %229, 1000003, !dbg !1539
    #dbg_value(!DIArgList(i64 %230, i64 %145), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1450)
    #dbg_value(!DIArgList(i64 %230, i64 %146, i64 %145), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1455)
    #dbg_value(!DIArgList(i64 %230, i64 %153, i64 %146, i64 %145), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1458)
    #dbg_value(!DIArgList(i64 %230, i64 %152, i64 %153, i64 %146, i64 %145), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1463)
    #dbg_value(!DIArgList(i64 %230, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1466)
    #dbg_value(!DIArgList(i64 %230, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1469)
    #dbg_value(!DIArgList(i64 %230, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1474)
    #dbg_value(!DIArgList(i64 %230, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1477)
    #dbg_value(!DIArgList(i64 %230, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1484)
    #dbg_value(!DIArgList(i64 %230, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1487)
    #dbg_value(!DIArgList(i64 %230, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1493)
    #dbg_value(!DIArgList(i64 %230, i64 %191, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
    #dbg_value(!DIArgList(i64 %230, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146, i64 %145), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1496)
  %231 = xor i64 %145, %230, !dbg !1540
    #dbg_value(i64 %231, !207, !DIExpression(), !1450)
    #dbg_value(!DIArgList(i64 %231, i64 %146), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1455)
    #dbg_value(!DIArgList(i64 %231, i64 %153, i64 %146), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1458)
    #dbg_value(!DIArgList(i64 %231, i64 %152, i64 %153, i64 %146), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1463)
    #dbg_value(!DIArgList(i64 %231, i64 %164, i64 %152, i64 %153, i64 %146), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1466)
    #dbg_value(!DIArgList(i64 %231, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1469)
    #dbg_value(!DIArgList(i64 %231, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1474)
    #dbg_value(!DIArgList(i64 %231, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1477)
    #dbg_value(!DIArgList(i64 %231, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1484)
    #dbg_value(!DIArgList(i64 %231, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1487)
    #dbg_value(!DIArgList(i64 %231, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1493)
    #dbg_value(!DIArgList(i64 %231, i64 %191, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
    #dbg_value(!DIArgList(i64 %231, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1496)
  %232 = mul i64 %231, 1000003, !dbg !1541
    #dbg_value(!DIArgList(i64 %232, i64 %146), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1455)
    #dbg_value(!DIArgList(i64 %232, i64 %153, i64 %146), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1458)
    #dbg_value(!DIArgList(i64 %232, i64 %152, i64 %153, i64 %146), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1463)
    #dbg_value(!DIArgList(i64 %232, i64 %164, i64 %152, i64 %153, i64 %146), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1466)
    #dbg_value(!DIArgList(i64 %232, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1469)
    #dbg_value(!DIArgList(i64 %232, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1474)
    #dbg_value(!DIArgList(i64 %232, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1477)
    #dbg_value(!DIArgList(i64 %232, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1484)
    #dbg_value(!DIArgList(i64 %232, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1487)
    #dbg_value(!DIArgList(i64 %232, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1493)
    #dbg_value(!DIArgList(i64 %232, i64 %191, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
    #dbg_value(!DIArgList(i64 %232, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153, i64 %146), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1496)
  %233 = xor i64 %232, %146, !dbg !1542
    #dbg_value(i64 %233, !207, !DIExpression(), !1455)
    #dbg_value(!DIArgList(i64 %233, i64 %153), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1458)
    #dbg_value(!DIArgList(i64 %233, i64 %152, i64 %153), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1463)
    #dbg_value(!DIArgList(i64 %233, i64 %164, i64 %152, i64 %153), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1466)
    #dbg_value(!DIArgList(i64 %233, i64 %166, i64 %164, i64 %152, i64 %153), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1469)
    #dbg_value(!DIArgList(i64 %233, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1474)
    #dbg_value(!DIArgList(i64 %233, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1477)
    #dbg_value(!DIArgList(i64 %233, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1484)
    #dbg_value(!DIArgList(i64 %233, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1487)
    #dbg_value(!DIArgList(i64 %233, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1493)
    #dbg_value(!DIArgList(i64 %233, i64 %191, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
    #dbg_value(!DIArgList(i64 %233, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1496)
  %234 = mul i64 %233, 1000003, !dbg !1543
    #dbg_value(!DIArgList(i64 %234, i64 %153), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1458)
    #dbg_value(!DIArgList(i64 %234, i64 %152, i64 %153), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1463)
    #dbg_value(!DIArgList(i64 %234, i64 %164, i64 %152, i64 %153), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1466)
    #dbg_value(!DIArgList(i64 %234, i64 %166, i64 %164, i64 %152, i64 %153), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1469)
    #dbg_value(!DIArgList(i64 %234, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1474)
    #dbg_value(!DIArgList(i64 %234, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1477)
    #dbg_value(!DIArgList(i64 %234, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1484)
    #dbg_value(!DIArgList(i64 %234, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1487)
    #dbg_value(!DIArgList(i64 %234, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1493)
    #dbg_value(!DIArgList(i64 %234, i64 %191, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
    #dbg_value(!DIArgList(i64 %234, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152, i64 %153), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1496)
  %235 = xor i64 %234, %153, !dbg !1544
    #dbg_value(i64 %235, !207, !DIExpression(), !1458)
    #dbg_value(!DIArgList(i64 %235, i64 %152), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1463)
    #dbg_value(!DIArgList(i64 %235, i64 %164, i64 %152), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1466)
    #dbg_value(!DIArgList(i64 %235, i64 %166, i64 %164, i64 %152), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1469)
    #dbg_value(!DIArgList(i64 %235, i64 %169, i64 %166, i64 %164, i64 %152), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1474)
    #dbg_value(!DIArgList(i64 %235, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1477)
    #dbg_value(!DIArgList(i64 %235, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1484)
    #dbg_value(!DIArgList(i64 %235, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1487)
    #dbg_value(!DIArgList(i64 %235, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1493)
    #dbg_value(!DIArgList(i64 %235, i64 %191, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
    #dbg_value(!DIArgList(i64 %235, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1496)
  %236 = mul i64 %235, 1000003, !dbg !1545
    #dbg_value(!DIArgList(i64 %236, i64 %152), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1463)
    #dbg_value(!DIArgList(i64 %236, i64 %164, i64 %152), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1466)
    #dbg_value(!DIArgList(i64 %236, i64 %166, i64 %164, i64 %152), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1469)
    #dbg_value(!DIArgList(i64 %236, i64 %169, i64 %166, i64 %164, i64 %152), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1474)
    #dbg_value(!DIArgList(i64 %236, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1477)
    #dbg_value(!DIArgList(i64 %236, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1484)
    #dbg_value(!DIArgList(i64 %236, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1487)
    #dbg_value(!DIArgList(i64 %236, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1493)
    #dbg_value(!DIArgList(i64 %236, i64 %191, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
    #dbg_value(!DIArgList(i64 %236, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164, i64 %152), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1496)
  %237 = xor i64 %236, %152, !dbg !1546
    #dbg_value(i64 %237, !207, !DIExpression(), !1463)
    #dbg_value(!DIArgList(i64 %237, i64 %164), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1466)
    #dbg_value(!DIArgList(i64 %237, i64 %166, i64 %164), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1469)
    #dbg_value(!DIArgList(i64 %237, i64 %169, i64 %166, i64 %164), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1474)
    #dbg_value(!DIArgList(i64 %237, i64 %172, i64 %169, i64 %166, i64 %164), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1477)
    #dbg_value(!DIArgList(i64 %237, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1484)
    #dbg_value(!DIArgList(i64 %237, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1487)
    #dbg_value(!DIArgList(i64 %237, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1493)
    #dbg_value(!DIArgList(i64 %237, i64 %191, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
    #dbg_value(!DIArgList(i64 %237, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1496)
  %238 = mul i64 %237, 1000003, !dbg !1547
    #dbg_value(!DIArgList(i64 %238, i64 %164), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1466)
    #dbg_value(!DIArgList(i64 %238, i64 %166, i64 %164), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1469)
    #dbg_value(!DIArgList(i64 %238, i64 %169, i64 %166, i64 %164), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1474)
    #dbg_value(!DIArgList(i64 %238, i64 %172, i64 %169, i64 %166, i64 %164), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1477)
    #dbg_value(!DIArgList(i64 %238, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1484)
    #dbg_value(!DIArgList(i64 %238, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1487)
    #dbg_value(!DIArgList(i64 %238, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1493)
    #dbg_value(!DIArgList(i64 %238, i64 %191, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
    #dbg_value(!DIArgList(i64 %238, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166, i64 %164), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1496)
  %239 = xor i64 %238, %164, !dbg !1548
    #dbg_value(i64 %239, !207, !DIExpression(), !1466)
    #dbg_value(!DIArgList(i64 %239, i64 %166), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1469)
    #dbg_value(!DIArgList(i64 %239, i64 %169, i64 %166), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1474)
    #dbg_value(!DIArgList(i64 %239, i64 %172, i64 %169, i64 %166), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1477)
    #dbg_value(!DIArgList(i64 %239, i64 %175, i64 %172, i64 %169, i64 %166), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1484)
    #dbg_value(!DIArgList(i64 %239, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1487)
    #dbg_value(!DIArgList(i64 %239, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1493)
    #dbg_value(!DIArgList(i64 %239, i64 %191, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
    #dbg_value(!DIArgList(i64 %239, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1496)
  %240 = mul i64 %239, 1000003, !dbg !1549
    #dbg_value(!DIArgList(i64 %240, i64 %166), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1469)
    #dbg_value(!DIArgList(i64 %240, i64 %169, i64 %166), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1474)
    #dbg_value(!DIArgList(i64 %240, i64 %172, i64 %169, i64 %166), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1477)
    #dbg_value(!DIArgList(i64 %240, i64 %175, i64 %172, i64 %169, i64 %166), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1484)
    #dbg_value(!DIArgList(i64 %240, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1487)
    #dbg_value(!DIArgList(i64 %240, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1493)
    #dbg_value(!DIArgList(i64 %240, i64 %191, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
    #dbg_value(!DIArgList(i64 %240, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169, i64 %166), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1496)
  %241 = xor i64 %240, %166, !dbg !1550
    #dbg_value(i64 %241, !207, !DIExpression(), !1469)
    #dbg_value(!DIArgList(i64 %241, i64 %169), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1474)
    #dbg_value(!DIArgList(i64 %241, i64 %172, i64 %169), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1477)
    #dbg_value(!DIArgList(i64 %241, i64 %175, i64 %172, i64 %169), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1484)
    #dbg_value(!DIArgList(i64 %241, i64 %182, i64 %175, i64 %172, i64 %169), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1487)
    #dbg_value(!DIArgList(i64 %241, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1493)
    #dbg_value(!DIArgList(i64 %241, i64 %191, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
    #dbg_value(!DIArgList(i64 %241, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1496)
  %242 = mul i64 %241, 1000003, !dbg !1551
    #dbg_value(!DIArgList(i64 %242, i64 %169), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1474)
    #dbg_value(!DIArgList(i64 %242, i64 %172, i64 %169), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1477)
    #dbg_value(!DIArgList(i64 %242, i64 %175, i64 %172, i64 %169), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1484)
    #dbg_value(!DIArgList(i64 %242, i64 %182, i64 %175, i64 %172, i64 %169), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1487)
    #dbg_value(!DIArgList(i64 %242, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1493)
    #dbg_value(!DIArgList(i64 %242, i64 %191, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
    #dbg_value(!DIArgList(i64 %242, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172, i64 %169), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1496)
  %243 = xor i64 %242, %169, !dbg !1552
    #dbg_value(i64 %243, !207, !DIExpression(), !1474)
    #dbg_value(!DIArgList(i64 %243, i64 %172), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1477)
    #dbg_value(!DIArgList(i64 %243, i64 %175, i64 %172), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1484)
    #dbg_value(!DIArgList(i64 %243, i64 %182, i64 %175, i64 %172), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1487)
    #dbg_value(!DIArgList(i64 %243, i64 %185, i64 %182, i64 %175, i64 %172), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1493)
    #dbg_value(!DIArgList(i64 %243, i64 %191, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
    #dbg_value(!DIArgList(i64 %243, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1496)
  %244 = mul i64 %243, 1000003, !dbg !1553
    #dbg_value(!DIArgList(i64 %244, i64 %172), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1477)
    #dbg_value(!DIArgList(i64 %244, i64 %175, i64 %172), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1484)
    #dbg_value(!DIArgList(i64 %244, i64 %182, i64 %175, i64 %172), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1487)
    #dbg_value(!DIArgList(i64 %244, i64 %185, i64 %182, i64 %175, i64 %172), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1493)
    #dbg_value(!DIArgList(i64 %244, i64 %191, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
    #dbg_value(!DIArgList(i64 %244, i64 %188, i64 %185, i64 %182, i64 %175, i64 %172), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1496)
  %245 = xor i64 %244, %172, !dbg !1554
    #dbg_value(i64 %245, !207, !DIExpression(), !1477)
    #dbg_value(!DIArgList(i64 %245, i64 %175), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1484)
    #dbg_value(!DIArgList(i64 %245, i64 %182, i64 %175), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1487)
    #dbg_value(!DIArgList(i64 %245, i64 %185, i64 %182, i64 %175), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1493)
    #dbg_value(!DIArgList(i64 %245, i64 %191, i64 %188, i64 %185, i64 %182, i64 %175), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
    #dbg_value(!DIArgList(i64 %245, i64 %188, i64 %185, i64 %182, i64 %175), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1496)
  %246 = mul i64 %245, 1000003, !dbg !1555
    #dbg_value(!DIArgList(i64 %246, i64 %175), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1484)
    #dbg_value(!DIArgList(i64 %246, i64 %182, i64 %175), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1487)
    #dbg_value(!DIArgList(i64 %246, i64 %185, i64 %182, i64 %175), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1493)
    #dbg_value(!DIArgList(i64 %246, i64 %191, i64 %188, i64 %185, i64 %182, i64 %175), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
    #dbg_value(!DIArgList(i64 %246, i64 %188, i64 %185, i64 %182, i64 %175), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1496)
  %247 = xor i64 %246, %175, !dbg !1556
    #dbg_value(i64 %247, !207, !DIExpression(), !1484)
    #dbg_value(!DIArgList(i64 %247, i64 %182), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1487)
    #dbg_value(!DIArgList(i64 %247, i64 %185, i64 %182), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1493)
    #dbg_value(!DIArgList(i64 %247, i64 %191, i64 %188, i64 %185, i64 %182), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
    #dbg_value(!DIArgList(i64 %247, i64 %188, i64 %185, i64 %182), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1496)
  %248 = mul i64 %247, 1000003, !dbg !1557
    #dbg_value(!DIArgList(i64 %248, i64 %182), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1487)
    #dbg_value(!DIArgList(i64 %248, i64 %185, i64 %182), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1493)
    #dbg_value(!DIArgList(i64 %248, i64 %191, i64 %188, i64 %185, i64 %182), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
    #dbg_value(!DIArgList(i64 %248, i64 %188, i64 %185, i64 %182), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1496)
  %249 = xor i64 %248, %182, !dbg !1558
    #dbg_value(i64 %249, !207, !DIExpression(), !1487)
    #dbg_value(!DIArgList(i64 %249, i64 %185), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1493)
    #dbg_value(!DIArgList(i64 %249, i64 %191, i64 %188, i64 %185), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
    #dbg_value(!DIArgList(i64 %249, i64 %188, i64 %185), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1496)
  %250 = mul i64 %249, 1000003, !dbg !1559
    #dbg_value(!DIArgList(i64 %250, i64 %185), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1493)
    #dbg_value(!DIArgList(i64 %250, i64 %191, i64 %188, i64 %185), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
    #dbg_value(!DIArgList(i64 %250, i64 %188, i64 %185), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1496)
  %251 = xor i64 %250, %185, !dbg !1560
    #dbg_value(i64 %251, !207, !DIExpression(), !1493)
    #dbg_value(!DIArgList(i64 %251, i64 %191, i64 %188), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
    #dbg_value(!DIArgList(i64 %251, i64 %188), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1496)
  %252 = mul i64 %251, 1000003, !dbg !1561
    #dbg_value(!DIArgList(i64 %252, i64 %191, i64 %188), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
    #dbg_value(!DIArgList(i64 %252, i64 %188), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1496)
  %253 = xor i64 %252, %188, !dbg !1562
    #dbg_value(!DIArgList(i64 %253, i64 %191), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1000003, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
    #dbg_value(i64 %253, !207, !DIExpression(), !1496)
  %254 = mul i64 %253, 1000003, !dbg !1563
    #dbg_value(!DIArgList(i64 %254, i64 %191), !1300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1357)
  %255 = xor i64 %254, %191, !dbg !1564
    #dbg_value(i64 %255, !1300, !DIExpression(), !1357)
    #dbg_value(i64 %200, !1302, !DIExpression(), !1357)
  %256 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.9, i64 noundef %200), !dbg !1565
    #dbg_value(i64 %255, !207, !DIExpression(), !1566)
    #dbg_value(i64 %200, !212, !DIExpression(), !1566)
  %257 = mul i64 %255, 1000003, !dbg !1568
  %258 = xor i64 %200, %257, !dbg !1569
    #dbg_value(i64 %258, !1300, !DIExpression(), !1357)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5) #10, !dbg !1570
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #10, !dbg !1571
  call void @g_ret_big24(ptr dead_on_unwind nonnull writable sret(%struct.Big24) align 8 %6, i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8, i64 noundef 9) #10, !dbg !1572
  %259 = load i32, ptr %6, align 8, !dbg !1573, !tbaa !391
  %260 = sext i32 %259 to i64, !dbg !1573
    #dbg_value(i64 %260, !1302, !DIExpression(), !1357)
  %261 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, i64 noundef %260), !dbg !1573
    #dbg_value(i64 %258, !207, !DIExpression(), !1574)
    #dbg_value(i64 %260, !212, !DIExpression(), !1574)
  %262 = mul i64 %258, 1000003, !dbg !1576
  %263 = xor i64 %262, %260, !dbg !1577
    #dbg_value(i64 %263, !1300, !DIExpression(), !1357)
  %264 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !1578
  %265 = load double, ptr %264, align 8, !dbg !1578, !tbaa !399
  %266 = fptosi double %265 to i64, !dbg !1578
    #dbg_value(i64 %266, !1302, !DIExpression(), !1357)
  %267 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.22, i64 noundef %266), !dbg !1578
    #dbg_value(i64 %263, !207, !DIExpression(), !1579)
    #dbg_value(i64 %266, !212, !DIExpression(), !1579)
  %268 = mul i64 %263, 1000003, !dbg !1581
  %269 = xor i64 %268, %266, !dbg !1582
    #dbg_value(i64 %269, !1300, !DIExpression(), !1357)
  %270 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !1583
  %271 = load i8, ptr %270, align 8, !dbg !1583, !tbaa !404
  %272 = zext i8 %271 to i64, !dbg !1583
    #dbg_value(i64 %272, !1302, !DIExpression(), !1357)
  %273 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.20, i64 noundef %272), !dbg !1583
    #dbg_value(i64 %269, !207, !DIExpression(), !1584)
    #dbg_value(i64 %272, !212, !DIExpression(), !1584)
  %274 = mul i64 %269, 1000003, !dbg !1586
  %275 = xor i64 %274, %272, !dbg !1587
    #dbg_value(i64 %275, !1300, !DIExpression(), !1357)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #10, !dbg !1588
  ret i64 %275, !dbg !1589
}

declare !dbg !1590 i64 @g_small(i64, i64, i64, i64, i64, i64, i64, [2 x i64]) local_unnamed_addr #8

declare !dbg !1591 i64 @g_align16(i32 noundef, i128, i32 noundef, i128, i64 noundef, i128, i32 noundef) local_unnamed_addr #8

declare !dbg !1592 i64 @g_bigs(ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #8

declare !dbg !1593 i64 @g_mixed(i64, [2 x i64], double noundef, [2 x i64], float noundef, i64, [2 x i64], [2 x i64]) local_unnamed_addr #8

declare !dbg !1594 i64 @g_spill([2 x i64], [2 x i64], [2 x i64], [2 x i64], [2 x i64], [2 x i64], i8 noundef, [2 x i64], [2 x i64]) local_unnamed_addr #8

declare !dbg !1595 i64 @g_partial(i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, [2 x i64], i64 noundef, i64) local_unnamed_addr #8

declare !dbg !1596 i8 @g_ret_s1(i8 noundef) local_unnamed_addr #8

declare !dbg !1597 i24 @g_ret_s3(i64) local_unnamed_addr #8

declare !dbg !1598 i64 @g_ret_s7(i8 noundef, i16 noundef) local_unnamed_addr #8

declare !dbg !1599 [2 x i64] @g_ret_s9([2 x i64]) local_unnamed_addr #8

declare !dbg !1600 [2 x i64] @g_ret_s12(i32 noundef) local_unnamed_addr #8

declare !dbg !1601 [2 x i64] @g_ret_s16([2 x i64]) local_unnamed_addr #8

declare !dbg !1602 [2 x i64] @g_ret_mixdl(double noundef, i64 noundef) local_unnamed_addr #8

declare !dbg !1603 [2 x i64] @g_ret_mixfi3([2 x i64]) local_unnamed_addr #8

declare !dbg !1604 i128 @g_ret_i128s(i64 noundef, i64 noundef) local_unnamed_addr #8

declare !dbg !1605 [2 x i64] @g_ret_pk([2 x i64]) local_unnamed_addr #8

declare !dbg !1606 [2 x i64] @g_ret_u(i64 noundef) local_unnamed_addr #8

declare !dbg !1607 void @g_ret_big(ptr dead_on_unwind writable sret(%struct.Big) align 8, i64 noundef) local_unnamed_addr #8

declare !dbg !1608 void @g_ret_big24(ptr dead_on_unwind writable sret(%struct.Big24) align 8, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #7 !dbg !1609 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !1616
  %2 = tail call i64 @r_drive_self(), !dbg !1617
    #dbg_value(i64 %2, !1613, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1618)
  %3 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.30), !dbg !1619
  %4 = tail call i64 @r_drive_other(), !dbg !1620
    #dbg_value(i64 %4, !1613, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1618)
  %5 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.31), !dbg !1621
  %6 = tail call i64 @g_drive_other() #10, !dbg !1622
    #dbg_value(i64 %6, !1613, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1618)
  %7 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.32), !dbg !1623
  %8 = tail call i64 @g_drive_self() #10, !dbg !1624
    #dbg_value(i64 %8, !1613, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1618)
  %9 = icmp ne i64 %2, %4, !dbg !1625
  %10 = icmp ne i64 %4, %6
  %11 = select i1 %9, i1 true, i1 %10
  %12 = icmp ne i64 %6, %8
  %13 = select i1 %11, i1 true, i1 %12, !dbg !1626
    #dbg_value(i1 %13, !1615, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1618)
  %14 = select i1 %13, ptr @.str.29, ptr @.str.28, !dbg !1626
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i64 noundef %2, ptr noundef nonnull %14), !dbg !1627
  %16 = zext i1 %13 to i32, !dbg !1628
  ret i32 %16, !dbg !1629
}

declare !dbg !1630 i64 @g_drive_other() local_unnamed_addr #8

declare !dbg !1631 i64 @g_drive_self() local_unnamed_addr #8

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
!llvm.module.flags = !{!131, !132, !133, !134, !135, !136, !137, !138}
!llvm.ident = !{!139}

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
!106 = distinct !DICompileUnit(language: DW_LANG_C11, file: !98, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !107, globals: !116, splitDebugInlining: false, nameTableKind: None)
!107 = !{!108, !111, !4, !112, !113, !110, !114, !115}
!108 = !DIDerivedType(tag: DW_TAG_typedef, name: "u64", file: !109, line: 28, baseType: !110)
!109 = !DIFile(filename: "tests/run/aarch64/structs.h", directory: ".", checksumkind: CSK_MD5, checksum: "8a92c88cb2332c3b08bfbc5d7ef1c679")
!110 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!111 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!112 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!113 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!114 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!115 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!116 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !44, !49, !54, !56, !61, !66, !68, !73, !75, !77, !82, !87, !89, !94, !117, !119, !124, !126, !96, !102, !104}
!117 = !DIGlobalVariableExpression(var: !118, expr: !DIExpression())
!118 = distinct !DIGlobalVariable(scope: null, file: !98, line: 18, type: !70, isLocal: true, isDefinition: true)
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(scope: null, file: !98, line: 20, type: !121, isLocal: true, isDefinition: true)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !122)
!122 = !{!123}
!123 = !DISubrange(count: 14)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(scope: null, file: !98, line: 22, type: !121, isLocal: true, isDefinition: true)
!126 = !DIGlobalVariableExpression(var: !127, expr: !DIExpression())
!127 = distinct !DIGlobalVariable(scope: null, file: !98, line: 24, type: !128, isLocal: true, isDefinition: true)
!128 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !129)
!129 = !{!130}
!130 = !DISubrange(count: 12)
!131 = !{i32 7, !"Dwarf Version", i32 5}
!132 = !{i32 2, !"Debug Info Version", i32 3}
!133 = !{i32 1, !"wchar_size", i32 4}
!134 = !{i32 8, !"PIC Level", i32 2}
!135 = !{i32 7, !"PIE Level", i32 2}
!136 = !{i32 7, !"uwtable", i32 2}
!137 = !{i32 7, !"frame-pointer", i32 1}
!138 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!139 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!140 = distinct !DISubprogram(name: "r_small", scope: !109, file: !109, line: 44, type: !141, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !178)
!141 = !DISubroutineType(types: !142)
!142 = !{!108, !143, !146, !150, !156, !162, !166, !171, !175}
!143 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S1", file: !109, line: 7, size: 8, elements: !144)
!144 = !{!145}
!145 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !143, file: !109, line: 7, baseType: !4, size: 8)
!146 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S2", file: !109, line: 8, size: 16, elements: !147)
!147 = !{!148}
!148 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !146, file: !109, line: 8, baseType: !149, size: 16)
!149 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!150 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S3", file: !109, line: 9, size: 24, elements: !151)
!151 = !{!152}
!152 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !150, file: !109, line: 9, baseType: !153, size: 24)
!153 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !154)
!154 = !{!155}
!155 = !DISubrange(count: 3)
!156 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S5", file: !109, line: 10, size: 40, elements: !157)
!157 = !{!158}
!158 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !156, file: !109, line: 10, baseType: !159, size: 40)
!159 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !160)
!160 = !{!161}
!161 = !DISubrange(count: 5)
!162 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S6", file: !109, line: 11, size: 48, elements: !163)
!163 = !{!164}
!164 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !162, file: !109, line: 11, baseType: !165, size: 48)
!165 = !DICompositeType(tag: DW_TAG_array_type, baseType: !149, size: 48, elements: !154)
!166 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S7", file: !109, line: 12, size: 64, elements: !167)
!167 = !{!168, !169, !170}
!168 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !166, file: !109, line: 12, baseType: !4, size: 8)
!169 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !166, file: !109, line: 12, baseType: !149, size: 16, offset: 16)
!170 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !166, file: !109, line: 12, baseType: !153, size: 24, offset: 32)
!171 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S8", file: !109, line: 13, size: 64, elements: !172)
!172 = !{!173, !174}
!173 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !171, file: !109, line: 13, baseType: !114, size: 32)
!174 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !171, file: !109, line: 13, baseType: !114, size: 32, offset: 32)
!175 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S9", file: !109, line: 14, size: 72, elements: !176)
!176 = !{!177}
!177 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !175, file: !109, line: 14, baseType: !79, size: 72)
!178 = !{!179, !180, !181, !182, !183, !184, !185, !186, !187}
!179 = !DILocalVariable(name: "a", arg: 1, scope: !140, file: !109, line: 44, type: !143)
!180 = !DILocalVariable(name: "b", arg: 2, scope: !140, file: !109, line: 44, type: !146)
!181 = !DILocalVariable(name: "c", arg: 3, scope: !140, file: !109, line: 44, type: !150)
!182 = !DILocalVariable(name: "d", arg: 4, scope: !140, file: !109, line: 44, type: !156)
!183 = !DILocalVariable(name: "e", arg: 5, scope: !140, file: !109, line: 44, type: !162)
!184 = !DILocalVariable(name: "f", arg: 6, scope: !140, file: !109, line: 44, type: !166)
!185 = !DILocalVariable(name: "g", arg: 7, scope: !140, file: !109, line: 45, type: !171)
!186 = !DILocalVariable(name: "h", arg: 8, scope: !140, file: !109, line: 45, type: !175)
!187 = !DILocalVariable(name: "r", scope: !140, file: !109, line: 45, type: !108)
!188 = !DILocation(line: 0, scope: !140)
!189 = !DILocalVariable(name: "p", arg: 1, scope: !190, file: !109, line: 30, type: !193)
!190 = distinct !DISubprogram(name: "hbytes", scope: !109, file: !109, line: 30, type: !191, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !195)
!191 = !DISubroutineType(types: !192)
!192 = !{!108, !193, !114}
!193 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !194, size: 64)
!194 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!195 = !{!189, !196, !197, !198, !202}
!196 = !DILocalVariable(name: "n", arg: 2, scope: !190, file: !109, line: 30, type: !114)
!197 = !DILocalVariable(name: "h", scope: !190, file: !109, line: 31, type: !108)
!198 = !DILocalVariable(name: "b", scope: !190, file: !109, line: 31, type: !199)
!199 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !200, size: 64)
!200 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !201)
!201 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!202 = !DILocalVariable(name: "i", scope: !203, file: !109, line: 32, type: !114)
!203 = distinct !DILexicalBlock(scope: !190, file: !109, line: 32, column: 3)
!204 = !DILocation(line: 0, scope: !190, inlinedAt: !205)
!205 = distinct !DILocation(line: 45, column: 41, scope: !140)
!206 = !DILocation(line: 0, scope: !203, inlinedAt: !205)
!207 = !DILocalVariable(name: "h", arg: 1, scope: !208, file: !109, line: 29, type: !108)
!208 = distinct !DISubprogram(name: "mixh", scope: !109, file: !109, line: 29, type: !209, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !211)
!209 = !DISubroutineType(types: !210)
!210 = !{!108, !108, !108}
!211 = !{!207, !212}
!212 = !DILocalVariable(name: "v", arg: 2, scope: !208, file: !109, line: 29, type: !108)
!213 = !DILocation(line: 0, scope: !208, inlinedAt: !214)
!214 = distinct !DILocation(line: 32, column: 35, scope: !215, inlinedAt: !205)
!215 = distinct !DILexicalBlock(scope: !203, file: !109, line: 32, column: 3)
!216 = !DILocation(line: 0, scope: !203, inlinedAt: !217)
!217 = distinct !DILocation(line: 45, column: 41, scope: !140)
!218 = !DILocation(line: 0, scope: !190, inlinedAt: !217)
!219 = !DILocation(line: 32, column: 43, scope: !215, inlinedAt: !217)
!220 = !DILocation(line: 0, scope: !208, inlinedAt: !221)
!221 = distinct !DILocation(line: 32, column: 35, scope: !215, inlinedAt: !217)
!222 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !221)
!223 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !221)
!224 = !DILocation(line: 0, scope: !203, inlinedAt: !225)
!225 = distinct !DILocation(line: 45, column: 41, scope: !140)
!226 = !DILocation(line: 0, scope: !190, inlinedAt: !225)
!227 = !DILocation(line: 32, column: 43, scope: !215, inlinedAt: !225)
!228 = !DILocation(line: 0, scope: !208, inlinedAt: !229)
!229 = distinct !DILocation(line: 32, column: 35, scope: !215, inlinedAt: !225)
!230 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !229)
!231 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !229)
!232 = !DILocation(line: 0, scope: !203, inlinedAt: !233)
!233 = distinct !DILocation(line: 45, column: 41, scope: !140)
!234 = !DILocation(line: 0, scope: !190, inlinedAt: !233)
!235 = !DILocation(line: 32, column: 43, scope: !215, inlinedAt: !233)
!236 = !DILocation(line: 0, scope: !208, inlinedAt: !237)
!237 = distinct !DILocation(line: 32, column: 35, scope: !215, inlinedAt: !233)
!238 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !237)
!239 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !237)
!240 = !DILocation(line: 0, scope: !203, inlinedAt: !241)
!241 = distinct !DILocation(line: 45, column: 41, scope: !140)
!242 = !DILocation(line: 0, scope: !190, inlinedAt: !241)
!243 = !DILocation(line: 32, column: 43, scope: !215, inlinedAt: !241)
!244 = !DILocation(line: 0, scope: !208, inlinedAt: !245)
!245 = distinct !DILocation(line: 32, column: 35, scope: !215, inlinedAt: !241)
!246 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !245)
!247 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !245)
!248 = !DILocation(line: 0, scope: !208, inlinedAt: !249)
!249 = distinct !DILocation(line: 45, column: 41, scope: !140)
!250 = !DILocation(line: 0, scope: !208, inlinedAt: !251)
!251 = distinct !DILocation(line: 45, column: 41, scope: !140)
!252 = !DILocation(line: 0, scope: !208, inlinedAt: !253)
!253 = distinct !DILocation(line: 45, column: 41, scope: !140)
!254 = !DILocation(line: 0, scope: !190, inlinedAt: !255)
!255 = distinct !DILocation(line: 45, column: 41, scope: !140)
!256 = !DILocation(line: 0, scope: !203, inlinedAt: !255)
!257 = !DILocation(line: 32, column: 43, scope: !215, inlinedAt: !255)
!258 = !DILocation(line: 0, scope: !208, inlinedAt: !259)
!259 = distinct !DILocation(line: 32, column: 35, scope: !215, inlinedAt: !255)
!260 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !259)
!261 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !259)
!262 = !DILocation(line: 0, scope: !203, inlinedAt: !263)
!263 = distinct !DILocation(line: 45, column: 41, scope: !140)
!264 = !DILocation(line: 0, scope: !190, inlinedAt: !263)
!265 = !DILocation(line: 32, column: 43, scope: !215, inlinedAt: !263)
!266 = !DILocation(line: 0, scope: !208, inlinedAt: !267)
!267 = distinct !DILocation(line: 32, column: 35, scope: !215, inlinedAt: !263)
!268 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !267)
!269 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !267)
!270 = !DILocation(line: 0, scope: !203, inlinedAt: !271)
!271 = distinct !DILocation(line: 45, column: 41, scope: !140)
!272 = !DILocation(line: 0, scope: !190, inlinedAt: !271)
!273 = !DILocation(line: 32, column: 43, scope: !215, inlinedAt: !271)
!274 = !DILocation(line: 0, scope: !208, inlinedAt: !275)
!275 = distinct !DILocation(line: 32, column: 35, scope: !215, inlinedAt: !271)
!276 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !275)
!277 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !275)
!278 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !279)
!279 = distinct !DILocation(line: 45, column: 41, scope: !140)
!280 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !281)
!281 = distinct !DILocation(line: 45, column: 41, scope: !140)
!282 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !281)
!283 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !284)
!284 = distinct !DILocation(line: 45, column: 41, scope: !140)
!285 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !284)
!286 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !287)
!287 = distinct !DILocation(line: 45, column: 41, scope: !140)
!288 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !287)
!289 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !249)
!290 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !249)
!291 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !251)
!292 = !DILocation(line: 45, column: 41, scope: !140)
!293 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !251)
!294 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !253)
!295 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !253)
!296 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !297)
!297 = distinct !DILocation(line: 45, column: 41, scope: !140)
!298 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !297)
!299 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !300)
!300 = distinct !DILocation(line: 45, column: 41, scope: !140)
!301 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !300)
!302 = !DILocation(line: 0, scope: !208, inlinedAt: !303)
!303 = distinct !DILocation(line: 45, column: 41, scope: !140)
!304 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !303)
!305 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !303)
!306 = distinct !DISubprogram(name: "r_align16", scope: !109, file: !109, line: 54, type: !307, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !316)
!307 = !DISubroutineType(types: !308)
!308 = !{!108, !114, !309, !114, !312, !111, !312, !114}
!309 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "I128S", file: !109, line: 18, size: 128, elements: !310)
!310 = !{!311}
!311 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !309, file: !109, line: 18, baseType: !112, size: 128)
!312 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "A16", file: !109, line: 19, size: 128, elements: !313)
!313 = !{!314, !315}
!314 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !312, file: !109, line: 19, baseType: !111, size: 64, align: 128)
!315 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !312, file: !109, line: 19, baseType: !111, size: 64, offset: 64)
!316 = !{!317, !318, !319, !320, !321, !322, !323}
!317 = !DILocalVariable(name: "a", arg: 1, scope: !306, file: !109, line: 54, type: !114)
!318 = !DILocalVariable(name: "b", arg: 2, scope: !306, file: !109, line: 54, type: !309)
!319 = !DILocalVariable(name: "c", arg: 3, scope: !306, file: !109, line: 54, type: !114)
!320 = !DILocalVariable(name: "d", arg: 4, scope: !306, file: !109, line: 54, type: !312)
!321 = !DILocalVariable(name: "e", arg: 5, scope: !306, file: !109, line: 54, type: !111)
!322 = !DILocalVariable(name: "f", arg: 6, scope: !306, file: !109, line: 54, type: !312)
!323 = !DILocalVariable(name: "g", arg: 7, scope: !306, file: !109, line: 54, type: !114)
!324 = !DILocation(line: 0, scope: !306)
!325 = !DILocation(line: 54, column: 90, scope: !306)
!326 = !DILocation(line: 0, scope: !208, inlinedAt: !327)
!327 = distinct !DILocation(line: 54, column: 90, scope: !306)
!328 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !327)
!329 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !327)
!330 = !DILocation(line: 0, scope: !208, inlinedAt: !331)
!331 = distinct !DILocation(line: 54, column: 90, scope: !306)
!332 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !331)
!333 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !331)
!334 = !DILocation(line: 0, scope: !208, inlinedAt: !335)
!335 = distinct !DILocation(line: 54, column: 90, scope: !306)
!336 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !335)
!337 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !335)
!338 = !DILocation(line: 0, scope: !208, inlinedAt: !339)
!339 = distinct !DILocation(line: 54, column: 90, scope: !306)
!340 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !339)
!341 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !339)
!342 = !DILocation(line: 0, scope: !208, inlinedAt: !343)
!343 = distinct !DILocation(line: 54, column: 90, scope: !306)
!344 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !343)
!345 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !343)
!346 = !DILocation(line: 0, scope: !208, inlinedAt: !347)
!347 = distinct !DILocation(line: 54, column: 90, scope: !306)
!348 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !347)
!349 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !347)
!350 = !DILocation(line: 0, scope: !208, inlinedAt: !351)
!351 = distinct !DILocation(line: 54, column: 90, scope: !306)
!352 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !351)
!353 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !351)
!354 = !DILocation(line: 0, scope: !208, inlinedAt: !355)
!355 = distinct !DILocation(line: 54, column: 90, scope: !306)
!356 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !355)
!357 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !355)
!358 = distinct !DISubprogram(name: "r_bigs", scope: !109, file: !109, line: 59, type: !359, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !370)
!359 = !DISubroutineType(types: !360)
!360 = !{!108, !361, !114, !365, !361}
!361 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Big", file: !109, line: 26, size: 320, elements: !362)
!362 = !{!363}
!363 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !361, file: !109, line: 26, baseType: !364, size: 320)
!364 = !DICompositeType(tag: DW_TAG_array_type, baseType: !111, size: 320, elements: !160)
!365 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Big24", file: !109, line: 27, size: 192, elements: !366)
!366 = !{!367, !368, !369}
!367 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !365, file: !109, line: 27, baseType: !114, size: 32)
!368 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !365, file: !109, line: 27, baseType: !115, size: 64, offset: 64)
!369 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !365, file: !109, line: 27, baseType: !4, size: 8, offset: 128)
!370 = !{!371, !372, !373, !374, !375, !376}
!371 = !DILocalVariable(name: "a", arg: 1, scope: !358, file: !109, line: 59, type: !361)
!372 = !DILocalVariable(name: "n", arg: 2, scope: !358, file: !109, line: 59, type: !114)
!373 = !DILocalVariable(name: "b", arg: 3, scope: !358, file: !109, line: 59, type: !365)
!374 = !DILocalVariable(name: "c", arg: 4, scope: !358, file: !109, line: 59, type: !361)
!375 = !DILocalVariable(name: "r", scope: !358, file: !109, line: 59, type: !108)
!376 = !DILocalVariable(name: "i", scope: !377, file: !109, line: 59, type: !114)
!377 = distinct !DILexicalBlock(scope: !358, file: !109, line: 59, column: 65)
!378 = !DILocation(line: 0, scope: !358)
!379 = !DILocation(line: 59, column: 65, scope: !358)
!380 = !DILocation(line: 0, scope: !377)
!381 = !DILocation(line: 59, column: 65, scope: !382)
!382 = distinct !DILexicalBlock(scope: !377, file: !109, line: 59, column: 65)
!383 = !{!384, !384, i64 0}
!384 = !{!"long", !385, i64 0}
!385 = !{!"omnipotent char", !386, i64 0}
!386 = !{!"Simple C/C++ TBAA"}
!387 = !DILocation(line: 0, scope: !208, inlinedAt: !388)
!388 = distinct !DILocation(line: 59, column: 65, scope: !382)
!389 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !388)
!390 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !388)
!391 = !{!392, !393, i64 0}
!392 = !{!"Big24", !393, i64 0, !394, i64 8, !385, i64 16}
!393 = !{!"int", !385, i64 0}
!394 = !{!"double", !385, i64 0}
!395 = !DILocation(line: 0, scope: !208, inlinedAt: !396)
!396 = distinct !DILocation(line: 59, column: 65, scope: !358)
!397 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !396)
!398 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !396)
!399 = !{!392, !394, i64 8}
!400 = !DILocation(line: 0, scope: !208, inlinedAt: !401)
!401 = distinct !DILocation(line: 59, column: 65, scope: !358)
!402 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !401)
!403 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !401)
!404 = !{!392, !385, i64 16}
!405 = !DILocation(line: 0, scope: !208, inlinedAt: !406)
!406 = distinct !DILocation(line: 59, column: 65, scope: !358)
!407 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !406)
!408 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !406)
!409 = !DILocation(line: 0, scope: !208, inlinedAt: !410)
!410 = distinct !DILocation(line: 59, column: 65, scope: !358)
!411 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !410)
!412 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !410)
!413 = distinct !DISubprogram(name: "r_mixed", scope: !109, file: !109, line: 68, type: !414, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !445)
!414 = !DISubroutineType(types: !415)
!415 = !{!108, !416, !421, !115, !425, !420, !430, !436, !440}
!416 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "MixIF", file: !109, line: 20, size: 64, elements: !417)
!417 = !{!418, !419}
!418 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !416, file: !109, line: 20, baseType: !114, size: 32)
!419 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !416, file: !109, line: 20, baseType: !420, size: 32, offset: 32)
!420 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!421 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "MixDL", file: !109, line: 21, size: 128, elements: !422)
!422 = !{!423, !424}
!423 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !421, file: !109, line: 21, baseType: !115, size: 64)
!424 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !421, file: !109, line: 21, baseType: !111, size: 64, offset: 64)
!425 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "MixFI3", file: !109, line: 22, size: 96, elements: !426)
!426 = !{!427, !428, !429}
!427 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !425, file: !109, line: 22, baseType: !420, size: 32)
!428 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !425, file: !109, line: 22, baseType: !114, size: 32, offset: 32)
!429 = !DIDerivedType(tag: DW_TAG_member, name: "g", scope: !425, file: !109, line: 22, baseType: !420, size: 32, offset: 64)
!430 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "BF", file: !109, line: 23, size: 32, elements: !431)
!431 = !{!432, !434, !435}
!432 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !430, file: !109, line: 23, baseType: !433, size: 3, flags: DIFlagBitField, extraData: i64 0)
!433 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!434 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !430, file: !109, line: 23, baseType: !433, size: 7, offset: 3, flags: DIFlagBitField, extraData: i64 0)
!435 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !430, file: !109, line: 23, baseType: !114, size: 12, offset: 10, flags: DIFlagBitField, extraData: i64 0)
!436 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "PK", file: !109, line: 24, size: 72, elements: !437)
!437 = !{!438, !439}
!438 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !436, file: !109, line: 24, baseType: !4, size: 8)
!439 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !436, file: !109, line: 24, baseType: !111, size: 64, offset: 8)
!440 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U", file: !109, line: 25, size: 128, elements: !441)
!441 = !{!442, !443, !444}
!442 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !440, file: !109, line: 25, baseType: !115, size: 64)
!443 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !440, file: !109, line: 25, baseType: !111, size: 64)
!444 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !440, file: !109, line: 25, baseType: !128, size: 96)
!445 = !{!446, !447, !448, !449, !450, !451, !452, !453, !454}
!446 = !DILocalVariable(name: "a", arg: 1, scope: !413, file: !109, line: 68, type: !416)
!447 = !DILocalVariable(name: "b", arg: 2, scope: !413, file: !109, line: 68, type: !421)
!448 = !DILocalVariable(name: "x", arg: 3, scope: !413, file: !109, line: 68, type: !115)
!449 = !DILocalVariable(name: "c", arg: 4, scope: !413, file: !109, line: 68, type: !425)
!450 = !DILocalVariable(name: "y", arg: 5, scope: !413, file: !109, line: 68, type: !420)
!451 = !DILocalVariable(name: "bf", arg: 6, scope: !413, file: !109, line: 68, type: !430)
!452 = !DILocalVariable(name: "pk", arg: 7, scope: !413, file: !109, line: 69, type: !436)
!453 = !DILocalVariable(name: "u", arg: 8, scope: !413, file: !109, line: 69, type: !440)
!454 = !DILocalVariable(name: "r", scope: !413, file: !109, line: 69, type: !108)
!455 = distinct !DIAssignID()
!456 = !DILocation(line: 0, scope: !413)
!457 = distinct !DIAssignID()
!458 = distinct !DIAssignID()
!459 = !DILocation(line: 0, scope: !208, inlinedAt: !460)
!460 = distinct !DILocation(line: 69, column: 40, scope: !413)
!461 = !DILocation(line: 0, scope: !208, inlinedAt: !462)
!462 = distinct !DILocation(line: 69, column: 40, scope: !413)
!463 = !DILocation(line: 0, scope: !208, inlinedAt: !464)
!464 = distinct !DILocation(line: 69, column: 40, scope: !413)
!465 = !DILocation(line: 0, scope: !208, inlinedAt: !466)
!466 = distinct !DILocation(line: 69, column: 40, scope: !413)
!467 = !DILocation(line: 0, scope: !208, inlinedAt: !468)
!468 = distinct !DILocation(line: 69, column: 40, scope: !413)
!469 = !DILocation(line: 0, scope: !208, inlinedAt: !470)
!470 = distinct !DILocation(line: 69, column: 40, scope: !413)
!471 = !DILocation(line: 0, scope: !208, inlinedAt: !472)
!472 = distinct !DILocation(line: 69, column: 40, scope: !413)
!473 = !DILocation(line: 0, scope: !208, inlinedAt: !474)
!474 = distinct !DILocation(line: 69, column: 40, scope: !413)
!475 = !DILocation(line: 0, scope: !208, inlinedAt: !476)
!476 = distinct !DILocation(line: 69, column: 40, scope: !413)
!477 = !DILocation(line: 0, scope: !208, inlinedAt: !478)
!478 = distinct !DILocation(line: 69, column: 40, scope: !413)
!479 = !DILocation(line: 0, scope: !208, inlinedAt: !480)
!480 = distinct !DILocation(line: 69, column: 40, scope: !413)
!481 = !DILocation(line: 0, scope: !208, inlinedAt: !482)
!482 = distinct !DILocation(line: 69, column: 40, scope: !413)
!483 = !DILocation(line: 69, column: 40, scope: !413)
!484 = !{!485, !384, i64 1}
!485 = !{!"PK", !385, i64 0, !384, i64 1}
!486 = !DILocation(line: 0, scope: !208, inlinedAt: !487)
!487 = distinct !DILocation(line: 69, column: 40, scope: !413)
!488 = !DILocation(line: 0, scope: !208, inlinedAt: !489)
!489 = distinct !DILocation(line: 69, column: 40, scope: !413)
!490 = !DILocation(line: 0, scope: !190, inlinedAt: !491)
!491 = distinct !DILocation(line: 69, column: 40, scope: !413)
!492 = !DILocation(line: 0, scope: !203, inlinedAt: !491)
!493 = !DILocation(line: 32, column: 43, scope: !215, inlinedAt: !491)
!494 = !DILocation(line: 0, scope: !208, inlinedAt: !495)
!495 = distinct !DILocation(line: 32, column: 35, scope: !215, inlinedAt: !491)
!496 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !460)
!497 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !460)
!498 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !462)
!499 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !462)
!500 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !464)
!501 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !464)
!502 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !466)
!503 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !466)
!504 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !468)
!505 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !468)
!506 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !470)
!507 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !470)
!508 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !472)
!509 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !472)
!510 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !474)
!511 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !474)
!512 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !476)
!513 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !476)
!514 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !478)
!515 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !478)
!516 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !480)
!517 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !480)
!518 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !482)
!519 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !482)
!520 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !487)
!521 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !487)
!522 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !489)
!523 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !489)
!524 = !DILocation(line: 0, scope: !208, inlinedAt: !525)
!525 = distinct !DILocation(line: 69, column: 40, scope: !413)
!526 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !525)
!527 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !525)
!528 = distinct !DISubprogram(name: "r_spill", scope: !109, file: !109, line: 81, type: !529, scopeLine: 82, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !545)
!529 = !DISubroutineType(types: !530)
!530 = !{!108, !531, !531, !531, !531, !531, !175, !4, !535, !539}
!531 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S16", file: !109, line: 17, size: 128, elements: !532)
!532 = !{!533, !534}
!533 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !531, file: !109, line: 17, baseType: !111, size: 64)
!534 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !531, file: !109, line: 17, baseType: !111, size: 64, offset: 64)
!535 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S12", file: !109, line: 15, size: 96, elements: !536)
!536 = !{!537}
!537 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !535, file: !109, line: 15, baseType: !538, size: 96)
!538 = !DICompositeType(tag: DW_TAG_array_type, baseType: !114, size: 96, elements: !154)
!539 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S15", file: !109, line: 16, size: 120, elements: !540)
!540 = !{!541}
!541 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !539, file: !109, line: 16, baseType: !542, size: 120)
!542 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !543)
!543 = !{!544}
!544 = !DISubrange(count: 15)
!545 = !{!546, !547, !548, !549, !550, !551, !552, !553, !554, !555}
!546 = !DILocalVariable(name: "a", arg: 1, scope: !528, file: !109, line: 81, type: !531)
!547 = !DILocalVariable(name: "b", arg: 2, scope: !528, file: !109, line: 81, type: !531)
!548 = !DILocalVariable(name: "c", arg: 3, scope: !528, file: !109, line: 81, type: !531)
!549 = !DILocalVariable(name: "d", arg: 4, scope: !528, file: !109, line: 81, type: !531)
!550 = !DILocalVariable(name: "e", arg: 5, scope: !528, file: !109, line: 81, type: !531)
!551 = !DILocalVariable(name: "f", arg: 6, scope: !528, file: !109, line: 81, type: !175)
!552 = !DILocalVariable(name: "g", arg: 7, scope: !528, file: !109, line: 82, type: !4)
!553 = !DILocalVariable(name: "h", arg: 8, scope: !528, file: !109, line: 82, type: !535)
!554 = !DILocalVariable(name: "i", arg: 9, scope: !528, file: !109, line: 82, type: !539)
!555 = !DILocalVariable(name: "r", scope: !528, file: !109, line: 82, type: !108)
!556 = !DILocation(line: 0, scope: !528)
!557 = !DILocation(line: 0, scope: !208, inlinedAt: !558)
!558 = distinct !DILocation(line: 82, column: 51, scope: !528)
!559 = !DILocation(line: 0, scope: !208, inlinedAt: !560)
!560 = distinct !DILocation(line: 82, column: 51, scope: !528)
!561 = !DILocation(line: 0, scope: !208, inlinedAt: !562)
!562 = distinct !DILocation(line: 82, column: 51, scope: !528)
!563 = !DILocation(line: 0, scope: !208, inlinedAt: !564)
!564 = distinct !DILocation(line: 82, column: 51, scope: !528)
!565 = !DILocation(line: 0, scope: !208, inlinedAt: !566)
!566 = distinct !DILocation(line: 82, column: 51, scope: !528)
!567 = !DILocation(line: 0, scope: !208, inlinedAt: !568)
!568 = distinct !DILocation(line: 82, column: 51, scope: !528)
!569 = !DILocation(line: 0, scope: !208, inlinedAt: !570)
!570 = distinct !DILocation(line: 82, column: 51, scope: !528)
!571 = !DILocation(line: 0, scope: !208, inlinedAt: !572)
!572 = distinct !DILocation(line: 82, column: 51, scope: !528)
!573 = !DILocation(line: 0, scope: !208, inlinedAt: !574)
!574 = distinct !DILocation(line: 82, column: 51, scope: !528)
!575 = !DILocation(line: 0, scope: !190, inlinedAt: !576)
!576 = distinct !DILocation(line: 82, column: 51, scope: !528)
!577 = !DILocation(line: 0, scope: !203, inlinedAt: !576)
!578 = !DILocation(line: 32, column: 43, scope: !215, inlinedAt: !576)
!579 = !DILocation(line: 0, scope: !208, inlinedAt: !580)
!580 = distinct !DILocation(line: 32, column: 35, scope: !215, inlinedAt: !576)
!581 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !580)
!582 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !580)
!583 = !DILocation(line: 0, scope: !203, inlinedAt: !584)
!584 = distinct !DILocation(line: 82, column: 51, scope: !528)
!585 = !DILocation(line: 0, scope: !190, inlinedAt: !584)
!586 = !DILocation(line: 32, column: 43, scope: !215, inlinedAt: !584)
!587 = !DILocation(line: 0, scope: !208, inlinedAt: !588)
!588 = distinct !DILocation(line: 32, column: 35, scope: !215, inlinedAt: !584)
!589 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !588)
!590 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !588)
!591 = !DILocation(line: 0, scope: !203, inlinedAt: !592)
!592 = distinct !DILocation(line: 82, column: 51, scope: !528)
!593 = !DILocation(line: 0, scope: !190, inlinedAt: !592)
!594 = !DILocation(line: 32, column: 43, scope: !215, inlinedAt: !592)
!595 = !DILocation(line: 0, scope: !208, inlinedAt: !596)
!596 = distinct !DILocation(line: 32, column: 35, scope: !215, inlinedAt: !592)
!597 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !596)
!598 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !596)
!599 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !558)
!600 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !558)
!601 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !562)
!602 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !560)
!603 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !560)
!604 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !562)
!605 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !566)
!606 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !564)
!607 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !564)
!608 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !566)
!609 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !570)
!610 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !568)
!611 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !568)
!612 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !570)
!613 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !574)
!614 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !572)
!615 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !572)
!616 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !574)
!617 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !618)
!618 = distinct !DILocation(line: 82, column: 51, scope: !528)
!619 = !DILocation(line: 0, scope: !208, inlinedAt: !620)
!620 = distinct !DILocation(line: 82, column: 51, scope: !528)
!621 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !618)
!622 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !620)
!623 = !DILocation(line: 82, column: 51, scope: !528)
!624 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !620)
!625 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !626)
!626 = distinct !DILocation(line: 82, column: 51, scope: !528)
!627 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !626)
!628 = !DILocation(line: 0, scope: !208, inlinedAt: !629)
!629 = distinct !DILocation(line: 82, column: 51, scope: !528)
!630 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !629)
!631 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !629)
!632 = distinct !DISubprogram(name: "r_partial", scope: !109, file: !109, line: 89, type: !633, scopeLine: 90, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !635)
!633 = !DISubroutineType(types: !634)
!634 = !{!108, !111, !111, !111, !111, !111, !111, !111, !531, !111, !150}
!635 = !{!636, !637, !638, !639, !640, !641, !642, !643, !644, !645}
!636 = !DILocalVariable(name: "a", arg: 1, scope: !632, file: !109, line: 89, type: !111)
!637 = !DILocalVariable(name: "b", arg: 2, scope: !632, file: !109, line: 89, type: !111)
!638 = !DILocalVariable(name: "c", arg: 3, scope: !632, file: !109, line: 89, type: !111)
!639 = !DILocalVariable(name: "d", arg: 4, scope: !632, file: !109, line: 89, type: !111)
!640 = !DILocalVariable(name: "e", arg: 5, scope: !632, file: !109, line: 89, type: !111)
!641 = !DILocalVariable(name: "f", arg: 6, scope: !632, file: !109, line: 89, type: !111)
!642 = !DILocalVariable(name: "g", arg: 7, scope: !632, file: !109, line: 89, type: !111)
!643 = !DILocalVariable(name: "h", arg: 8, scope: !632, file: !109, line: 89, type: !531)
!644 = !DILocalVariable(name: "i", arg: 9, scope: !632, file: !109, line: 89, type: !111)
!645 = !DILocalVariable(name: "j", arg: 10, scope: !632, file: !109, line: 90, type: !150)
!646 = !DILocation(line: 0, scope: !632)
!647 = !DILocation(line: 0, scope: !208, inlinedAt: !648)
!648 = distinct !DILocation(line: 90, column: 30, scope: !632)
!649 = !DILocation(line: 0, scope: !208, inlinedAt: !650)
!650 = distinct !DILocation(line: 90, column: 30, scope: !632)
!651 = !DILocation(line: 0, scope: !208, inlinedAt: !652)
!652 = distinct !DILocation(line: 90, column: 30, scope: !632)
!653 = !DILocation(line: 0, scope: !208, inlinedAt: !654)
!654 = distinct !DILocation(line: 90, column: 30, scope: !632)
!655 = !DILocation(line: 0, scope: !208, inlinedAt: !656)
!656 = distinct !DILocation(line: 90, column: 30, scope: !632)
!657 = !DILocation(line: 0, scope: !208, inlinedAt: !658)
!658 = distinct !DILocation(line: 90, column: 30, scope: !632)
!659 = !DILocation(line: 0, scope: !208, inlinedAt: !660)
!660 = distinct !DILocation(line: 90, column: 30, scope: !632)
!661 = !DILocation(line: 0, scope: !208, inlinedAt: !662)
!662 = distinct !DILocation(line: 90, column: 30, scope: !632)
!663 = !DILocation(line: 0, scope: !190, inlinedAt: !664)
!664 = distinct !DILocation(line: 90, column: 30, scope: !632)
!665 = !DILocation(line: 0, scope: !203, inlinedAt: !664)
!666 = !DILocation(line: 32, column: 43, scope: !215, inlinedAt: !664)
!667 = !DILocation(line: 0, scope: !208, inlinedAt: !668)
!668 = distinct !DILocation(line: 32, column: 35, scope: !215, inlinedAt: !664)
!669 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !668)
!670 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !668)
!671 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !648)
!672 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !648)
!673 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !650)
!674 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !650)
!675 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !652)
!676 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !652)
!677 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !654)
!678 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !654)
!679 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !656)
!680 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !656)
!681 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !658)
!682 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !658)
!683 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !660)
!684 = !DILocation(line: 90, column: 30, scope: !632)
!685 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !660)
!686 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !662)
!687 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !662)
!688 = !DILocation(line: 0, scope: !208, inlinedAt: !689)
!689 = distinct !DILocation(line: 90, column: 30, scope: !632)
!690 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !689)
!691 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !689)
!692 = !DILocation(line: 0, scope: !208, inlinedAt: !693)
!693 = distinct !DILocation(line: 90, column: 30, scope: !632)
!694 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !693)
!695 = distinct !DISubprogram(name: "r_ret_s1", scope: !109, file: !109, line: 95, type: !696, scopeLine: 95, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !698)
!696 = !DISubroutineType(types: !697)
!697 = !{!143, !4}
!698 = !{!699, !700}
!699 = !DILocalVariable(name: "c", arg: 1, scope: !695, file: !109, line: 95, type: !4)
!700 = !DILocalVariable(name: "r", scope: !695, file: !109, line: 95, type: !143)
!701 = !DILocation(line: 0, scope: !695)
!702 = !DILocation(line: 95, column: 30, scope: !695)
!703 = distinct !DISubprogram(name: "r_ret_s3", scope: !109, file: !109, line: 96, type: !704, scopeLine: 96, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !706)
!704 = !DISubroutineType(types: !705)
!705 = !{!150, !150}
!706 = !{!707, !708}
!707 = !DILocalVariable(name: "a", arg: 1, scope: !703, file: !109, line: 96, type: !150)
!708 = !DILocalVariable(name: "r", scope: !703, file: !109, line: 96, type: !150)
!709 = !DILocation(line: 0, scope: !703)
!710 = !DILocation(line: 96, column: 35, scope: !703)
!711 = distinct !DISubprogram(name: "r_ret_s7", scope: !109, file: !109, line: 97, type: !712, scopeLine: 97, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !714)
!712 = !DISubroutineType(types: !713)
!713 = !{!166, !4, !149}
!714 = !{!715, !716, !717}
!715 = !DILocalVariable(name: "a", arg: 1, scope: !711, file: !109, line: 97, type: !4)
!716 = !DILocalVariable(name: "b", arg: 2, scope: !711, file: !109, line: 97, type: !149)
!717 = !DILocalVariable(name: "r", scope: !711, file: !109, line: 97, type: !166)
!718 = !DILocation(line: 0, scope: !711)
!719 = !DILocation(line: 97, column: 39, scope: !711)
!720 = distinct !DISubprogram(name: "r_ret_s9", scope: !109, file: !109, line: 98, type: !721, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !723)
!721 = !DISubroutineType(types: !722)
!722 = !{!175, !175}
!723 = !{!724, !725, !726}
!724 = !DILocalVariable(name: "a", arg: 1, scope: !720, file: !109, line: 98, type: !175)
!725 = !DILocalVariable(name: "r", scope: !720, file: !109, line: 98, type: !175)
!726 = !DILocalVariable(name: "i", scope: !727, file: !109, line: 98, type: !114)
!727 = distinct !DILexicalBlock(scope: !720, file: !109, line: 98, column: 35)
!728 = !DILocation(line: 0, scope: !720)
!729 = !DILocation(line: 98, column: 35, scope: !720)
!730 = distinct !DISubprogram(name: "r_ret_s12", scope: !109, file: !109, line: 99, type: !731, scopeLine: 99, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !733)
!731 = !DISubroutineType(types: !732)
!732 = !{!535, !114}
!733 = !{!734, !735}
!734 = !DILocalVariable(name: "x", arg: 1, scope: !730, file: !109, line: 99, type: !114)
!735 = !DILocalVariable(name: "r", scope: !730, file: !109, line: 99, type: !535)
!736 = !DILocation(line: 0, scope: !730)
!737 = !DILocation(line: 99, column: 31, scope: !730)
!738 = distinct !DISubprogram(name: "r_ret_s16", scope: !109, file: !109, line: 100, type: !739, scopeLine: 100, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !741)
!739 = !DISubroutineType(types: !740)
!740 = !{!531, !531}
!741 = !{!742, !743}
!742 = !DILocalVariable(name: "a", arg: 1, scope: !738, file: !109, line: 100, type: !531)
!743 = !DILocalVariable(name: "r", scope: !738, file: !109, line: 100, type: !531)
!744 = !DILocation(line: 0, scope: !738)
!745 = !DILocation(line: 100, column: 38, scope: !738)
!746 = distinct !DISubprogram(name: "r_ret_mixdl", scope: !109, file: !109, line: 101, type: !747, scopeLine: 101, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !749)
!747 = !DISubroutineType(types: !748)
!748 = !{!421, !115, !111}
!749 = !{!750, !751, !752}
!750 = !DILocalVariable(name: "d", arg: 1, scope: !746, file: !109, line: 101, type: !115)
!751 = !DILocalVariable(name: "l", arg: 2, scope: !746, file: !109, line: 101, type: !111)
!752 = !DILocalVariable(name: "r", scope: !746, file: !109, line: 101, type: !421)
!753 = !DILocation(line: 0, scope: !746)
!754 = !DILocation(line: 101, column: 46, scope: !746)
!755 = distinct !DISubprogram(name: "r_ret_mixfi3", scope: !109, file: !109, line: 102, type: !756, scopeLine: 102, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !758)
!756 = !DISubroutineType(types: !757)
!757 = !{!425, !425}
!758 = !{!759, !760}
!759 = !DILocalVariable(name: "a", arg: 1, scope: !755, file: !109, line: 102, type: !425)
!760 = !DILocalVariable(name: "r", scope: !755, file: !109, line: 102, type: !425)
!761 = !DILocation(line: 0, scope: !755)
!762 = !DILocation(line: 102, column: 47, scope: !755)
!763 = distinct !DISubprogram(name: "r_ret_i128s", scope: !109, file: !109, line: 103, type: !764, scopeLine: 103, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !766)
!764 = !DISubroutineType(types: !765)
!765 = !{!309, !111, !111}
!766 = !{!767, !768, !769}
!767 = !DILocalVariable(name: "hi", arg: 1, scope: !763, file: !109, line: 103, type: !111)
!768 = !DILocalVariable(name: "lo", arg: 2, scope: !763, file: !109, line: 103, type: !111)
!769 = !DILocalVariable(name: "r", scope: !763, file: !109, line: 103, type: !309)
!770 = !DILocation(line: 0, scope: !763)
!771 = !DILocation(line: 103, column: 46, scope: !763)
!772 = distinct !DISubprogram(name: "r_ret_pk", scope: !109, file: !109, line: 104, type: !773, scopeLine: 104, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !775)
!773 = !DISubroutineType(types: !774)
!774 = !{!436, !436}
!775 = !{!776, !777}
!776 = !DILocalVariable(name: "a", arg: 1, scope: !772, file: !109, line: 104, type: !436)
!777 = !DILocalVariable(name: "r", scope: !772, file: !109, line: 104, type: !436)
!778 = distinct !DIAssignID()
!779 = !DILocation(line: 0, scope: !772)
!780 = distinct !DIAssignID()
!781 = distinct !DIAssignID()
!782 = distinct !DIAssignID()
!783 = !DILocation(line: 104, column: 35, scope: !772)
!784 = !{!485, !385, i64 0}
!785 = distinct !DIAssignID()
!786 = distinct !DIAssignID()
!787 = distinct !DISubprogram(name: "r_ret_u", scope: !109, file: !109, line: 105, type: !788, scopeLine: 105, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !790)
!788 = !DISubroutineType(types: !789)
!789 = !{!440, !111}
!790 = !{!791, !792}
!791 = !DILocalVariable(name: "l", arg: 1, scope: !787, file: !109, line: 105, type: !111)
!792 = !DILocalVariable(name: "r", scope: !787, file: !109, line: 105, type: !440)
!793 = !DILocation(line: 0, scope: !787)
!794 = !DILocation(line: 105, column: 27, scope: !787)
!795 = distinct !DISubprogram(name: "r_ret_big", scope: !109, file: !109, line: 106, type: !796, scopeLine: 106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !798)
!796 = !DISubroutineType(types: !797)
!797 = !{!361, !111}
!798 = !{!799, !800, !801}
!799 = !DILocalVariable(name: "x", arg: 1, scope: !795, file: !109, line: 106, type: !111)
!800 = !DILocalVariable(name: "r", scope: !795, file: !109, line: 106, type: !361)
!801 = !DILocalVariable(name: "i", scope: !802, file: !109, line: 106, type: !114)
!802 = distinct !DILexicalBlock(scope: !795, file: !109, line: 106, column: 32)
!803 = !DILocation(line: 0, scope: !795)
!804 = !DILocation(line: 106, column: 32, scope: !795)
!805 = !DILocation(line: 0, scope: !802)
!806 = !DILocation(line: 106, column: 32, scope: !807)
!807 = distinct !DILexicalBlock(scope: !802, file: !109, line: 106, column: 32)
!808 = distinct !DISubprogram(name: "r_ret_big24", scope: !109, file: !109, line: 107, type: !809, scopeLine: 108, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !811)
!809 = !DISubroutineType(types: !810)
!810 = !{!365, !111, !111, !111, !111, !111, !111, !111, !111, !111}
!811 = !{!812, !813, !814, !815, !816, !817, !818, !819, !820, !821}
!812 = !DILocalVariable(name: "a", arg: 1, scope: !808, file: !109, line: 107, type: !111)
!813 = !DILocalVariable(name: "b", arg: 2, scope: !808, file: !109, line: 107, type: !111)
!814 = !DILocalVariable(name: "c", arg: 3, scope: !808, file: !109, line: 107, type: !111)
!815 = !DILocalVariable(name: "d", arg: 4, scope: !808, file: !109, line: 107, type: !111)
!816 = !DILocalVariable(name: "e", arg: 5, scope: !808, file: !109, line: 107, type: !111)
!817 = !DILocalVariable(name: "f", arg: 6, scope: !808, file: !109, line: 107, type: !111)
!818 = !DILocalVariable(name: "g", arg: 7, scope: !808, file: !109, line: 107, type: !111)
!819 = !DILocalVariable(name: "h", arg: 8, scope: !808, file: !109, line: 107, type: !111)
!820 = !DILocalVariable(name: "i", arg: 9, scope: !808, file: !109, line: 107, type: !111)
!821 = !DILocalVariable(name: "r", scope: !808, file: !109, line: 108, type: !365)
!822 = !DILocation(line: 0, scope: !808)
!823 = !DILocation(line: 108, column: 3, scope: !808)
!824 = distinct !DISubprogram(name: "r_drive_self", scope: !109, file: !109, line: 115, type: !825, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !827)
!825 = !DISubroutineType(types: !826)
!826 = !{!108}
!827 = !{!828, !830, !831, !832, !833, !834, !835, !836, !837, !838, !839, !840, !841, !842, !843, !844, !845, !846, !847, !848, !849, !850, !851, !852, !853, !854, !855, !857, !859, !861, !863, !865, !867, !869, !871, !873, !875, !877}
!828 = !DILocalVariable(name: "t", scope: !829, file: !2, line: 4, type: !108)
!829 = !DILexicalBlockFile(scope: !824, file: !2, discriminator: 0)
!830 = !DILocalVariable(name: "v", scope: !829, file: !2, line: 4, type: !108)
!831 = !DILocalVariable(name: "s1", scope: !829, file: !2, line: 6, type: !143)
!832 = !DILocalVariable(name: "s2", scope: !829, file: !2, line: 7, type: !146)
!833 = !DILocalVariable(name: "s3", scope: !829, file: !2, line: 8, type: !150)
!834 = !DILocalVariable(name: "s5", scope: !829, file: !2, line: 9, type: !156)
!835 = !DILocalVariable(name: "s6", scope: !829, file: !2, line: 10, type: !162)
!836 = !DILocalVariable(name: "s7", scope: !829, file: !2, line: 11, type: !166)
!837 = !DILocalVariable(name: "s8", scope: !829, file: !2, line: 12, type: !171)
!838 = !DILocalVariable(name: "s9", scope: !829, file: !2, line: 13, type: !175)
!839 = !DILocalVariable(name: "s12", scope: !829, file: !2, line: 14, type: !535)
!840 = !DILocalVariable(name: "s15", scope: !829, file: !2, line: 15, type: !539)
!841 = !DILocalVariable(name: "s16", scope: !829, file: !2, line: 16, type: !531)
!842 = !DILocalVariable(name: "s16b", scope: !829, file: !2, line: 16, type: !531)
!843 = !DILocalVariable(name: "i128", scope: !829, file: !2, line: 17, type: !309)
!844 = !DILocalVariable(name: "a16", scope: !829, file: !2, line: 18, type: !312)
!845 = !DILocalVariable(name: "a16b", scope: !829, file: !2, line: 18, type: !312)
!846 = !DILocalVariable(name: "mif", scope: !829, file: !2, line: 19, type: !416)
!847 = !DILocalVariable(name: "mdl", scope: !829, file: !2, line: 20, type: !421)
!848 = !DILocalVariable(name: "mfi3", scope: !829, file: !2, line: 21, type: !425)
!849 = !DILocalVariable(name: "bf", scope: !829, file: !2, line: 22, type: !430)
!850 = !DILocalVariable(name: "pk", scope: !829, file: !2, line: 23, type: !436)
!851 = !DILocalVariable(name: "u", scope: !829, file: !2, line: 24, type: !440)
!852 = !DILocalVariable(name: "big", scope: !829, file: !2, line: 25, type: !361)
!853 = !DILocalVariable(name: "big2", scope: !829, file: !2, line: 25, type: !361)
!854 = !DILocalVariable(name: "b24", scope: !829, file: !2, line: 26, type: !365)
!855 = !DILocalVariable(name: "r", scope: !856, file: !2, line: 35, type: !150)
!856 = distinct !DILexicalBlock(scope: !829, file: !2, line: 35, column: 3)
!857 = !DILocalVariable(name: "r", scope: !858, file: !2, line: 36, type: !166)
!858 = distinct !DILexicalBlock(scope: !829, file: !2, line: 36, column: 3)
!859 = !DILocalVariable(name: "r", scope: !860, file: !2, line: 37, type: !175)
!860 = distinct !DILexicalBlock(scope: !829, file: !2, line: 37, column: 3)
!861 = !DILocalVariable(name: "r", scope: !862, file: !2, line: 38, type: !535)
!862 = distinct !DILexicalBlock(scope: !829, file: !2, line: 38, column: 3)
!863 = !DILocalVariable(name: "r", scope: !864, file: !2, line: 39, type: !531)
!864 = distinct !DILexicalBlock(scope: !829, file: !2, line: 39, column: 3)
!865 = !DILocalVariable(name: "r", scope: !866, file: !2, line: 40, type: !421)
!866 = distinct !DILexicalBlock(scope: !829, file: !2, line: 40, column: 3)
!867 = !DILocalVariable(name: "r", scope: !868, file: !2, line: 41, type: !425)
!868 = distinct !DILexicalBlock(scope: !829, file: !2, line: 41, column: 3)
!869 = !DILocalVariable(name: "r", scope: !870, file: !2, line: 42, type: !309)
!870 = distinct !DILexicalBlock(scope: !829, file: !2, line: 42, column: 3)
!871 = !DILocalVariable(name: "r", scope: !872, file: !2, line: 43, type: !436)
!872 = distinct !DILexicalBlock(scope: !829, file: !2, line: 43, column: 3)
!873 = !DILocalVariable(name: "r", scope: !874, file: !2, line: 44, type: !440)
!874 = distinct !DILexicalBlock(scope: !829, file: !2, line: 44, column: 3)
!875 = !DILocalVariable(name: "r", scope: !876, file: !2, line: 45, type: !361)
!876 = distinct !DILexicalBlock(scope: !829, file: !2, line: 45, column: 3)
!877 = !DILocalVariable(name: "r", scope: !878, file: !2, line: 46, type: !365)
!878 = distinct !DILexicalBlock(scope: !829, file: !2, line: 46, column: 3)
!879 = distinct !DIAssignID()
!880 = !DILocation(line: 0, scope: !772, inlinedAt: !881)
!881 = distinct !DILocation(line: 43, column: 19, scope: !872)
!882 = distinct !DIAssignID()
!883 = distinct !DIAssignID()
!884 = distinct !DIAssignID()
!885 = !DILocation(line: 0, scope: !872)
!886 = distinct !DIAssignID()
!887 = !DILocation(line: 0, scope: !876)
!888 = !DILocation(line: 0, scope: !829)
!889 = distinct !DIAssignID()
!890 = !DILocation(line: 0, scope: !190, inlinedAt: !891)
!891 = distinct !DILocation(line: 45, column: 41, scope: !140, inlinedAt: !892)
!892 = distinct !DILocation(line: 27, column: 3, scope: !829)
!893 = !DILocation(line: 0, scope: !203, inlinedAt: !891)
!894 = !DILocation(line: 0, scope: !208, inlinedAt: !895)
!895 = distinct !DILocation(line: 32, column: 35, scope: !215, inlinedAt: !891)
!896 = !DILocation(line: 0, scope: !208, inlinedAt: !897)
!897 = distinct !DILocation(line: 32, column: 35, scope: !215, inlinedAt: !898)
!898 = distinct !DILocation(line: 45, column: 41, scope: !140, inlinedAt: !892)
!899 = !DILocation(line: 0, scope: !190, inlinedAt: !898)
!900 = !DILocation(line: 0, scope: !203, inlinedAt: !898)
!901 = !DILocation(line: 0, scope: !208, inlinedAt: !902)
!902 = distinct !DILocation(line: 32, column: 35, scope: !215, inlinedAt: !903)
!903 = distinct !DILocation(line: 45, column: 41, scope: !140, inlinedAt: !892)
!904 = !DILocation(line: 0, scope: !190, inlinedAt: !903)
!905 = !DILocation(line: 0, scope: !203, inlinedAt: !903)
!906 = !DILocation(line: 0, scope: !208, inlinedAt: !907)
!907 = distinct !DILocation(line: 32, column: 35, scope: !215, inlinedAt: !908)
!908 = distinct !DILocation(line: 45, column: 41, scope: !140, inlinedAt: !892)
!909 = !DILocation(line: 0, scope: !190, inlinedAt: !908)
!910 = !DILocation(line: 0, scope: !203, inlinedAt: !908)
!911 = !DILocation(line: 0, scope: !208, inlinedAt: !912)
!912 = distinct !DILocation(line: 32, column: 35, scope: !215, inlinedAt: !913)
!913 = distinct !DILocation(line: 45, column: 41, scope: !140, inlinedAt: !892)
!914 = !DILocation(line: 0, scope: !190, inlinedAt: !913)
!915 = !DILocation(line: 0, scope: !203, inlinedAt: !913)
!916 = !DILocation(line: 0, scope: !208, inlinedAt: !917)
!917 = distinct !DILocation(line: 45, column: 41, scope: !140, inlinedAt: !892)
!918 = !DILocation(line: 0, scope: !190, inlinedAt: !919)
!919 = distinct !DILocation(line: 45, column: 41, scope: !140, inlinedAt: !892)
!920 = !DILocation(line: 0, scope: !208, inlinedAt: !921)
!921 = distinct !DILocation(line: 32, column: 35, scope: !215, inlinedAt: !919)
!922 = !DILocation(line: 0, scope: !203, inlinedAt: !919)
!923 = !DILocation(line: 0, scope: !208, inlinedAt: !924)
!924 = distinct !DILocation(line: 32, column: 35, scope: !215, inlinedAt: !925)
!925 = distinct !DILocation(line: 45, column: 41, scope: !140, inlinedAt: !892)
!926 = !DILocation(line: 0, scope: !190, inlinedAt: !925)
!927 = !DILocation(line: 0, scope: !203, inlinedAt: !925)
!928 = !DILocation(line: 0, scope: !208, inlinedAt: !929)
!929 = distinct !DILocation(line: 32, column: 35, scope: !215, inlinedAt: !930)
!930 = distinct !DILocation(line: 45, column: 41, scope: !140, inlinedAt: !892)
!931 = !DILocation(line: 0, scope: !190, inlinedAt: !930)
!932 = !DILocation(line: 0, scope: !203, inlinedAt: !930)
!933 = !DILocation(line: 0, scope: !208, inlinedAt: !934)
!934 = distinct !DILocation(line: 45, column: 41, scope: !140, inlinedAt: !892)
!935 = !DILocation(line: 0, scope: !208, inlinedAt: !936)
!936 = distinct !DILocation(line: 45, column: 41, scope: !140, inlinedAt: !892)
!937 = !DILocation(line: 0, scope: !208, inlinedAt: !938)
!938 = distinct !DILocation(line: 45, column: 41, scope: !140, inlinedAt: !892)
!939 = !DILocation(line: 27, column: 3, scope: !829)
!940 = !DILocation(line: 0, scope: !208, inlinedAt: !941)
!941 = distinct !DILocation(line: 27, column: 3, scope: !829)
!942 = !DILocation(line: 0, scope: !208, inlinedAt: !943)
!943 = distinct !DILocation(line: 54, column: 90, scope: !306, inlinedAt: !944)
!944 = distinct !DILocation(line: 28, column: 3, scope: !829)
!945 = !DILocation(line: 0, scope: !208, inlinedAt: !946)
!946 = distinct !DILocation(line: 54, column: 90, scope: !306, inlinedAt: !944)
!947 = !DILocation(line: 0, scope: !208, inlinedAt: !948)
!948 = distinct !DILocation(line: 54, column: 90, scope: !306, inlinedAt: !944)
!949 = !DILocation(line: 0, scope: !208, inlinedAt: !950)
!950 = distinct !DILocation(line: 54, column: 90, scope: !306, inlinedAt: !944)
!951 = !DILocation(line: 0, scope: !208, inlinedAt: !952)
!952 = distinct !DILocation(line: 54, column: 90, scope: !306, inlinedAt: !944)
!953 = !DILocation(line: 0, scope: !208, inlinedAt: !954)
!954 = distinct !DILocation(line: 54, column: 90, scope: !306, inlinedAt: !944)
!955 = !DILocation(line: 0, scope: !208, inlinedAt: !956)
!956 = distinct !DILocation(line: 54, column: 90, scope: !306, inlinedAt: !944)
!957 = !DILocation(line: 0, scope: !208, inlinedAt: !958)
!958 = distinct !DILocation(line: 54, column: 90, scope: !306, inlinedAt: !944)
!959 = !DILocation(line: 28, column: 3, scope: !829)
!960 = !DILocation(line: 0, scope: !208, inlinedAt: !961)
!961 = distinct !DILocation(line: 28, column: 3, scope: !829)
!962 = !DILocation(line: 0, scope: !208, inlinedAt: !963)
!963 = distinct !DILocation(line: 59, column: 65, scope: !382, inlinedAt: !964)
!964 = distinct !DILocation(line: 29, column: 3, scope: !829)
!965 = !DILocation(line: 0, scope: !208, inlinedAt: !966)
!966 = distinct !DILocation(line: 59, column: 65, scope: !358, inlinedAt: !964)
!967 = !DILocation(line: 0, scope: !208, inlinedAt: !968)
!968 = distinct !DILocation(line: 59, column: 65, scope: !358, inlinedAt: !964)
!969 = !DILocation(line: 0, scope: !208, inlinedAt: !970)
!970 = distinct !DILocation(line: 59, column: 65, scope: !358, inlinedAt: !964)
!971 = !DILocation(line: 0, scope: !208, inlinedAt: !972)
!972 = distinct !DILocation(line: 59, column: 65, scope: !358, inlinedAt: !964)
!973 = !DILocation(line: 29, column: 3, scope: !829)
!974 = !DILocation(line: 0, scope: !208, inlinedAt: !975)
!975 = distinct !DILocation(line: 29, column: 3, scope: !829)
!976 = !DILocation(line: 30, column: 3, scope: !829)
!977 = !DILocation(line: 0, scope: !208, inlinedAt: !978)
!978 = distinct !DILocation(line: 30, column: 3, scope: !829)
!979 = !DILocation(line: 0, scope: !413, inlinedAt: !980)
!980 = distinct !DILocation(line: 31, column: 3, scope: !829)
!981 = distinct !DIAssignID()
!982 = distinct !DIAssignID()
!983 = !DILocation(line: 0, scope: !208, inlinedAt: !984)
!984 = distinct !DILocation(line: 69, column: 40, scope: !413, inlinedAt: !980)
!985 = !DILocation(line: 0, scope: !208, inlinedAt: !986)
!986 = distinct !DILocation(line: 69, column: 40, scope: !413, inlinedAt: !980)
!987 = !DILocation(line: 0, scope: !208, inlinedAt: !988)
!988 = distinct !DILocation(line: 69, column: 40, scope: !413, inlinedAt: !980)
!989 = !DILocation(line: 0, scope: !208, inlinedAt: !990)
!990 = distinct !DILocation(line: 69, column: 40, scope: !413, inlinedAt: !980)
!991 = !DILocation(line: 0, scope: !208, inlinedAt: !992)
!992 = distinct !DILocation(line: 69, column: 40, scope: !413, inlinedAt: !980)
!993 = !DILocation(line: 0, scope: !208, inlinedAt: !994)
!994 = distinct !DILocation(line: 69, column: 40, scope: !413, inlinedAt: !980)
!995 = !DILocation(line: 0, scope: !208, inlinedAt: !996)
!996 = distinct !DILocation(line: 69, column: 40, scope: !413, inlinedAt: !980)
!997 = !DILocation(line: 0, scope: !208, inlinedAt: !998)
!998 = distinct !DILocation(line: 69, column: 40, scope: !413, inlinedAt: !980)
!999 = !DILocation(line: 0, scope: !208, inlinedAt: !1000)
!1000 = distinct !DILocation(line: 69, column: 40, scope: !413, inlinedAt: !980)
!1001 = !DILocation(line: 0, scope: !208, inlinedAt: !1002)
!1002 = distinct !DILocation(line: 69, column: 40, scope: !413, inlinedAt: !980)
!1003 = !DILocation(line: 0, scope: !208, inlinedAt: !1004)
!1004 = distinct !DILocation(line: 69, column: 40, scope: !413, inlinedAt: !980)
!1005 = !DILocation(line: 0, scope: !208, inlinedAt: !1006)
!1006 = distinct !DILocation(line: 69, column: 40, scope: !413, inlinedAt: !980)
!1007 = !DILocation(line: 69, column: 40, scope: !413, inlinedAt: !980)
!1008 = !DILocation(line: 0, scope: !208, inlinedAt: !1009)
!1009 = distinct !DILocation(line: 69, column: 40, scope: !413, inlinedAt: !980)
!1010 = !DILocation(line: 0, scope: !208, inlinedAt: !1011)
!1011 = distinct !DILocation(line: 69, column: 40, scope: !413, inlinedAt: !980)
!1012 = !DILocation(line: 0, scope: !190, inlinedAt: !1013)
!1013 = distinct !DILocation(line: 69, column: 40, scope: !413, inlinedAt: !980)
!1014 = !DILocation(line: 0, scope: !208, inlinedAt: !1015)
!1015 = distinct !DILocation(line: 32, column: 35, scope: !215, inlinedAt: !1013)
!1016 = !DILocation(line: 0, scope: !203, inlinedAt: !1013)
!1017 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1009)
!1018 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1011)
!1019 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1011)
!1020 = !DILocation(line: 0, scope: !208, inlinedAt: !1021)
!1021 = distinct !DILocation(line: 69, column: 40, scope: !413, inlinedAt: !980)
!1022 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1021)
!1023 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1021)
!1024 = !DILocation(line: 31, column: 3, scope: !829)
!1025 = !DILocation(line: 0, scope: !208, inlinedAt: !1026)
!1026 = distinct !DILocation(line: 31, column: 3, scope: !829)
!1027 = !DILocation(line: 0, scope: !190, inlinedAt: !1028)
!1028 = distinct !DILocation(line: 82, column: 51, scope: !528, inlinedAt: !1029)
!1029 = distinct !DILocation(line: 32, column: 3, scope: !829)
!1030 = !DILocation(line: 0, scope: !208, inlinedAt: !1031)
!1031 = distinct !DILocation(line: 32, column: 35, scope: !215, inlinedAt: !1028)
!1032 = !DILocation(line: 0, scope: !203, inlinedAt: !1028)
!1033 = !DILocation(line: 0, scope: !208, inlinedAt: !1034)
!1034 = distinct !DILocation(line: 32, column: 35, scope: !215, inlinedAt: !1035)
!1035 = distinct !DILocation(line: 82, column: 51, scope: !528, inlinedAt: !1029)
!1036 = !DILocation(line: 0, scope: !190, inlinedAt: !1035)
!1037 = !DILocation(line: 0, scope: !203, inlinedAt: !1035)
!1038 = !DILocation(line: 0, scope: !208, inlinedAt: !1039)
!1039 = distinct !DILocation(line: 32, column: 35, scope: !215, inlinedAt: !1040)
!1040 = distinct !DILocation(line: 82, column: 51, scope: !528, inlinedAt: !1029)
!1041 = !DILocation(line: 0, scope: !190, inlinedAt: !1040)
!1042 = !DILocation(line: 0, scope: !203, inlinedAt: !1040)
!1043 = !DILocation(line: 0, scope: !208, inlinedAt: !1044)
!1044 = distinct !DILocation(line: 82, column: 51, scope: !528, inlinedAt: !1029)
!1045 = !DILocation(line: 0, scope: !208, inlinedAt: !1046)
!1046 = distinct !DILocation(line: 82, column: 51, scope: !528, inlinedAt: !1029)
!1047 = !DILocation(line: 0, scope: !208, inlinedAt: !1048)
!1048 = distinct !DILocation(line: 82, column: 51, scope: !528, inlinedAt: !1029)
!1049 = !DILocation(line: 0, scope: !208, inlinedAt: !1050)
!1050 = distinct !DILocation(line: 82, column: 51, scope: !528, inlinedAt: !1029)
!1051 = !DILocation(line: 0, scope: !208, inlinedAt: !1052)
!1052 = distinct !DILocation(line: 82, column: 51, scope: !528, inlinedAt: !1029)
!1053 = !DILocation(line: 0, scope: !208, inlinedAt: !1054)
!1054 = distinct !DILocation(line: 82, column: 51, scope: !528, inlinedAt: !1029)
!1055 = !DILocation(line: 0, scope: !208, inlinedAt: !1056)
!1056 = distinct !DILocation(line: 82, column: 51, scope: !528, inlinedAt: !1029)
!1057 = !DILocation(line: 0, scope: !208, inlinedAt: !1058)
!1058 = distinct !DILocation(line: 82, column: 51, scope: !528, inlinedAt: !1029)
!1059 = !DILocation(line: 0, scope: !208, inlinedAt: !1060)
!1060 = distinct !DILocation(line: 82, column: 51, scope: !528, inlinedAt: !1029)
!1061 = !DILocation(line: 0, scope: !208, inlinedAt: !1062)
!1062 = distinct !DILocation(line: 82, column: 51, scope: !528, inlinedAt: !1029)
!1063 = !DILocation(line: 0, scope: !208, inlinedAt: !1064)
!1064 = distinct !DILocation(line: 82, column: 51, scope: !528, inlinedAt: !1029)
!1065 = !DILocation(line: 32, column: 3, scope: !829)
!1066 = !DILocation(line: 0, scope: !208, inlinedAt: !1067)
!1067 = distinct !DILocation(line: 32, column: 3, scope: !829)
!1068 = !DILocation(line: 0, scope: !208, inlinedAt: !1069)
!1069 = distinct !DILocation(line: 90, column: 30, scope: !632, inlinedAt: !1070)
!1070 = distinct !DILocation(line: 33, column: 3, scope: !829)
!1071 = !DILocation(line: 0, scope: !208, inlinedAt: !1072)
!1072 = distinct !DILocation(line: 90, column: 30, scope: !632, inlinedAt: !1070)
!1073 = !DILocation(line: 0, scope: !208, inlinedAt: !1074)
!1074 = distinct !DILocation(line: 90, column: 30, scope: !632, inlinedAt: !1070)
!1075 = !DILocation(line: 0, scope: !208, inlinedAt: !1076)
!1076 = distinct !DILocation(line: 90, column: 30, scope: !632, inlinedAt: !1070)
!1077 = !DILocation(line: 0, scope: !208, inlinedAt: !1078)
!1078 = distinct !DILocation(line: 90, column: 30, scope: !632, inlinedAt: !1070)
!1079 = !DILocation(line: 0, scope: !208, inlinedAt: !1080)
!1080 = distinct !DILocation(line: 90, column: 30, scope: !632, inlinedAt: !1070)
!1081 = !DILocation(line: 0, scope: !208, inlinedAt: !1082)
!1082 = distinct !DILocation(line: 90, column: 30, scope: !632, inlinedAt: !1070)
!1083 = !DILocation(line: 0, scope: !190, inlinedAt: !1084)
!1084 = distinct !DILocation(line: 90, column: 30, scope: !632, inlinedAt: !1070)
!1085 = !DILocation(line: 0, scope: !208, inlinedAt: !1086)
!1086 = distinct !DILocation(line: 32, column: 35, scope: !215, inlinedAt: !1084)
!1087 = !DILocation(line: 0, scope: !203, inlinedAt: !1084)
!1088 = !DILocation(line: 0, scope: !208, inlinedAt: !1089)
!1089 = distinct !DILocation(line: 90, column: 30, scope: !632, inlinedAt: !1070)
!1090 = !DILocation(line: 0, scope: !208, inlinedAt: !1091)
!1091 = distinct !DILocation(line: 90, column: 30, scope: !632, inlinedAt: !1070)
!1092 = !DILocation(line: 0, scope: !208, inlinedAt: !1093)
!1093 = distinct !DILocation(line: 90, column: 30, scope: !632, inlinedAt: !1070)
!1094 = !DILocation(line: 33, column: 3, scope: !829)
!1095 = !DILocation(line: 0, scope: !208, inlinedAt: !1096)
!1096 = distinct !DILocation(line: 33, column: 3, scope: !829)
!1097 = !DILocation(line: 34, column: 3, scope: !829)
!1098 = !DILocation(line: 0, scope: !208, inlinedAt: !1099)
!1099 = distinct !DILocation(line: 34, column: 3, scope: !829)
!1100 = !DILocation(line: 0, scope: !856)
!1101 = !DILocation(line: 0, scope: !190, inlinedAt: !1102)
!1102 = distinct !DILocation(line: 35, column: 37, scope: !856)
!1103 = !DILocation(line: 0, scope: !208, inlinedAt: !1104)
!1104 = distinct !DILocation(line: 32, column: 35, scope: !215, inlinedAt: !1102)
!1105 = !DILocation(line: 0, scope: !203, inlinedAt: !1102)
!1106 = !DILocation(line: 35, column: 37, scope: !856)
!1107 = !DILocation(line: 0, scope: !208, inlinedAt: !1108)
!1108 = distinct !DILocation(line: 35, column: 37, scope: !856)
!1109 = !DILocation(line: 0, scope: !858)
!1110 = !DILocation(line: 36, column: 44, scope: !858)
!1111 = !DILocation(line: 0, scope: !208, inlinedAt: !1112)
!1112 = distinct !DILocation(line: 36, column: 44, scope: !858)
!1113 = !DILocation(line: 36, column: 52, scope: !858)
!1114 = !DILocation(line: 0, scope: !208, inlinedAt: !1115)
!1115 = distinct !DILocation(line: 36, column: 52, scope: !858)
!1116 = !DILocation(line: 0, scope: !190, inlinedAt: !1117)
!1117 = distinct !DILocation(line: 36, column: 60, scope: !858)
!1118 = !DILocation(line: 0, scope: !208, inlinedAt: !1119)
!1119 = distinct !DILocation(line: 32, column: 35, scope: !215, inlinedAt: !1117)
!1120 = !DILocation(line: 0, scope: !203, inlinedAt: !1117)
!1121 = !DILocation(line: 36, column: 60, scope: !858)
!1122 = !DILocation(line: 0, scope: !208, inlinedAt: !1123)
!1123 = distinct !DILocation(line: 36, column: 60, scope: !858)
!1124 = !DILocation(line: 0, scope: !860)
!1125 = !DILocation(line: 0, scope: !190, inlinedAt: !1126)
!1126 = distinct !DILocation(line: 37, column: 37, scope: !860)
!1127 = !DILocation(line: 0, scope: !208, inlinedAt: !1128)
!1128 = distinct !DILocation(line: 32, column: 35, scope: !215, inlinedAt: !1126)
!1129 = !DILocation(line: 0, scope: !203, inlinedAt: !1126)
!1130 = !DILocation(line: 37, column: 37, scope: !860)
!1131 = !DILocation(line: 0, scope: !208, inlinedAt: !1132)
!1132 = distinct !DILocation(line: 37, column: 37, scope: !860)
!1133 = !DILocation(line: 0, scope: !862)
!1134 = !DILocation(line: 0, scope: !190, inlinedAt: !1135)
!1135 = distinct !DILocation(line: 38, column: 40, scope: !862)
!1136 = !DILocation(line: 0, scope: !208, inlinedAt: !1137)
!1137 = distinct !DILocation(line: 32, column: 35, scope: !215, inlinedAt: !1135)
!1138 = !DILocation(line: 0, scope: !203, inlinedAt: !1135)
!1139 = !DILocation(line: 38, column: 40, scope: !862)
!1140 = !DILocation(line: 0, scope: !208, inlinedAt: !1141)
!1141 = distinct !DILocation(line: 38, column: 40, scope: !862)
!1142 = !DILocation(line: 0, scope: !864)
!1143 = !DILocation(line: 39, column: 41, scope: !864)
!1144 = !DILocation(line: 0, scope: !208, inlinedAt: !1145)
!1145 = distinct !DILocation(line: 39, column: 41, scope: !864)
!1146 = !DILocation(line: 39, column: 49, scope: !864)
!1147 = !DILocation(line: 0, scope: !208, inlinedAt: !1148)
!1148 = distinct !DILocation(line: 39, column: 49, scope: !864)
!1149 = !DILocation(line: 0, scope: !866)
!1150 = !DILocation(line: 40, column: 48, scope: !866)
!1151 = !DILocation(line: 0, scope: !208, inlinedAt: !1152)
!1152 = distinct !DILocation(line: 40, column: 48, scope: !866)
!1153 = !DILocation(line: 40, column: 62, scope: !866)
!1154 = !DILocation(line: 0, scope: !208, inlinedAt: !1155)
!1155 = distinct !DILocation(line: 40, column: 62, scope: !866)
!1156 = !DILocation(line: 0, scope: !868)
!1157 = !DILocation(line: 41, column: 47, scope: !868)
!1158 = !DILocation(line: 0, scope: !208, inlinedAt: !1159)
!1159 = distinct !DILocation(line: 41, column: 47, scope: !868)
!1160 = !DILocation(line: 41, column: 67, scope: !868)
!1161 = !DILocation(line: 0, scope: !208, inlinedAt: !1162)
!1162 = distinct !DILocation(line: 41, column: 67, scope: !868)
!1163 = !DILocation(line: 41, column: 75, scope: !868)
!1164 = !DILocation(line: 0, scope: !208, inlinedAt: !1165)
!1165 = distinct !DILocation(line: 41, column: 75, scope: !868)
!1166 = !DILocation(line: 0, scope: !870)
!1167 = !DILocation(line: 42, column: 47, scope: !870)
!1168 = !DILocation(line: 0, scope: !208, inlinedAt: !1169)
!1169 = distinct !DILocation(line: 42, column: 47, scope: !870)
!1170 = !DILocation(line: 42, column: 60, scope: !870)
!1171 = !DILocation(line: 0, scope: !208, inlinedAt: !1172)
!1172 = distinct !DILocation(line: 42, column: 60, scope: !870)
!1173 = !DILocation(line: 43, column: 5, scope: !872)
!1174 = distinct !DIAssignID()
!1175 = distinct !DIAssignID()
!1176 = !DILocation(line: 104, column: 35, scope: !772, inlinedAt: !881)
!1177 = distinct !DIAssignID()
!1178 = distinct !DIAssignID()
!1179 = !DILocation(line: 43, column: 19, scope: !872)
!1180 = distinct !DIAssignID()
!1181 = distinct !DIAssignID()
!1182 = !DILocation(line: 43, column: 37, scope: !872)
!1183 = !DILocation(line: 0, scope: !208, inlinedAt: !1184)
!1184 = distinct !DILocation(line: 43, column: 37, scope: !872)
!1185 = !DILocation(line: 43, column: 45, scope: !872)
!1186 = !DILocation(line: 0, scope: !208, inlinedAt: !1187)
!1187 = distinct !DILocation(line: 43, column: 45, scope: !872)
!1188 = !DILocation(line: 43, column: 53, scope: !829)
!1189 = !DILocation(line: 0, scope: !874)
!1190 = !DILocation(line: 44, column: 35, scope: !874)
!1191 = !DILocation(line: 0, scope: !208, inlinedAt: !1192)
!1192 = distinct !DILocation(line: 44, column: 35, scope: !874)
!1193 = !DILocation(line: 44, column: 43, scope: !874)
!1194 = !DILocation(line: 0, scope: !208, inlinedAt: !1195)
!1195 = distinct !DILocation(line: 44, column: 43, scope: !874)
!1196 = !DILocation(line: 45, column: 5, scope: !876)
!1197 = !DILocation(line: 0, scope: !795, inlinedAt: !1198)
!1198 = distinct !DILocation(line: 45, column: 20, scope: !876)
!1199 = !DILocation(line: 106, column: 32, scope: !795, inlinedAt: !1198)
!1200 = distinct !DIAssignID()
!1201 = !DILocation(line: 0, scope: !802, inlinedAt: !1198)
!1202 = !DILocation(line: 106, column: 32, scope: !807, inlinedAt: !1198)
!1203 = !{!1204}
!1204 = distinct !{!1204, !1205, !"r_ret_big: argument 0"}
!1205 = distinct !{!1205, !"r_ret_big"}
!1206 = distinct !DIAssignID()
!1207 = distinct !DIAssignID()
!1208 = !DILocation(line: 0, scope: !190, inlinedAt: !1209)
!1209 = distinct !DILocation(line: 45, column: 39, scope: !876)
!1210 = !DILocation(line: 0, scope: !203, inlinedAt: !1209)
!1211 = !DILocation(line: 32, column: 3, scope: !203, inlinedAt: !1209)
!1212 = !DILocation(line: 32, column: 43, scope: !215, inlinedAt: !1209)
!1213 = !{!385, !385, i64 0}
!1214 = !DILocation(line: 0, scope: !208, inlinedAt: !1215)
!1215 = distinct !DILocation(line: 32, column: 35, scope: !215, inlinedAt: !1209)
!1216 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1215)
!1217 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1215)
!1218 = !DILocation(line: 32, column: 27, scope: !215, inlinedAt: !1209)
!1219 = !DILocation(line: 32, column: 21, scope: !215, inlinedAt: !1209)
!1220 = distinct !{!1220, !1211, !1221, !1222}
!1221 = !DILocation(line: 32, column: 47, scope: !203, inlinedAt: !1209)
!1222 = !{!"llvm.loop.mustprogress"}
!1223 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1026)
!1224 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1067)
!1225 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1067)
!1226 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1096)
!1227 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1096)
!1228 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1099)
!1229 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1099)
!1230 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1108)
!1231 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1108)
!1232 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1112)
!1233 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1112)
!1234 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1115)
!1235 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1115)
!1236 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1123)
!1237 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1123)
!1238 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1132)
!1239 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1132)
!1240 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1141)
!1241 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1141)
!1242 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1145)
!1243 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1145)
!1244 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1148)
!1245 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1148)
!1246 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1152)
!1247 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1152)
!1248 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1155)
!1249 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1155)
!1250 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1159)
!1251 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1159)
!1252 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1162)
!1253 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1162)
!1254 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1165)
!1255 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1165)
!1256 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1169)
!1257 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1169)
!1258 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1172)
!1259 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1172)
!1260 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1184)
!1261 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1184)
!1262 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1187)
!1263 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1187)
!1264 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1192)
!1265 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1192)
!1266 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1195)
!1267 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1195)
!1268 = !DILocation(line: 45, column: 39, scope: !876)
!1269 = !DILocation(line: 0, scope: !208, inlinedAt: !1270)
!1270 = distinct !DILocation(line: 45, column: 39, scope: !876)
!1271 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1270)
!1272 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1270)
!1273 = !DILocation(line: 45, column: 49, scope: !829)
!1274 = !DILocation(line: 0, scope: !878)
!1275 = !DILocation(line: 46, column: 66, scope: !878)
!1276 = !DILocation(line: 0, scope: !208, inlinedAt: !1277)
!1277 = distinct !DILocation(line: 46, column: 66, scope: !878)
!1278 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1277)
!1279 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1277)
!1280 = !DILocation(line: 46, column: 74, scope: !878)
!1281 = !DILocation(line: 0, scope: !208, inlinedAt: !1282)
!1282 = distinct !DILocation(line: 46, column: 74, scope: !878)
!1283 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1282)
!1284 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1282)
!1285 = !DILocation(line: 46, column: 88, scope: !878)
!1286 = !DILocation(line: 0, scope: !208, inlinedAt: !1287)
!1287 = distinct !DILocation(line: 46, column: 88, scope: !878)
!1288 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1287)
!1289 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1287)
!1290 = !DILocation(line: 48, column: 3, scope: !829)
!1291 = !DISubprogram(name: "printf", scope: !1292, file: !1292, line: 356, type: !1293, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1292 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!1293 = !DISubroutineType(types: !1294)
!1294 = !{!114, !1295, null}
!1295 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1296)
!1296 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1297, size: 64)
!1297 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!1298 = distinct !DISubprogram(name: "r_drive_other", scope: !109, file: !109, line: 119, type: !825, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !1299)
!1299 = !{!1300, !1302, !1303, !1304, !1305, !1306, !1307, !1308, !1309, !1310, !1311, !1312, !1313, !1314, !1315, !1316, !1317, !1318, !1319, !1320, !1321, !1322, !1323, !1324, !1325, !1326, !1327, !1329, !1331, !1333, !1335, !1337, !1339, !1341, !1343, !1345, !1347, !1349}
!1300 = !DILocalVariable(name: "t", scope: !1301, file: !2, line: 4, type: !108)
!1301 = !DILexicalBlockFile(scope: !1298, file: !2, discriminator: 0)
!1302 = !DILocalVariable(name: "v", scope: !1301, file: !2, line: 4, type: !108)
!1303 = !DILocalVariable(name: "s1", scope: !1301, file: !2, line: 6, type: !143)
!1304 = !DILocalVariable(name: "s2", scope: !1301, file: !2, line: 7, type: !146)
!1305 = !DILocalVariable(name: "s3", scope: !1301, file: !2, line: 8, type: !150)
!1306 = !DILocalVariable(name: "s5", scope: !1301, file: !2, line: 9, type: !156)
!1307 = !DILocalVariable(name: "s6", scope: !1301, file: !2, line: 10, type: !162)
!1308 = !DILocalVariable(name: "s7", scope: !1301, file: !2, line: 11, type: !166)
!1309 = !DILocalVariable(name: "s8", scope: !1301, file: !2, line: 12, type: !171)
!1310 = !DILocalVariable(name: "s9", scope: !1301, file: !2, line: 13, type: !175)
!1311 = !DILocalVariable(name: "s12", scope: !1301, file: !2, line: 14, type: !535)
!1312 = !DILocalVariable(name: "s15", scope: !1301, file: !2, line: 15, type: !539)
!1313 = !DILocalVariable(name: "s16", scope: !1301, file: !2, line: 16, type: !531)
!1314 = !DILocalVariable(name: "s16b", scope: !1301, file: !2, line: 16, type: !531)
!1315 = !DILocalVariable(name: "i128", scope: !1301, file: !2, line: 17, type: !309)
!1316 = !DILocalVariable(name: "a16", scope: !1301, file: !2, line: 18, type: !312)
!1317 = !DILocalVariable(name: "a16b", scope: !1301, file: !2, line: 18, type: !312)
!1318 = !DILocalVariable(name: "mif", scope: !1301, file: !2, line: 19, type: !416)
!1319 = !DILocalVariable(name: "mdl", scope: !1301, file: !2, line: 20, type: !421)
!1320 = !DILocalVariable(name: "mfi3", scope: !1301, file: !2, line: 21, type: !425)
!1321 = !DILocalVariable(name: "bf", scope: !1301, file: !2, line: 22, type: !430)
!1322 = !DILocalVariable(name: "pk", scope: !1301, file: !2, line: 23, type: !436)
!1323 = !DILocalVariable(name: "u", scope: !1301, file: !2, line: 24, type: !440)
!1324 = !DILocalVariable(name: "big", scope: !1301, file: !2, line: 25, type: !361)
!1325 = !DILocalVariable(name: "big2", scope: !1301, file: !2, line: 25, type: !361)
!1326 = !DILocalVariable(name: "b24", scope: !1301, file: !2, line: 26, type: !365)
!1327 = !DILocalVariable(name: "r", scope: !1328, file: !2, line: 35, type: !150)
!1328 = distinct !DILexicalBlock(scope: !1301, file: !2, line: 35, column: 3)
!1329 = !DILocalVariable(name: "r", scope: !1330, file: !2, line: 36, type: !166)
!1330 = distinct !DILexicalBlock(scope: !1301, file: !2, line: 36, column: 3)
!1331 = !DILocalVariable(name: "r", scope: !1332, file: !2, line: 37, type: !175)
!1332 = distinct !DILexicalBlock(scope: !1301, file: !2, line: 37, column: 3)
!1333 = !DILocalVariable(name: "r", scope: !1334, file: !2, line: 38, type: !535)
!1334 = distinct !DILexicalBlock(scope: !1301, file: !2, line: 38, column: 3)
!1335 = !DILocalVariable(name: "r", scope: !1336, file: !2, line: 39, type: !531)
!1336 = distinct !DILexicalBlock(scope: !1301, file: !2, line: 39, column: 3)
!1337 = !DILocalVariable(name: "r", scope: !1338, file: !2, line: 40, type: !421)
!1338 = distinct !DILexicalBlock(scope: !1301, file: !2, line: 40, column: 3)
!1339 = !DILocalVariable(name: "r", scope: !1340, file: !2, line: 41, type: !425)
!1340 = distinct !DILexicalBlock(scope: !1301, file: !2, line: 41, column: 3)
!1341 = !DILocalVariable(name: "r", scope: !1342, file: !2, line: 42, type: !309)
!1342 = distinct !DILexicalBlock(scope: !1301, file: !2, line: 42, column: 3)
!1343 = !DILocalVariable(name: "r", scope: !1344, file: !2, line: 43, type: !436)
!1344 = distinct !DILexicalBlock(scope: !1301, file: !2, line: 43, column: 3)
!1345 = !DILocalVariable(name: "r", scope: !1346, file: !2, line: 44, type: !440)
!1346 = distinct !DILexicalBlock(scope: !1301, file: !2, line: 44, column: 3)
!1347 = !DILocalVariable(name: "r", scope: !1348, file: !2, line: 45, type: !361)
!1348 = distinct !DILexicalBlock(scope: !1301, file: !2, line: 45, column: 3)
!1349 = !DILocalVariable(name: "r", scope: !1350, file: !2, line: 46, type: !365)
!1350 = distinct !DILexicalBlock(scope: !1301, file: !2, line: 46, column: 3)
!1351 = distinct !DIAssignID()
!1352 = !DILocation(line: 0, scope: !1344)
!1353 = distinct !DIAssignID()
!1354 = !DILocation(line: 0, scope: !1348)
!1355 = distinct !DIAssignID()
!1356 = !DILocation(line: 0, scope: !1350)
!1357 = !DILocation(line: 0, scope: !1301)
!1358 = distinct !DIAssignID()
!1359 = !DILocation(line: 27, column: 3, scope: !1301)
!1360 = !DILocation(line: 0, scope: !208, inlinedAt: !1361)
!1361 = distinct !DILocation(line: 27, column: 3, scope: !1301)
!1362 = !DILocation(line: 28, column: 3, scope: !1301)
!1363 = !DILocation(line: 0, scope: !208, inlinedAt: !1364)
!1364 = distinct !DILocation(line: 28, column: 3, scope: !1301)
!1365 = !DILocation(line: 29, column: 3, scope: !1301)
!1366 = !{!393, !393, i64 0}
!1367 = !{i64 4, i64 8, !1368, i64 12, i64 1, !1213}
!1368 = !{!394, !394, i64 0}
!1369 = !DILocation(line: 0, scope: !208, inlinedAt: !1370)
!1370 = distinct !DILocation(line: 29, column: 3, scope: !1301)
!1371 = !DILocation(line: 30, column: 3, scope: !1301)
!1372 = !DILocation(line: 0, scope: !208, inlinedAt: !1373)
!1373 = distinct !DILocation(line: 30, column: 3, scope: !1301)
!1374 = !DILocation(line: 31, column: 3, scope: !1301)
!1375 = !DILocation(line: 0, scope: !208, inlinedAt: !1376)
!1376 = distinct !DILocation(line: 31, column: 3, scope: !1301)
!1377 = !DILocation(line: 32, column: 3, scope: !1301)
!1378 = !DILocation(line: 0, scope: !208, inlinedAt: !1379)
!1379 = distinct !DILocation(line: 32, column: 3, scope: !1301)
!1380 = !DILocation(line: 33, column: 3, scope: !1301)
!1381 = !DILocation(line: 0, scope: !208, inlinedAt: !1382)
!1382 = distinct !DILocation(line: 33, column: 3, scope: !1301)
!1383 = !DILocation(line: 34, column: 3, scope: !1301)
!1384 = !DILocation(line: 0, scope: !208, inlinedAt: !1385)
!1385 = distinct !DILocation(line: 34, column: 3, scope: !1301)
!1386 = !DILocation(line: 35, column: 19, scope: !1328)
!1387 = !DILocation(line: 0, scope: !1328)
!1388 = !DILocation(line: 0, scope: !190, inlinedAt: !1389)
!1389 = distinct !DILocation(line: 35, column: 37, scope: !1328)
!1390 = !DILocation(line: 0, scope: !203, inlinedAt: !1389)
!1391 = !DILocation(line: 32, column: 43, scope: !215, inlinedAt: !1389)
!1392 = !DILocation(line: 0, scope: !208, inlinedAt: !1393)
!1393 = distinct !DILocation(line: 32, column: 35, scope: !215, inlinedAt: !1389)
!1394 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1393)
!1395 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1393)
!1396 = !DILocation(line: 35, column: 37, scope: !1328)
!1397 = !DILocation(line: 0, scope: !208, inlinedAt: !1398)
!1398 = distinct !DILocation(line: 35, column: 37, scope: !1328)
!1399 = !DILocation(line: 36, column: 19, scope: !1330)
!1400 = !DILocation(line: 0, scope: !1330)
!1401 = !DILocation(line: 36, column: 44, scope: !1330)
!1402 = !DILocation(line: 0, scope: !208, inlinedAt: !1403)
!1403 = distinct !DILocation(line: 36, column: 44, scope: !1330)
!1404 = !DILocation(line: 36, column: 52, scope: !1330)
!1405 = !DILocation(line: 0, scope: !208, inlinedAt: !1406)
!1406 = distinct !DILocation(line: 36, column: 52, scope: !1330)
!1407 = !DILocation(line: 0, scope: !190, inlinedAt: !1408)
!1408 = distinct !DILocation(line: 36, column: 60, scope: !1330)
!1409 = !DILocation(line: 0, scope: !203, inlinedAt: !1408)
!1410 = !DILocation(line: 32, column: 43, scope: !215, inlinedAt: !1408)
!1411 = !DILocation(line: 0, scope: !208, inlinedAt: !1412)
!1412 = distinct !DILocation(line: 32, column: 35, scope: !215, inlinedAt: !1408)
!1413 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1412)
!1414 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1412)
!1415 = !DILocation(line: 36, column: 60, scope: !1330)
!1416 = !DILocation(line: 0, scope: !208, inlinedAt: !1417)
!1417 = distinct !DILocation(line: 36, column: 60, scope: !1330)
!1418 = !DILocation(line: 37, column: 19, scope: !1332)
!1419 = !DILocation(line: 0, scope: !1332)
!1420 = !DILocation(line: 0, scope: !190, inlinedAt: !1421)
!1421 = distinct !DILocation(line: 37, column: 37, scope: !1332)
!1422 = !DILocation(line: 0, scope: !203, inlinedAt: !1421)
!1423 = !DILocation(line: 32, column: 43, scope: !215, inlinedAt: !1421)
!1424 = !DILocation(line: 0, scope: !208, inlinedAt: !1425)
!1425 = distinct !DILocation(line: 32, column: 35, scope: !215, inlinedAt: !1421)
!1426 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1425)
!1427 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1425)
!1428 = !DILocation(line: 37, column: 37, scope: !1332)
!1429 = !DILocation(line: 0, scope: !208, inlinedAt: !1430)
!1430 = distinct !DILocation(line: 37, column: 37, scope: !1332)
!1431 = !DILocation(line: 38, column: 20, scope: !1334)
!1432 = !DILocation(line: 0, scope: !1334)
!1433 = !DILocation(line: 0, scope: !190, inlinedAt: !1434)
!1434 = distinct !DILocation(line: 38, column: 40, scope: !1334)
!1435 = !DILocation(line: 0, scope: !203, inlinedAt: !1434)
!1436 = !DILocation(line: 32, column: 43, scope: !215, inlinedAt: !1434)
!1437 = !DILocation(line: 0, scope: !208, inlinedAt: !1438)
!1438 = distinct !DILocation(line: 32, column: 35, scope: !215, inlinedAt: !1434)
!1439 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1438)
!1440 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1438)
!1441 = !DILocation(line: 38, column: 40, scope: !1334)
!1442 = !DILocation(line: 0, scope: !208, inlinedAt: !1443)
!1443 = distinct !DILocation(line: 38, column: 40, scope: !1334)
!1444 = !DILocation(line: 39, column: 20, scope: !1336)
!1445 = !DILocation(line: 0, scope: !1336)
!1446 = !DILocation(line: 39, column: 41, scope: !1336)
!1447 = !DILocation(line: 0, scope: !208, inlinedAt: !1448)
!1448 = distinct !DILocation(line: 39, column: 41, scope: !1336)
!1449 = !DILocation(line: 39, column: 49, scope: !1336)
!1450 = !DILocation(line: 0, scope: !208, inlinedAt: !1451)
!1451 = distinct !DILocation(line: 39, column: 49, scope: !1336)
!1452 = !DILocation(line: 40, column: 22, scope: !1338)
!1453 = !DILocation(line: 0, scope: !1338)
!1454 = !DILocation(line: 40, column: 48, scope: !1338)
!1455 = !DILocation(line: 0, scope: !208, inlinedAt: !1456)
!1456 = distinct !DILocation(line: 40, column: 48, scope: !1338)
!1457 = !DILocation(line: 40, column: 62, scope: !1338)
!1458 = !DILocation(line: 0, scope: !208, inlinedAt: !1459)
!1459 = distinct !DILocation(line: 40, column: 62, scope: !1338)
!1460 = !DILocation(line: 41, column: 23, scope: !1340)
!1461 = !DILocation(line: 0, scope: !1340)
!1462 = !DILocation(line: 41, column: 47, scope: !1340)
!1463 = !DILocation(line: 0, scope: !208, inlinedAt: !1464)
!1464 = distinct !DILocation(line: 41, column: 47, scope: !1340)
!1465 = !DILocation(line: 41, column: 67, scope: !1340)
!1466 = !DILocation(line: 0, scope: !208, inlinedAt: !1467)
!1467 = distinct !DILocation(line: 41, column: 67, scope: !1340)
!1468 = !DILocation(line: 41, column: 75, scope: !1340)
!1469 = !DILocation(line: 0, scope: !208, inlinedAt: !1470)
!1470 = distinct !DILocation(line: 41, column: 75, scope: !1340)
!1471 = !DILocation(line: 42, column: 22, scope: !1342)
!1472 = !DILocation(line: 0, scope: !1342)
!1473 = !DILocation(line: 42, column: 47, scope: !1342)
!1474 = !DILocation(line: 0, scope: !208, inlinedAt: !1475)
!1475 = distinct !DILocation(line: 42, column: 47, scope: !1342)
!1476 = !DILocation(line: 42, column: 60, scope: !1342)
!1477 = !DILocation(line: 0, scope: !208, inlinedAt: !1478)
!1478 = distinct !DILocation(line: 42, column: 60, scope: !1342)
!1479 = !DILocation(line: 43, column: 5, scope: !1344)
!1480 = !DILocation(line: 43, column: 19, scope: !1344)
!1481 = distinct !DIAssignID()
!1482 = distinct !DIAssignID()
!1483 = !DILocation(line: 43, column: 37, scope: !1344)
!1484 = !DILocation(line: 0, scope: !208, inlinedAt: !1485)
!1485 = distinct !DILocation(line: 43, column: 37, scope: !1344)
!1486 = !DILocation(line: 43, column: 45, scope: !1344)
!1487 = !DILocation(line: 0, scope: !208, inlinedAt: !1488)
!1488 = distinct !DILocation(line: 43, column: 45, scope: !1344)
!1489 = !DILocation(line: 43, column: 53, scope: !1301)
!1490 = !DILocation(line: 44, column: 17, scope: !1346)
!1491 = !DILocation(line: 0, scope: !1346)
!1492 = !DILocation(line: 44, column: 35, scope: !1346)
!1493 = !DILocation(line: 0, scope: !208, inlinedAt: !1494)
!1494 = distinct !DILocation(line: 44, column: 35, scope: !1346)
!1495 = !DILocation(line: 44, column: 43, scope: !1346)
!1496 = !DILocation(line: 0, scope: !208, inlinedAt: !1497)
!1497 = distinct !DILocation(line: 44, column: 43, scope: !1346)
!1498 = !DILocation(line: 45, column: 5, scope: !1348)
!1499 = !DILocation(line: 45, column: 20, scope: !1348)
!1500 = !DILocation(line: 0, scope: !190, inlinedAt: !1501)
!1501 = distinct !DILocation(line: 45, column: 39, scope: !1348)
!1502 = !DILocation(line: 0, scope: !203, inlinedAt: !1501)
!1503 = !DILocation(line: 32, column: 3, scope: !203, inlinedAt: !1501)
!1504 = !DILocation(line: 32, column: 43, scope: !215, inlinedAt: !1501)
!1505 = !DILocation(line: 0, scope: !208, inlinedAt: !1506)
!1506 = distinct !DILocation(line: 32, column: 35, scope: !215, inlinedAt: !1501)
!1507 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1506)
!1508 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1506)
!1509 = !DILocation(line: 32, column: 27, scope: !215, inlinedAt: !1501)
!1510 = !DILocation(line: 32, column: 21, scope: !215, inlinedAt: !1501)
!1511 = distinct !{!1511, !1503, !1512, !1222}
!1512 = !DILocation(line: 32, column: 47, scope: !203, inlinedAt: !1501)
!1513 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1364)
!1514 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1364)
!1515 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1370)
!1516 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1370)
!1517 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1373)
!1518 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1373)
!1519 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1376)
!1520 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1376)
!1521 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1379)
!1522 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1379)
!1523 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1382)
!1524 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1382)
!1525 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1385)
!1526 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1385)
!1527 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1398)
!1528 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1398)
!1529 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1403)
!1530 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1403)
!1531 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1406)
!1532 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1406)
!1533 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1417)
!1534 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1417)
!1535 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1430)
!1536 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1430)
!1537 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1443)
!1538 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1443)
!1539 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1448)
!1540 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1448)
!1541 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1451)
!1542 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1451)
!1543 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1456)
!1544 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1456)
!1545 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1459)
!1546 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1459)
!1547 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1464)
!1548 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1464)
!1549 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1467)
!1550 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1467)
!1551 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1470)
!1552 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1470)
!1553 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1475)
!1554 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1475)
!1555 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1478)
!1556 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1478)
!1557 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1485)
!1558 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1485)
!1559 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1488)
!1560 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1488)
!1561 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1494)
!1562 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1494)
!1563 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1497)
!1564 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1497)
!1565 = !DILocation(line: 45, column: 39, scope: !1348)
!1566 = !DILocation(line: 0, scope: !208, inlinedAt: !1567)
!1567 = distinct !DILocation(line: 45, column: 39, scope: !1348)
!1568 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1567)
!1569 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1567)
!1570 = !DILocation(line: 45, column: 49, scope: !1301)
!1571 = !DILocation(line: 46, column: 5, scope: !1350)
!1572 = !DILocation(line: 46, column: 22, scope: !1350)
!1573 = !DILocation(line: 46, column: 66, scope: !1350)
!1574 = !DILocation(line: 0, scope: !208, inlinedAt: !1575)
!1575 = distinct !DILocation(line: 46, column: 66, scope: !1350)
!1576 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1575)
!1577 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1575)
!1578 = !DILocation(line: 46, column: 74, scope: !1350)
!1579 = !DILocation(line: 0, scope: !208, inlinedAt: !1580)
!1580 = distinct !DILocation(line: 46, column: 74, scope: !1350)
!1581 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1580)
!1582 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1580)
!1583 = !DILocation(line: 46, column: 88, scope: !1350)
!1584 = !DILocation(line: 0, scope: !208, inlinedAt: !1585)
!1585 = distinct !DILocation(line: 46, column: 88, scope: !1350)
!1586 = !DILocation(line: 29, column: 42, scope: !208, inlinedAt: !1585)
!1587 = !DILocation(line: 29, column: 53, scope: !208, inlinedAt: !1585)
!1588 = !DILocation(line: 46, column: 96, scope: !1301)
!1589 = !DILocation(line: 48, column: 3, scope: !1301)
!1590 = !DISubprogram(name: "g_small", scope: !109, file: !109, line: 44, type: !141, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1591 = !DISubprogram(name: "g_align16", scope: !109, file: !109, line: 54, type: !307, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1592 = !DISubprogram(name: "g_bigs", scope: !109, file: !109, line: 59, type: !359, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1593 = !DISubprogram(name: "g_mixed", scope: !109, file: !109, line: 68, type: !414, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1594 = !DISubprogram(name: "g_spill", scope: !109, file: !109, line: 81, type: !529, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1595 = !DISubprogram(name: "g_partial", scope: !109, file: !109, line: 89, type: !633, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1596 = !DISubprogram(name: "g_ret_s1", scope: !109, file: !109, line: 95, type: !696, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1597 = !DISubprogram(name: "g_ret_s3", scope: !109, file: !109, line: 96, type: !704, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1598 = !DISubprogram(name: "g_ret_s7", scope: !109, file: !109, line: 97, type: !712, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1599 = !DISubprogram(name: "g_ret_s9", scope: !109, file: !109, line: 98, type: !721, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1600 = !DISubprogram(name: "g_ret_s12", scope: !109, file: !109, line: 99, type: !731, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1601 = !DISubprogram(name: "g_ret_s16", scope: !109, file: !109, line: 100, type: !739, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1602 = !DISubprogram(name: "g_ret_mixdl", scope: !109, file: !109, line: 101, type: !747, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1603 = !DISubprogram(name: "g_ret_mixfi3", scope: !109, file: !109, line: 102, type: !756, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1604 = !DISubprogram(name: "g_ret_i128s", scope: !109, file: !109, line: 103, type: !764, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1605 = !DISubprogram(name: "g_ret_pk", scope: !109, file: !109, line: 104, type: !773, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1606 = !DISubprogram(name: "g_ret_u", scope: !109, file: !109, line: 105, type: !788, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1607 = !DISubprogram(name: "g_ret_big", scope: !109, file: !109, line: 106, type: !796, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1608 = !DISubprogram(name: "g_ret_big24", scope: !109, file: !109, line: 107, type: !809, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1609 = distinct !DISubprogram(name: "main", scope: !98, file: !98, line: 16, type: !1610, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !106, retainedNodes: !1612)
!1610 = !DISubroutineType(types: !1611)
!1611 = !{!114}
!1612 = !{!1613, !1615}
!1613 = !DILocalVariable(name: "r", scope: !1609, file: !98, line: 17, type: !1614)
!1614 = !DICompositeType(tag: DW_TAG_array_type, baseType: !108, size: 256, elements: !52)
!1615 = !DILocalVariable(name: "ok", scope: !1609, file: !98, line: 26, type: !114)
!1616 = !DILocation(line: 18, column: 3, scope: !1609)
!1617 = !DILocation(line: 19, column: 10, scope: !1609)
!1618 = !DILocation(line: 0, scope: !1609)
!1619 = !DILocation(line: 20, column: 3, scope: !1609)
!1620 = !DILocation(line: 21, column: 10, scope: !1609)
!1621 = !DILocation(line: 22, column: 3, scope: !1609)
!1622 = !DILocation(line: 23, column: 10, scope: !1609)
!1623 = !DILocation(line: 24, column: 3, scope: !1609)
!1624 = !DILocation(line: 25, column: 10, scope: !1609)
!1625 = !DILocation(line: 26, column: 17, scope: !1609)
!1626 = !DILocation(line: 27, column: 55, scope: !1609)
!1627 = !DILocation(line: 27, column: 3, scope: !1609)
!1628 = !DILocation(line: 28, column: 10, scope: !1609)
!1629 = !DILocation(line: 28, column: 3, scope: !1609)
!1630 = !DISubprogram(name: "g_drive_other", scope: !109, file: !109, line: 112, type: !825, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1631 = !DISubprogram(name: "g_drive_self", scope: !109, file: !109, line: 111, type: !825, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
