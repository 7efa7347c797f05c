; ModuleID = 'tests/programs/crc_hash.c'
source_filename = "tests/programs/crc_hash.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !0
@.str.1 = private unnamed_addr constant [2 x i8] c"a\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [4 x i8] c"abc\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [10 x i8] c"123456789\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [44 x i8] c"The quick brown fox jumps over the lazy dog\00", align 1, !dbg !22
@__const.main.msgs = private unnamed_addr constant [5 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4], align 16
@.str.5 = private unnamed_addr constant [44 x i8] c"'%s': crc=%08x/%08x adler=%08x fnv=%016llx\0A\00", align 1, !dbg !27
@main.buf = internal unnamed_addr global [65536 x i8] zeroinitializer, align 16, !dbg !29
@.str.6 = private unnamed_addr constant [38 x i8] c"big: crc=%08x adler=%08x fnv=%016llx\0A\00", align 1, !dbg !49
@.str.7 = private unnamed_addr constant [20 x i8] c"sip-like = %016llx\0A\00", align 1, !dbg !54
@crc_table = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !59

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !31 {
  %1 = alloca [16 x i64], align 16, !DIAssignID !101
    #dbg_assign(i1 undef, !84, !DIExpression(), !101, ptr %1, !DIExpression(), !102)
    #dbg_value(i32 0, !103, !DIExpression(), !114)
  br label %2, !dbg !116

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %46, %2 ], !dbg !117
  %4 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %47, %2 ], !dbg !118
  %5 = and <4 x i32> %4, <i32 1, i32 1, i32 1, i32 1>, !dbg !118
  %6 = icmp eq <4 x i32> %5, zeroinitializer, !dbg !118
  %7 = lshr <4 x i32> %4, <i32 1, i32 1, i32 1, i32 1>, !dbg !120
  %8 = xor <4 x i32> %7, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !120
  %9 = select <4 x i1> %6, <4 x i32> %7, <4 x i32> %8, !dbg !120
  %10 = and <4 x i32> %9, <i32 1, i32 1, i32 1, i32 1>, !dbg !118
  %11 = icmp eq <4 x i32> %10, zeroinitializer, !dbg !118
  %12 = lshr <4 x i32> %9, <i32 1, i32 1, i32 1, i32 1>, !dbg !120
  %13 = xor <4 x i32> %12, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !120
  %14 = select <4 x i1> %11, <4 x i32> %12, <4 x i32> %13, !dbg !120
  %15 = and <4 x i32> %14, <i32 1, i32 1, i32 1, i32 1>, !dbg !118
  %16 = icmp eq <4 x i32> %15, zeroinitializer, !dbg !118
  %17 = lshr <4 x i32> %14, <i32 1, i32 1, i32 1, i32 1>, !dbg !120
  %18 = xor <4 x i32> %17, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !120
  %19 = select <4 x i1> %16, <4 x i32> %17, <4 x i32> %18, !dbg !120
  %20 = and <4 x i32> %19, <i32 1, i32 1, i32 1, i32 1>, !dbg !118
  %21 = icmp eq <4 x i32> %20, zeroinitializer, !dbg !118
  %22 = lshr <4 x i32> %19, <i32 1, i32 1, i32 1, i32 1>, !dbg !120
  %23 = xor <4 x i32> %22, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !120
  %24 = select <4 x i1> %21, <4 x i32> %22, <4 x i32> %23, !dbg !120
  %25 = and <4 x i32> %24, <i32 1, i32 1, i32 1, i32 1>, !dbg !118
  %26 = icmp eq <4 x i32> %25, zeroinitializer, !dbg !118
  %27 = lshr <4 x i32> %24, <i32 1, i32 1, i32 1, i32 1>, !dbg !120
  %28 = xor <4 x i32> %27, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !120
  %29 = select <4 x i1> %26, <4 x i32> %27, <4 x i32> %28, !dbg !120
  %30 = and <4 x i32> %29, <i32 1, i32 1, i32 1, i32 1>, !dbg !118
  %31 = icmp eq <4 x i32> %30, zeroinitializer, !dbg !118
  %32 = lshr <4 x i32> %29, <i32 1, i32 1, i32 1, i32 1>, !dbg !120
  %33 = xor <4 x i32> %32, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !120
  %34 = select <4 x i1> %31, <4 x i32> %32, <4 x i32> %33, !dbg !120
  %35 = and <4 x i32> %34, <i32 1, i32 1, i32 1, i32 1>, !dbg !118
  %36 = icmp eq <4 x i32> %35, zeroinitializer, !dbg !118
  %37 = lshr <4 x i32> %34, <i32 1, i32 1, i32 1, i32 1>, !dbg !120
  %38 = xor <4 x i32> %37, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !120
  %39 = select <4 x i1> %36, <4 x i32> %37, <4 x i32> %38, !dbg !120
  %40 = and <4 x i32> %39, <i32 1, i32 1, i32 1, i32 1>, !dbg !118
  %41 = icmp eq <4 x i32> %40, zeroinitializer, !dbg !118
  %42 = lshr <4 x i32> %39, <i32 1, i32 1, i32 1, i32 1>, !dbg !120
  %43 = xor <4 x i32> %42, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !120
  %44 = select <4 x i1> %41, <4 x i32> %42, <4 x i32> %43, !dbg !120
  %45 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %3, !dbg !121
  store <4 x i32> %44, ptr %45, align 16, !dbg !122, !tbaa !123
  %46 = add nuw i64 %3, 4, !dbg !117
  %47 = add <4 x i32> %4, <i32 4, i32 4, i32 4, i32 4>, !dbg !118
  %48 = icmp eq i64 %46, 256, !dbg !117
  br i1 %48, label %49, label %2, !dbg !117, !llvm.loop !127

49:                                               ; preds = %2, %242
  %50 = phi i64 [ %248, %242 ], [ 0, %2 ]
    #dbg_value(i64 %50, !74, !DIExpression(), !132)
  %51 = getelementptr inbounds [5 x ptr], ptr @__const.main.msgs, i64 0, i64 %50, !dbg !133
  %52 = load ptr, ptr %51, align 8, !dbg !133, !tbaa !134
    #dbg_value(ptr %52, !76, !DIExpression(), !136)
  %53 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %52) #5, !dbg !137
    #dbg_value(i64 %53, !79, !DIExpression(), !136)
    #dbg_value(ptr %52, !138, !DIExpression(), !147)
    #dbg_value(i64 %53, !143, !DIExpression(), !147)
    #dbg_value(i32 -1, !144, !DIExpression(), !147)
    #dbg_value(i64 0, !145, !DIExpression(), !149)
  %54 = icmp eq i64 %53, 0, !dbg !150
  br i1 %54, label %242, label %55, !dbg !152

55:                                               ; preds = %49
  %56 = add i64 %53, -1, !dbg !152
  %57 = and i64 %53, 1, !dbg !152
  %58 = icmp eq i64 %56, 0, !dbg !152
  br i1 %58, label %87, label %59, !dbg !152

59:                                               ; preds = %55
  %60 = and i64 %53, -2, !dbg !152
  br label %61, !dbg !152

61:                                               ; preds = %61, %59
  %62 = phi i64 [ 0, %59 ], [ %84, %61 ]
  %63 = phi i32 [ -1, %59 ], [ %83, %61 ]
  %64 = phi i64 [ 0, %59 ], [ %85, %61 ]
    #dbg_value(i64 %62, !145, !DIExpression(), !149)
    #dbg_value(i32 %63, !144, !DIExpression(), !147)
  %65 = getelementptr inbounds i8, ptr %52, i64 %62, !dbg !153
  %66 = load i8, ptr %65, align 1, !dbg !153, !tbaa !154
  %67 = trunc i32 %63 to i8, !dbg !155
  %68 = xor i8 %66, %67, !dbg !155
  %69 = zext i8 %68 to i64, !dbg !156
  %70 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %69, !dbg !156
  %71 = load i32, ptr %70, align 4, !dbg !156, !tbaa !123
  %72 = lshr i32 %63, 8, !dbg !157
  %73 = xor i32 %71, %72, !dbg !158
    #dbg_value(i32 %73, !144, !DIExpression(), !147)
  %74 = or disjoint i64 %62, 1, !dbg !159
    #dbg_value(i64 %74, !145, !DIExpression(), !149)
  %75 = getelementptr inbounds i8, ptr %52, i64 %74, !dbg !153
  %76 = load i8, ptr %75, align 1, !dbg !153, !tbaa !154
  %77 = trunc i32 %73 to i8, !dbg !155
  %78 = xor i8 %76, %77, !dbg !155
  %79 = zext i8 %78 to i64, !dbg !156
  %80 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %79, !dbg !156
  %81 = load i32, ptr %80, align 4, !dbg !156, !tbaa !123
  %82 = lshr i32 %73, 8, !dbg !157
  %83 = xor i32 %81, %82, !dbg !158
    #dbg_value(i32 %83, !144, !DIExpression(), !147)
  %84 = add nuw i64 %62, 2, !dbg !159
    #dbg_value(i64 %84, !145, !DIExpression(), !149)
  %85 = add i64 %64, 2, !dbg !152
  %86 = icmp eq i64 %85, %60, !dbg !152
  br i1 %86, label %87, label %61, !dbg !152, !llvm.loop !160

87:                                               ; preds = %61, %55
  %88 = phi i32 [ poison, %55 ], [ %83, %61 ]
  %89 = phi i64 [ 0, %55 ], [ %84, %61 ]
  %90 = phi i32 [ -1, %55 ], [ %83, %61 ]
  %91 = icmp eq i64 %57, 0, !dbg !152
  br i1 %91, label %102, label %92, !dbg !152

92:                                               ; preds = %87
    #dbg_value(i64 %89, !145, !DIExpression(), !149)
    #dbg_value(i32 %90, !144, !DIExpression(), !147)
  %93 = getelementptr inbounds i8, ptr %52, i64 %89, !dbg !153
  %94 = load i8, ptr %93, align 1, !dbg !153, !tbaa !154
  %95 = trunc i32 %90 to i8, !dbg !155
  %96 = xor i8 %94, %95, !dbg !155
  %97 = zext i8 %96 to i64, !dbg !156
  %98 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %97, !dbg !156
  %99 = load i32, ptr %98, align 4, !dbg !156, !tbaa !123
  %100 = lshr i32 %90, 8, !dbg !157
  %101 = xor i32 %99, %100, !dbg !158
    #dbg_value(i32 %101, !144, !DIExpression(), !147)
    #dbg_value(i64 %89, !145, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !149)
  br label %102, !dbg !162

102:                                              ; preds = %87, %92
  %103 = phi i32 [ %88, %87 ], [ %101, %92 ], !dbg !158
  br label %104, !dbg !162

104:                                              ; preds = %102, %104
  %105 = phi i64 [ %137, %104 ], [ 0, %102 ]
  %106 = phi i32 [ %136, %104 ], [ -1, %102 ]
    #dbg_value(i64 %105, !169, !DIExpression(), !175)
    #dbg_value(i32 %106, !168, !DIExpression(), !176)
  %107 = getelementptr inbounds i8, ptr %52, i64 %105, !dbg !177
  %108 = load i8, ptr %107, align 1, !dbg !177, !tbaa !154
  %109 = zext i8 %108 to i32, !dbg !177
  %110 = xor i32 %106, %109, !dbg !178
    #dbg_value(i32 0, !170, !DIExpression(), !179)
    #dbg_value(i32 %110, !168, !DIExpression(), !176)
  %111 = lshr i32 %110, 1, !dbg !180
  %112 = and i32 %110, 1, !dbg !182
  %113 = icmp eq i32 %112, 0, !dbg !183
  %114 = select i1 %113, i32 0, i32 -306674912, !dbg !183
  %115 = xor i32 %114, %111, !dbg !184
    #dbg_value(!DIArgList(i32 %114, i32 %111), !168, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !176)
    #dbg_value(i32 1, !170, !DIExpression(), !179)
  %116 = lshr i32 %115, 1, !dbg !180
  %117 = and i32 %110, 2, !dbg !183
  %118 = icmp eq i32 %117, 0, !dbg !183
  %119 = select i1 %118, i32 0, i32 -306674912, !dbg !183
  %120 = xor i32 %116, %119, !dbg !184
    #dbg_value(!DIArgList(i32 %119, i32 %116), !168, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !176)
    #dbg_value(i32 2, !170, !DIExpression(), !179)
  %121 = lshr i32 %120, 6, !dbg !180
    #dbg_value(!DIArgList(i32 poison, i32 poison), !168, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !176)
    #dbg_value(i32 3, !170, !DIExpression(), !179)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !168, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !176)
    #dbg_value(i32 4, !170, !DIExpression(), !179)
    #dbg_value(i32 5, !170, !DIExpression(), !179)
  %122 = insertelement <4 x i32> poison, i32 %110, i64 0, !dbg !183
  %123 = shufflevector <4 x i32> %122, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !183
  %124 = and <4 x i32> %123, <i32 8, i32 4, i32 16, i32 32>, !dbg !183
  %125 = icmp eq <4 x i32> %124, zeroinitializer, !dbg !183
  %126 = select <4 x i1> %125, <4 x i32> zeroinitializer, <4 x i32> <i32 249268274, i32 124634137, i32 498536548, i32 997073096>, !dbg !183
    #dbg_value(i32 6, !170, !DIExpression(), !179)
  %127 = and i32 %115, 32, !dbg !183
  %128 = icmp eq i32 %127, 0, !dbg !183
  %129 = select i1 %128, i32 0, i32 1994146192, !dbg !183
    #dbg_value(!DIArgList(i32 %129, i32 poison), !168, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !176)
    #dbg_value(i32 7, !170, !DIExpression(), !179)
  %130 = and i32 %120, 32, !dbg !183
  %131 = icmp eq i32 %130, 0, !dbg !183
  %132 = select i1 %131, i32 0, i32 -306674912, !dbg !183
  %133 = tail call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %126), !dbg !184
  %134 = xor i32 %133, %129, !dbg !184
  %135 = xor i32 %132, %121, !dbg !184
  %136 = xor i32 %134, %135, !dbg !184
    #dbg_value(i32 %136, !168, !DIExpression(), !176)
    #dbg_value(i32 8, !170, !DIExpression(), !179)
  %137 = add nuw i64 %105, 1, !dbg !185
    #dbg_value(i64 %137, !169, !DIExpression(), !175)
  %138 = icmp eq i64 %137, %53, !dbg !186
  br i1 %138, label %139, label %104, !dbg !162, !llvm.loop !187

139:                                              ; preds = %104
  %140 = xor i32 %103, -1, !dbg !189
    #dbg_value(ptr %52, !190, !DIExpression(), !198)
    #dbg_value(i64 %53, !193, !DIExpression(), !198)
    #dbg_value(i32 1, !194, !DIExpression(), !198)
    #dbg_value(i32 0, !195, !DIExpression(), !198)
    #dbg_value(i64 0, !196, !DIExpression(), !200)
  %141 = and i64 %53, 1, !dbg !201
  %142 = icmp eq i64 %56, 0, !dbg !201
  br i1 %142, label %168, label %143, !dbg !201

143:                                              ; preds = %139
  %144 = and i64 %53, -2, !dbg !201
  br label %145, !dbg !201

145:                                              ; preds = %145, %143
  %146 = phi i64 [ 0, %143 ], [ %165, %145 ]
  %147 = phi i32 [ 0, %143 ], [ %164, %145 ]
  %148 = phi i32 [ 1, %143 ], [ %162, %145 ]
  %149 = phi i64 [ 0, %143 ], [ %166, %145 ]
    #dbg_value(i64 %146, !196, !DIExpression(), !200)
    #dbg_value(i32 %147, !195, !DIExpression(), !198)
    #dbg_value(i32 %148, !194, !DIExpression(), !198)
  %150 = getelementptr inbounds i8, ptr %52, i64 %146, !dbg !202
  %151 = load i8, ptr %150, align 1, !dbg !202, !tbaa !154
  %152 = zext i8 %151 to i32, !dbg !202
  %153 = add nuw nsw i32 %148, %152, !dbg !205
  %154 = urem i32 %153, 65521, !dbg !206
    #dbg_value(i32 %154, !194, !DIExpression(), !198)
  %155 = add nuw nsw i32 %154, %147, !dbg !207
  %156 = urem i32 %155, 65521, !dbg !208
    #dbg_value(i32 %156, !195, !DIExpression(), !198)
  %157 = or disjoint i64 %146, 1, !dbg !209
    #dbg_value(i64 %157, !196, !DIExpression(), !200)
  %158 = getelementptr inbounds i8, ptr %52, i64 %157, !dbg !202
  %159 = load i8, ptr %158, align 1, !dbg !202, !tbaa !154
  %160 = zext i8 %159 to i32, !dbg !202
  %161 = add nuw nsw i32 %154, %160, !dbg !205
  %162 = urem i32 %161, 65521, !dbg !206
    #dbg_value(i32 %162, !194, !DIExpression(), !198)
  %163 = add nuw nsw i32 %162, %156, !dbg !207
  %164 = urem i32 %163, 65521, !dbg !208
    #dbg_value(i32 %164, !195, !DIExpression(), !198)
  %165 = add nuw i64 %146, 2, !dbg !209
    #dbg_value(i64 %165, !196, !DIExpression(), !200)
  %166 = add i64 %149, 2, !dbg !201
  %167 = icmp eq i64 %166, %144, !dbg !201
  br i1 %167, label %168, label %145, !dbg !201, !llvm.loop !210

168:                                              ; preds = %145, %139
  %169 = phi i32 [ poison, %139 ], [ %162, %145 ]
  %170 = phi i32 [ poison, %139 ], [ %164, %145 ]
  %171 = phi i64 [ 0, %139 ], [ %165, %145 ]
  %172 = phi i32 [ 0, %139 ], [ %164, %145 ]
  %173 = phi i32 [ 1, %139 ], [ %162, %145 ]
  %174 = icmp eq i64 %141, 0, !dbg !201
  br i1 %174, label %183, label %175, !dbg !201

175:                                              ; preds = %168
    #dbg_value(i64 %171, !196, !DIExpression(), !200)
    #dbg_value(i32 %172, !195, !DIExpression(), !198)
    #dbg_value(i32 %173, !194, !DIExpression(), !198)
  %176 = getelementptr inbounds i8, ptr %52, i64 %171, !dbg !202
  %177 = load i8, ptr %176, align 1, !dbg !202, !tbaa !154
  %178 = zext i8 %177 to i32, !dbg !202
  %179 = add nuw nsw i32 %173, %178, !dbg !205
  %180 = urem i32 %179, 65521, !dbg !206
    #dbg_value(i32 %180, !194, !DIExpression(), !198)
  %181 = add nuw nsw i32 %180, %172, !dbg !207
  %182 = urem i32 %181, 65521, !dbg !208
    #dbg_value(i32 %182, !195, !DIExpression(), !198)
    #dbg_value(i64 %171, !196, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !200)
  br label %183, !dbg !212

183:                                              ; preds = %168, %175
  %184 = phi i32 [ %169, %168 ], [ %180, %175 ], !dbg !206
  %185 = phi i32 [ %170, %168 ], [ %182, %175 ], !dbg !208
  %186 = shl nuw i32 %185, 16, !dbg !212
    #dbg_value(ptr %52, !213, !DIExpression(), !225)
    #dbg_value(i64 %53, !220, !DIExpression(), !225)
    #dbg_value(ptr %52, !221, !DIExpression(), !225)
    #dbg_value(i64 -3750763034362895579, !222, !DIExpression(), !225)
    #dbg_value(i64 0, !223, !DIExpression(), !227)
  %187 = and i64 %53, 3, !dbg !228
  %188 = icmp ult i64 %53, 4, !dbg !228
  br i1 %188, label %221, label %189, !dbg !228

189:                                              ; preds = %183
  %190 = and i64 %53, -4, !dbg !228
  br label %191, !dbg !228

191:                                              ; preds = %191, %189
  %192 = phi i64 [ 0, %189 ], [ %218, %191 ]
  %193 = phi i64 [ -3750763034362895579, %189 ], [ %217, %191 ]
  %194 = phi i64 [ 0, %189 ], [ %219, %191 ]
    #dbg_value(i64 %192, !223, !DIExpression(), !227)
    #dbg_value(i64 %193, !222, !DIExpression(), !225)
  %195 = getelementptr inbounds i8, ptr %52, i64 %192, !dbg !229
  %196 = load i8, ptr %195, align 1, !dbg !229, !tbaa !154
  %197 = zext i8 %196 to i64, !dbg !229
  %198 = xor i64 %193, %197, !dbg !232
    #dbg_value(i64 %198, !222, !DIExpression(), !225)
  %199 = mul i64 %198, 1099511628211, !dbg !233
    #dbg_value(i64 %199, !222, !DIExpression(), !225)
  %200 = or disjoint i64 %192, 1, !dbg !234
    #dbg_value(i64 %200, !223, !DIExpression(), !227)
  %201 = getelementptr inbounds i8, ptr %52, i64 %200, !dbg !229
  %202 = load i8, ptr %201, align 1, !dbg !229, !tbaa !154
  %203 = zext i8 %202 to i64, !dbg !229
  %204 = xor i64 %199, %203, !dbg !232
    #dbg_value(i64 %204, !222, !DIExpression(), !225)
  %205 = mul i64 %204, 1099511628211, !dbg !233
    #dbg_value(i64 %205, !222, !DIExpression(), !225)
  %206 = or disjoint i64 %192, 2, !dbg !234
    #dbg_value(i64 %206, !223, !DIExpression(), !227)
  %207 = getelementptr inbounds i8, ptr %52, i64 %206, !dbg !229
  %208 = load i8, ptr %207, align 1, !dbg !229, !tbaa !154
  %209 = zext i8 %208 to i64, !dbg !229
  %210 = xor i64 %205, %209, !dbg !232
    #dbg_value(i64 %210, !222, !DIExpression(), !225)
  %211 = mul i64 %210, 1099511628211, !dbg !233
    #dbg_value(i64 %211, !222, !DIExpression(), !225)
  %212 = or disjoint i64 %192, 3, !dbg !234
    #dbg_value(i64 %212, !223, !DIExpression(), !227)
  %213 = getelementptr inbounds i8, ptr %52, i64 %212, !dbg !229
  %214 = load i8, ptr %213, align 1, !dbg !229, !tbaa !154
  %215 = zext i8 %214 to i64, !dbg !229
  %216 = xor i64 %211, %215, !dbg !232
    #dbg_value(i64 %216, !222, !DIExpression(), !225)
  %217 = mul i64 %216, 1099511628211, !dbg !233
    #dbg_value(i64 %217, !222, !DIExpression(), !225)
  %218 = add nuw i64 %192, 4, !dbg !234
    #dbg_value(i64 %218, !223, !DIExpression(), !227)
  %219 = add i64 %194, 4, !dbg !228
  %220 = icmp eq i64 %219, %190, !dbg !228
  br i1 %220, label %221, label %191, !dbg !228, !llvm.loop !235

221:                                              ; preds = %191, %183
  %222 = phi i64 [ poison, %183 ], [ %217, %191 ]
  %223 = phi i64 [ 0, %183 ], [ %218, %191 ]
  %224 = phi i64 [ -3750763034362895579, %183 ], [ %217, %191 ]
  %225 = icmp eq i64 %187, 0, !dbg !228
  br i1 %225, label %238, label %226, !dbg !228

226:                                              ; preds = %221, %226
  %227 = phi i64 [ %235, %226 ], [ %223, %221 ]
  %228 = phi i64 [ %234, %226 ], [ %224, %221 ]
  %229 = phi i64 [ %236, %226 ], [ 0, %221 ]
    #dbg_value(i64 %227, !223, !DIExpression(), !227)
    #dbg_value(i64 %228, !222, !DIExpression(), !225)
  %230 = getelementptr inbounds i8, ptr %52, i64 %227, !dbg !229
  %231 = load i8, ptr %230, align 1, !dbg !229, !tbaa !154
  %232 = zext i8 %231 to i64, !dbg !229
  %233 = xor i64 %228, %232, !dbg !232
    #dbg_value(i64 %233, !222, !DIExpression(), !225)
  %234 = mul i64 %233, 1099511628211, !dbg !233
    #dbg_value(i64 %234, !222, !DIExpression(), !225)
  %235 = add nuw i64 %227, 1, !dbg !234
    #dbg_value(i64 %235, !223, !DIExpression(), !227)
  %236 = add i64 %229, 1, !dbg !228
  %237 = icmp eq i64 %236, %187, !dbg !228
  br i1 %237, label %238, label %226, !dbg !228, !llvm.loop !237

238:                                              ; preds = %226, %221
  %239 = phi i64 [ %222, %221 ], [ %234, %226 ], !dbg !233
  %240 = xor i32 %136, -1, !dbg !239
  %241 = or disjoint i32 %186, %184, !dbg !212
  br label %242, !dbg !240

242:                                              ; preds = %238, %49
  %243 = phi i32 [ 1, %49 ], [ %241, %238 ]
  %244 = phi i32 [ 0, %49 ], [ %140, %238 ]
  %245 = phi i32 [ 0, %49 ], [ %240, %238 ]
  %246 = phi i64 [ -3750763034362895579, %49 ], [ %239, %238 ], !dbg !225
  %247 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %52, i32 noundef %244, i32 noundef %245, i32 noundef %243, i64 noundef %246), !dbg !240
  %248 = add nuw nsw i64 %50, 1, !dbg !241
    #dbg_value(i64 %248, !74, !DIExpression(), !132)
  %249 = icmp eq i64 %248, 5, !dbg !242
  br i1 %249, label %344, label %49, !dbg !243, !llvm.loop !244

250:                                              ; preds = %344, %250
  %251 = phi i64 [ %272, %250 ], [ 0, %344 ]
  %252 = phi i32 [ %271, %250 ], [ -1, %344 ]
    #dbg_value(i64 %251, !145, !DIExpression(), !246)
    #dbg_value(i32 %252, !144, !DIExpression(), !248)
  %253 = getelementptr inbounds i8, ptr @main.buf, i64 %251, !dbg !249
  %254 = load i8, ptr %253, align 2, !dbg !249, !tbaa !154
  %255 = trunc i32 %252 to i8, !dbg !250
  %256 = xor i8 %254, %255, !dbg !250
  %257 = zext i8 %256 to i64, !dbg !251
  %258 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %257, !dbg !251
  %259 = load i32, ptr %258, align 4, !dbg !251, !tbaa !123
  %260 = lshr i32 %252, 8, !dbg !252
  %261 = xor i32 %259, %260, !dbg !253
    #dbg_value(i32 %261, !144, !DIExpression(), !248)
  %262 = or disjoint i64 %251, 1, !dbg !254
    #dbg_value(i64 %262, !145, !DIExpression(), !246)
  %263 = getelementptr inbounds i8, ptr @main.buf, i64 %262, !dbg !249
  %264 = load i8, ptr %263, align 1, !dbg !249, !tbaa !154
  %265 = trunc i32 %261 to i8, !dbg !250
  %266 = xor i8 %264, %265, !dbg !250
  %267 = zext i8 %266 to i64, !dbg !251
  %268 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %267, !dbg !251
  %269 = load i32, ptr %268, align 4, !dbg !251, !tbaa !123
  %270 = lshr i32 %261, 8, !dbg !252
  %271 = xor i32 %269, %270, !dbg !253
    #dbg_value(i32 %271, !144, !DIExpression(), !248)
  %272 = add nuw nsw i64 %251, 2, !dbg !254
    #dbg_value(i64 %272, !145, !DIExpression(), !246)
  %273 = icmp eq i64 %272, 65536, !dbg !255
  br i1 %273, label %274, label %250, !dbg !256, !llvm.loop !257

274:                                              ; preds = %250, %274
  %275 = phi i64 [ %293, %274 ], [ 0, %250 ]
  %276 = phi i32 [ %292, %274 ], [ 0, %250 ]
  %277 = phi i32 [ %290, %274 ], [ 1, %250 ]
    #dbg_value(i64 %275, !196, !DIExpression(), !259)
    #dbg_value(i32 %276, !195, !DIExpression(), !261)
    #dbg_value(i32 %277, !194, !DIExpression(), !261)
  %278 = getelementptr inbounds i8, ptr @main.buf, i64 %275, !dbg !262
  %279 = load i8, ptr %278, align 2, !dbg !262, !tbaa !154
  %280 = zext i8 %279 to i32, !dbg !262
  %281 = add nuw nsw i32 %277, %280, !dbg !263
  %282 = urem i32 %281, 65521, !dbg !264
    #dbg_value(i32 %282, !194, !DIExpression(), !261)
  %283 = add nuw nsw i32 %282, %276, !dbg !265
  %284 = urem i32 %283, 65521, !dbg !266
    #dbg_value(i32 %284, !195, !DIExpression(), !261)
  %285 = or disjoint i64 %275, 1, !dbg !267
    #dbg_value(i64 %285, !196, !DIExpression(), !259)
  %286 = getelementptr inbounds i8, ptr @main.buf, i64 %285, !dbg !262
  %287 = load i8, ptr %286, align 1, !dbg !262, !tbaa !154
  %288 = zext i8 %287 to i32, !dbg !262
  %289 = add nuw nsw i32 %282, %288, !dbg !263
  %290 = urem i32 %289, 65521, !dbg !264
    #dbg_value(i32 %290, !194, !DIExpression(), !261)
  %291 = add nuw nsw i32 %290, %284, !dbg !265
  %292 = urem i32 %291, 65521, !dbg !266
    #dbg_value(i32 %292, !195, !DIExpression(), !261)
  %293 = add nuw nsw i64 %275, 2, !dbg !267
    #dbg_value(i64 %293, !196, !DIExpression(), !259)
  %294 = icmp eq i64 %293, 65536, !dbg !268
  br i1 %294, label %295, label %274, !dbg !269, !llvm.loop !270

295:                                              ; preds = %274
  %296 = shl nuw i32 %292, 16, !dbg !272
    #dbg_value(ptr @main.buf, !213, !DIExpression(), !273)
    #dbg_value(i64 65536, !220, !DIExpression(), !273)
    #dbg_value(ptr @main.buf, !221, !DIExpression(), !273)
    #dbg_value(i64 -3750763034362895579, !222, !DIExpression(), !273)
    #dbg_value(i64 0, !223, !DIExpression(), !275)
  br label %297

297:                                              ; preds = %297, %295
  %298 = phi i64 [ 0, %295 ], [ %323, %297 ]
  %299 = phi i64 [ -3750763034362895579, %295 ], [ %322, %297 ]
    #dbg_value(i64 %298, !223, !DIExpression(), !275)
    #dbg_value(i64 %299, !222, !DIExpression(), !273)
  %300 = getelementptr inbounds i8, ptr @main.buf, i64 %298, !dbg !276
  %301 = load i8, ptr %300, align 4, !dbg !276, !tbaa !154
  %302 = zext i8 %301 to i64, !dbg !276
  %303 = xor i64 %299, %302, !dbg !277
    #dbg_value(i64 %303, !222, !DIExpression(), !273)
  %304 = mul i64 %303, 1099511628211, !dbg !278
    #dbg_value(i64 %304, !222, !DIExpression(), !273)
  %305 = or disjoint i64 %298, 1, !dbg !279
    #dbg_value(i64 %305, !223, !DIExpression(), !275)
  %306 = getelementptr inbounds i8, ptr @main.buf, i64 %305, !dbg !276
  %307 = load i8, ptr %306, align 1, !dbg !276, !tbaa !154
  %308 = zext i8 %307 to i64, !dbg !276
  %309 = xor i64 %304, %308, !dbg !277
    #dbg_value(i64 %309, !222, !DIExpression(), !273)
  %310 = mul i64 %309, 1099511628211, !dbg !278
    #dbg_value(i64 %310, !222, !DIExpression(), !273)
  %311 = or disjoint i64 %298, 2, !dbg !279
    #dbg_value(i64 %311, !223, !DIExpression(), !275)
  %312 = getelementptr inbounds i8, ptr @main.buf, i64 %311, !dbg !276
  %313 = load i8, ptr %312, align 2, !dbg !276, !tbaa !154
  %314 = zext i8 %313 to i64, !dbg !276
  %315 = xor i64 %310, %314, !dbg !277
    #dbg_value(i64 %315, !222, !DIExpression(), !273)
  %316 = mul i64 %315, 1099511628211, !dbg !278
    #dbg_value(i64 %316, !222, !DIExpression(), !273)
  %317 = or disjoint i64 %298, 3, !dbg !279
    #dbg_value(i64 %317, !223, !DIExpression(), !275)
  %318 = getelementptr inbounds i8, ptr @main.buf, i64 %317, !dbg !276
  %319 = load i8, ptr %318, align 1, !dbg !276, !tbaa !154
  %320 = zext i8 %319 to i64, !dbg !276
  %321 = xor i64 %316, %320, !dbg !277
    #dbg_value(i64 %321, !222, !DIExpression(), !273)
  %322 = mul i64 %321, 1099511628211, !dbg !278
    #dbg_value(i64 %322, !222, !DIExpression(), !273)
  %323 = add nuw nsw i64 %298, 4, !dbg !279
    #dbg_value(i64 %323, !223, !DIExpression(), !275)
  %324 = icmp eq i64 %323, 65536, !dbg !280
  br i1 %324, label %325, label %297, !dbg !281, !llvm.loop !282

325:                                              ; preds = %297
  %326 = xor i32 %271, -1, !dbg !284
  %327 = or disjoint i32 %296, %290, !dbg !272
  %328 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %326, i32 noundef %327, i64 noundef %322), !dbg !285
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #6, !dbg !286
    #dbg_value(i64 0, !88, !DIExpression(), !287)
  store i64 506097522914230528, ptr %1, align 16, !dbg !288, !tbaa !290
    #dbg_value(i64 1, !88, !DIExpression(), !287)
  %329 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !292
  store i64 1084818905618843912, ptr %329, align 8, !dbg !288, !tbaa !290
    #dbg_value(i64 2, !88, !DIExpression(), !287)
  %330 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !292
  store i64 1663540288323457296, ptr %330, align 16, !dbg !288, !tbaa !290
    #dbg_value(i64 3, !88, !DIExpression(), !287)
  %331 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !292
  store i64 2242261671028070680, ptr %331, align 8, !dbg !288, !tbaa !290
    #dbg_value(i64 4, !88, !DIExpression(), !287)
  %332 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !292
  store i64 2820983053732684064, ptr %332, align 16, !dbg !288, !tbaa !290
    #dbg_value(i64 5, !88, !DIExpression(), !287)
  %333 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !292
  store i64 3399704436437297448, ptr %333, align 8, !dbg !288, !tbaa !290
    #dbg_value(i64 6, !88, !DIExpression(), !287)
  %334 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !292
  store i64 3978425819141910832, ptr %334, align 16, !dbg !288, !tbaa !290
    #dbg_value(i64 7, !88, !DIExpression(), !287)
  %335 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !292
  store i64 4557147201846524216, ptr %335, align 8, !dbg !288, !tbaa !290
    #dbg_value(i64 8, !88, !DIExpression(), !287)
  %336 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !292
  store i64 5135868584551137600, ptr %336, align 16, !dbg !288, !tbaa !290
    #dbg_value(i64 9, !88, !DIExpression(), !287)
  %337 = getelementptr inbounds i8, ptr %1, i64 72, !dbg !292
  store i64 5714589967255750984, ptr %337, align 8, !dbg !288, !tbaa !290
    #dbg_value(i64 10, !88, !DIExpression(), !287)
  %338 = getelementptr inbounds i8, ptr %1, i64 80, !dbg !292
  store i64 6293311349960364368, ptr %338, align 16, !dbg !288, !tbaa !290
    #dbg_value(i64 11, !88, !DIExpression(), !287)
  %339 = getelementptr inbounds i8, ptr %1, i64 88, !dbg !292
  store i64 6872032732664977752, ptr %339, align 8, !dbg !288, !tbaa !290
    #dbg_value(i64 12, !88, !DIExpression(), !287)
  %340 = getelementptr inbounds i8, ptr %1, i64 96, !dbg !292
  store i64 7450754115369591136, ptr %340, align 16, !dbg !288, !tbaa !290
    #dbg_value(i64 13, !88, !DIExpression(), !287)
  %341 = getelementptr inbounds i8, ptr %1, i64 104, !dbg !292
  store i64 8029475498074204520, ptr %341, align 8, !dbg !288, !tbaa !290
    #dbg_value(i64 14, !88, !DIExpression(), !287)
  %342 = getelementptr inbounds i8, ptr %1, i64 112, !dbg !292
  store i64 8608196880778817904, ptr %342, align 16, !dbg !288, !tbaa !290
    #dbg_value(i64 15, !88, !DIExpression(), !287)
  %343 = getelementptr inbounds i8, ptr %1, i64 120, !dbg !292
  store i64 9186918263483431288, ptr %343, align 8, !dbg !288, !tbaa !290
    #dbg_value(i64 16, !88, !DIExpression(), !287)
  br label %371, !dbg !293

344:                                              ; preds = %242, %344
  %345 = phi i64 [ %369, %344 ], [ 0, %242 ]
    #dbg_value(i64 %345, !82, !DIExpression(), !315)
  %346 = mul nuw nsw i64 %345, 131, !dbg !316
  %347 = lshr i64 %345, 8, !dbg !318
  %348 = add nuw nsw i64 %346, %347, !dbg !319
  %349 = trunc i64 %348 to i8, !dbg !320
  %350 = getelementptr inbounds [65536 x i8], ptr @main.buf, i64 0, i64 %345, !dbg !321
  store i8 %349, ptr %350, align 4, !dbg !322, !tbaa !154
  %351 = or disjoint i64 %345, 1, !dbg !323
    #dbg_value(i64 %351, !82, !DIExpression(), !315)
  %352 = mul nuw nsw i64 %351, 131, !dbg !316
  %353 = lshr i64 %345, 8, !dbg !318
  %354 = add nuw nsw i64 %352, %353, !dbg !319
  %355 = trunc i64 %354 to i8, !dbg !320
  %356 = getelementptr inbounds [65536 x i8], ptr @main.buf, i64 0, i64 %351, !dbg !321
  store i8 %355, ptr %356, align 1, !dbg !322, !tbaa !154
  %357 = or disjoint i64 %345, 2, !dbg !323
    #dbg_value(i64 %357, !82, !DIExpression(), !315)
  %358 = mul nuw nsw i64 %357, 131, !dbg !316
  %359 = lshr i64 %345, 8, !dbg !318
  %360 = add nuw nsw i64 %358, %359, !dbg !319
  %361 = trunc i64 %360 to i8, !dbg !320
  %362 = getelementptr inbounds [65536 x i8], ptr @main.buf, i64 0, i64 %357, !dbg !321
  store i8 %361, ptr %362, align 2, !dbg !322, !tbaa !154
  %363 = or disjoint i64 %345, 3, !dbg !323
    #dbg_value(i64 %363, !82, !DIExpression(), !315)
  %364 = mul nuw nsw i64 %363, 131, !dbg !316
  %365 = lshr i64 %345, 8, !dbg !318
  %366 = add nuw nsw i64 %364, %365, !dbg !319
  %367 = trunc i64 %366 to i8, !dbg !320
  %368 = getelementptr inbounds [65536 x i8], ptr @main.buf, i64 0, i64 %363, !dbg !321
  store i8 %367, ptr %368, align 1, !dbg !322, !tbaa !154
  %369 = add nuw nsw i64 %345, 4, !dbg !323
    #dbg_value(i64 %369, !82, !DIExpression(), !315)
  %370 = icmp eq i64 %369, 65536, !dbg !324
  br i1 %370, label %250, label %344, !dbg !325, !llvm.loop !326

371:                                              ; preds = %325, %371
  %372 = phi i64 [ %409, %371 ], [ 0, %325 ]
  %373 = phi i64 [ %403, %371 ], [ 8893317812261383291, %325 ]
  %374 = phi i64 [ %407, %371 ], [ 7746018054687388513, %325 ]
  %375 = phi i64 [ %406, %371 ], [ 7737605742629119589, %325 ]
  %376 = phi i64 [ %408, %371 ], [ 8388350548712186997, %325 ]
    #dbg_value(i64 %372, !309, !DIExpression(), !328)
    #dbg_value(i64 %373, !308, !DIExpression(), !329)
    #dbg_value(i64 %374, !307, !DIExpression(), !329)
    #dbg_value(i64 %375, !306, !DIExpression(), !329)
    #dbg_value(i64 %376, !305, !DIExpression(), !329)
  %377 = getelementptr inbounds i64, ptr %1, i64 %372, !dbg !330
  %378 = load i64, ptr %377, align 8, !dbg !330, !tbaa !290
  %379 = xor i64 %378, %373, !dbg !331
    #dbg_value(i32 0, !310, !DIExpression(), !332)
    #dbg_value(i64 %379, !308, !DIExpression(), !329)
  %380 = add i64 %376, %375, !dbg !333
    #dbg_value(i64 %380, !305, !DIExpression(), !329)
  %381 = tail call i64 @llvm.fshl.i64(i64 %375, i64 %375, i64 13), !dbg !336
    #dbg_value(i64 %381, !306, !DIExpression(), !329)
  %382 = xor i64 %380, %381, !dbg !337
    #dbg_value(i64 %382, !306, !DIExpression(), !329)
  %383 = tail call i64 @llvm.fshl.i64(i64 %380, i64 %380, i64 32), !dbg !338
    #dbg_value(i64 %383, !305, !DIExpression(), !329)
  %384 = add i64 %379, %374, !dbg !339
    #dbg_value(i64 %384, !307, !DIExpression(), !329)
  %385 = tail call i64 @llvm.fshl.i64(i64 %379, i64 %379, i64 16), !dbg !340
    #dbg_value(i64 %385, !308, !DIExpression(), !329)
  %386 = xor i64 %385, %384, !dbg !341
    #dbg_value(i64 %386, !308, !DIExpression(), !329)
  %387 = add i64 %386, %383, !dbg !342
    #dbg_value(i64 %387, !305, !DIExpression(), !329)
  %388 = tail call i64 @llvm.fshl.i64(i64 %386, i64 %386, i64 21), !dbg !343
    #dbg_value(i64 %388, !308, !DIExpression(), !329)
  %389 = xor i64 %388, %387, !dbg !344
    #dbg_value(i64 %389, !308, !DIExpression(), !329)
  %390 = add i64 %384, %382, !dbg !345
    #dbg_value(i64 %390, !307, !DIExpression(), !329)
  %391 = tail call i64 @llvm.fshl.i64(i64 %382, i64 %382, i64 17), !dbg !346
    #dbg_value(i64 %391, !306, !DIExpression(), !329)
  %392 = xor i64 %390, %391, !dbg !347
    #dbg_value(i64 %392, !306, !DIExpression(), !329)
  %393 = tail call i64 @llvm.fshl.i64(i64 %390, i64 %390, i64 32), !dbg !348
    #dbg_value(i64 %393, !307, !DIExpression(), !329)
    #dbg_value(i32 1, !310, !DIExpression(), !332)
  %394 = add i64 %392, %387, !dbg !333
    #dbg_value(i64 %394, !305, !DIExpression(), !329)
  %395 = tail call i64 @llvm.fshl.i64(i64 %392, i64 %392, i64 13), !dbg !336
    #dbg_value(i64 %395, !306, !DIExpression(), !329)
  %396 = xor i64 %395, %394, !dbg !337
    #dbg_value(i64 %396, !306, !DIExpression(), !329)
  %397 = tail call i64 @llvm.fshl.i64(i64 %394, i64 %394, i64 32), !dbg !338
    #dbg_value(i64 %397, !305, !DIExpression(), !329)
  %398 = add i64 %389, %393, !dbg !339
    #dbg_value(i64 %398, !307, !DIExpression(), !329)
  %399 = tail call i64 @llvm.fshl.i64(i64 %389, i64 %389, i64 16), !dbg !340
    #dbg_value(i64 %399, !308, !DIExpression(), !329)
  %400 = xor i64 %399, %398, !dbg !341
    #dbg_value(i64 %400, !308, !DIExpression(), !329)
  %401 = add i64 %400, %397, !dbg !342
    #dbg_value(i64 %401, !305, !DIExpression(), !329)
  %402 = tail call i64 @llvm.fshl.i64(i64 %400, i64 %400, i64 21), !dbg !343
    #dbg_value(i64 %402, !308, !DIExpression(), !329)
  %403 = xor i64 %402, %401, !dbg !344
    #dbg_value(i64 %403, !308, !DIExpression(), !329)
  %404 = add i64 %398, %396, !dbg !345
    #dbg_value(i64 %404, !307, !DIExpression(), !329)
  %405 = tail call i64 @llvm.fshl.i64(i64 %396, i64 %396, i64 17), !dbg !346
    #dbg_value(i64 %405, !306, !DIExpression(), !329)
  %406 = xor i64 %404, %405, !dbg !347
    #dbg_value(i64 %406, !306, !DIExpression(), !329)
  %407 = tail call i64 @llvm.fshl.i64(i64 %404, i64 %404, i64 32), !dbg !348
    #dbg_value(i64 %407, !307, !DIExpression(), !329)
    #dbg_value(i32 2, !310, !DIExpression(), !332)
  %408 = xor i64 %401, %378, !dbg !349
    #dbg_value(i64 %408, !305, !DIExpression(), !329)
  %409 = add nuw nsw i64 %372, 1, !dbg !350
    #dbg_value(i64 %409, !309, !DIExpression(), !328)
  %410 = icmp eq i64 %409, 16, !dbg !351
  br i1 %410, label %411, label %371, !dbg !293, !llvm.loop !352

411:                                              ; preds = %371
  %412 = xor i64 %407, %406, !dbg !354
  %413 = xor i64 %412, %408, !dbg !355
  %414 = xor i64 %413, %403, !dbg !356
  %415 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %414), !dbg !357
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #6, !dbg !358
  ret i32 0, !dbg !359
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !360 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !364 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.xor.v4i32(<4 x i32>) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind willreturn memory(read) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!35}
!llvm.module.flags = !{!93, !94, !95, !96, !97, !98, !99}
!llvm.ident = !{!100}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/crc_hash.c", directory: ".", checksumkind: CSK_MD5, checksum: "daee811582ddc90e377dcfadf0ff8c61")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 1)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 2)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 4)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 10)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 44)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !24, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(name: "buf", scope: !31, file: !2, line: 70, type: !90, isLocal: true, isDefinition: true)
!31 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 61, type: !32, scopeLine: 61, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !67)
!32 = !DISubroutineType(types: !33)
!33 = !{!34}
!34 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!35 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !36, globals: !48, splitDebugInlining: false, nameTableKind: None)
!36 = !{!37, !44, !39, !45}
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!38 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !40, line: 24, baseType: !41)
!40 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !42, line: 38, baseType: !43)
!42 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!43 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!44 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !40, line: 27, baseType: !46)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !42, line: 45, baseType: !47)
!47 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!48 = !{!0, !7, !12, !17, !22, !27, !29, !49, !54, !59}
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 38)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 20)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(name: "crc_table", scope: !35, file: !2, line: 6, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !62, size: 8192, elements: !65)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !40, line: 26, baseType: !63)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !42, line: 42, baseType: !64)
!64 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!65 = !{!66}
!66 = !DISubrange(count: 256)
!67 = !{!68, !74, !76, !79, !82, !84, !88}
!68 = !DILocalVariable(name: "msgs", scope: !31, file: !2, line: 63, type: !69)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !70, size: 320, elements: !72)
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 64)
!71 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!72 = !{!73}
!73 = !DISubrange(count: 5)
!74 = !DILocalVariable(name: "i", scope: !75, file: !2, line: 64, type: !34)
!75 = distinct !DILexicalBlock(scope: !31, file: !2, line: 64, column: 5)
!76 = !DILocalVariable(name: "p", scope: !77, file: !2, line: 65, type: !37)
!77 = distinct !DILexicalBlock(scope: !78, file: !2, line: 64, column: 33)
!78 = distinct !DILexicalBlock(scope: !75, file: !2, line: 64, column: 5)
!79 = !DILocalVariable(name: "n", scope: !77, file: !2, line: 66, type: !80)
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !81, line: 18, baseType: !47)
!81 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!82 = !DILocalVariable(name: "i", scope: !83, file: !2, line: 71, type: !80)
!83 = distinct !DILexicalBlock(scope: !31, file: !2, line: 71, column: 5)
!84 = !DILocalVariable(name: "m", scope: !31, file: !2, line: 74, type: !85)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !45, size: 1024, elements: !86)
!86 = !{!87}
!87 = !DISubrange(count: 16)
!88 = !DILocalVariable(name: "i", scope: !89, file: !2, line: 75, type: !34)
!89 = distinct !DILexicalBlock(scope: !31, file: !2, line: 75, column: 5)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 524288, elements: !91)
!91 = !{!92}
!92 = !DISubrange(count: 65536)
!93 = !{i32 7, !"Dwarf Version", i32 5}
!94 = !{i32 2, !"Debug Info Version", i32 3}
!95 = !{i32 1, !"wchar_size", i32 4}
!96 = !{i32 8, !"PIC Level", i32 2}
!97 = !{i32 7, !"PIE Level", i32 2}
!98 = !{i32 7, !"uwtable", i32 2}
!99 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!100 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!101 = distinct !DIAssignID()
!102 = !DILocation(line: 0, scope: !31)
!103 = !DILocalVariable(name: "i", scope: !104, file: !2, line: 9, type: !62)
!104 = distinct !DILexicalBlock(scope: !105, file: !2, line: 9, column: 5)
!105 = distinct !DISubprogram(name: "crc_init", scope: !2, file: !2, line: 8, type: !106, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !108)
!106 = !DISubroutineType(types: !107)
!107 = !{null}
!108 = !{!103, !109, !112}
!109 = !DILocalVariable(name: "c", scope: !110, file: !2, line: 10, type: !62)
!110 = distinct !DILexicalBlock(scope: !111, file: !2, line: 9, column: 40)
!111 = distinct !DILexicalBlock(scope: !104, file: !2, line: 9, column: 5)
!112 = !DILocalVariable(name: "k", scope: !113, file: !2, line: 11, type: !34)
!113 = distinct !DILexicalBlock(scope: !110, file: !2, line: 11, column: 9)
!114 = !DILocation(line: 0, scope: !104, inlinedAt: !115)
!115 = distinct !DILocation(line: 62, column: 5, scope: !31)
!116 = !DILocation(line: 9, column: 5, scope: !104, inlinedAt: !115)
!117 = !DILocation(line: 9, column: 36, scope: !111, inlinedAt: !115)
!118 = !DILocation(line: 11, column: 43, scope: !119, inlinedAt: !115)
!119 = distinct !DILexicalBlock(scope: !113, file: !2, line: 11, column: 9)
!120 = !DILocation(line: 11, column: 41, scope: !119, inlinedAt: !115)
!121 = !DILocation(line: 12, column: 9, scope: !110, inlinedAt: !115)
!122 = !DILocation(line: 12, column: 22, scope: !110, inlinedAt: !115)
!123 = !{!124, !124, i64 0}
!124 = !{!"int", !125, i64 0}
!125 = !{!"omnipotent char", !126, i64 0}
!126 = !{!"Simple C/C++ TBAA"}
!127 = distinct !{!127, !116, !128, !129, !130, !131}
!128 = !DILocation(line: 13, column: 5, scope: !104, inlinedAt: !115)
!129 = !{!"llvm.loop.mustprogress"}
!130 = !{!"llvm.loop.isvectorized", i32 1}
!131 = !{!"llvm.loop.unroll.runtime.disable"}
!132 = !DILocation(line: 0, scope: !75)
!133 = !DILocation(line: 65, column: 45, scope: !77)
!134 = !{!135, !135, i64 0}
!135 = !{!"any pointer", !125, i64 0}
!136 = !DILocation(line: 0, scope: !77)
!137 = !DILocation(line: 66, column: 20, scope: !77)
!138 = !DILocalVariable(name: "p", arg: 1, scope: !139, file: !2, line: 16, type: !37)
!139 = distinct !DISubprogram(name: "crc32_table", scope: !2, file: !2, line: 16, type: !140, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !142)
!140 = !DISubroutineType(types: !141)
!141 = !{!62, !37, !80}
!142 = !{!138, !143, !144, !145}
!143 = !DILocalVariable(name: "n", arg: 2, scope: !139, file: !2, line: 16, type: !80)
!144 = !DILocalVariable(name: "c", scope: !139, file: !2, line: 17, type: !62)
!145 = !DILocalVariable(name: "i", scope: !146, file: !2, line: 18, type: !80)
!146 = distinct !DILexicalBlock(scope: !139, file: !2, line: 18, column: 5)
!147 = !DILocation(line: 0, scope: !139, inlinedAt: !148)
!148 = distinct !DILocation(line: 67, column: 73, scope: !77)
!149 = !DILocation(line: 0, scope: !146, inlinedAt: !148)
!150 = !DILocation(line: 18, column: 26, scope: !151, inlinedAt: !148)
!151 = distinct !DILexicalBlock(scope: !146, file: !2, line: 18, column: 5)
!152 = !DILocation(line: 18, column: 5, scope: !146, inlinedAt: !148)
!153 = !DILocation(line: 18, column: 55, scope: !151, inlinedAt: !148)
!154 = !{!125, !125, i64 0}
!155 = !DILocation(line: 18, column: 61, scope: !151, inlinedAt: !148)
!156 = !DILocation(line: 18, column: 40, scope: !151, inlinedAt: !148)
!157 = !DILocation(line: 18, column: 74, scope: !151, inlinedAt: !148)
!158 = !DILocation(line: 18, column: 69, scope: !151, inlinedAt: !148)
!159 = !DILocation(line: 18, column: 32, scope: !151, inlinedAt: !148)
!160 = distinct !{!160, !152, !161, !129}
!161 = !DILocation(line: 18, column: 78, scope: !146, inlinedAt: !148)
!162 = !DILocation(line: 24, column: 5, scope: !163, inlinedAt: !174)
!163 = distinct !DILexicalBlock(scope: !164, file: !2, line: 24, column: 5)
!164 = distinct !DISubprogram(name: "crc32_bitwise", scope: !2, file: !2, line: 22, type: !140, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !165)
!165 = !{!166, !167, !168, !169, !170}
!166 = !DILocalVariable(name: "p", arg: 1, scope: !164, file: !2, line: 22, type: !37)
!167 = !DILocalVariable(name: "n", arg: 2, scope: !164, file: !2, line: 22, type: !80)
!168 = !DILocalVariable(name: "c", scope: !164, file: !2, line: 23, type: !62)
!169 = !DILocalVariable(name: "i", scope: !163, file: !2, line: 24, type: !80)
!170 = !DILocalVariable(name: "k", scope: !171, file: !2, line: 26, type: !34)
!171 = distinct !DILexicalBlock(scope: !172, file: !2, line: 26, column: 9)
!172 = distinct !DILexicalBlock(scope: !173, file: !2, line: 24, column: 36)
!173 = distinct !DILexicalBlock(scope: !163, file: !2, line: 24, column: 5)
!174 = distinct !DILocation(line: 67, column: 92, scope: !77)
!175 = !DILocation(line: 0, scope: !163, inlinedAt: !174)
!176 = !DILocation(line: 0, scope: !164, inlinedAt: !174)
!177 = !DILocation(line: 25, column: 14, scope: !172, inlinedAt: !174)
!178 = !DILocation(line: 25, column: 11, scope: !172, inlinedAt: !174)
!179 = !DILocation(line: 0, scope: !171, inlinedAt: !174)
!180 = !DILocation(line: 26, column: 44, scope: !181, inlinedAt: !174)
!181 = distinct !DILexicalBlock(scope: !171, file: !2, line: 26, column: 9)
!182 = !DILocation(line: 26, column: 76, scope: !181, inlinedAt: !174)
!183 = !DILocation(line: 26, column: 65, scope: !181, inlinedAt: !174)
!184 = !DILocation(line: 26, column: 50, scope: !181, inlinedAt: !174)
!185 = !DILocation(line: 24, column: 32, scope: !173, inlinedAt: !174)
!186 = !DILocation(line: 24, column: 26, scope: !173, inlinedAt: !174)
!187 = distinct !{!187, !162, !188, !129}
!188 = !DILocation(line: 27, column: 5, scope: !163, inlinedAt: !174)
!189 = !DILocation(line: 19, column: 14, scope: !139, inlinedAt: !148)
!190 = !DILocalVariable(name: "p", arg: 1, scope: !191, file: !2, line: 31, type: !37)
!191 = distinct !DISubprogram(name: "adler32", scope: !2, file: !2, line: 31, type: !140, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !192)
!192 = !{!190, !193, !194, !195, !196}
!193 = !DILocalVariable(name: "n", arg: 2, scope: !191, file: !2, line: 31, type: !80)
!194 = !DILocalVariable(name: "a", scope: !191, file: !2, line: 32, type: !62)
!195 = !DILocalVariable(name: "b", scope: !191, file: !2, line: 32, type: !62)
!196 = !DILocalVariable(name: "i", scope: !197, file: !2, line: 33, type: !80)
!197 = distinct !DILexicalBlock(scope: !191, file: !2, line: 33, column: 5)
!198 = !DILocation(line: 0, scope: !191, inlinedAt: !199)
!199 = distinct !DILocation(line: 68, column: 16, scope: !77)
!200 = !DILocation(line: 0, scope: !197, inlinedAt: !199)
!201 = !DILocation(line: 33, column: 5, scope: !197, inlinedAt: !199)
!202 = !DILocation(line: 33, column: 47, scope: !203, inlinedAt: !199)
!203 = distinct !DILexicalBlock(scope: !204, file: !2, line: 33, column: 36)
!204 = distinct !DILexicalBlock(scope: !197, file: !2, line: 33, column: 5)
!205 = !DILocation(line: 33, column: 45, scope: !203, inlinedAt: !199)
!206 = !DILocation(line: 33, column: 53, scope: !203, inlinedAt: !199)
!207 = !DILocation(line: 33, column: 69, scope: !203, inlinedAt: !199)
!208 = !DILocation(line: 33, column: 74, scope: !203, inlinedAt: !199)
!209 = !DILocation(line: 33, column: 32, scope: !204, inlinedAt: !199)
!210 = distinct !{!210, !201, !211, !129}
!211 = !DILocation(line: 33, column: 83, scope: !197, inlinedAt: !199)
!212 = !DILocation(line: 34, column: 15, scope: !191, inlinedAt: !199)
!213 = !DILocalVariable(name: "data", arg: 1, scope: !214, file: !2, line: 37, type: !217)
!214 = distinct !DISubprogram(name: "fnv1a64", scope: !2, file: !2, line: 37, type: !215, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !219)
!215 = !DISubroutineType(types: !216)
!216 = !{!45, !217, !80}
!217 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !218, size: 64)
!218 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!219 = !{!213, !220, !221, !222, !223}
!220 = !DILocalVariable(name: "n", arg: 2, scope: !214, file: !2, line: 37, type: !80)
!221 = !DILocalVariable(name: "p", scope: !214, file: !2, line: 38, type: !37)
!222 = !DILocalVariable(name: "h", scope: !214, file: !2, line: 39, type: !45)
!223 = !DILocalVariable(name: "i", scope: !224, file: !2, line: 40, type: !80)
!224 = distinct !DILexicalBlock(scope: !214, file: !2, line: 40, column: 5)
!225 = !DILocation(line: 0, scope: !214, inlinedAt: !226)
!226 = distinct !DILocation(line: 68, column: 51, scope: !77)
!227 = !DILocation(line: 0, scope: !224, inlinedAt: !226)
!228 = !DILocation(line: 40, column: 5, scope: !224, inlinedAt: !226)
!229 = !DILocation(line: 40, column: 43, scope: !230, inlinedAt: !226)
!230 = distinct !DILexicalBlock(scope: !231, file: !2, line: 40, column: 36)
!231 = distinct !DILexicalBlock(scope: !224, file: !2, line: 40, column: 5)
!232 = !DILocation(line: 40, column: 40, scope: !230, inlinedAt: !226)
!233 = !DILocation(line: 40, column: 51, scope: !230, inlinedAt: !226)
!234 = !DILocation(line: 40, column: 32, scope: !231, inlinedAt: !226)
!235 = distinct !{!235, !228, !236, !129}
!236 = !DILocation(line: 40, column: 72, scope: !224, inlinedAt: !226)
!237 = distinct !{!237, !238}
!238 = !{!"llvm.loop.unroll.disable"}
!239 = !DILocation(line: 28, column: 12, scope: !164, inlinedAt: !174)
!240 = !DILocation(line: 67, column: 9, scope: !77)
!241 = !DILocation(line: 64, column: 29, scope: !78)
!242 = !DILocation(line: 64, column: 23, scope: !78)
!243 = !DILocation(line: 64, column: 5, scope: !75)
!244 = distinct !{!244, !243, !245, !129}
!245 = !DILocation(line: 69, column: 5, scope: !75)
!246 = !DILocation(line: 0, scope: !146, inlinedAt: !247)
!247 = distinct !DILocation(line: 72, column: 54, scope: !31)
!248 = !DILocation(line: 0, scope: !139, inlinedAt: !247)
!249 = !DILocation(line: 18, column: 55, scope: !151, inlinedAt: !247)
!250 = !DILocation(line: 18, column: 61, scope: !151, inlinedAt: !247)
!251 = !DILocation(line: 18, column: 40, scope: !151, inlinedAt: !247)
!252 = !DILocation(line: 18, column: 74, scope: !151, inlinedAt: !247)
!253 = !DILocation(line: 18, column: 69, scope: !151, inlinedAt: !247)
!254 = !DILocation(line: 18, column: 32, scope: !151, inlinedAt: !247)
!255 = !DILocation(line: 18, column: 26, scope: !151, inlinedAt: !247)
!256 = !DILocation(line: 18, column: 5, scope: !146, inlinedAt: !247)
!257 = distinct !{!257, !256, !258, !129}
!258 = !DILocation(line: 18, column: 78, scope: !146, inlinedAt: !247)
!259 = !DILocation(line: 0, scope: !197, inlinedAt: !260)
!260 = distinct !DILocation(line: 72, column: 84, scope: !31)
!261 = !DILocation(line: 0, scope: !191, inlinedAt: !260)
!262 = !DILocation(line: 33, column: 47, scope: !203, inlinedAt: !260)
!263 = !DILocation(line: 33, column: 45, scope: !203, inlinedAt: !260)
!264 = !DILocation(line: 33, column: 53, scope: !203, inlinedAt: !260)
!265 = !DILocation(line: 33, column: 69, scope: !203, inlinedAt: !260)
!266 = !DILocation(line: 33, column: 74, scope: !203, inlinedAt: !260)
!267 = !DILocation(line: 33, column: 32, scope: !204, inlinedAt: !260)
!268 = !DILocation(line: 33, column: 26, scope: !204, inlinedAt: !260)
!269 = !DILocation(line: 33, column: 5, scope: !197, inlinedAt: !260)
!270 = distinct !{!270, !269, !271, !129}
!271 = !DILocation(line: 33, column: 83, scope: !197, inlinedAt: !260)
!272 = !DILocation(line: 34, column: 15, scope: !191, inlinedAt: !260)
!273 = !DILocation(line: 0, scope: !214, inlinedAt: !274)
!274 = distinct !DILocation(line: 73, column: 32, scope: !31)
!275 = !DILocation(line: 0, scope: !224, inlinedAt: !274)
!276 = !DILocation(line: 40, column: 43, scope: !230, inlinedAt: !274)
!277 = !DILocation(line: 40, column: 40, scope: !230, inlinedAt: !274)
!278 = !DILocation(line: 40, column: 51, scope: !230, inlinedAt: !274)
!279 = !DILocation(line: 40, column: 32, scope: !231, inlinedAt: !274)
!280 = !DILocation(line: 40, column: 26, scope: !231, inlinedAt: !274)
!281 = !DILocation(line: 40, column: 5, scope: !224, inlinedAt: !274)
!282 = distinct !{!282, !281, !283, !129}
!283 = !DILocation(line: 40, column: 72, scope: !224, inlinedAt: !274)
!284 = !DILocation(line: 19, column: 14, scope: !139, inlinedAt: !247)
!285 = !DILocation(line: 72, column: 5, scope: !31)
!286 = !DILocation(line: 74, column: 5, scope: !31)
!287 = !DILocation(line: 0, scope: !89)
!288 = !DILocation(line: 75, column: 39, scope: !289)
!289 = distinct !DILexicalBlock(scope: !89, file: !2, line: 75, column: 5)
!290 = !{!291, !291, i64 0}
!291 = !{!"long", !125, i64 0}
!292 = !DILocation(line: 75, column: 34, scope: !289)
!293 = !DILocation(line: 48, column: 5, scope: !294, inlinedAt: !314)
!294 = distinct !DILexicalBlock(scope: !295, file: !2, line: 48, column: 5)
!295 = distinct !DISubprogram(name: "sipround_mix", scope: !2, file: !2, line: 45, type: !296, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !300)
!296 = !DISubroutineType(types: !297)
!297 = !{!45, !45, !45, !298, !34}
!298 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !299, size: 64)
!299 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !45)
!300 = !{!301, !302, !303, !304, !305, !306, !307, !308, !309, !310}
!301 = !DILocalVariable(name: "k0", arg: 1, scope: !295, file: !2, line: 45, type: !45)
!302 = !DILocalVariable(name: "k1", arg: 2, scope: !295, file: !2, line: 45, type: !45)
!303 = !DILocalVariable(name: "m", arg: 3, scope: !295, file: !2, line: 45, type: !298)
!304 = !DILocalVariable(name: "n", arg: 4, scope: !295, file: !2, line: 45, type: !34)
!305 = !DILocalVariable(name: "v0", scope: !295, file: !2, line: 46, type: !45)
!306 = !DILocalVariable(name: "v1", scope: !295, file: !2, line: 46, type: !45)
!307 = !DILocalVariable(name: "v2", scope: !295, file: !2, line: 47, type: !45)
!308 = !DILocalVariable(name: "v3", scope: !295, file: !2, line: 47, type: !45)
!309 = !DILocalVariable(name: "i", scope: !294, file: !2, line: 48, type: !34)
!310 = !DILocalVariable(name: "r", scope: !311, file: !2, line: 50, type: !34)
!311 = distinct !DILexicalBlock(scope: !312, file: !2, line: 50, column: 9)
!312 = distinct !DILexicalBlock(scope: !313, file: !2, line: 48, column: 33)
!313 = distinct !DILexicalBlock(scope: !294, file: !2, line: 48, column: 5)
!314 = distinct !DILocation(line: 76, column: 56, scope: !31)
!315 = !DILocation(line: 0, scope: !83)
!316 = !DILocation(line: 71, column: 66, scope: !317)
!317 = distinct !DILexicalBlock(scope: !83, file: !2, line: 71, column: 5)
!318 = !DILocation(line: 71, column: 77, scope: !317)
!319 = !DILocation(line: 71, column: 72, scope: !317)
!320 = !DILocation(line: 71, column: 54, scope: !317)
!321 = !DILocation(line: 71, column: 45, scope: !317)
!322 = !DILocation(line: 71, column: 52, scope: !317)
!323 = !DILocation(line: 71, column: 41, scope: !317)
!324 = !DILocation(line: 71, column: 26, scope: !317)
!325 = !DILocation(line: 71, column: 5, scope: !83)
!326 = distinct !{!326, !325, !327, !129}
!327 = !DILocation(line: 71, column: 82, scope: !83)
!328 = !DILocation(line: 0, scope: !294, inlinedAt: !314)
!329 = !DILocation(line: 0, scope: !295, inlinedAt: !314)
!330 = !DILocation(line: 49, column: 15, scope: !312, inlinedAt: !314)
!331 = !DILocation(line: 49, column: 12, scope: !312, inlinedAt: !314)
!332 = !DILocation(line: 0, scope: !311, inlinedAt: !314)
!333 = !DILocation(line: 51, column: 16, scope: !334, inlinedAt: !314)
!334 = distinct !DILexicalBlock(scope: !335, file: !2, line: 50, column: 37)
!335 = distinct !DILexicalBlock(scope: !311, file: !2, line: 50, column: 9)
!336 = !DILocation(line: 51, column: 28, scope: !334, inlinedAt: !314)
!337 = !DILocation(line: 51, column: 45, scope: !334, inlinedAt: !314)
!338 = !DILocation(line: 51, column: 57, scope: !334, inlinedAt: !314)
!339 = !DILocation(line: 52, column: 16, scope: !334, inlinedAt: !314)
!340 = !DILocation(line: 52, column: 28, scope: !334, inlinedAt: !314)
!341 = !DILocation(line: 52, column: 45, scope: !334, inlinedAt: !314)
!342 = !DILocation(line: 53, column: 16, scope: !334, inlinedAt: !314)
!343 = !DILocation(line: 53, column: 28, scope: !334, inlinedAt: !314)
!344 = !DILocation(line: 53, column: 45, scope: !334, inlinedAt: !314)
!345 = !DILocation(line: 54, column: 16, scope: !334, inlinedAt: !314)
!346 = !DILocation(line: 54, column: 28, scope: !334, inlinedAt: !314)
!347 = !DILocation(line: 54, column: 45, scope: !334, inlinedAt: !314)
!348 = !DILocation(line: 54, column: 57, scope: !334, inlinedAt: !314)
!349 = !DILocation(line: 56, column: 12, scope: !312, inlinedAt: !314)
!350 = !DILocation(line: 48, column: 29, scope: !313, inlinedAt: !314)
!351 = !DILocation(line: 48, column: 23, scope: !313, inlinedAt: !314)
!352 = distinct !{!352, !293, !353, !129}
!353 = !DILocation(line: 57, column: 5, scope: !294, inlinedAt: !314)
!354 = !DILocation(line: 58, column: 15, scope: !295, inlinedAt: !314)
!355 = !DILocation(line: 58, column: 20, scope: !295, inlinedAt: !314)
!356 = !DILocation(line: 58, column: 25, scope: !295, inlinedAt: !314)
!357 = !DILocation(line: 76, column: 5, scope: !31)
!358 = !DILocation(line: 78, column: 1, scope: !31)
!359 = !DILocation(line: 77, column: 5, scope: !31)
!360 = !DISubprogram(name: "strlen", scope: !361, file: !361, line: 407, type: !362, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!361 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!362 = !DISubroutineType(types: !363)
!363 = !{!47, !70}
!364 = !DISubprogram(name: "printf", scope: !365, file: !365, line: 356, type: !366, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!365 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!366 = !DISubroutineType(types: !367)
!367 = !{!34, !368, null}
!368 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !70)
