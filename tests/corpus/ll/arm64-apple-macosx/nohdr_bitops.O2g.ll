; ModuleID = 'tests/programs/nohdr_bitops.c'
source_filename = "tests/programs/nohdr_bitops.c"
target datalayout = "e-m:o-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "arm64-apple-macosx11.0.0"

@.str = private unnamed_addr constant [45 x i8] c"%08x pop %d clz %d ctz %d par %d bswap %08x\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [13 x i8] c"rot hash %u\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [53 x i8] c"64: pop %d clz %d ctz %d bswap %016llx rotl %016llx\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [12 x i8] c"gray ok %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [21 x i8] c"combos %u last %08x\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [26 x i8] c"bitset count %d first %d\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [15 x i8] c"log2 %d %d %d\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [36 x i8] c"bitreverse8 %02x bitreverse32 %08x\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [14 x i8] c"bswap16 %04x\0A\00", align 1, !dbg !42

; Function Attrs: nofree nounwind ssp uwtable(sync)
define noundef i32 @main() local_unnamed_addr #0 !dbg !61 {
  %1 = alloca [4 x i64], align 8
    #dbg_declare(ptr poison, !66, !DIExpression(), !95)
    #dbg_value(i32 0, !70, !DIExpression(), !96)
    #dbg_value(i32 0, !71, !DIExpression(), !97)
    #dbg_value(i32 poison, !70, !DIExpression(), !96)
    #dbg_value(i64 0, !71, !DIExpression(), !97)
    #dbg_value(i32 1, !73, !DIExpression(), !98)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef 1, i32 noundef 31, i32 noundef 0, i32 noundef 1, i32 noundef 16777216), !dbg !99
    #dbg_value(!DIArgList(i32 poison, i32 poison), !70, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !96)
    #dbg_value(i64 1, !71, !DIExpression(), !97)
    #dbg_value(i32 poison, !70, !DIExpression(), !96)
    #dbg_value(i32 6, !73, !DIExpression(), !98)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 6, i32 noundef 2, i32 noundef 29, i32 noundef 1, i32 noundef 0, i32 noundef 100663296), !dbg !99
    #dbg_value(!DIArgList(i32 poison, i32 poison), !70, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !96)
    #dbg_value(i64 2, !71, !DIExpression(), !97)
    #dbg_value(i32 poison, !70, !DIExpression(), !96)
    #dbg_value(i32 -2147483648, !73, !DIExpression(), !98)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -2147483648, i32 noundef 1, i32 noundef 0, i32 noundef 31, i32 noundef 1, i32 noundef 128), !dbg !99
    #dbg_value(!DIArgList(i32 poison, i32 poison), !70, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !96)
    #dbg_value(i64 3, !71, !DIExpression(), !97)
    #dbg_value(i32 poison, !70, !DIExpression(), !96)
    #dbg_value(i32 305419896, !73, !DIExpression(), !98)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 305419896, i32 noundef 13, i32 noundef 3, i32 noundef 3, i32 noundef 1, i32 noundef 2018915346), !dbg !99
    #dbg_value(!DIArgList(i32 poison, i32 poison), !70, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !96)
    #dbg_value(i64 4, !71, !DIExpression(), !97)
    #dbg_value(i32 poison, !70, !DIExpression(), !96)
    #dbg_value(i32 -252645136, !73, !DIExpression(), !98)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -252645136, i32 noundef 16, i32 noundef 0, i32 noundef 4, i32 noundef 0, i32 noundef -252645136), !dbg !99
    #dbg_value(!DIArgList(i32 poison, i32 poison), !70, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !96)
    #dbg_value(i64 5, !71, !DIExpression(), !97)
    #dbg_value(i32 poison, !70, !DIExpression(), !96)
    #dbg_value(i32 65535, !73, !DIExpression(), !98)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 65535, i32 noundef 16, i32 noundef 16, i32 noundef 0, i32 noundef 0, i32 noundef -65536), !dbg !99
    #dbg_value(!DIArgList(i32 poison, i32 poison), !70, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !96)
    #dbg_value(i64 6, !71, !DIExpression(), !97)
    #dbg_value(i32 poison, !70, !DIExpression(), !96)
    #dbg_value(i32 2147483647, !73, !DIExpression(), !98)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2147483647, i32 noundef 31, i32 noundef 1, i32 noundef 0, i32 noundef 1, i32 noundef -129), !dbg !99
    #dbg_value(!DIArgList(i32 poison, i32 poison), !70, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !96)
    #dbg_value(i64 7, !71, !DIExpression(), !97)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1607262117), !dbg !100
    #dbg_value(i64 81985529216486895, !76, !DIExpression(), !96)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 32, i32 noundef 7, i32 noundef 0, i64 noundef -1167088121787636991, i64 noundef 3771334343958392850), !dbg !101
    #dbg_value(i32 1, !77, !DIExpression(), !96)
    #dbg_value(i32 poison, !78, !DIExpression(), !102)
  br label %11, !dbg !103

11:                                               ; preds = %11, %0
  %12 = phi i32 [ 0, %0 ], [ %53, %11 ], !dbg !104
  %13 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %54, %11 ]
  %14 = phi <4 x i1> [ zeroinitializer, %0 ], [ %49, %11 ]
  %15 = phi <4 x i1> [ zeroinitializer, %0 ], [ %50, %11 ]
  %16 = phi <4 x i1> [ zeroinitializer, %0 ], [ %51, %11 ]
  %17 = phi <4 x i1> [ zeroinitializer, %0 ], [ %52, %11 ]
  %18 = add <4 x i32> %13, <i32 4, i32 4, i32 4, i32 4>
  %19 = add <4 x i32> %13, <i32 8, i32 8, i32 8, i32 8>
  %20 = add <4 x i32> %13, <i32 12, i32 12, i32 12, i32 12>
  %21 = add nuw nsw <4 x i32> %13, <i32 1, i32 1, i32 1, i32 1>, !dbg !104
  %22 = add <4 x i32> %13, <i32 5, i32 5, i32 5, i32 5>, !dbg !104
  %23 = add <4 x i32> %13, <i32 9, i32 9, i32 9, i32 9>, !dbg !104
  %24 = add <4 x i32> %13, <i32 13, i32 13, i32 13, i32 13>, !dbg !104
  %25 = xor <4 x i32> %21, %13, !dbg !108
  %26 = xor <4 x i32> %22, %18, !dbg !108
  %27 = xor <4 x i32> %23, %19, !dbg !108
  %28 = xor <4 x i32> %24, %20, !dbg !108
  %29 = lshr <4 x i32> %25, <i32 1, i32 1, i32 1, i32 1>, !dbg !108
  %30 = lshr <4 x i32> %26, <i32 1, i32 1, i32 1, i32 1>, !dbg !108
  %31 = lshr <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !108
  %32 = lshr <4 x i32> %28, <i32 1, i32 1, i32 1, i32 1>, !dbg !108
  %33 = xor <4 x i32> %13, %29, !dbg !108
  %34 = xor <4 x i32> %18, %30, !dbg !108
  %35 = xor <4 x i32> %19, %31, !dbg !108
  %36 = xor <4 x i32> %20, %32, !dbg !108
  %37 = xor <4 x i32> %33, %21, !dbg !108
  %38 = xor <4 x i32> %34, %22, !dbg !108
  %39 = xor <4 x i32> %35, %23, !dbg !108
  %40 = xor <4 x i32> %36, %24, !dbg !108
  %41 = tail call range(i32 0, 33) <4 x i32> @llvm.ctpop.v4i32(<4 x i32> %37), !dbg !109
  %42 = tail call range(i32 0, 33) <4 x i32> @llvm.ctpop.v4i32(<4 x i32> %38), !dbg !109
  %43 = tail call range(i32 0, 33) <4 x i32> @llvm.ctpop.v4i32(<4 x i32> %39), !dbg !109
  %44 = tail call range(i32 0, 33) <4 x i32> @llvm.ctpop.v4i32(<4 x i32> %40), !dbg !109
  %45 = icmp ne <4 x i32> %41, <i32 1, i32 1, i32 1, i32 1>, !dbg !110
  %46 = icmp ne <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !110
  %47 = icmp ne <4 x i32> %43, <i32 1, i32 1, i32 1, i32 1>, !dbg !110
  %48 = icmp ne <4 x i32> %44, <i32 1, i32 1, i32 1, i32 1>, !dbg !110
  %49 = or <4 x i1> %14, %45
  %50 = or <4 x i1> %15, %46
  %51 = or <4 x i1> %16, %47
  %52 = or <4 x i1> %17, %48
  %53 = add nuw i32 %12, 16, !dbg !104
  %54 = add <4 x i32> %13, <i32 16, i32 16, i32 16, i32 16>
  %55 = icmp eq i32 %53, 4992, !dbg !104
  br i1 %55, label %56, label %11, !dbg !104, !llvm.loop !111

56:                                               ; preds = %11
  %57 = or <4 x i1> %50, %49, !dbg !103
  %58 = or <4 x i1> %51, %57, !dbg !103
  %59 = or <4 x i1> %52, %58, !dbg !103
  %60 = freeze <4 x i1> %59, !dbg !103
  %61 = bitcast <4 x i1> %60 to i4, !dbg !103
  %62 = icmp eq i4 %61, 0, !dbg !103
  %63 = zext i1 %62 to i32, !dbg !103
    #dbg_value(i32 %63, !77, !DIExpression(), !96)
    #dbg_value(i32 poison, !78, !DIExpression(), !102)
    #dbg_value(i32 %63, !77, !DIExpression(), !96)
    #dbg_value(i32 %63, !77, !DIExpression(), !96)
    #dbg_value(i32 %63, !77, !DIExpression(), !96)
    #dbg_value(i32 %63, !77, !DIExpression(), !96)
    #dbg_value(i32 %63, !77, !DIExpression(), !96)
    #dbg_value(i32 %63, !77, !DIExpression(), !96)
    #dbg_value(i32 %63, !77, !DIExpression(), !96)
    #dbg_value(i32 %63, !77, !DIExpression(), !96)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %63), !dbg !116
    #dbg_value(i32 poison, !81, !DIExpression(), !96)
    #dbg_value(i32 undef, !80, !DIExpression(), !96)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef -2072185004, i32 noundef 67), !dbg !117
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #6, !dbg !118
    #dbg_declare(ptr %1, !84, !DIExpression(), !119)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %1, i8 0, i64 32, i1 false), !dbg !119
    #dbg_value(i32 0, !88, !DIExpression(), !120)
  br label %66, !dbg !121

66:                                               ; preds = %56, %66
  %67 = phi i32 [ 0, %56 ], [ %76, %66 ]
    #dbg_value(i32 %67, !88, !DIExpression(), !120)
  %68 = and i32 %67, 63, !dbg !122
  %69 = zext nneg i32 %68 to i64, !dbg !124
  %70 = shl nuw i64 1, %69, !dbg !124
  %71 = lshr i32 %67, 6, !dbg !125
  %72 = zext nneg i32 %71 to i64, !dbg !126
  %73 = getelementptr inbounds [4 x i64], ptr %1, i64 0, i64 %72, !dbg !126
  %74 = load i64, ptr %73, align 8, !dbg !127, !tbaa !128
  %75 = or i64 %74, %70, !dbg !127
  store i64 %75, ptr %73, align 8, !dbg !127, !tbaa !128
  %76 = add nuw nsw i32 %67, 3, !dbg !132
    #dbg_value(i32 %76, !88, !DIExpression(), !120)
  %77 = icmp ult i32 %67, 253, !dbg !133
  br i1 %77, label %66, label %78, !dbg !121, !llvm.loop !134

78:                                               ; preds = %66, %78
  %79 = phi i32 [ %89, %78 ], [ 0, %66 ]
    #dbg_value(i32 %79, !90, !DIExpression(), !136)
  %80 = and i32 %79, 63, !dbg !137
  %81 = zext nneg i32 %80 to i64, !dbg !139
  %82 = shl nuw i64 1, %81, !dbg !139
  %83 = xor i64 %82, -1, !dbg !140
  %84 = lshr i32 %79, 6, !dbg !141
  %85 = zext nneg i32 %84 to i64, !dbg !142
  %86 = getelementptr inbounds [4 x i64], ptr %1, i64 0, i64 %85, !dbg !142
  %87 = load i64, ptr %86, align 8, !dbg !143, !tbaa !128
  %88 = and i64 %87, %83, !dbg !143
  store i64 %88, ptr %86, align 8, !dbg !143, !tbaa !128
  %89 = add nuw nsw i32 %79, 5, !dbg !144
    #dbg_value(i32 %89, !90, !DIExpression(), !136)
  %90 = icmp ult i32 %79, 251, !dbg !145
  br i1 %90, label %78, label %91, !dbg !146, !llvm.loop !147

91:                                               ; preds = %78
    #dbg_value(i64 0, !93, !DIExpression(), !149)
    #dbg_value(i32 0, !92, !DIExpression(), !96)
    #dbg_value(i64 poison, !92, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !96)
    #dbg_value(i64 1, !93, !DIExpression(), !149)
    #dbg_value(i32 poison, !92, !DIExpression(), !96)
    #dbg_value(i64 2, !93, !DIExpression(), !149)
    #dbg_value(i32 poison, !92, !DIExpression(), !96)
    #dbg_value(i64 3, !93, !DIExpression(), !149)
  %92 = load <4 x i64>, ptr %1, align 8, !dbg !150, !tbaa !128
  %93 = tail call range(i64 0, 65) <4 x i64> @llvm.ctpop.v4i64(<4 x i64> %92), !dbg !152
  %94 = trunc nuw nsw <4 x i64> %93 to <4 x i32>, !dbg !152
  %95 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %94), !dbg !153
    #dbg_value(i32 %95, !92, !DIExpression(), !96)
    #dbg_value(i64 4, !93, !DIExpression(), !149)
  %96 = extractelement <4 x i64> %92, i64 0, !dbg !154
  %97 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %96, i1 false), !dbg !154
  %98 = trunc nuw nsw i64 %97 to i32, !dbg !154
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %95, i32 noundef %98), !dbg !155
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0, i32 noundef 9, i32 noundef 63), !dbg !156
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 184, i32 noundef 510274632), !dbg !157
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 52651), !dbg !158
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #6, !dbg !159
  ret i32 0, !dbg !160
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !161 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.ctpop.v4i32(<4 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i64> @llvm.ctpop.v4i64(<4 x i64>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #5

attributes #0 = { nofree nounwind ssp uwtable(sync) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="apple-m1" "target-features"="+aes,+altnzcv,+ccdp,+ccidx,+complxnum,+crc,+dit,+dotprod,+flagm,+fp-armv8,+fp16fml,+fptoint,+fullfp16,+jsconv,+lse,+neon,+pauth,+perfmon,+predres,+ras,+rcpc,+rdm,+sb,+sha2,+sha3,+specrestrict,+ssbs,+v8.1a,+v8.2a,+v8.3a,+v8.4a,+v8a,+zcm,+zcz" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!47}
!llvm.module.flags = !{!54, !55, !56, !57, !58, !59}
!llvm.ident = !{!60}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/nohdr_bitops.c", directory: ".")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 360, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 45)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 13)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 424, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 53)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 12)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 21)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 26)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 15)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 36)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 14)
!47 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !48, globals: !53, splitDebugInlining: false, nameTableKind: Apple, sysroot: "/")
!48 = !{!49, !51}
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "u32", file: !2, line: 5, baseType: !50)
!50 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "u64", file: !2, line: 6, baseType: !52)
!52 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!53 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42}
!54 = !{i32 7, !"Dwarf Version", i32 4}
!55 = !{i32 2, !"Debug Info Version", i32 3}
!56 = !{i32 1, !"wchar_size", i32 4}
!57 = !{i32 8, !"PIC Level", i32 2}
!58 = !{i32 7, !"uwtable", i32 1}
!59 = !{i32 7, !"frame-pointer", i32 1}
!60 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!61 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 16, type: !62, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !47, retainedNodes: !65)
!62 = !DISubroutineType(types: !63)
!63 = !{!64}
!64 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!65 = !{!66, !70, !71, !73, !76, !77, !78, !80, !81, !82, !84, !88, !90, !92, !93}
!66 = !DILocalVariable(name: "vals", scope: !61, file: !2, line: 17, type: !67)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 224, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 7)
!70 = !DILocalVariable(name: "h", scope: !61, file: !2, line: 18, type: !49)
!71 = !DILocalVariable(name: "i", scope: !72, file: !2, line: 19, type: !64)
!72 = distinct !DILexicalBlock(scope: !61, file: !2, line: 19, column: 5)
!73 = !DILocalVariable(name: "v", scope: !74, file: !2, line: 20, type: !49)
!74 = distinct !DILexicalBlock(scope: !75, file: !2, line: 19, column: 33)
!75 = distinct !DILexicalBlock(scope: !72, file: !2, line: 19, column: 5)
!76 = !DILocalVariable(name: "x", scope: !61, file: !2, line: 26, type: !51)
!77 = !DILocalVariable(name: "ok", scope: !61, file: !2, line: 29, type: !64)
!78 = !DILocalVariable(name: "i", scope: !79, file: !2, line: 30, type: !49)
!79 = distinct !DILexicalBlock(scope: !61, file: !2, line: 30, column: 5)
!80 = !DILocalVariable(name: "v", scope: !61, file: !2, line: 35, type: !49)
!81 = !DILocalVariable(name: "seq", scope: !61, file: !2, line: 36, type: !49)
!82 = !DILocalVariable(name: "i", scope: !83, file: !2, line: 37, type: !64)
!83 = distinct !DILexicalBlock(scope: !61, file: !2, line: 37, column: 5)
!84 = !DILocalVariable(name: "bitset", scope: !61, file: !2, line: 39, type: !85)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 256, elements: !86)
!86 = !{!87}
!87 = !DISubrange(count: 4)
!88 = !DILocalVariable(name: "i", scope: !89, file: !2, line: 40, type: !64)
!89 = distinct !DILexicalBlock(scope: !61, file: !2, line: 40, column: 5)
!90 = !DILocalVariable(name: "i", scope: !91, file: !2, line: 41, type: !64)
!91 = distinct !DILexicalBlock(scope: !61, file: !2, line: 41, column: 5)
!92 = !DILocalVariable(name: "cnt", scope: !61, file: !2, line: 42, type: !64)
!93 = !DILocalVariable(name: "i", scope: !94, file: !2, line: 43, type: !64)
!94 = distinct !DILexicalBlock(scope: !61, file: !2, line: 43, column: 5)
!95 = !DILocation(line: 17, column: 9, scope: !61)
!96 = !DILocation(line: 0, scope: !61)
!97 = !DILocation(line: 0, scope: !72)
!98 = !DILocation(line: 0, scope: !74)
!99 = !DILocation(line: 21, column: 9, scope: !74)
!100 = !DILocation(line: 25, column: 5, scope: !61)
!101 = !DILocation(line: 27, column: 5, scope: !61)
!102 = !DILocation(line: 0, scope: !79)
!103 = !DILocation(line: 30, column: 5, scope: !79)
!104 = !DILocation(line: 32, column: 49, scope: !105)
!105 = distinct !DILexicalBlock(scope: !106, file: !2, line: 32, column: 13)
!106 = distinct !DILexicalBlock(scope: !107, file: !2, line: 30, column: 36)
!107 = distinct !DILexicalBlock(scope: !79, file: !2, line: 30, column: 5)
!108 = !DILocation(line: 32, column: 40, scope: !105)
!109 = !DILocation(line: 32, column: 13, scope: !105)
!110 = !DILocation(line: 32, column: 55, scope: !105)
!111 = distinct !{!111, !103, !112, !113, !114, !115}
!112 = !DILocation(line: 33, column: 5, scope: !79)
!113 = !{!"llvm.loop.mustprogress"}
!114 = !{!"llvm.loop.isvectorized", i32 1}
!115 = !{!"llvm.loop.unroll.runtime.disable"}
!116 = !DILocation(line: 34, column: 5, scope: !61)
!117 = !DILocation(line: 38, column: 5, scope: !61)
!118 = !DILocation(line: 39, column: 5, scope: !61)
!119 = !DILocation(line: 39, column: 9, scope: !61)
!120 = !DILocation(line: 0, scope: !89)
!121 = !DILocation(line: 40, column: 5, scope: !89)
!122 = !DILocation(line: 40, column: 67, scope: !123)
!123 = distinct !DILexicalBlock(scope: !89, file: !2, line: 40, column: 5)
!124 = !DILocation(line: 40, column: 61, scope: !123)
!125 = !DILocation(line: 40, column: 47, scope: !123)
!126 = !DILocation(line: 40, column: 38, scope: !123)
!127 = !DILocation(line: 40, column: 53, scope: !123)
!128 = !{!129, !129, i64 0}
!129 = !{!"long long", !130, i64 0}
!130 = !{!"omnipotent char", !131, i64 0}
!131 = !{!"Simple C/C++ TBAA"}
!132 = !DILocation(line: 40, column: 32, scope: !123)
!133 = !DILocation(line: 40, column: 23, scope: !123)
!134 = distinct !{!134, !121, !135, !113}
!135 = !DILocation(line: 40, column: 71, scope: !89)
!136 = !DILocation(line: 0, scope: !91)
!137 = !DILocation(line: 41, column: 69, scope: !138)
!138 = distinct !DILexicalBlock(scope: !91, file: !2, line: 41, column: 5)
!139 = !DILocation(line: 41, column: 63, scope: !138)
!140 = !DILocation(line: 41, column: 56, scope: !138)
!141 = !DILocation(line: 41, column: 47, scope: !138)
!142 = !DILocation(line: 41, column: 38, scope: !138)
!143 = !DILocation(line: 41, column: 53, scope: !138)
!144 = !DILocation(line: 41, column: 32, scope: !138)
!145 = !DILocation(line: 41, column: 23, scope: !138)
!146 = !DILocation(line: 41, column: 5, scope: !91)
!147 = distinct !{!147, !146, !148, !113}
!148 = !DILocation(line: 41, column: 74, scope: !91)
!149 = !DILocation(line: 0, scope: !94)
!150 = !DILocation(line: 43, column: 61, scope: !151)
!151 = distinct !DILexicalBlock(scope: !94, file: !2, line: 43, column: 5)
!152 = !DILocation(line: 43, column: 40, scope: !151)
!153 = !DILocation(line: 43, column: 37, scope: !151)
!154 = !DILocation(line: 44, column: 47, scope: !61)
!155 = !DILocation(line: 44, column: 5, scope: !61)
!156 = !DILocation(line: 45, column: 5, scope: !61)
!157 = !DILocation(line: 46, column: 5, scope: !61)
!158 = !DILocation(line: 47, column: 5, scope: !61)
!159 = !DILocation(line: 49, column: 1, scope: !61)
!160 = !DILocation(line: 48, column: 5, scope: !61)
!161 = !DISubprogram(name: "printf", scope: !2, file: !2, line: 3, type: !162, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!162 = !DISubroutineType(types: !163)
!163 = !{!64, !164, null}
!164 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !165, size: 64)
!165 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
