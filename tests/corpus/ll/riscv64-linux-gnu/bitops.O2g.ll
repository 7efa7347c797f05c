; ModuleID = 'tests/programs/bitops.c'
source_filename = "tests/programs/bitops.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [76 x i8] c"%08x: pop=%d clz=%d ctz=%d ffs=%d parity=%d bswap=%08x rotl7=%08x rev=%08x\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [63 x i8] c"%016llx: pop=%d/%d clz=%d ctz=%d bswap=%016llx rotr13=%016llx\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [16 x i8] c"bswap16 = %04x\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [15 x i8] c"clrsb = %d %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [20 x i8] c"next_pow2 acc = %u\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [19 x i8] c"small: %d %d %04x\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [56 x i8] c"mask = %016llx lowest = %016llx clear-lowest = %016llx\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [31 x i8] c"arith shift = %d logical = %u\0A\00", align 1, !dbg !37

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !67 {
    #dbg_value(i64 0, !75, !DIExpression(), !104)
    #dbg_value(i32 1, !77, !DIExpression(), !105)
  %1 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 1, i32 noundef signext 1, i32 noundef signext 31, i32 noundef signext 0, i32 noundef signext 1, i32 noundef signext 1, i32 noundef signext 16777216, i32 noundef signext 128, i32 noundef signext -2147483648), !dbg !106
    #dbg_value(i64 1, !75, !DIExpression(), !104)
    #dbg_value(i32 -2147483648, !77, !DIExpression(), !105)
  %2 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext -2147483648, i32 noundef signext 1, i32 noundef signext 0, i32 noundef signext 31, i32 noundef signext 32, i32 noundef signext 1, i32 noundef signext 128, i32 noundef signext 64, i32 noundef signext 1), !dbg !106
    #dbg_value(i64 2, !75, !DIExpression(), !104)
    #dbg_value(i32 -559038737, !77, !DIExpression(), !105)
  %3 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext -559038737, i32 noundef signext 24, i32 noundef signext 0, i32 noundef signext 0, i32 noundef signext 1, i32 noundef signext 0, i32 noundef signext -272716322, i32 noundef signext 1457485807, i32 noundef signext -142756485), !dbg !106
    #dbg_value(i64 3, !75, !DIExpression(), !104)
    #dbg_value(i32 15790080, !77, !DIExpression(), !105)
  %4 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 15790080, i32 noundef signext 8, i32 noundef signext 8, i32 noundef signext 12, i32 noundef signext 13, i32 noundef signext 0, i32 noundef signext 15790080, i32 noundef signext 2021130240, i32 noundef signext 986880), !dbg !106
    #dbg_value(i64 4, !75, !DIExpression(), !104)
    #dbg_value(i32 12345, !77, !DIExpression(), !105)
  %5 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 12345, i32 noundef signext 6, i32 noundef signext 18, i32 noundef signext 0, i32 noundef signext 1, i32 noundef signext 0, i32 noundef signext 959447040, i32 noundef signext 1580160, i32 noundef signext -1676935168), !dbg !106
    #dbg_value(i64 5, !75, !DIExpression(), !104)
    #dbg_value(i32 -1, !77, !DIExpression(), !105)
  %6 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext -1, i32 noundef signext 32, i32 noundef signext 0, i32 noundef signext 0, i32 noundef signext 1, i32 noundef signext 0, i32 noundef signext -1, i32 noundef signext -1, i32 noundef signext -1), !dbg !106
    #dbg_value(i64 6, !75, !DIExpression(), !104)
    #dbg_value(i32 16, !77, !DIExpression(), !105)
  %7 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 16, i32 noundef signext 1, i32 noundef signext 27, i32 noundef signext 4, i32 noundef signext 5, i32 noundef signext 1, i32 noundef signext 268435456, i32 noundef signext 2048, i32 noundef signext 134217728), !dbg !106
    #dbg_value(i64 7, !75, !DIExpression(), !104)
    #dbg_value(i64 1, !80, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !107)
    #dbg_value(i64 -9223372036854775808, !80, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !107)
    #dbg_value(i64 81985529216486895, !80, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !107)
    #dbg_value(i64 -4294967296, !80, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !107)
    #dbg_value(i64 3, !80, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !107)
    #dbg_value(i64 0, !87, !DIExpression(), !108)
    #dbg_value(i64 1, !89, !DIExpression(), !109)
    #dbg_value(i64 0, !110, !DIExpression(), !116)
    #dbg_value(i32 1, !115, !DIExpression(), !116)
  %8 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 1, i32 noundef signext 1, i32 noundef signext 1, i32 noundef signext 63, i32 noundef signext 0, i64 noundef 72057594037927936, i64 noundef 2251799813685248), !dbg !118
    #dbg_value(i64 1, !87, !DIExpression(), !108)
    #dbg_value(i64 -9223372036854775808, !89, !DIExpression(), !109)
  %9 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef -9223372036854775808, i32 noundef signext 1, i32 noundef signext 1, i32 noundef signext 0, i32 noundef signext 63, i64 noundef 128, i64 noundef 1125899906842624), !dbg !118
    #dbg_value(i64 2, !87, !DIExpression(), !108)
    #dbg_value(i64 81985529216486895, !89, !DIExpression(), !109)
    #dbg_value(i64 81985529216486895, !110, !DIExpression(), !116)
    #dbg_value(i32 0, !115, !DIExpression(), !116)
    #dbg_value(i32 0, !115, !DIExpression(), !116)
    #dbg_value(i64 81985529216486895, !110, !DIExpression(), !116)
    #dbg_value(i64 81985529216486894, !110, !DIExpression(), !116)
    #dbg_value(i32 1, !115, !DIExpression(), !116)
    #dbg_value(i64 81985529216486892, !110, !DIExpression(), !116)
    #dbg_value(i32 2, !115, !DIExpression(), !116)
    #dbg_value(i64 81985529216486888, !110, !DIExpression(), !116)
    #dbg_value(i32 3, !115, !DIExpression(), !116)
    #dbg_value(i64 81985529216486880, !110, !DIExpression(), !116)
    #dbg_value(i32 4, !115, !DIExpression(), !116)
    #dbg_value(i64 81985529216486848, !110, !DIExpression(), !116)
    #dbg_value(i32 5, !115, !DIExpression(), !116)
    #dbg_value(i64 81985529216486784, !110, !DIExpression(), !116)
    #dbg_value(i32 6, !115, !DIExpression(), !116)
    #dbg_value(i64 81985529216486656, !110, !DIExpression(), !116)
    #dbg_value(i32 7, !115, !DIExpression(), !116)
    #dbg_value(i64 81985529216486400, !110, !DIExpression(), !116)
    #dbg_value(i32 8, !115, !DIExpression(), !116)
    #dbg_value(i64 81985529216485376, !110, !DIExpression(), !116)
    #dbg_value(i32 9, !115, !DIExpression(), !116)
    #dbg_value(i64 81985529216483328, !110, !DIExpression(), !116)
    #dbg_value(i32 10, !115, !DIExpression(), !116)
    #dbg_value(i64 81985529216466944, !110, !DIExpression(), !116)
    #dbg_value(i32 11, !115, !DIExpression(), !116)
    #dbg_value(i64 81985529216434176, !110, !DIExpression(), !116)
    #dbg_value(i32 12, !115, !DIExpression(), !116)
    #dbg_value(i64 81985529216368640, !110, !DIExpression(), !116)
    #dbg_value(i32 13, !115, !DIExpression(), !116)
    #dbg_value(i64 81985529216237568, !110, !DIExpression(), !116)
    #dbg_value(i32 14, !115, !DIExpression(), !116)
    #dbg_value(i64 81985529215713280, !110, !DIExpression(), !116)
    #dbg_value(i32 15, !115, !DIExpression(), !116)
    #dbg_value(i64 81985529213616128, !110, !DIExpression(), !116)
    #dbg_value(i32 16, !115, !DIExpression(), !116)
    #dbg_value(i64 81985529205227520, !110, !DIExpression(), !116)
    #dbg_value(i32 17, !115, !DIExpression(), !116)
    #dbg_value(i64 81985529188450304, !110, !DIExpression(), !116)
    #dbg_value(i32 18, !115, !DIExpression(), !116)
    #dbg_value(i64 81985529054232576, !110, !DIExpression(), !116)
    #dbg_value(i32 19, !115, !DIExpression(), !116)
    #dbg_value(i64 81985526906748928, !110, !DIExpression(), !116)
    #dbg_value(i32 20, !115, !DIExpression(), !116)
    #dbg_value(i64 81985522611781632, !110, !DIExpression(), !116)
    #dbg_value(i32 21, !115, !DIExpression(), !116)
    #dbg_value(i64 81985514021847040, !110, !DIExpression(), !116)
    #dbg_value(i32 22, !115, !DIExpression(), !116)
    #dbg_value(i64 81985496841977856, !110, !DIExpression(), !116)
    #dbg_value(i32 23, !115, !DIExpression(), !116)
    #dbg_value(i64 81985359403024384, !110, !DIExpression(), !116)
    #dbg_value(i32 24, !115, !DIExpression(), !116)
    #dbg_value(i64 81985084525117440, !110, !DIExpression(), !116)
    #dbg_value(i32 25, !115, !DIExpression(), !116)
    #dbg_value(i64 81983985013489664, !110, !DIExpression(), !116)
    #dbg_value(i32 26, !115, !DIExpression(), !116)
    #dbg_value(i64 81979586966978560, !110, !DIExpression(), !116)
    #dbg_value(i32 27, !115, !DIExpression(), !116)
    #dbg_value(i64 81909218222800896, !110, !DIExpression(), !116)
    #dbg_value(i32 28, !115, !DIExpression(), !116)
    #dbg_value(i64 81627743246090240, !110, !DIExpression(), !116)
    #dbg_value(i32 29, !115, !DIExpression(), !116)
    #dbg_value(i64 81064793292668928, !110, !DIExpression(), !116)
    #dbg_value(i32 30, !115, !DIExpression(), !116)
    #dbg_value(i64 72057594037927936, !110, !DIExpression(), !116)
    #dbg_value(i32 31, !115, !DIExpression(), !116)
    #dbg_value(i64 0, !110, !DIExpression(), !116)
    #dbg_value(i32 32, !115, !DIExpression(), !116)
  %10 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 81985529216486895, i32 noundef signext 32, i32 noundef signext 32, i32 noundef signext 7, i32 noundef signext 0, i64 noundef -1167088121787636991, i64 noundef 8032179943414451550), !dbg !118
    #dbg_value(i64 3, !87, !DIExpression(), !108)
    #dbg_value(i64 -4294967296, !89, !DIExpression(), !109)
    #dbg_value(i64 -4294967296, !110, !DIExpression(), !116)
    #dbg_value(i32 0, !115, !DIExpression(), !116)
    #dbg_value(i32 0, !115, !DIExpression(), !116)
    #dbg_value(i64 -4294967296, !110, !DIExpression(), !116)
    #dbg_value(i64 -8589934592, !110, !DIExpression(), !116)
    #dbg_value(i32 1, !115, !DIExpression(), !116)
    #dbg_value(i64 -17179869184, !110, !DIExpression(), !116)
    #dbg_value(i32 2, !115, !DIExpression(), !116)
    #dbg_value(i64 -34359738368, !110, !DIExpression(), !116)
    #dbg_value(i32 3, !115, !DIExpression(), !116)
    #dbg_value(i64 -68719476736, !110, !DIExpression(), !116)
    #dbg_value(i32 4, !115, !DIExpression(), !116)
    #dbg_value(i64 -137438953472, !110, !DIExpression(), !116)
    #dbg_value(i32 5, !115, !DIExpression(), !116)
    #dbg_value(i64 -274877906944, !110, !DIExpression(), !116)
    #dbg_value(i32 6, !115, !DIExpression(), !116)
    #dbg_value(i64 -549755813888, !110, !DIExpression(), !116)
    #dbg_value(i32 7, !115, !DIExpression(), !116)
    #dbg_value(i64 -1099511627776, !110, !DIExpression(), !116)
    #dbg_value(i32 8, !115, !DIExpression(), !116)
    #dbg_value(i64 -2199023255552, !110, !DIExpression(), !116)
    #dbg_value(i32 9, !115, !DIExpression(), !116)
    #dbg_value(i64 -4398046511104, !110, !DIExpression(), !116)
    #dbg_value(i32 10, !115, !DIExpression(), !116)
    #dbg_value(i64 -8796093022208, !110, !DIExpression(), !116)
    #dbg_value(i32 11, !115, !DIExpression(), !116)
    #dbg_value(i64 -17592186044416, !110, !DIExpression(), !116)
    #dbg_value(i32 12, !115, !DIExpression(), !116)
    #dbg_value(i64 -35184372088832, !110, !DIExpression(), !116)
    #dbg_value(i32 13, !115, !DIExpression(), !116)
    #dbg_value(i64 -70368744177664, !110, !DIExpression(), !116)
    #dbg_value(i32 14, !115, !DIExpression(), !116)
    #dbg_value(i64 -140737488355328, !110, !DIExpression(), !116)
    #dbg_value(i32 15, !115, !DIExpression(), !116)
    #dbg_value(i64 -281474976710656, !110, !DIExpression(), !116)
    #dbg_value(i32 16, !115, !DIExpression(), !116)
    #dbg_value(i64 -562949953421312, !110, !DIExpression(), !116)
    #dbg_value(i32 17, !115, !DIExpression(), !116)
    #dbg_value(i64 -1125899906842624, !110, !DIExpression(), !116)
    #dbg_value(i32 18, !115, !DIExpression(), !116)
    #dbg_value(i64 -2251799813685248, !110, !DIExpression(), !116)
    #dbg_value(i32 19, !115, !DIExpression(), !116)
    #dbg_value(i64 -4503599627370496, !110, !DIExpression(), !116)
    #dbg_value(i32 20, !115, !DIExpression(), !116)
    #dbg_value(i64 -9007199254740992, !110, !DIExpression(), !116)
    #dbg_value(i32 21, !115, !DIExpression(), !116)
    #dbg_value(i64 -18014398509481984, !110, !DIExpression(), !116)
    #dbg_value(i32 22, !115, !DIExpression(), !116)
    #dbg_value(i64 -36028797018963968, !110, !DIExpression(), !116)
    #dbg_value(i32 23, !115, !DIExpression(), !116)
    #dbg_value(i64 -72057594037927936, !110, !DIExpression(), !116)
    #dbg_value(i32 24, !115, !DIExpression(), !116)
    #dbg_value(i64 -144115188075855872, !110, !DIExpression(), !116)
    #dbg_value(i32 25, !115, !DIExpression(), !116)
    #dbg_value(i64 -288230376151711744, !110, !DIExpression(), !116)
    #dbg_value(i32 26, !115, !DIExpression(), !116)
    #dbg_value(i64 -576460752303423488, !110, !DIExpression(), !116)
    #dbg_value(i32 27, !115, !DIExpression(), !116)
    #dbg_value(i64 -1152921504606846976, !110, !DIExpression(), !116)
    #dbg_value(i32 28, !115, !DIExpression(), !116)
    #dbg_value(i64 -2305843009213693952, !110, !DIExpression(), !116)
    #dbg_value(i32 29, !115, !DIExpression(), !116)
    #dbg_value(i64 -4611686018427387904, !110, !DIExpression(), !116)
    #dbg_value(i32 30, !115, !DIExpression(), !116)
    #dbg_value(i64 -9223372036854775808, !110, !DIExpression(), !116)
    #dbg_value(i32 31, !115, !DIExpression(), !116)
    #dbg_value(i64 0, !110, !DIExpression(), !116)
    #dbg_value(i32 32, !115, !DIExpression(), !116)
  %11 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef -4294967296, i32 noundef signext 32, i32 noundef signext 32, i32 noundef signext 0, i32 noundef signext 32, i64 noundef 4294967295, i64 noundef 2251799813160960), !dbg !118
    #dbg_value(i64 4, !87, !DIExpression(), !108)
    #dbg_value(i64 3, !89, !DIExpression(), !109)
    #dbg_value(i64 3, !110, !DIExpression(), !116)
    #dbg_value(i32 0, !115, !DIExpression(), !116)
    #dbg_value(i32 0, !115, !DIExpression(), !116)
    #dbg_value(i64 3, !110, !DIExpression(), !116)
    #dbg_value(i64 2, !110, !DIExpression(), !116)
    #dbg_value(i32 1, !115, !DIExpression(), !116)
    #dbg_value(i64 0, !110, !DIExpression(), !116)
    #dbg_value(i32 2, !115, !DIExpression(), !116)
  %12 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 3, i32 noundef signext 2, i32 noundef signext 2, i32 noundef signext 62, i32 noundef signext 0, i64 noundef 216172782113783808, i64 noundef 6755399441055744), !dbg !118
    #dbg_value(i64 5, !87, !DIExpression(), !108)
  %13 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 45729), !dbg !119
  %14 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 31, i32 noundef signext 15), !dbg !120
    #dbg_value(i32 0, !92, !DIExpression(), !107)
    #dbg_value(i32 1, !93, !DIExpression(), !121)
  br label %20, !dbg !122

15:                                               ; preds = %29
  %16 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext %33), !dbg !123
    #dbg_value(i16 -16657, !95, !DIExpression(), !107)
    #dbg_value(i8 -91, !96, !DIExpression(), !107)
  %17 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext 13, i32 noundef signext 4, i32 noundef signext 61179), !dbg !124
    #dbg_value(i64 poison, !100, !DIExpression(), !107)
  %18 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef 1190112520884487201, i64 noundef 1, i64 noundef 1190112520884487200), !dbg !125
    #dbg_value(i32 -12345, !103, !DIExpression(), !107)
  %19 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext -1544, i32 noundef signext 536869368), !dbg !126
  ret i32 0, !dbg !127

20:                                               ; preds = %0, %29
  %21 = phi i32 [ 0, %0 ], [ %33, %29 ]
  %22 = phi i32 [ 1, %0 ], [ %35, %29 ]
    #dbg_value(i32 %21, !92, !DIExpression(), !107)
    #dbg_value(i32 %22, !93, !DIExpression(), !121)
    #dbg_value(i32 %22, !128, !DIExpression(), !133)
  %23 = icmp ult i32 %22, 2, !dbg !136
  br i1 %23, label %29, label %24, !dbg !137

24:                                               ; preds = %20
  %25 = add nsw i32 %22, -1, !dbg !138
  %26 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %25, i1 true), !dbg !139
  %27 = sub nuw nsw i32 32, %26, !dbg !140
  %28 = shl nuw nsw i32 1, %27, !dbg !141
  br label %29, !dbg !137

29:                                               ; preds = %20, %24
  %30 = phi i32 [ %28, %24 ], [ 1, %20 ], !dbg !137
  %31 = tail call range(i32 0, 18) i32 @llvm.ctpop.i32(i32 %22), !dbg !142
  %32 = xor i32 %30, %31, !dbg !143
  %33 = add i32 %32, %21, !dbg !144
    #dbg_value(i32 %33, !92, !DIExpression(), !107)
  %34 = mul nuw nsw i32 %22, 3, !dbg !145
  %35 = add nuw nsw i32 %34, 1, !dbg !146
    #dbg_value(i32 %35, !93, !DIExpression(), !121)
  %36 = icmp ult i32 %22, 33333, !dbg !147
  br i1 %36, label %20, label %15, !dbg !122, !llvm.loop !148
}

; Function Attrs: nofree nounwind
declare !dbg !151 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #2

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!42}
!llvm.module.flags = !{!55, !56, !57, !58, !59, !61, !62, !63, !64, !65}
!llvm.ident = !{!66}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/bitops.c", directory: ".", checksumkind: CSK_MD5, checksum: "2604929e5ea36d43fba853a6be050cec")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 608, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 76)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 504, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 63)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 16)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 20)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 19)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 448, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 56)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 31)
!42 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !43, globals: !54, splitDebugInlining: false, nameTableKind: None)
!43 = !{!44, !45, !46, !47, !51}
!44 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!45 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!46 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!47 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !48, line: 26, baseType: !49)
!48 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !50, line: 42, baseType: !46)
!50 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !48, line: 25, baseType: !52)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !50, line: 40, baseType: !53)
!53 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!54 = !{!0, !7, !12, !17, !22, !27, !32, !37}
!55 = !{i32 7, !"Dwarf Version", i32 5}
!56 = !{i32 2, !"Debug Info Version", i32 3}
!57 = !{i32 1, !"wchar_size", i32 4}
!58 = !{i32 1, !"target-abi", !"lp64d"}
!59 = !{i32 6, !"riscv-isa", !60}
!60 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!61 = !{i32 8, !"PIC Level", i32 2}
!62 = !{i32 7, !"PIE Level", i32 2}
!63 = !{i32 7, !"uwtable", i32 2}
!64 = !{i32 8, !"SmallDataLimit", i32 8}
!65 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!66 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!67 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 23, type: !68, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !42, retainedNodes: !70)
!68 = !DISubroutineType(types: !69)
!69 = !{!44}
!70 = !{!71, !75, !77, !80, !87, !89, !92, !93, !95, !96, !100, !101, !103}
!71 = !DILocalVariable(name: "v32", scope: !67, file: !2, line: 24, type: !72)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 224, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 7)
!75 = !DILocalVariable(name: "i", scope: !76, file: !2, line: 25, type: !46)
!76 = distinct !DILexicalBlock(scope: !67, file: !2, line: 25, column: 5)
!77 = !DILocalVariable(name: "x", scope: !78, file: !2, line: 26, type: !47)
!78 = distinct !DILexicalBlock(scope: !79, file: !2, line: 25, column: 63)
!79 = distinct !DILexicalBlock(scope: !76, file: !2, line: 25, column: 5)
!80 = !DILocalVariable(name: "v64", scope: !67, file: !2, line: 31, type: !81)
!81 = !DICompositeType(tag: DW_TAG_array_type, baseType: !82, size: 320, elements: !85)
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !48, line: 27, baseType: !83)
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !50, line: 45, baseType: !84)
!84 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!85 = !{!86}
!86 = !DISubrange(count: 5)
!87 = !DILocalVariable(name: "i", scope: !88, file: !2, line: 32, type: !46)
!88 = distinct !DILexicalBlock(scope: !67, file: !2, line: 32, column: 5)
!89 = !DILocalVariable(name: "x", scope: !90, file: !2, line: 33, type: !82)
!90 = distinct !DILexicalBlock(scope: !91, file: !2, line: 32, column: 63)
!91 = distinct !DILexicalBlock(scope: !88, file: !2, line: 32, column: 5)
!92 = !DILocalVariable(name: "acc", scope: !67, file: !2, line: 40, type: !47)
!93 = !DILocalVariable(name: "x", scope: !94, file: !2, line: 41, type: !47)
!94 = distinct !DILexicalBlock(scope: !67, file: !2, line: 41, column: 5)
!95 = !DILocalVariable(name: "h", scope: !67, file: !2, line: 43, type: !51)
!96 = !DILocalVariable(name: "b", scope: !67, file: !2, line: 44, type: !97)
!97 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !48, line: 24, baseType: !98)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !50, line: 38, baseType: !99)
!99 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!100 = !DILocalVariable(name: "mask", scope: !67, file: !2, line: 46, type: !82)
!101 = !DILocalVariable(name: "i", scope: !102, file: !2, line: 47, type: !44)
!102 = distinct !DILexicalBlock(scope: !67, file: !2, line: 47, column: 5)
!103 = !DILocalVariable(name: "sx", scope: !67, file: !2, line: 50, type: !44)
!104 = !DILocation(line: 0, scope: !76)
!105 = !DILocation(line: 0, scope: !78)
!106 = !DILocation(line: 27, column: 9, scope: !78)
!107 = !DILocation(line: 0, scope: !67)
!108 = !DILocation(line: 0, scope: !88)
!109 = !DILocation(line: 0, scope: !90)
!110 = !DILocalVariable(name: "x", arg: 1, scope: !111, file: !2, line: 15, type: !82)
!111 = distinct !DISubprogram(name: "popcount_manual", scope: !2, file: !2, line: 15, type: !112, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !42, retainedNodes: !114)
!112 = !DISubroutineType(types: !113)
!113 = !{!44, !82}
!114 = !{!110, !115}
!115 = !DILocalVariable(name: "n", scope: !111, file: !2, line: 16, type: !44)
!116 = !DILocation(line: 0, scope: !111, inlinedAt: !117)
!117 = distinct !DILocation(line: 35, column: 41, scope: !90)
!118 = !DILocation(line: 34, column: 9, scope: !90)
!119 = !DILocation(line: 38, column: 5, scope: !67)
!120 = !DILocation(line: 39, column: 5, scope: !67)
!121 = !DILocation(line: 0, scope: !94)
!122 = !DILocation(line: 41, column: 5, scope: !94)
!123 = !DILocation(line: 42, column: 5, scope: !67)
!124 = !DILocation(line: 45, column: 5, scope: !67)
!125 = !DILocation(line: 48, column: 5, scope: !67)
!126 = !DILocation(line: 51, column: 5, scope: !67)
!127 = !DILocation(line: 52, column: 5, scope: !67)
!128 = !DILocalVariable(name: "x", arg: 1, scope: !129, file: !2, line: 21, type: !47)
!129 = distinct !DISubprogram(name: "next_pow2", scope: !2, file: !2, line: 21, type: !130, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !42, retainedNodes: !132)
!130 = !DISubroutineType(types: !131)
!131 = !{!47, !47}
!132 = !{!128}
!133 = !DILocation(line: 0, scope: !129, inlinedAt: !134)
!134 = distinct !DILocation(line: 41, column: 60, scope: !135)
!135 = distinct !DILexicalBlock(scope: !94, file: !2, line: 41, column: 5)
!136 = !DILocation(line: 21, column: 50, scope: !129, inlinedAt: !134)
!137 = !DILocation(line: 21, column: 48, scope: !129, inlinedAt: !134)
!138 = !DILocation(line: 21, column: 89, scope: !129, inlinedAt: !134)
!139 = !DILocation(line: 21, column: 73, scope: !129, inlinedAt: !134)
!140 = !DILocation(line: 21, column: 71, scope: !129, inlinedAt: !134)
!141 = !DILocation(line: 21, column: 64, scope: !129, inlinedAt: !134)
!142 = !DILocation(line: 41, column: 85, scope: !135)
!143 = !DILocation(line: 41, column: 73, scope: !135)
!144 = !DILocation(line: 41, column: 57, scope: !135)
!145 = !DILocation(line: 41, column: 44, scope: !135)
!146 = !DILocation(line: 41, column: 48, scope: !135)
!147 = !DILocation(line: 41, column: 28, scope: !135)
!148 = distinct !{!148, !122, !149, !150}
!149 = !DILocation(line: 41, column: 105, scope: !94)
!150 = !{!"llvm.loop.mustprogress"}
!151 = !DISubprogram(name: "printf", scope: !152, file: !152, line: 356, type: !153, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!152 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!153 = !DISubroutineType(types: !154)
!154 = !{!44, !155, null}
!155 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !156)
!156 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !157, size: 64)
!157 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
