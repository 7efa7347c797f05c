; ModuleID = 'tests/programs/features/lang.c'
source_filename = "tests/programs/features/lang.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

$__covrec_873C56B13DFBD499u = comdat any

$__covrec_4C8B6BA57D8761D8u = comdat any

$__covrec_3779E11EB506269Cu = comdat any

$__covrec_12F46C80DDD7F9C9u = comdat any

$__covrec_2A16E23ECCEBB307u = comdat any

$__covrec_97A65DF6EEF39C6Eu = comdat any

$__covrec_E1BFEC43DDF7424Eu = comdat any

$__covrec_FC665BA18B5B3315u = comdat any

$__covrec_B94C55938B1AC463u = comdat any

$__covrec_BE52A0E294AC9CF2u = comdat any

$__covrec_4D148FA162A9AC8Du = comdat any

$__covrec_F51E5513F055B697u = comdat any

$__covrec_19F734436987759Fu = comdat any

$__covrec_DB956436E78DD5FAu = comdat any

$__covrec_9DB90D500657F02u = comdat any

$__covrec_C0B641225C3E8CFDu = comdat any

$__covrec_FF945C8C5B7B900Du = comdat any

$__profc_bi = comdat nodeduplicate

$__profc_big = comdat nodeduplicate

$__profc_h16 = comdat nodeduplicate

$__profc_bf = comdat nodeduplicate

$__profc_vadd = comdat nodeduplicate

$__profc_cg = comdat nodeduplicate

$__profc_ag = comdat nodeduplicate

$__profc_cg2 = comdat nodeduplicate

$__profc_lang.c_ctor = comdat nodeduplicate

$__profc_lang.c_dtor = comdat nodeduplicate

$__profc_weakfn = comdat nodeduplicate

$__profc_withcleanup = comdat nodeduplicate

$__profc_lang.c_cl = comdat nodeduplicate

$__profc_blocks_like = comdat nodeduplicate

$__profc_main = comdat nodeduplicate

$__profc_lang.c_resolve = comdat nodeduplicate

$__profc_lang.c_impl = comdat nodeduplicate

@cg.tbl = internal unnamed_addr constant [3 x ptr] [ptr blockaddress(@cg, %10), ptr blockaddress(@cg, %8), ptr blockaddress(@cg, %9)], align 16
@secvar = dso_local global i32 3, section ".mysec", align 4
@.str = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1
@tv = dso_local thread_local local_unnamed_addr global i32 0, align 4
@llvm.global_ctors = appending global [0 x { i32, ptr, ptr }] zeroinitializer
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @dtor, ptr null }]
@__covrec_873C56B13DFBD499u = linkonce_odr hidden constant <{ i64, i32, i64, i64, [9 x i8] }> <{ i64 -8701985060737526631, i32 9, i64 24, i64 8598073438537418119, [9 x i8] c"\01\01\00\01\01\08.\00C" }>, section "__llvm_covfun", comdat, align 8
@__covrec_4C8B6BA57D8761D8u = linkonce_odr hidden constant <{ i64, i32, i64, i64, [9 x i8] }> <{ i64 5515620527165104600, i32 9, i64 24, i64 8598073438537418119, [9 x i8] c"\01\01\00\01\01\094\00E" }>, section "__llvm_covfun", comdat, align 8
@__covrec_3779E11EB506269Cu = linkonce_odr hidden constant <{ i64, i32, i64, i64, [9 x i8] }> <{ i64 3997473666270373532, i32 9, i64 24, i64 8598073438537418119, [9 x i8] c"\01\01\00\01\01\0A&\007" }>, section "__llvm_covfun", comdat, align 8
@__covrec_12F46C80DDD7F9C9u = linkonce_odr hidden constant <{ i64, i32, i64, i64, [9 x i8] }> <{ i64 1365835887733635529, i32 9, i64 24, i64 8598073438537418119, [9 x i8] c"\01\01\00\01\01\0B\15\00\22" }>, section "__llvm_covfun", comdat, align 8
@__covrec_2A16E23ECCEBB307u = linkonce_odr hidden constant <{ i64, i32, i64, i64, [9 x i8] }> <{ i64 3032860158434456327, i32 9, i64 24, i64 8598073438537418119, [9 x i8] c"\01\01\00\01\01\0C\15\002" }>, section "__llvm_covfun", comdat, align 8
@__covrec_97A65DF6EEF39C6Eu = linkonce_odr hidden constant <{ i64, i32, i64, i64, [42 x i8] }> <{ i64 -7519219212696183698, i32 42, i64 1444585767000, i64 8598073438537418119, [42 x i8] c"\01\01\00\06\01\0D\0F\00q\05\00I\00T\00\00U\00\D6\80\80\80\08\09\00V\00a\00\00b\00\E3\80\80\80\08\0D\00c\00n" }>, section "__llvm_covfun", comdat, align 8
@__covrec_E1BFEC43DDF7424Eu = linkonce_odr hidden constant <{ i64, i32, i64, i64, [23 x i8] }> <{ i64 -2179763918393097650, i32 23, i64 98392, i64 8598073438537418119, [23 x i8] c"\01\01\00\03\01\0E\0F\00_\00\00M\00\CE\80\80\80\08\05\00N\00\\" }>, section "__llvm_covfun", comdat, align 8
@__covrec_FC665BA18B5B3315u = linkonce_odr hidden constant <{ i64, i32, i64, i64, [9 x i8] }> <{ i64 -259419179141352683, i32 9, i64 24, i64 8598073438537418119, [9 x i8] c"\01\01\00\01\01\13\0F\00\1C" }>, section "__llvm_covfun", comdat, align 8
@__covrec_B94C55938B1AC463u = linkonce_odr hidden constant <{ i64, i32, i64, i64, [9 x i8] }> <{ i64 -5094602986280532893, i32 9, i64 0, i64 8598073438537418119, [9 x i8] c"\01\01\00\01\01\14:\00<" }>, section "__llvm_covfun", comdat, align 8
@__covrec_BE52A0E294AC9CF2u = linkonce_odr hidden constant <{ i64, i32, i64, i64, [9 x i8] }> <{ i64 -4732543363395576590, i32 9, i64 0, i64 8598073438537418119, [9 x i8] c"\01\01\00\01\01\154\006" }>, section "__llvm_covfun", comdat, align 8
@__covrec_4D148FA162A9AC8Du = linkonce_odr hidden constant <{ i64, i32, i64, i64, [9 x i8] }> <{ i64 5554222163762457741, i32 9, i64 24, i64 8598073438537418119, [9 x i8] c"\01\01\00\01\01\17(\005" }>, section "__llvm_covfun", comdat, align 8
@__covrec_F51E5513F055B697u = linkonce_odr hidden constant <{ i64, i32, i64, i64, [9 x i8] }> <{ i64 -784095740990998889, i32 9, i64 24, i64 8598073438537418119, [9 x i8] c"\01\01\00\01\01\1A\18\00M" }>, section "__llvm_covfun", comdat, align 8
@__covrec_19F734436987759Fu = linkonce_odr hidden constant <{ i64, i32, i64, i64, [9 x i8] }> <{ i64 1871021634333668767, i32 9, i64 24, i64 8598073438537418119, [9 x i8] c"\01\01\00\01\01\1B \000" }>, section "__llvm_covfun", comdat, align 8
@__covrec_DB956436E78DD5FAu = linkonce_odr hidden constant <{ i64, i32, i64, i64, [10 x i8] }> <{ i64 -2624081020897602054, i32 10, i64 24, i64 8598073438537418119, [10 x i8] c"\01\01\00\01\01\1C\10\00\83\01" }>, section "__llvm_covfun", comdat, align 8
@__covrec_9DB90D500657F02u = linkonce_odr hidden constant <{ i64, i32, i64, i64, [9 x i8] }> <{ i64 710320610750070530, i32 9, i64 24, i64 8598073438537418119, [9 x i8] c"\01\01\00\01\01\10\1C\003" }>, section "__llvm_covfun", comdat, align 8
@__covrec_C0B641225C3E8CFDu = linkonce_odr hidden constant <{ i64, i32, i64, i64, [9 x i8] }> <{ i64 -4560385956833751811, i32 9, i64 24, i64 8598073438537418119, [9 x i8] c"\01\01\00\01\01\0F\17\00%" }>, section "__llvm_covfun", comdat, align 8
@__covrec_FF945C8C5B7B900Du = linkonce_odr hidden constant <{ i64, i32, i64, i64, [9 x i8] }> <{ i64 -30297539584749555, i32 9, i64 0, i64 8598073438537418119, [9 x i8] c"\01\01\00\01\01\19\18\00$" }>, section "__llvm_covfun", comdat, align 8
@__llvm_coverage_mapping = private constant { { i32, i32, i32, i32 }, [50 x i8] } { { i32, i32, i32, i32 } { i32 0, i32 50, i32 0, i32 6 }, [50 x i8] c"\02'/x\DAc\D7/\C9-\D0/(\90+I-.)\D6/(\CAO/J\CC-\D6OKM,)-J-\D6\CFI\CCK\D7K\06\00\19\09\0Er" }, section "__llvm_covmap", align 8
@__profc_bi = private global [1 x i64] zeroinitializer, section "__llvm_prf_cnts", comdat, align 8
@__profd_bi = private global { i64, i64, i64, i64, ptr, ptr, i32, [3 x i16], i32 } { i64 -8701985060737526631, i64 24, i64 sub (i64 ptrtoint (ptr @__profc_bi to i64), i64 ptrtoint (ptr @__profd_bi to i64)), i64 0, ptr null, ptr null, i32 1, [3 x i16] zeroinitializer, i32 0 }, section "__llvm_prf_data", comdat($__profc_bi), align 8
@__profc_big = private global [1 x i64] zeroinitializer, section "__llvm_prf_cnts", comdat, align 8
@__profd_big = private global { i64, i64, i64, i64, ptr, ptr, i32, [3 x i16], i32 } { i64 5515620527165104600, i64 24, i64 sub (i64 ptrtoint (ptr @__profc_big to i64), i64 ptrtoint (ptr @__profd_big to i64)), i64 0, ptr null, ptr null, i32 1, [3 x i16] zeroinitializer, i32 0 }, section "__llvm_prf_data", comdat($__profc_big), align 8
@__profc_h16 = private global [1 x i64] zeroinitializer, section "__llvm_prf_cnts", comdat, align 8
@__profd_h16 = private global { i64, i64, i64, i64, ptr, ptr, i32, [3 x i16], i32 } { i64 3997473666270373532, i64 24, i64 sub (i64 ptrtoint (ptr @__profc_h16 to i64), i64 ptrtoint (ptr @__profd_h16 to i64)), i64 0, ptr null, ptr null, i32 1, [3 x i16] zeroinitializer, i32 0 }, section "__llvm_prf_data", comdat($__profc_h16), align 8
@__profc_bf = private global [1 x i64] zeroinitializer, section "__llvm_prf_cnts", comdat, align 8
@__profd_bf = private global { i64, i64, i64, i64, ptr, ptr, i32, [3 x i16], i32 } { i64 1365835887733635529, i64 24, i64 sub (i64 ptrtoint (ptr @__profc_bf to i64), i64 ptrtoint (ptr @__profd_bf to i64)), i64 0, ptr null, ptr null, i32 1, [3 x i16] zeroinitializer, i32 0 }, section "__llvm_prf_data", comdat($__profc_bf), align 8
@__profc_vadd = private global [1 x i64] zeroinitializer, section "__llvm_prf_cnts", comdat, align 8
@__profd_vadd = private global { i64, i64, i64, i64, ptr, ptr, i32, [3 x i16], i32 } { i64 3032860158434456327, i64 24, i64 sub (i64 ptrtoint (ptr @__profc_vadd to i64), i64 ptrtoint (ptr @__profd_vadd to i64)), i64 0, ptr null, ptr null, i32 1, [3 x i16] zeroinitializer, i32 0 }, section "__llvm_prf_data", comdat($__profc_vadd), align 8
@__profc_cg = private global [4 x i64] zeroinitializer, section "__llvm_prf_cnts", comdat, align 8
@__profd_cg = private global { i64, i64, i64, i64, ptr, ptr, i32, [3 x i16], i32 } { i64 -7519219212696183698, i64 1444585767000, i64 sub (i64 ptrtoint (ptr @__profc_cg to i64), i64 ptrtoint (ptr @__profd_cg to i64)), i64 0, ptr null, ptr null, i32 4, [3 x i16] zeroinitializer, i32 0 }, section "__llvm_prf_data", comdat($__profc_cg), align 8
@__profc_ag = private global [2 x i64] zeroinitializer, section "__llvm_prf_cnts", comdat, align 8
@__profd_ag = private global { i64, i64, i64, i64, ptr, ptr, i32, [3 x i16], i32 } { i64 -2179763918393097650, i64 98392, i64 sub (i64 ptrtoint (ptr @__profc_ag to i64), i64 ptrtoint (ptr @__profd_ag to i64)), i64 0, ptr null, ptr null, i32 2, [3 x i16] zeroinitializer, i32 0 }, section "__llvm_prf_data", comdat($__profc_ag), align 8
@__profc_cg2 = private global [1 x i64] zeroinitializer, section "__llvm_prf_cnts", comdat, align 8
@__profd_cg2 = private global { i64, i64, i64, i64, ptr, ptr, i32, [3 x i16], i32 } { i64 -259419179141352683, i64 24, i64 sub (i64 ptrtoint (ptr @__profc_cg2 to i64), i64 ptrtoint (ptr @__profd_cg2 to i64)), i64 0, ptr null, ptr null, i32 1, [3 x i16] zeroinitializer, i32 0 }, section "__llvm_prf_data", comdat($__profc_cg2), align 8
@__profc_lang.c_ctor = private global [1 x i64] [i64 1], section "__llvm_prf_cnts", comdat, align 8
@__profd_lang.c_ctor = private global { i64, i64, i64, i64, ptr, ptr, i32, [3 x i16], i32 } { i64 -5094602986280532893, i64 0, i64 sub (i64 ptrtoint (ptr @__profc_lang.c_ctor to i64), i64 ptrtoint (ptr @__profd_lang.c_ctor to i64)), i64 0, ptr null, ptr null, i32 1, [3 x i16] zeroinitializer, i32 0 }, section "__llvm_prf_data", comdat($__profc_lang.c_ctor), align 8
@__profc_lang.c_dtor = private global [1 x i64] zeroinitializer, section "__llvm_prf_cnts", comdat, align 8
@__profd_lang.c_dtor = private global { i64, i64, i64, i64, ptr, ptr, i32, [3 x i16], i32 } { i64 -4732543363395576590, i64 0, i64 sub (i64 ptrtoint (ptr @__profc_lang.c_dtor to i64), i64 ptrtoint (ptr @__profd_lang.c_dtor to i64)), i64 0, ptr null, ptr null, i32 1, [3 x i16] zeroinitializer, i32 0 }, section "__llvm_prf_data", comdat($__profc_lang.c_dtor), align 8
@__profc_weakfn = weak hidden global [1 x i64] zeroinitializer, section "__llvm_prf_cnts", comdat, align 8
@__profd_weakfn = private global { i64, i64, i64, i64, ptr, ptr, i32, [3 x i16], i32 } { i64 5554222163762457741, i64 24, i64 sub (i64 ptrtoint (ptr @__profc_weakfn to i64), i64 ptrtoint (ptr @__profd_weakfn to i64)), i64 0, ptr null, ptr null, i32 1, [3 x i16] zeroinitializer, i32 0 }, section "__llvm_prf_data", comdat($__profc_weakfn), align 8
@__profc_withcleanup = private global [1 x i64] zeroinitializer, section "__llvm_prf_cnts", comdat, align 8
@__profd_withcleanup = private global { i64, i64, i64, i64, ptr, ptr, i32, [3 x i16], i32 } { i64 -784095740990998889, i64 24, i64 sub (i64 ptrtoint (ptr @__profc_withcleanup to i64), i64 ptrtoint (ptr @__profd_withcleanup to i64)), i64 0, ptr null, ptr null, i32 1, [3 x i16] zeroinitializer, i32 0 }, section "__llvm_prf_data", comdat($__profc_withcleanup), align 8
@__profc_lang.c_cl = private global [1 x i64] zeroinitializer, section "__llvm_prf_cnts", comdat, align 8
@__profd_lang.c_cl = private global { i64, i64, i64, i64, ptr, ptr, i32, [3 x i16], i32 } { i64 -30297539584749555, i64 0, i64 sub (i64 ptrtoint (ptr @__profc_lang.c_cl to i64), i64 ptrtoint (ptr @__profd_lang.c_cl to i64)), i64 0, ptr null, ptr null, i32 1, [3 x i16] zeroinitializer, i32 0 }, section "__llvm_prf_data", comdat($__profc_lang.c_cl), align 8
@__profc_blocks_like = private global [1 x i64] zeroinitializer, section "__llvm_prf_cnts", comdat, align 8
@__profd_blocks_like = private global { i64, i64, i64, i64, ptr, ptr, i32, [3 x i16], i32 } { i64 1871021634333668767, i64 24, i64 sub (i64 ptrtoint (ptr @__profc_blocks_like to i64), i64 ptrtoint (ptr @__profd_blocks_like to i64)), i64 0, ptr null, ptr null, i32 1, [3 x i16] zeroinitializer, i32 0 }, section "__llvm_prf_data", comdat($__profc_blocks_like), align 8
@__profc_main = private global [1 x i64] zeroinitializer, section "__llvm_prf_cnts", comdat, align 8
@__profd_main = private global { i64, i64, i64, i64, ptr, ptr, i32, [3 x i16], i32 } { i64 -2624081020897602054, i64 24, i64 sub (i64 ptrtoint (ptr @__profc_main to i64), i64 ptrtoint (ptr @__profd_main to i64)), i64 0, ptr null, ptr null, i32 1, [3 x i16] zeroinitializer, i32 0 }, section "__llvm_prf_data", comdat($__profc_main), align 8
@__profc_lang.c_resolve = private global [1 x i64] zeroinitializer, section "__llvm_prf_cnts", comdat, align 8
@__profd_lang.c_resolve = private global { i64, i64, i64, i64, ptr, ptr, i32, [3 x i16], i32 } { i64 710320610750070530, i64 24, i64 sub (i64 ptrtoint (ptr @__profc_lang.c_resolve to i64), i64 ptrtoint (ptr @__profd_lang.c_resolve to i64)), i64 0, ptr null, ptr null, i32 1, [3 x i16] zeroinitializer, i32 0 }, section "__llvm_prf_data", comdat($__profc_lang.c_resolve), align 8
@__profc_lang.c_impl = private global [1 x i64] zeroinitializer, section "__llvm_prf_cnts", comdat, align 8
@__profd_lang.c_impl = private global { i64, i64, i64, i64, ptr, ptr, i32, [3 x i16], i32 } { i64 -4560385956833751811, i64 24, i64 sub (i64 ptrtoint (ptr @__profc_lang.c_impl to i64), i64 ptrtoint (ptr @__profd_lang.c_impl to i64)), i64 0, ptr null, ptr null, i32 1, [3 x i16] zeroinitializer, i32 0 }, section "__llvm_prf_data", comdat($__profc_lang.c_impl), align 8
@__llvm_prf_nm = private constant [97 x i8] c"}_x\DA=\8AK\0E\80 \0C\05\F3.d\A2\0B\17^\C6\94R\B1\A1\82\01?\D7W\17\B8\99\CC\E4=\A7p\1A\B0\F6#\DC\82\8B\BC\07\07Px9\C0(\85\8E'>ri\EE?\BF\85\E2\92p\EB\B1\B2\09\A5s\FF\AF\06g\99c\9DM\A3`#Mm*R\B3]\D2R\B7\DD\1E\E6]*,", section "__llvm_prf_names", align 1
@llvm.used = appending global [19 x ptr] [ptr @__covrec_12F46C80DDD7F9C9u, ptr @__covrec_19F734436987759Fu, ptr @__covrec_2A16E23ECCEBB307u, ptr @__covrec_3779E11EB506269Cu, ptr @__covrec_4C8B6BA57D8761D8u, ptr @__covrec_4D148FA162A9AC8Du, ptr @__covrec_873C56B13DFBD499u, ptr @__covrec_97A65DF6EEF39C6Eu, ptr @__covrec_9DB90D500657F02u, ptr @__covrec_B94C55938B1AC463u, ptr @__covrec_BE52A0E294AC9CF2u, ptr @__covrec_C0B641225C3E8CFDu, ptr @__covrec_DB956436E78DD5FAu, ptr @__covrec_E1BFEC43DDF7424Eu, ptr @__covrec_F51E5513F055B697u, ptr @__covrec_FC665BA18B5B3315u, ptr @__covrec_FF945C8C5B7B900Du, ptr @__llvm_coverage_mapping, ptr @__llvm_prf_nm], section "llvm.metadata"
@llvm.compiler.used = appending global [18 x ptr] [ptr @__profd_ag, ptr @__profd_bf, ptr @__profd_bi, ptr @__profd_big, ptr @__profd_blocks_like, ptr @__profd_cg, ptr @__profd_cg2, ptr @__profd_h16, ptr @__profd_lang.c_cl, ptr @__profd_lang.c_ctor, ptr @__profd_lang.c_dtor, ptr @__profd_lang.c_impl, ptr @__profd_lang.c_resolve, ptr @__profd_main, ptr @__profd_vadd, ptr @__profd_weakfn, ptr @__profd_withcleanup, ptr @secvar], section "llvm.metadata"

@aliased = dso_local alias i32 (), ptr @cg2

@ifn = dso_local ifunc i32 (), ptr @resolve

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local noundef range(i64 0, 137438953472) i64 @bi(i64 noundef %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = load i64, ptr @__profc_bi, align 8
  %4 = add i64 %3, 1
  store i64 %4, ptr @__profc_bi, align 8
  %5 = mul i64 %1, %0
  %6 = add i64 %5, 3
  %7 = and i64 %6, 137438953471
  ret i64 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none)
define dso_local void @big(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, ptr nocapture noundef readonly byval(i256) align 8 %1) local_unnamed_addr #1 {
  %3 = load i256, ptr %1, align 8, !tbaa !5
  %4 = trunc i256 %3 to i200
  %5 = load i64, ptr @__profc_big, align 8
  %6 = add i64 %5, 1
  store i64 %6, ptr @__profc_big, align 8
  %7 = mul i200 %4, %4
  %8 = zext i200 %7 to i256
  store i256 %8, ptr %0, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local noundef half @h16(half noundef %0, half noundef %1) local_unnamed_addr #0 {
  %3 = load i64, ptr @__profc_h16, align 8
  %4 = add i64 %3, 1
  store i64 %4, ptr @__profc_h16, align 8
  %5 = fmul half %0, %1
  ret half %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local noundef bfloat @bf(bfloat noundef returned %0) local_unnamed_addr #0 {
  %2 = load i64, ptr @__profc_bf, align 8
  %3 = add i64 %2, 1
  store i64 %3, ptr @__profc_bf, align 8
  ret bfloat %0
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local <4 x float> @vadd(<4 x float> noundef %0, <4 x float> noundef %1) local_unnamed_addr #2 {
  %3 = load i64, ptr @__profc_vadd, align 8
  %4 = add i64 %3, 1
  store i64 %4, ptr @__profc_vadd, align 8
  %5 = shufflevector <4 x float> %0, <4 x float> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %6 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %1, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %5)
  ret <4 x float> %6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 1, 4) i32 @cg(i32 noundef %0) #0 {
  %2 = load i64, ptr @__profc_cg, align 8
  %3 = add i64 %2, 1
  store i64 %3, ptr @__profc_cg, align 8
  %4 = srem i32 %0, 3
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds [3 x ptr], ptr @cg.tbl, i64 0, i64 %5
  %7 = load ptr, ptr %6, align 8, !tbaa !9
  indirectbr ptr %7, [label %10, label %8, label %9]

8:                                                ; preds = %1
  br label %10

9:                                                ; preds = %1
  br label %10

10:                                               ; preds = %1, %9, %8
  %11 = phi ptr [ getelementptr inbounds (i8, ptr @__profc_cg, i64 24), %9 ], [ getelementptr inbounds (i8, ptr @__profc_cg, i64 16), %8 ], [ getelementptr inbounds (i8, ptr @__profc_cg, i64 8), %1 ]
  %12 = phi i32 [ 3, %9 ], [ 2, %8 ], [ 1, %1 ]
  %13 = load i64, ptr %11, align 8
  %14 = add i64 %13, 1
  store i64 %14, ptr %11, align 8
  ret i32 %12
}

; Function Attrs: nounwind
define dso_local range(i32 0, 2) i32 @ag(i32 noundef %0) local_unnamed_addr #4 {
  %2 = load i64, ptr @__profc_ag, align 8
  %3 = add i64 %2, 1
  store i64 %3, ptr @__profc_ag, align 8
  callbr void asm sideeffect "test $0, $0; jz ${1:l}", "r,!i,~{dirflag},~{fpsr},~{flags}"(i32 %0) #7
          to label %7 [label %4], !srcloc !11

4:                                                ; preds = %1
  %5 = load i64, ptr getelementptr inbounds (i8, ptr @__profc_ag, i64 8), align 8
  %6 = add i64 %5, 1
  store i64 %6, ptr getelementptr inbounds (i8, ptr @__profc_ag, i64 8), align 8
  br label %7

7:                                                ; preds = %1, %4
  %8 = phi i32 [ 0, %4 ], [ 1, %1 ]
  ret i32 %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local noundef i32 @cg2() #0 {
  %1 = load i64, ptr @__profc_cg2, align 8
  %2 = add i64 %1, 1
  store i64 %2, ptr @__profc_cg2, align 8
  ret i32 7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define internal void @dtor() #0 !PGOFuncName !12 {
  %1 = load i64, ptr @__profc_lang.c_dtor, align 8
  %2 = add i64 %1, 1
  store i64 %2, ptr @__profc_lang.c_dtor, align 8
  ret void
}

; Function Attrs: nounwind
define weak dso_local i32 @weakfn() local_unnamed_addr #4 {
  %1 = load i64, ptr @__profc_weakfn, align 8
  %2 = add i64 %1, 1
  store i64 %2, ptr @__profc_weakfn, align 8
  ret i32 1
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local noundef i32 @withcleanup(i32 noundef returned %0) local_unnamed_addr #0 {
  %2 = load i64, ptr @__profc_withcleanup, align 8
  %3 = add i64 %2, 1
  store i64 %3, ptr @__profc_withcleanup, align 8
  %4 = load i64, ptr @__profc_lang.c_cl, align 8
  %5 = add i64 %4, 1
  store i64 %5, ptr @__profc_lang.c_cl, align 8
  ret i32 %0
}

; Function Attrs: nounwind
define dso_local i32 @blocks_like(ptr noundef %0) local_unnamed_addr #4 {
  %2 = load i64, ptr @__profc_blocks_like, align 8
  %3 = add i64 %2, 1
  store i64 %3, ptr @__profc_blocks_like, align 8
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load ptr, ptr %4, align 8
  %6 = tail call i32 %5(ptr noundef %0, i32 noundef 3) #8
  ret i32 %6
}

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #4 {
  %1 = load i64, ptr @__profc_main, align 8
  %2 = add i64 %1, 1
  store i64 %2, ptr @__profc_main, align 8
  %3 = tail call i32 @cg(i32 noundef 4) #9
  %4 = load i64, ptr @__profc_ag, align 8
  %5 = add i64 %4, 1
  store i64 %5, ptr @__profc_ag, align 8
  callbr void asm sideeffect "test $0, $0; jz ${1:l}", "r,!i,~{dirflag},~{fpsr},~{flags}"(i32 1) #7
          to label %9 [label %6], !srcloc !11

6:                                                ; preds = %0
  %7 = load i64, ptr getelementptr inbounds (i8, ptr @__profc_ag, i64 8), align 8
  %8 = add i64 %7, 1
  store i64 %8, ptr getelementptr inbounds (i8, ptr @__profc_ag, i64 8), align 8
  br label %9

9:                                                ; preds = %0, %6
  %10 = phi i32 [ 0, %6 ], [ 1, %0 ]
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %3, i32 noundef %10) #8
  %12 = tail call i32 @ifn() #8
  %13 = load i64, ptr @__profc_cg2, align 8
  %14 = add i64 %13, 1
  store i64 %14, ptr @__profc_cg2, align 8
  %15 = load i64, ptr @__profc_withcleanup, align 8
  %16 = add i64 %15, 1
  store i64 %16, ptr @__profc_withcleanup, align 8
  %17 = load i64, ptr @__profc_lang.c_cl, align 8
  %18 = add i64 %17, 1
  store i64 %18, ptr @__profc_lang.c_cl, align 8
  %19 = load i64, ptr @__profc_bi, align 8
  %20 = add i64 %19, 1
  store i64 %20, ptr @__profc_bi, align 8
  %21 = load i64, ptr @__profc_h16, align 8
  %22 = add i64 %21, 1
  store i64 %22, ptr @__profc_h16, align 8
  %23 = add nsw i32 %12, 20
  %24 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tv)
  %25 = load i32, ptr %24, align 4, !tbaa !13
  %26 = add nsw i32 %23, %25
  ret i32 %26
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #3

; Function Attrs: disable_sanitizer_instrumentation mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define internal noundef nonnull ptr @resolve() #6 !PGOFuncName !15 {
  %1 = load i64, ptr @__profc_lang.c_resolve, align 8
  %2 = add i64 %1, 1
  store i64 %2, ptr @__profc_lang.c_resolve, align 8
  ret ptr @impl
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define internal noundef i32 @impl() #0 !PGOFuncName !16 {
  %1 = load i64, ptr @__profc_lang.c_impl, align 8
  %2 = add i64 %1, 1
  store i64 %2, ptr @__profc_lang.c_impl, align 8
  ret i32 42
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) "min-legal-vector-width"="128" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { disable_sanitizer_instrumentation mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nobuiltin nounwind "no-builtins" }
attributes #9 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 2, !"EnableValueProfiling", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"_BitInt(200)", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
!11 = !{i64 842}
!12 = !{!"lang.c:dtor"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !7, i64 0}
!15 = !{!"lang.c:resolve"}
!16 = !{!"lang.c:impl"}
