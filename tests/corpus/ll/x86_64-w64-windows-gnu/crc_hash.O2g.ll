; ModuleID = 'tests/programs/crc_hash.c'
source_filename = "tests/programs/crc_hash.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !0
@.str.1 = private unnamed_addr constant [2 x i8] c"a\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [4 x i8] c"abc\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [10 x i8] c"123456789\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [44 x i8] c"The quick brown fox jumps over the lazy dog\00", align 1, !dbg !22
@__const.main.msgs = private unnamed_addr constant [5 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4], align 16
@.str.5 = private unnamed_addr constant [44 x i8] c"'%s': crc=%08x/%08x adler=%08x fnv=%016llx\0A\00", align 1, !dbg !27
@main.buf = internal unnamed_addr global [65536 x i8] zeroinitializer, align 16, !dbg !29
@.str.6 = private unnamed_addr constant [38 x i8] c"big: crc=%08x adler=%08x fnv=%016llx\0A\00", align 1, !dbg !45
@.str.7 = private unnamed_addr constant [20 x i8] c"sip-like = %016llx\0A\00", align 1, !dbg !50
@crc_table = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !55

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !31 {
  %1 = alloca [16 x i64], align 16, !DIAssignID !96
    #dbg_assign(i1 undef, !79, !DIExpression(), !96, ptr %1, !DIExpression(), !97)
    #dbg_value(i32 0, !98, !DIExpression(), !109)
  br label %2, !dbg !111

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %46, %2 ], !dbg !112
  %4 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %47, %2 ], !dbg !113
  %5 = and <4 x i32> %4, <i32 1, i32 1, i32 1, i32 1>, !dbg !113
  %6 = icmp eq <4 x i32> %5, zeroinitializer, !dbg !113
  %7 = lshr <4 x i32> %4, <i32 1, i32 1, i32 1, i32 1>, !dbg !115
  %8 = xor <4 x i32> %7, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !115
  %9 = select <4 x i1> %6, <4 x i32> %7, <4 x i32> %8, !dbg !115
  %10 = and <4 x i32> %9, <i32 1, i32 1, i32 1, i32 1>, !dbg !113
  %11 = icmp eq <4 x i32> %10, zeroinitializer, !dbg !113
  %12 = lshr <4 x i32> %9, <i32 1, i32 1, i32 1, i32 1>, !dbg !115
  %13 = xor <4 x i32> %12, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !115
  %14 = select <4 x i1> %11, <4 x i32> %12, <4 x i32> %13, !dbg !115
  %15 = and <4 x i32> %14, <i32 1, i32 1, i32 1, i32 1>, !dbg !113
  %16 = icmp eq <4 x i32> %15, zeroinitializer, !dbg !113
  %17 = lshr <4 x i32> %14, <i32 1, i32 1, i32 1, i32 1>, !dbg !115
  %18 = xor <4 x i32> %17, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !115
  %19 = select <4 x i1> %16, <4 x i32> %17, <4 x i32> %18, !dbg !115
  %20 = and <4 x i32> %19, <i32 1, i32 1, i32 1, i32 1>, !dbg !113
  %21 = icmp eq <4 x i32> %20, zeroinitializer, !dbg !113
  %22 = lshr <4 x i32> %19, <i32 1, i32 1, i32 1, i32 1>, !dbg !115
  %23 = xor <4 x i32> %22, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !115
  %24 = select <4 x i1> %21, <4 x i32> %22, <4 x i32> %23, !dbg !115
  %25 = and <4 x i32> %24, <i32 1, i32 1, i32 1, i32 1>, !dbg !113
  %26 = icmp eq <4 x i32> %25, zeroinitializer, !dbg !113
  %27 = lshr <4 x i32> %24, <i32 1, i32 1, i32 1, i32 1>, !dbg !115
  %28 = xor <4 x i32> %27, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !115
  %29 = select <4 x i1> %26, <4 x i32> %27, <4 x i32> %28, !dbg !115
  %30 = and <4 x i32> %29, <i32 1, i32 1, i32 1, i32 1>, !dbg !113
  %31 = icmp eq <4 x i32> %30, zeroinitializer, !dbg !113
  %32 = lshr <4 x i32> %29, <i32 1, i32 1, i32 1, i32 1>, !dbg !115
  %33 = xor <4 x i32> %32, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !115
  %34 = select <4 x i1> %31, <4 x i32> %32, <4 x i32> %33, !dbg !115
  %35 = and <4 x i32> %34, <i32 1, i32 1, i32 1, i32 1>, !dbg !113
  %36 = icmp eq <4 x i32> %35, zeroinitializer, !dbg !113
  %37 = lshr <4 x i32> %34, <i32 1, i32 1, i32 1, i32 1>, !dbg !115
  %38 = xor <4 x i32> %37, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !115
  %39 = select <4 x i1> %36, <4 x i32> %37, <4 x i32> %38, !dbg !115
  %40 = and <4 x i32> %39, <i32 1, i32 1, i32 1, i32 1>, !dbg !113
  %41 = icmp eq <4 x i32> %40, zeroinitializer, !dbg !113
  %42 = lshr <4 x i32> %39, <i32 1, i32 1, i32 1, i32 1>, !dbg !115
  %43 = xor <4 x i32> %42, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !115
  %44 = select <4 x i1> %41, <4 x i32> %42, <4 x i32> %43, !dbg !115
  %45 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %3, !dbg !116
  store <4 x i32> %44, ptr %45, align 16, !dbg !117, !tbaa !118
  %46 = add nuw i64 %3, 4, !dbg !112
  %47 = add <4 x i32> %4, <i32 4, i32 4, i32 4, i32 4>, !dbg !113
  %48 = icmp eq i64 %46, 256, !dbg !112
  br i1 %48, label %49, label %2, !dbg !112, !llvm.loop !122

49:                                               ; preds = %2, %242
  %50 = phi i64 [ %247, %242 ], [ 0, %2 ]
    #dbg_value(i64 %50, !69, !DIExpression(), !127)
  %51 = getelementptr inbounds [5 x ptr], ptr @__const.main.msgs, i64 0, i64 %50, !dbg !128
  %52 = load ptr, ptr %51, align 8, !dbg !128, !tbaa !129
    #dbg_value(ptr %52, !71, !DIExpression(), !131)
  %53 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %52) #8, !dbg !132
    #dbg_value(i64 %53, !74, !DIExpression(), !131)
    #dbg_value(ptr %52, !133, !DIExpression(), !142)
    #dbg_value(i64 %53, !138, !DIExpression(), !142)
    #dbg_value(i32 -1, !139, !DIExpression(), !142)
    #dbg_value(i64 0, !140, !DIExpression(), !144)
  %54 = icmp eq i64 %53, 0, !dbg !145
  br i1 %54, label %242, label %55, !dbg !147

55:                                               ; preds = %49
  %56 = add i64 %53, -1, !dbg !147
  %57 = and i64 %53, 1, !dbg !147
  %58 = icmp eq i64 %56, 0, !dbg !147
  br i1 %58, label %87, label %59, !dbg !147

59:                                               ; preds = %55
  %60 = and i64 %53, -2, !dbg !147
  br label %61, !dbg !147

61:                                               ; preds = %61, %59
  %62 = phi i64 [ 0, %59 ], [ %84, %61 ]
  %63 = phi i32 [ -1, %59 ], [ %83, %61 ]
  %64 = phi i64 [ 0, %59 ], [ %85, %61 ]
    #dbg_value(i64 %62, !140, !DIExpression(), !144)
    #dbg_value(i32 %63, !139, !DIExpression(), !142)
  %65 = getelementptr inbounds i8, ptr %52, i64 %62, !dbg !148
  %66 = load i8, ptr %65, align 1, !dbg !148, !tbaa !149
  %67 = trunc i32 %63 to i8, !dbg !150
  %68 = xor i8 %66, %67, !dbg !150
  %69 = zext i8 %68 to i64, !dbg !151
  %70 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %69, !dbg !151
  %71 = load i32, ptr %70, align 4, !dbg !151, !tbaa !118
  %72 = lshr i32 %63, 8, !dbg !152
  %73 = xor i32 %71, %72, !dbg !153
    #dbg_value(i32 %73, !139, !DIExpression(), !142)
  %74 = or disjoint i64 %62, 1, !dbg !154
    #dbg_value(i64 %74, !140, !DIExpression(), !144)
  %75 = getelementptr inbounds i8, ptr %52, i64 %74, !dbg !148
  %76 = load i8, ptr %75, align 1, !dbg !148, !tbaa !149
  %77 = trunc i32 %73 to i8, !dbg !150
  %78 = xor i8 %76, %77, !dbg !150
  %79 = zext i8 %78 to i64, !dbg !151
  %80 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %79, !dbg !151
  %81 = load i32, ptr %80, align 4, !dbg !151, !tbaa !118
  %82 = lshr i32 %73, 8, !dbg !152
  %83 = xor i32 %81, %82, !dbg !153
    #dbg_value(i32 %83, !139, !DIExpression(), !142)
  %84 = add nuw i64 %62, 2, !dbg !154
    #dbg_value(i64 %84, !140, !DIExpression(), !144)
  %85 = add i64 %64, 2, !dbg !147
  %86 = icmp eq i64 %85, %60, !dbg !147
  br i1 %86, label %87, label %61, !dbg !147, !llvm.loop !155

87:                                               ; preds = %61, %55
  %88 = phi i32 [ poison, %55 ], [ %83, %61 ]
  %89 = phi i64 [ 0, %55 ], [ %84, %61 ]
  %90 = phi i32 [ -1, %55 ], [ %83, %61 ]
  %91 = icmp eq i64 %57, 0, !dbg !147
  br i1 %91, label %102, label %92, !dbg !147

92:                                               ; preds = %87
    #dbg_value(i64 %89, !140, !DIExpression(), !144)
    #dbg_value(i32 %90, !139, !DIExpression(), !142)
  %93 = getelementptr inbounds i8, ptr %52, i64 %89, !dbg !148
  %94 = load i8, ptr %93, align 1, !dbg !148, !tbaa !149
  %95 = trunc i32 %90 to i8, !dbg !150
  %96 = xor i8 %94, %95, !dbg !150
  %97 = zext i8 %96 to i64, !dbg !151
  %98 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %97, !dbg !151
  %99 = load i32, ptr %98, align 4, !dbg !151, !tbaa !118
  %100 = lshr i32 %90, 8, !dbg !152
  %101 = xor i32 %99, %100, !dbg !153
    #dbg_value(i32 %101, !139, !DIExpression(), !142)
    #dbg_value(i64 %89, !140, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !144)
  br label %102, !dbg !157

102:                                              ; preds = %87, %92
  %103 = phi i32 [ %88, %87 ], [ %101, %92 ], !dbg !153
  br label %104, !dbg !157

104:                                              ; preds = %102, %104
  %105 = phi i64 [ %137, %104 ], [ 0, %102 ]
  %106 = phi i32 [ %136, %104 ], [ -1, %102 ]
    #dbg_value(i64 %105, !164, !DIExpression(), !170)
    #dbg_value(i32 %106, !163, !DIExpression(), !171)
  %107 = getelementptr inbounds i8, ptr %52, i64 %105, !dbg !172
  %108 = load i8, ptr %107, align 1, !dbg !172, !tbaa !149
  %109 = zext i8 %108 to i32, !dbg !172
  %110 = xor i32 %106, %109, !dbg !173
    #dbg_value(i32 0, !165, !DIExpression(), !174)
    #dbg_value(i32 %110, !163, !DIExpression(), !171)
  %111 = lshr i32 %110, 1, !dbg !175
  %112 = and i32 %110, 1, !dbg !177
  %113 = icmp eq i32 %112, 0, !dbg !178
  %114 = select i1 %113, i32 0, i32 -306674912, !dbg !178
  %115 = xor i32 %114, %111, !dbg !179
    #dbg_value(!DIArgList(i32 %114, i32 %111), !163, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !171)
    #dbg_value(i32 1, !165, !DIExpression(), !174)
  %116 = lshr i32 %115, 1, !dbg !175
  %117 = and i32 %110, 2, !dbg !178
  %118 = icmp eq i32 %117, 0, !dbg !178
  %119 = select i1 %118, i32 0, i32 -306674912, !dbg !178
  %120 = xor i32 %116, %119, !dbg !179
    #dbg_value(!DIArgList(i32 %119, i32 %116), !163, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !171)
    #dbg_value(i32 2, !165, !DIExpression(), !174)
  %121 = lshr i32 %120, 6, !dbg !175
    #dbg_value(!DIArgList(i32 poison, i32 poison), !163, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !171)
    #dbg_value(i32 3, !165, !DIExpression(), !174)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !163, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !171)
    #dbg_value(i32 4, !165, !DIExpression(), !174)
    #dbg_value(i32 5, !165, !DIExpression(), !174)
  %122 = insertelement <4 x i32> poison, i32 %110, i64 0, !dbg !178
  %123 = shufflevector <4 x i32> %122, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !178
  %124 = and <4 x i32> %123, <i32 8, i32 4, i32 16, i32 32>, !dbg !178
  %125 = icmp eq <4 x i32> %124, zeroinitializer, !dbg !178
  %126 = select <4 x i1> %125, <4 x i32> zeroinitializer, <4 x i32> <i32 249268274, i32 124634137, i32 498536548, i32 997073096>, !dbg !178
    #dbg_value(i32 6, !165, !DIExpression(), !174)
  %127 = and i32 %115, 32, !dbg !178
  %128 = icmp eq i32 %127, 0, !dbg !178
  %129 = select i1 %128, i32 0, i32 1994146192, !dbg !178
    #dbg_value(!DIArgList(i32 %129, i32 poison), !163, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !171)
    #dbg_value(i32 7, !165, !DIExpression(), !174)
  %130 = and i32 %120, 32, !dbg !178
  %131 = icmp eq i32 %130, 0, !dbg !178
  %132 = select i1 %131, i32 0, i32 -306674912, !dbg !178
  %133 = tail call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %126), !dbg !179
  %134 = xor i32 %133, %129, !dbg !179
  %135 = xor i32 %132, %121, !dbg !179
  %136 = xor i32 %134, %135, !dbg !179
    #dbg_value(i32 %136, !163, !DIExpression(), !171)
    #dbg_value(i32 8, !165, !DIExpression(), !174)
  %137 = add nuw i64 %105, 1, !dbg !180
    #dbg_value(i64 %137, !164, !DIExpression(), !170)
  %138 = icmp eq i64 %137, %53, !dbg !181
  br i1 %138, label %139, label %104, !dbg !157, !llvm.loop !182

139:                                              ; preds = %104
  %140 = xor i32 %103, -1, !dbg !184
    #dbg_value(ptr %52, !185, !DIExpression(), !193)
    #dbg_value(i64 %53, !188, !DIExpression(), !193)
    #dbg_value(i32 1, !189, !DIExpression(), !193)
    #dbg_value(i32 0, !190, !DIExpression(), !193)
    #dbg_value(i64 0, !191, !DIExpression(), !195)
  %141 = and i64 %53, 1, !dbg !196
  %142 = icmp eq i64 %56, 0, !dbg !196
  br i1 %142, label %168, label %143, !dbg !196

143:                                              ; preds = %139
  %144 = and i64 %53, -2, !dbg !196
  br label %145, !dbg !196

145:                                              ; preds = %145, %143
  %146 = phi i64 [ 0, %143 ], [ %165, %145 ]
  %147 = phi i32 [ 0, %143 ], [ %164, %145 ]
  %148 = phi i32 [ 1, %143 ], [ %162, %145 ]
  %149 = phi i64 [ 0, %143 ], [ %166, %145 ]
    #dbg_value(i64 %146, !191, !DIExpression(), !195)
    #dbg_value(i32 %147, !190, !DIExpression(), !193)
    #dbg_value(i32 %148, !189, !DIExpression(), !193)
  %150 = getelementptr inbounds i8, ptr %52, i64 %146, !dbg !197
  %151 = load i8, ptr %150, align 1, !dbg !197, !tbaa !149
  %152 = zext i8 %151 to i32, !dbg !197
  %153 = add nuw nsw i32 %148, %152, !dbg !200
  %154 = urem i32 %153, 65521, !dbg !201
    #dbg_value(i32 %154, !189, !DIExpression(), !193)
  %155 = add nuw nsw i32 %154, %147, !dbg !202
  %156 = urem i32 %155, 65521, !dbg !203
    #dbg_value(i32 %156, !190, !DIExpression(), !193)
  %157 = or disjoint i64 %146, 1, !dbg !204
    #dbg_value(i64 %157, !191, !DIExpression(), !195)
  %158 = getelementptr inbounds i8, ptr %52, i64 %157, !dbg !197
  %159 = load i8, ptr %158, align 1, !dbg !197, !tbaa !149
  %160 = zext i8 %159 to i32, !dbg !197
  %161 = add nuw nsw i32 %154, %160, !dbg !200
  %162 = urem i32 %161, 65521, !dbg !201
    #dbg_value(i32 %162, !189, !DIExpression(), !193)
  %163 = add nuw nsw i32 %162, %156, !dbg !202
  %164 = urem i32 %163, 65521, !dbg !203
    #dbg_value(i32 %164, !190, !DIExpression(), !193)
  %165 = add nuw i64 %146, 2, !dbg !204
    #dbg_value(i64 %165, !191, !DIExpression(), !195)
  %166 = add i64 %149, 2, !dbg !196
  %167 = icmp eq i64 %166, %144, !dbg !196
  br i1 %167, label %168, label %145, !dbg !196, !llvm.loop !205

168:                                              ; preds = %145, %139
  %169 = phi i32 [ poison, %139 ], [ %162, %145 ]
  %170 = phi i32 [ poison, %139 ], [ %164, %145 ]
  %171 = phi i64 [ 0, %139 ], [ %165, %145 ]
  %172 = phi i32 [ 0, %139 ], [ %164, %145 ]
  %173 = phi i32 [ 1, %139 ], [ %162, %145 ]
  %174 = icmp eq i64 %141, 0, !dbg !196
  br i1 %174, label %183, label %175, !dbg !196

175:                                              ; preds = %168
    #dbg_value(i64 %171, !191, !DIExpression(), !195)
    #dbg_value(i32 %172, !190, !DIExpression(), !193)
    #dbg_value(i32 %173, !189, !DIExpression(), !193)
  %176 = getelementptr inbounds i8, ptr %52, i64 %171, !dbg !197
  %177 = load i8, ptr %176, align 1, !dbg !197, !tbaa !149
  %178 = zext i8 %177 to i32, !dbg !197
  %179 = add nuw nsw i32 %173, %178, !dbg !200
  %180 = urem i32 %179, 65521, !dbg !201
    #dbg_value(i32 %180, !189, !DIExpression(), !193)
  %181 = add nuw nsw i32 %180, %172, !dbg !202
  %182 = urem i32 %181, 65521, !dbg !203
    #dbg_value(i32 %182, !190, !DIExpression(), !193)
    #dbg_value(i64 %171, !191, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !195)
  br label %183, !dbg !207

183:                                              ; preds = %168, %175
  %184 = phi i32 [ %169, %168 ], [ %180, %175 ], !dbg !201
  %185 = phi i32 [ %170, %168 ], [ %182, %175 ], !dbg !203
  %186 = shl nuw i32 %185, 16, !dbg !207
    #dbg_value(ptr %52, !208, !DIExpression(), !220)
    #dbg_value(i64 %53, !215, !DIExpression(), !220)
    #dbg_value(ptr %52, !216, !DIExpression(), !220)
    #dbg_value(i64 -3750763034362895579, !217, !DIExpression(), !220)
    #dbg_value(i64 0, !218, !DIExpression(), !222)
  %187 = and i64 %53, 3, !dbg !223
  %188 = icmp ult i64 %53, 4, !dbg !223
  br i1 %188, label %221, label %189, !dbg !223

189:                                              ; preds = %183
  %190 = and i64 %53, -4, !dbg !223
  br label %191, !dbg !223

191:                                              ; preds = %191, %189
  %192 = phi i64 [ 0, %189 ], [ %218, %191 ]
  %193 = phi i64 [ -3750763034362895579, %189 ], [ %217, %191 ]
  %194 = phi i64 [ 0, %189 ], [ %219, %191 ]
    #dbg_value(i64 %192, !218, !DIExpression(), !222)
    #dbg_value(i64 %193, !217, !DIExpression(), !220)
  %195 = getelementptr inbounds i8, ptr %52, i64 %192, !dbg !224
  %196 = load i8, ptr %195, align 1, !dbg !224, !tbaa !149
  %197 = zext i8 %196 to i64, !dbg !224
  %198 = xor i64 %193, %197, !dbg !227
    #dbg_value(i64 %198, !217, !DIExpression(), !220)
  %199 = mul i64 %198, 1099511628211, !dbg !228
    #dbg_value(i64 %199, !217, !DIExpression(), !220)
  %200 = or disjoint i64 %192, 1, !dbg !229
    #dbg_value(i64 %200, !218, !DIExpression(), !222)
  %201 = getelementptr inbounds i8, ptr %52, i64 %200, !dbg !224
  %202 = load i8, ptr %201, align 1, !dbg !224, !tbaa !149
  %203 = zext i8 %202 to i64, !dbg !224
  %204 = xor i64 %199, %203, !dbg !227
    #dbg_value(i64 %204, !217, !DIExpression(), !220)
  %205 = mul i64 %204, 1099511628211, !dbg !228
    #dbg_value(i64 %205, !217, !DIExpression(), !220)
  %206 = or disjoint i64 %192, 2, !dbg !229
    #dbg_value(i64 %206, !218, !DIExpression(), !222)
  %207 = getelementptr inbounds i8, ptr %52, i64 %206, !dbg !224
  %208 = load i8, ptr %207, align 1, !dbg !224, !tbaa !149
  %209 = zext i8 %208 to i64, !dbg !224
  %210 = xor i64 %205, %209, !dbg !227
    #dbg_value(i64 %210, !217, !DIExpression(), !220)
  %211 = mul i64 %210, 1099511628211, !dbg !228
    #dbg_value(i64 %211, !217, !DIExpression(), !220)
  %212 = or disjoint i64 %192, 3, !dbg !229
    #dbg_value(i64 %212, !218, !DIExpression(), !222)
  %213 = getelementptr inbounds i8, ptr %52, i64 %212, !dbg !224
  %214 = load i8, ptr %213, align 1, !dbg !224, !tbaa !149
  %215 = zext i8 %214 to i64, !dbg !224
  %216 = xor i64 %211, %215, !dbg !227
    #dbg_value(i64 %216, !217, !DIExpression(), !220)
  %217 = mul i64 %216, 1099511628211, !dbg !228
    #dbg_value(i64 %217, !217, !DIExpression(), !220)
  %218 = add nuw i64 %192, 4, !dbg !229
    #dbg_value(i64 %218, !218, !DIExpression(), !222)
  %219 = add i64 %194, 4, !dbg !223
  %220 = icmp eq i64 %219, %190, !dbg !223
  br i1 %220, label %221, label %191, !dbg !223, !llvm.loop !230

221:                                              ; preds = %191, %183
  %222 = phi i64 [ poison, %183 ], [ %217, %191 ]
  %223 = phi i64 [ 0, %183 ], [ %218, %191 ]
  %224 = phi i64 [ -3750763034362895579, %183 ], [ %217, %191 ]
  %225 = icmp eq i64 %187, 0, !dbg !223
  br i1 %225, label %238, label %226, !dbg !223

226:                                              ; preds = %221, %226
  %227 = phi i64 [ %235, %226 ], [ %223, %221 ]
  %228 = phi i64 [ %234, %226 ], [ %224, %221 ]
  %229 = phi i64 [ %236, %226 ], [ 0, %221 ]
    #dbg_value(i64 %227, !218, !DIExpression(), !222)
    #dbg_value(i64 %228, !217, !DIExpression(), !220)
  %230 = getelementptr inbounds i8, ptr %52, i64 %227, !dbg !224
  %231 = load i8, ptr %230, align 1, !dbg !224, !tbaa !149
  %232 = zext i8 %231 to i64, !dbg !224
  %233 = xor i64 %228, %232, !dbg !227
    #dbg_value(i64 %233, !217, !DIExpression(), !220)
  %234 = mul i64 %233, 1099511628211, !dbg !228
    #dbg_value(i64 %234, !217, !DIExpression(), !220)
  %235 = add nuw i64 %227, 1, !dbg !229
    #dbg_value(i64 %235, !218, !DIExpression(), !222)
  %236 = add i64 %229, 1, !dbg !223
  %237 = icmp eq i64 %236, %187, !dbg !223
  br i1 %237, label %238, label %226, !dbg !223, !llvm.loop !232

238:                                              ; preds = %226, %221
  %239 = phi i64 [ %222, %221 ], [ %234, %226 ], !dbg !228
  %240 = xor i32 %136, -1, !dbg !234
  %241 = or disjoint i32 %186, %184, !dbg !207
  br label %242, !dbg !235

242:                                              ; preds = %238, %49
  %243 = phi i32 [ 1, %49 ], [ %241, %238 ]
  %244 = phi i32 [ 0, %49 ], [ %140, %238 ]
  %245 = phi i32 [ 0, %49 ], [ %240, %238 ]
  %246 = phi i64 [ -3750763034362895579, %49 ], [ %239, %238 ], !dbg !220
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, ptr noundef %52, i32 noundef %244, i32 noundef %245, i32 noundef %243, i64 noundef %246), !dbg !235
  %247 = add nuw nsw i64 %50, 1, !dbg !236
    #dbg_value(i64 %247, !69, !DIExpression(), !127)
  %248 = icmp eq i64 %247, 5, !dbg !237
  br i1 %248, label %342, label %49, !dbg !238, !llvm.loop !239

249:                                              ; preds = %342, %249
  %250 = phi i64 [ %271, %249 ], [ 0, %342 ]
  %251 = phi i32 [ %270, %249 ], [ -1, %342 ]
    #dbg_value(i64 %250, !140, !DIExpression(), !241)
    #dbg_value(i32 %251, !139, !DIExpression(), !243)
  %252 = getelementptr inbounds i8, ptr @main.buf, i64 %250, !dbg !244
  %253 = load i8, ptr %252, align 2, !dbg !244, !tbaa !149
  %254 = trunc i32 %251 to i8, !dbg !245
  %255 = xor i8 %253, %254, !dbg !245
  %256 = zext i8 %255 to i64, !dbg !246
  %257 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %256, !dbg !246
  %258 = load i32, ptr %257, align 4, !dbg !246, !tbaa !118
  %259 = lshr i32 %251, 8, !dbg !247
  %260 = xor i32 %258, %259, !dbg !248
    #dbg_value(i32 %260, !139, !DIExpression(), !243)
  %261 = or disjoint i64 %250, 1, !dbg !249
    #dbg_value(i64 %261, !140, !DIExpression(), !241)
  %262 = getelementptr inbounds i8, ptr @main.buf, i64 %261, !dbg !244
  %263 = load i8, ptr %262, align 1, !dbg !244, !tbaa !149
  %264 = trunc i32 %260 to i8, !dbg !245
  %265 = xor i8 %263, %264, !dbg !245
  %266 = zext i8 %265 to i64, !dbg !246
  %267 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %266, !dbg !246
  %268 = load i32, ptr %267, align 4, !dbg !246, !tbaa !118
  %269 = lshr i32 %260, 8, !dbg !247
  %270 = xor i32 %268, %269, !dbg !248
    #dbg_value(i32 %270, !139, !DIExpression(), !243)
  %271 = add nuw nsw i64 %250, 2, !dbg !249
    #dbg_value(i64 %271, !140, !DIExpression(), !241)
  %272 = icmp eq i64 %271, 65536, !dbg !250
  br i1 %272, label %273, label %249, !dbg !251, !llvm.loop !252

273:                                              ; preds = %249, %273
  %274 = phi i64 [ %292, %273 ], [ 0, %249 ]
  %275 = phi i32 [ %291, %273 ], [ 0, %249 ]
  %276 = phi i32 [ %289, %273 ], [ 1, %249 ]
    #dbg_value(i64 %274, !191, !DIExpression(), !254)
    #dbg_value(i32 %275, !190, !DIExpression(), !256)
    #dbg_value(i32 %276, !189, !DIExpression(), !256)
  %277 = getelementptr inbounds i8, ptr @main.buf, i64 %274, !dbg !257
  %278 = load i8, ptr %277, align 2, !dbg !257, !tbaa !149
  %279 = zext i8 %278 to i32, !dbg !257
  %280 = add nuw nsw i32 %276, %279, !dbg !258
  %281 = urem i32 %280, 65521, !dbg !259
    #dbg_value(i32 %281, !189, !DIExpression(), !256)
  %282 = add nuw nsw i32 %281, %275, !dbg !260
  %283 = urem i32 %282, 65521, !dbg !261
    #dbg_value(i32 %283, !190, !DIExpression(), !256)
  %284 = or disjoint i64 %274, 1, !dbg !262
    #dbg_value(i64 %284, !191, !DIExpression(), !254)
  %285 = getelementptr inbounds i8, ptr @main.buf, i64 %284, !dbg !257
  %286 = load i8, ptr %285, align 1, !dbg !257, !tbaa !149
  %287 = zext i8 %286 to i32, !dbg !257
  %288 = add nuw nsw i32 %281, %287, !dbg !258
  %289 = urem i32 %288, 65521, !dbg !259
    #dbg_value(i32 %289, !189, !DIExpression(), !256)
  %290 = add nuw nsw i32 %289, %283, !dbg !260
  %291 = urem i32 %290, 65521, !dbg !261
    #dbg_value(i32 %291, !190, !DIExpression(), !256)
  %292 = add nuw nsw i64 %274, 2, !dbg !262
    #dbg_value(i64 %292, !191, !DIExpression(), !254)
  %293 = icmp eq i64 %292, 65536, !dbg !263
  br i1 %293, label %294, label %273, !dbg !264, !llvm.loop !265

294:                                              ; preds = %273
  %295 = shl nuw i32 %291, 16, !dbg !267
    #dbg_value(ptr @main.buf, !208, !DIExpression(), !268)
    #dbg_value(i64 65536, !215, !DIExpression(), !268)
    #dbg_value(ptr @main.buf, !216, !DIExpression(), !268)
    #dbg_value(i64 -3750763034362895579, !217, !DIExpression(), !268)
    #dbg_value(i64 0, !218, !DIExpression(), !270)
  br label %296

296:                                              ; preds = %296, %294
  %297 = phi i64 [ 0, %294 ], [ %322, %296 ]
  %298 = phi i64 [ -3750763034362895579, %294 ], [ %321, %296 ]
    #dbg_value(i64 %297, !218, !DIExpression(), !270)
    #dbg_value(i64 %298, !217, !DIExpression(), !268)
  %299 = getelementptr inbounds i8, ptr @main.buf, i64 %297, !dbg !271
  %300 = load i8, ptr %299, align 4, !dbg !271, !tbaa !149
  %301 = zext i8 %300 to i64, !dbg !271
  %302 = xor i64 %298, %301, !dbg !272
    #dbg_value(i64 %302, !217, !DIExpression(), !268)
  %303 = mul i64 %302, 1099511628211, !dbg !273
    #dbg_value(i64 %303, !217, !DIExpression(), !268)
  %304 = or disjoint i64 %297, 1, !dbg !274
    #dbg_value(i64 %304, !218, !DIExpression(), !270)
  %305 = getelementptr inbounds i8, ptr @main.buf, i64 %304, !dbg !271
  %306 = load i8, ptr %305, align 1, !dbg !271, !tbaa !149
  %307 = zext i8 %306 to i64, !dbg !271
  %308 = xor i64 %303, %307, !dbg !272
    #dbg_value(i64 %308, !217, !DIExpression(), !268)
  %309 = mul i64 %308, 1099511628211, !dbg !273
    #dbg_value(i64 %309, !217, !DIExpression(), !268)
  %310 = or disjoint i64 %297, 2, !dbg !274
    #dbg_value(i64 %310, !218, !DIExpression(), !270)
  %311 = getelementptr inbounds i8, ptr @main.buf, i64 %310, !dbg !271
  %312 = load i8, ptr %311, align 2, !dbg !271, !tbaa !149
  %313 = zext i8 %312 to i64, !dbg !271
  %314 = xor i64 %309, %313, !dbg !272
    #dbg_value(i64 %314, !217, !DIExpression(), !268)
  %315 = mul i64 %314, 1099511628211, !dbg !273
    #dbg_value(i64 %315, !217, !DIExpression(), !268)
  %316 = or disjoint i64 %297, 3, !dbg !274
    #dbg_value(i64 %316, !218, !DIExpression(), !270)
  %317 = getelementptr inbounds i8, ptr @main.buf, i64 %316, !dbg !271
  %318 = load i8, ptr %317, align 1, !dbg !271, !tbaa !149
  %319 = zext i8 %318 to i64, !dbg !271
  %320 = xor i64 %315, %319, !dbg !272
    #dbg_value(i64 %320, !217, !DIExpression(), !268)
  %321 = mul i64 %320, 1099511628211, !dbg !273
    #dbg_value(i64 %321, !217, !DIExpression(), !268)
  %322 = add nuw nsw i64 %297, 4, !dbg !274
    #dbg_value(i64 %322, !218, !DIExpression(), !270)
  %323 = icmp eq i64 %322, 65536, !dbg !275
  br i1 %323, label %324, label %296, !dbg !276, !llvm.loop !277

324:                                              ; preds = %296
  %325 = xor i32 %270, -1, !dbg !279
  %326 = or disjoint i32 %295, %289, !dbg !267
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef %325, i32 noundef %326, i64 noundef %321), !dbg !280
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #8, !dbg !281
    #dbg_value(i64 0, !83, !DIExpression(), !282)
  store i64 506097522914230528, ptr %1, align 16, !dbg !283, !tbaa !285
    #dbg_value(i64 1, !83, !DIExpression(), !282)
  %327 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !287
  store i64 1084818905618843912, ptr %327, align 8, !dbg !283, !tbaa !285
    #dbg_value(i64 2, !83, !DIExpression(), !282)
  %328 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !287
  store i64 1663540288323457296, ptr %328, align 16, !dbg !283, !tbaa !285
    #dbg_value(i64 3, !83, !DIExpression(), !282)
  %329 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !287
  store i64 2242261671028070680, ptr %329, align 8, !dbg !283, !tbaa !285
    #dbg_value(i64 4, !83, !DIExpression(), !282)
  %330 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !287
  store i64 2820983053732684064, ptr %330, align 16, !dbg !283, !tbaa !285
    #dbg_value(i64 5, !83, !DIExpression(), !282)
  %331 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !287
  store i64 3399704436437297448, ptr %331, align 8, !dbg !283, !tbaa !285
    #dbg_value(i64 6, !83, !DIExpression(), !282)
  %332 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !287
  store i64 3978425819141910832, ptr %332, align 16, !dbg !283, !tbaa !285
    #dbg_value(i64 7, !83, !DIExpression(), !282)
  %333 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !287
  store i64 4557147201846524216, ptr %333, align 8, !dbg !283, !tbaa !285
    #dbg_value(i64 8, !83, !DIExpression(), !282)
  %334 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !287
  store i64 5135868584551137600, ptr %334, align 16, !dbg !283, !tbaa !285
    #dbg_value(i64 9, !83, !DIExpression(), !282)
  %335 = getelementptr inbounds i8, ptr %1, i64 72, !dbg !287
  store i64 5714589967255750984, ptr %335, align 8, !dbg !283, !tbaa !285
    #dbg_value(i64 10, !83, !DIExpression(), !282)
  %336 = getelementptr inbounds i8, ptr %1, i64 80, !dbg !287
  store i64 6293311349960364368, ptr %336, align 16, !dbg !283, !tbaa !285
    #dbg_value(i64 11, !83, !DIExpression(), !282)
  %337 = getelementptr inbounds i8, ptr %1, i64 88, !dbg !287
  store i64 6872032732664977752, ptr %337, align 8, !dbg !283, !tbaa !285
    #dbg_value(i64 12, !83, !DIExpression(), !282)
  %338 = getelementptr inbounds i8, ptr %1, i64 96, !dbg !287
  store i64 7450754115369591136, ptr %338, align 16, !dbg !283, !tbaa !285
    #dbg_value(i64 13, !83, !DIExpression(), !282)
  %339 = getelementptr inbounds i8, ptr %1, i64 104, !dbg !287
  store i64 8029475498074204520, ptr %339, align 8, !dbg !283, !tbaa !285
    #dbg_value(i64 14, !83, !DIExpression(), !282)
  %340 = getelementptr inbounds i8, ptr %1, i64 112, !dbg !287
  store i64 8608196880778817904, ptr %340, align 16, !dbg !283, !tbaa !285
    #dbg_value(i64 15, !83, !DIExpression(), !282)
  %341 = getelementptr inbounds i8, ptr %1, i64 120, !dbg !287
  store i64 9186918263483431288, ptr %341, align 8, !dbg !283, !tbaa !285
    #dbg_value(i64 16, !83, !DIExpression(), !282)
  br label %369, !dbg !288

342:                                              ; preds = %242, %342
  %343 = phi i64 [ %367, %342 ], [ 0, %242 ]
    #dbg_value(i64 %343, !77, !DIExpression(), !310)
  %344 = mul nuw nsw i64 %343, 131, !dbg !311
  %345 = lshr i64 %343, 8, !dbg !313
  %346 = add nuw nsw i64 %344, %345, !dbg !314
  %347 = trunc i64 %346 to i8, !dbg !315
  %348 = getelementptr inbounds [65536 x i8], ptr @main.buf, i64 0, i64 %343, !dbg !316
  store i8 %347, ptr %348, align 4, !dbg !317, !tbaa !149
  %349 = or disjoint i64 %343, 1, !dbg !318
    #dbg_value(i64 %349, !77, !DIExpression(), !310)
  %350 = mul nuw nsw i64 %349, 131, !dbg !311
  %351 = lshr i64 %343, 8, !dbg !313
  %352 = add nuw nsw i64 %350, %351, !dbg !314
  %353 = trunc i64 %352 to i8, !dbg !315
  %354 = getelementptr inbounds [65536 x i8], ptr @main.buf, i64 0, i64 %349, !dbg !316
  store i8 %353, ptr %354, align 1, !dbg !317, !tbaa !149
  %355 = or disjoint i64 %343, 2, !dbg !318
    #dbg_value(i64 %355, !77, !DIExpression(), !310)
  %356 = mul nuw nsw i64 %355, 131, !dbg !311
  %357 = lshr i64 %343, 8, !dbg !313
  %358 = add nuw nsw i64 %356, %357, !dbg !314
  %359 = trunc i64 %358 to i8, !dbg !315
  %360 = getelementptr inbounds [65536 x i8], ptr @main.buf, i64 0, i64 %355, !dbg !316
  store i8 %359, ptr %360, align 2, !dbg !317, !tbaa !149
  %361 = or disjoint i64 %343, 3, !dbg !318
    #dbg_value(i64 %361, !77, !DIExpression(), !310)
  %362 = mul nuw nsw i64 %361, 131, !dbg !311
  %363 = lshr i64 %343, 8, !dbg !313
  %364 = add nuw nsw i64 %362, %363, !dbg !314
  %365 = trunc i64 %364 to i8, !dbg !315
  %366 = getelementptr inbounds [65536 x i8], ptr @main.buf, i64 0, i64 %361, !dbg !316
  store i8 %365, ptr %366, align 1, !dbg !317, !tbaa !149
  %367 = add nuw nsw i64 %343, 4, !dbg !318
    #dbg_value(i64 %367, !77, !DIExpression(), !310)
  %368 = icmp eq i64 %367, 65536, !dbg !319
  br i1 %368, label %249, label %342, !dbg !320, !llvm.loop !321

369:                                              ; preds = %324, %369
  %370 = phi i64 [ %407, %369 ], [ 0, %324 ]
  %371 = phi i64 [ %401, %369 ], [ 8893317812261383291, %324 ]
  %372 = phi i64 [ %405, %369 ], [ 7746018054687388513, %324 ]
  %373 = phi i64 [ %404, %369 ], [ 7737605742629119589, %324 ]
  %374 = phi i64 [ %406, %369 ], [ 8388350548712186997, %324 ]
    #dbg_value(i64 %370, !304, !DIExpression(), !323)
    #dbg_value(i64 %371, !303, !DIExpression(), !324)
    #dbg_value(i64 %372, !302, !DIExpression(), !324)
    #dbg_value(i64 %373, !301, !DIExpression(), !324)
    #dbg_value(i64 %374, !300, !DIExpression(), !324)
  %375 = getelementptr inbounds i64, ptr %1, i64 %370, !dbg !325
  %376 = load i64, ptr %375, align 8, !dbg !325, !tbaa !285
  %377 = xor i64 %376, %371, !dbg !326
    #dbg_value(i32 0, !305, !DIExpression(), !327)
    #dbg_value(i64 %377, !303, !DIExpression(), !324)
  %378 = add i64 %374, %373, !dbg !328
    #dbg_value(i64 %378, !300, !DIExpression(), !324)
  %379 = tail call i64 @llvm.fshl.i64(i64 %373, i64 %373, i64 13), !dbg !331
    #dbg_value(i64 %379, !301, !DIExpression(), !324)
  %380 = xor i64 %378, %379, !dbg !332
    #dbg_value(i64 %380, !301, !DIExpression(), !324)
  %381 = tail call i64 @llvm.fshl.i64(i64 %378, i64 %378, i64 32), !dbg !333
    #dbg_value(i64 %381, !300, !DIExpression(), !324)
  %382 = add i64 %377, %372, !dbg !334
    #dbg_value(i64 %382, !302, !DIExpression(), !324)
  %383 = tail call i64 @llvm.fshl.i64(i64 %377, i64 %377, i64 16), !dbg !335
    #dbg_value(i64 %383, !303, !DIExpression(), !324)
  %384 = xor i64 %383, %382, !dbg !336
    #dbg_value(i64 %384, !303, !DIExpression(), !324)
  %385 = add i64 %384, %381, !dbg !337
    #dbg_value(i64 %385, !300, !DIExpression(), !324)
  %386 = tail call i64 @llvm.fshl.i64(i64 %384, i64 %384, i64 21), !dbg !338
    #dbg_value(i64 %386, !303, !DIExpression(), !324)
  %387 = xor i64 %386, %385, !dbg !339
    #dbg_value(i64 %387, !303, !DIExpression(), !324)
  %388 = add i64 %382, %380, !dbg !340
    #dbg_value(i64 %388, !302, !DIExpression(), !324)
  %389 = tail call i64 @llvm.fshl.i64(i64 %380, i64 %380, i64 17), !dbg !341
    #dbg_value(i64 %389, !301, !DIExpression(), !324)
  %390 = xor i64 %388, %389, !dbg !342
    #dbg_value(i64 %390, !301, !DIExpression(), !324)
  %391 = tail call i64 @llvm.fshl.i64(i64 %388, i64 %388, i64 32), !dbg !343
    #dbg_value(i64 %391, !302, !DIExpression(), !324)
    #dbg_value(i32 1, !305, !DIExpression(), !327)
  %392 = add i64 %390, %385, !dbg !328
    #dbg_value(i64 %392, !300, !DIExpression(), !324)
  %393 = tail call i64 @llvm.fshl.i64(i64 %390, i64 %390, i64 13), !dbg !331
    #dbg_value(i64 %393, !301, !DIExpression(), !324)
  %394 = xor i64 %393, %392, !dbg !332
    #dbg_value(i64 %394, !301, !DIExpression(), !324)
  %395 = tail call i64 @llvm.fshl.i64(i64 %392, i64 %392, i64 32), !dbg !333
    #dbg_value(i64 %395, !300, !DIExpression(), !324)
  %396 = add i64 %387, %391, !dbg !334
    #dbg_value(i64 %396, !302, !DIExpression(), !324)
  %397 = tail call i64 @llvm.fshl.i64(i64 %387, i64 %387, i64 16), !dbg !335
    #dbg_value(i64 %397, !303, !DIExpression(), !324)
  %398 = xor i64 %397, %396, !dbg !336
    #dbg_value(i64 %398, !303, !DIExpression(), !324)
  %399 = add i64 %398, %395, !dbg !337
    #dbg_value(i64 %399, !300, !DIExpression(), !324)
  %400 = tail call i64 @llvm.fshl.i64(i64 %398, i64 %398, i64 21), !dbg !338
    #dbg_value(i64 %400, !303, !DIExpression(), !324)
  %401 = xor i64 %400, %399, !dbg !339
    #dbg_value(i64 %401, !303, !DIExpression(), !324)
  %402 = add i64 %396, %394, !dbg !340
    #dbg_value(i64 %402, !302, !DIExpression(), !324)
  %403 = tail call i64 @llvm.fshl.i64(i64 %394, i64 %394, i64 17), !dbg !341
    #dbg_value(i64 %403, !301, !DIExpression(), !324)
  %404 = xor i64 %402, %403, !dbg !342
    #dbg_value(i64 %404, !301, !DIExpression(), !324)
  %405 = tail call i64 @llvm.fshl.i64(i64 %402, i64 %402, i64 32), !dbg !343
    #dbg_value(i64 %405, !302, !DIExpression(), !324)
    #dbg_value(i32 2, !305, !DIExpression(), !327)
  %406 = xor i64 %399, %376, !dbg !344
    #dbg_value(i64 %406, !300, !DIExpression(), !324)
  %407 = add nuw nsw i64 %370, 1, !dbg !345
    #dbg_value(i64 %407, !304, !DIExpression(), !323)
  %408 = icmp eq i64 %407, 16, !dbg !346
  br i1 %408, label %409, label %369, !dbg !288, !llvm.loop !347

409:                                              ; preds = %369
  %410 = xor i64 %405, %404, !dbg !349
  %411 = xor i64 %410, %406, !dbg !350
  %412 = xor i64 %411, %401, !dbg !351
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i64 noundef %412), !dbg !352
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #8, !dbg !353
  ret i32 0, !dbg !354
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !355 dso_local i64 @strlen(ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #3 !dbg !359 {
  %2 = alloca ptr, align 8, !DIAssignID !369
    #dbg_assign(i1 undef, !366, !DIExpression(), !369, ptr %2, !DIExpression(), !370)
    #dbg_value(ptr %0, !364, !DIExpression(), !370)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8, !dbg !371
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !372
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #8, !dbg !373
  %4 = load ptr, ptr %2, align 8, !dbg !374, !tbaa !129
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #8, !dbg !375
    #dbg_value(i32 %5, !365, !DIExpression(), !370)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !376
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8, !dbg !377
  ret void, !dbg !378
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare !dbg !379 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare !dbg !399 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.xor.v4i32(<4 x i32>) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!35}
!llvm.module.flags = !{!88, !89, !90, !91, !92, !93, !94}
!llvm.ident = !{!95}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/crc_hash.c", directory: ".")
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
!30 = distinct !DIGlobalVariable(name: "buf", scope: !31, file: !2, line: 70, type: !85, isLocal: true, isDefinition: true)
!31 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 61, type: !32, scopeLine: 61, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !62)
!32 = !DISubroutineType(types: !33)
!33 = !{!34}
!34 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!35 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !36, globals: !44, splitDebugInlining: false, nameTableKind: None)
!36 = !{!37, !42, !39, !43}
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!38 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !40, line: 36, baseType: !41)
!40 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdint.h", directory: "")
!41 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!42 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !40, line: 42, baseType: !42)
!44 = !{!0, !7, !12, !17, !22, !27, !29, !45, !50, !55}
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 38)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 20)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(name: "crc_table", scope: !35, file: !2, line: 6, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !58, size: 8192, elements: !60)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !40, line: 40, baseType: !59)
!59 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!60 = !{!61}
!61 = !DISubrange(count: 256)
!62 = !{!63, !69, !71, !74, !77, !79, !83}
!63 = !DILocalVariable(name: "msgs", scope: !31, file: !2, line: 63, type: !64)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !65, size: 320, elements: !67)
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64)
!66 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!67 = !{!68}
!68 = !DISubrange(count: 5)
!69 = !DILocalVariable(name: "i", scope: !70, file: !2, line: 64, type: !34)
!70 = distinct !DILexicalBlock(scope: !31, file: !2, line: 64, column: 5)
!71 = !DILocalVariable(name: "p", scope: !72, file: !2, line: 65, type: !37)
!72 = distinct !DILexicalBlock(scope: !73, file: !2, line: 64, column: 33)
!73 = distinct !DILexicalBlock(scope: !70, file: !2, line: 64, column: 5)
!74 = !DILocalVariable(name: "n", scope: !72, file: !2, line: 66, type: !75)
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !76, line: 35, baseType: !42)
!76 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/corecrt.h", directory: "")
!77 = !DILocalVariable(name: "i", scope: !78, file: !2, line: 71, type: !75)
!78 = distinct !DILexicalBlock(scope: !31, file: !2, line: 71, column: 5)
!79 = !DILocalVariable(name: "m", scope: !31, file: !2, line: 74, type: !80)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, size: 1024, elements: !81)
!81 = !{!82}
!82 = !DISubrange(count: 16)
!83 = !DILocalVariable(name: "i", scope: !84, file: !2, line: 75, type: !34)
!84 = distinct !DILexicalBlock(scope: !31, file: !2, line: 75, column: 5)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 524288, elements: !86)
!86 = !{!87}
!87 = !DISubrange(count: 65536)
!88 = !{i32 7, !"Dwarf Version", i32 4}
!89 = !{i32 2, !"Debug Info Version", i32 3}
!90 = !{i32 1, !"wchar_size", i32 2}
!91 = !{i32 8, !"PIC Level", i32 2}
!92 = !{i32 7, !"uwtable", i32 2}
!93 = !{i32 1, !"MaxTLSAlign", i32 65536}
!94 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!95 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!96 = distinct !DIAssignID()
!97 = !DILocation(line: 0, scope: !31)
!98 = !DILocalVariable(name: "i", scope: !99, file: !2, line: 9, type: !58)
!99 = distinct !DILexicalBlock(scope: !100, file: !2, line: 9, column: 5)
!100 = distinct !DISubprogram(name: "crc_init", scope: !2, file: !2, line: 8, type: !101, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !103)
!101 = !DISubroutineType(types: !102)
!102 = !{null}
!103 = !{!98, !104, !107}
!104 = !DILocalVariable(name: "c", scope: !105, file: !2, line: 10, type: !58)
!105 = distinct !DILexicalBlock(scope: !106, file: !2, line: 9, column: 40)
!106 = distinct !DILexicalBlock(scope: !99, file: !2, line: 9, column: 5)
!107 = !DILocalVariable(name: "k", scope: !108, file: !2, line: 11, type: !34)
!108 = distinct !DILexicalBlock(scope: !105, file: !2, line: 11, column: 9)
!109 = !DILocation(line: 0, scope: !99, inlinedAt: !110)
!110 = distinct !DILocation(line: 62, column: 5, scope: !31)
!111 = !DILocation(line: 9, column: 5, scope: !99, inlinedAt: !110)
!112 = !DILocation(line: 9, column: 36, scope: !106, inlinedAt: !110)
!113 = !DILocation(line: 11, column: 43, scope: !114, inlinedAt: !110)
!114 = distinct !DILexicalBlock(scope: !108, file: !2, line: 11, column: 9)
!115 = !DILocation(line: 11, column: 41, scope: !114, inlinedAt: !110)
!116 = !DILocation(line: 12, column: 9, scope: !105, inlinedAt: !110)
!117 = !DILocation(line: 12, column: 22, scope: !105, inlinedAt: !110)
!118 = !{!119, !119, i64 0}
!119 = !{!"int", !120, i64 0}
!120 = !{!"omnipotent char", !121, i64 0}
!121 = !{!"Simple C/C++ TBAA"}
!122 = distinct !{!122, !111, !123, !124, !125, !126}
!123 = !DILocation(line: 13, column: 5, scope: !99, inlinedAt: !110)
!124 = !{!"llvm.loop.mustprogress"}
!125 = !{!"llvm.loop.isvectorized", i32 1}
!126 = !{!"llvm.loop.unroll.runtime.disable"}
!127 = !DILocation(line: 0, scope: !70)
!128 = !DILocation(line: 65, column: 45, scope: !72)
!129 = !{!130, !130, i64 0}
!130 = !{!"any pointer", !120, i64 0}
!131 = !DILocation(line: 0, scope: !72)
!132 = !DILocation(line: 66, column: 20, scope: !72)
!133 = !DILocalVariable(name: "p", arg: 1, scope: !134, file: !2, line: 16, type: !37)
!134 = distinct !DISubprogram(name: "crc32_table", scope: !2, file: !2, line: 16, type: !135, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !137)
!135 = !DISubroutineType(types: !136)
!136 = !{!58, !37, !75}
!137 = !{!133, !138, !139, !140}
!138 = !DILocalVariable(name: "n", arg: 2, scope: !134, file: !2, line: 16, type: !75)
!139 = !DILocalVariable(name: "c", scope: !134, file: !2, line: 17, type: !58)
!140 = !DILocalVariable(name: "i", scope: !141, file: !2, line: 18, type: !75)
!141 = distinct !DILexicalBlock(scope: !134, file: !2, line: 18, column: 5)
!142 = !DILocation(line: 0, scope: !134, inlinedAt: !143)
!143 = distinct !DILocation(line: 67, column: 73, scope: !72)
!144 = !DILocation(line: 0, scope: !141, inlinedAt: !143)
!145 = !DILocation(line: 18, column: 26, scope: !146, inlinedAt: !143)
!146 = distinct !DILexicalBlock(scope: !141, file: !2, line: 18, column: 5)
!147 = !DILocation(line: 18, column: 5, scope: !141, inlinedAt: !143)
!148 = !DILocation(line: 18, column: 55, scope: !146, inlinedAt: !143)
!149 = !{!120, !120, i64 0}
!150 = !DILocation(line: 18, column: 61, scope: !146, inlinedAt: !143)
!151 = !DILocation(line: 18, column: 40, scope: !146, inlinedAt: !143)
!152 = !DILocation(line: 18, column: 74, scope: !146, inlinedAt: !143)
!153 = !DILocation(line: 18, column: 69, scope: !146, inlinedAt: !143)
!154 = !DILocation(line: 18, column: 32, scope: !146, inlinedAt: !143)
!155 = distinct !{!155, !147, !156, !124}
!156 = !DILocation(line: 18, column: 78, scope: !141, inlinedAt: !143)
!157 = !DILocation(line: 24, column: 5, scope: !158, inlinedAt: !169)
!158 = distinct !DILexicalBlock(scope: !159, file: !2, line: 24, column: 5)
!159 = distinct !DISubprogram(name: "crc32_bitwise", scope: !2, file: !2, line: 22, type: !135, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !160)
!160 = !{!161, !162, !163, !164, !165}
!161 = !DILocalVariable(name: "p", arg: 1, scope: !159, file: !2, line: 22, type: !37)
!162 = !DILocalVariable(name: "n", arg: 2, scope: !159, file: !2, line: 22, type: !75)
!163 = !DILocalVariable(name: "c", scope: !159, file: !2, line: 23, type: !58)
!164 = !DILocalVariable(name: "i", scope: !158, file: !2, line: 24, type: !75)
!165 = !DILocalVariable(name: "k", scope: !166, file: !2, line: 26, type: !34)
!166 = distinct !DILexicalBlock(scope: !167, file: !2, line: 26, column: 9)
!167 = distinct !DILexicalBlock(scope: !168, file: !2, line: 24, column: 36)
!168 = distinct !DILexicalBlock(scope: !158, file: !2, line: 24, column: 5)
!169 = distinct !DILocation(line: 67, column: 92, scope: !72)
!170 = !DILocation(line: 0, scope: !158, inlinedAt: !169)
!171 = !DILocation(line: 0, scope: !159, inlinedAt: !169)
!172 = !DILocation(line: 25, column: 14, scope: !167, inlinedAt: !169)
!173 = !DILocation(line: 25, column: 11, scope: !167, inlinedAt: !169)
!174 = !DILocation(line: 0, scope: !166, inlinedAt: !169)
!175 = !DILocation(line: 26, column: 44, scope: !176, inlinedAt: !169)
!176 = distinct !DILexicalBlock(scope: !166, file: !2, line: 26, column: 9)
!177 = !DILocation(line: 26, column: 76, scope: !176, inlinedAt: !169)
!178 = !DILocation(line: 26, column: 65, scope: !176, inlinedAt: !169)
!179 = !DILocation(line: 26, column: 50, scope: !176, inlinedAt: !169)
!180 = !DILocation(line: 24, column: 32, scope: !168, inlinedAt: !169)
!181 = !DILocation(line: 24, column: 26, scope: !168, inlinedAt: !169)
!182 = distinct !{!182, !157, !183, !124}
!183 = !DILocation(line: 27, column: 5, scope: !158, inlinedAt: !169)
!184 = !DILocation(line: 19, column: 14, scope: !134, inlinedAt: !143)
!185 = !DILocalVariable(name: "p", arg: 1, scope: !186, file: !2, line: 31, type: !37)
!186 = distinct !DISubprogram(name: "adler32", scope: !2, file: !2, line: 31, type: !135, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !187)
!187 = !{!185, !188, !189, !190, !191}
!188 = !DILocalVariable(name: "n", arg: 2, scope: !186, file: !2, line: 31, type: !75)
!189 = !DILocalVariable(name: "a", scope: !186, file: !2, line: 32, type: !58)
!190 = !DILocalVariable(name: "b", scope: !186, file: !2, line: 32, type: !58)
!191 = !DILocalVariable(name: "i", scope: !192, file: !2, line: 33, type: !75)
!192 = distinct !DILexicalBlock(scope: !186, file: !2, line: 33, column: 5)
!193 = !DILocation(line: 0, scope: !186, inlinedAt: !194)
!194 = distinct !DILocation(line: 68, column: 16, scope: !72)
!195 = !DILocation(line: 0, scope: !192, inlinedAt: !194)
!196 = !DILocation(line: 33, column: 5, scope: !192, inlinedAt: !194)
!197 = !DILocation(line: 33, column: 47, scope: !198, inlinedAt: !194)
!198 = distinct !DILexicalBlock(scope: !199, file: !2, line: 33, column: 36)
!199 = distinct !DILexicalBlock(scope: !192, file: !2, line: 33, column: 5)
!200 = !DILocation(line: 33, column: 45, scope: !198, inlinedAt: !194)
!201 = !DILocation(line: 33, column: 53, scope: !198, inlinedAt: !194)
!202 = !DILocation(line: 33, column: 69, scope: !198, inlinedAt: !194)
!203 = !DILocation(line: 33, column: 74, scope: !198, inlinedAt: !194)
!204 = !DILocation(line: 33, column: 32, scope: !199, inlinedAt: !194)
!205 = distinct !{!205, !196, !206, !124}
!206 = !DILocation(line: 33, column: 83, scope: !192, inlinedAt: !194)
!207 = !DILocation(line: 34, column: 15, scope: !186, inlinedAt: !194)
!208 = !DILocalVariable(name: "data", arg: 1, scope: !209, file: !2, line: 37, type: !212)
!209 = distinct !DISubprogram(name: "fnv1a64", scope: !2, file: !2, line: 37, type: !210, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !214)
!210 = !DISubroutineType(types: !211)
!211 = !{!43, !212, !75}
!212 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !213, size: 64)
!213 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!214 = !{!208, !215, !216, !217, !218}
!215 = !DILocalVariable(name: "n", arg: 2, scope: !209, file: !2, line: 37, type: !75)
!216 = !DILocalVariable(name: "p", scope: !209, file: !2, line: 38, type: !37)
!217 = !DILocalVariable(name: "h", scope: !209, file: !2, line: 39, type: !43)
!218 = !DILocalVariable(name: "i", scope: !219, file: !2, line: 40, type: !75)
!219 = distinct !DILexicalBlock(scope: !209, file: !2, line: 40, column: 5)
!220 = !DILocation(line: 0, scope: !209, inlinedAt: !221)
!221 = distinct !DILocation(line: 68, column: 51, scope: !72)
!222 = !DILocation(line: 0, scope: !219, inlinedAt: !221)
!223 = !DILocation(line: 40, column: 5, scope: !219, inlinedAt: !221)
!224 = !DILocation(line: 40, column: 43, scope: !225, inlinedAt: !221)
!225 = distinct !DILexicalBlock(scope: !226, file: !2, line: 40, column: 36)
!226 = distinct !DILexicalBlock(scope: !219, file: !2, line: 40, column: 5)
!227 = !DILocation(line: 40, column: 40, scope: !225, inlinedAt: !221)
!228 = !DILocation(line: 40, column: 51, scope: !225, inlinedAt: !221)
!229 = !DILocation(line: 40, column: 32, scope: !226, inlinedAt: !221)
!230 = distinct !{!230, !223, !231, !124}
!231 = !DILocation(line: 40, column: 72, scope: !219, inlinedAt: !221)
!232 = distinct !{!232, !233}
!233 = !{!"llvm.loop.unroll.disable"}
!234 = !DILocation(line: 28, column: 12, scope: !159, inlinedAt: !169)
!235 = !DILocation(line: 67, column: 9, scope: !72)
!236 = !DILocation(line: 64, column: 29, scope: !73)
!237 = !DILocation(line: 64, column: 23, scope: !73)
!238 = !DILocation(line: 64, column: 5, scope: !70)
!239 = distinct !{!239, !238, !240, !124}
!240 = !DILocation(line: 69, column: 5, scope: !70)
!241 = !DILocation(line: 0, scope: !141, inlinedAt: !242)
!242 = distinct !DILocation(line: 72, column: 54, scope: !31)
!243 = !DILocation(line: 0, scope: !134, inlinedAt: !242)
!244 = !DILocation(line: 18, column: 55, scope: !146, inlinedAt: !242)
!245 = !DILocation(line: 18, column: 61, scope: !146, inlinedAt: !242)
!246 = !DILocation(line: 18, column: 40, scope: !146, inlinedAt: !242)
!247 = !DILocation(line: 18, column: 74, scope: !146, inlinedAt: !242)
!248 = !DILocation(line: 18, column: 69, scope: !146, inlinedAt: !242)
!249 = !DILocation(line: 18, column: 32, scope: !146, inlinedAt: !242)
!250 = !DILocation(line: 18, column: 26, scope: !146, inlinedAt: !242)
!251 = !DILocation(line: 18, column: 5, scope: !141, inlinedAt: !242)
!252 = distinct !{!252, !251, !253, !124}
!253 = !DILocation(line: 18, column: 78, scope: !141, inlinedAt: !242)
!254 = !DILocation(line: 0, scope: !192, inlinedAt: !255)
!255 = distinct !DILocation(line: 72, column: 84, scope: !31)
!256 = !DILocation(line: 0, scope: !186, inlinedAt: !255)
!257 = !DILocation(line: 33, column: 47, scope: !198, inlinedAt: !255)
!258 = !DILocation(line: 33, column: 45, scope: !198, inlinedAt: !255)
!259 = !DILocation(line: 33, column: 53, scope: !198, inlinedAt: !255)
!260 = !DILocation(line: 33, column: 69, scope: !198, inlinedAt: !255)
!261 = !DILocation(line: 33, column: 74, scope: !198, inlinedAt: !255)
!262 = !DILocation(line: 33, column: 32, scope: !199, inlinedAt: !255)
!263 = !DILocation(line: 33, column: 26, scope: !199, inlinedAt: !255)
!264 = !DILocation(line: 33, column: 5, scope: !192, inlinedAt: !255)
!265 = distinct !{!265, !264, !266, !124}
!266 = !DILocation(line: 33, column: 83, scope: !192, inlinedAt: !255)
!267 = !DILocation(line: 34, column: 15, scope: !186, inlinedAt: !255)
!268 = !DILocation(line: 0, scope: !209, inlinedAt: !269)
!269 = distinct !DILocation(line: 73, column: 32, scope: !31)
!270 = !DILocation(line: 0, scope: !219, inlinedAt: !269)
!271 = !DILocation(line: 40, column: 43, scope: !225, inlinedAt: !269)
!272 = !DILocation(line: 40, column: 40, scope: !225, inlinedAt: !269)
!273 = !DILocation(line: 40, column: 51, scope: !225, inlinedAt: !269)
!274 = !DILocation(line: 40, column: 32, scope: !226, inlinedAt: !269)
!275 = !DILocation(line: 40, column: 26, scope: !226, inlinedAt: !269)
!276 = !DILocation(line: 40, column: 5, scope: !219, inlinedAt: !269)
!277 = distinct !{!277, !276, !278, !124}
!278 = !DILocation(line: 40, column: 72, scope: !219, inlinedAt: !269)
!279 = !DILocation(line: 19, column: 14, scope: !134, inlinedAt: !242)
!280 = !DILocation(line: 72, column: 5, scope: !31)
!281 = !DILocation(line: 74, column: 5, scope: !31)
!282 = !DILocation(line: 0, scope: !84)
!283 = !DILocation(line: 75, column: 39, scope: !284)
!284 = distinct !DILexicalBlock(scope: !84, file: !2, line: 75, column: 5)
!285 = !{!286, !286, i64 0}
!286 = !{!"long long", !120, i64 0}
!287 = !DILocation(line: 75, column: 34, scope: !284)
!288 = !DILocation(line: 48, column: 5, scope: !289, inlinedAt: !309)
!289 = distinct !DILexicalBlock(scope: !290, file: !2, line: 48, column: 5)
!290 = distinct !DISubprogram(name: "sipround_mix", scope: !2, file: !2, line: 45, type: !291, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !295)
!291 = !DISubroutineType(types: !292)
!292 = !{!43, !43, !43, !293, !34}
!293 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !294, size: 64)
!294 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !43)
!295 = !{!296, !297, !298, !299, !300, !301, !302, !303, !304, !305}
!296 = !DILocalVariable(name: "k0", arg: 1, scope: !290, file: !2, line: 45, type: !43)
!297 = !DILocalVariable(name: "k1", arg: 2, scope: !290, file: !2, line: 45, type: !43)
!298 = !DILocalVariable(name: "m", arg: 3, scope: !290, file: !2, line: 45, type: !293)
!299 = !DILocalVariable(name: "n", arg: 4, scope: !290, file: !2, line: 45, type: !34)
!300 = !DILocalVariable(name: "v0", scope: !290, file: !2, line: 46, type: !43)
!301 = !DILocalVariable(name: "v1", scope: !290, file: !2, line: 46, type: !43)
!302 = !DILocalVariable(name: "v2", scope: !290, file: !2, line: 47, type: !43)
!303 = !DILocalVariable(name: "v3", scope: !290, file: !2, line: 47, type: !43)
!304 = !DILocalVariable(name: "i", scope: !289, file: !2, line: 48, type: !34)
!305 = !DILocalVariable(name: "r", scope: !306, file: !2, line: 50, type: !34)
!306 = distinct !DILexicalBlock(scope: !307, file: !2, line: 50, column: 9)
!307 = distinct !DILexicalBlock(scope: !308, file: !2, line: 48, column: 33)
!308 = distinct !DILexicalBlock(scope: !289, file: !2, line: 48, column: 5)
!309 = distinct !DILocation(line: 76, column: 56, scope: !31)
!310 = !DILocation(line: 0, scope: !78)
!311 = !DILocation(line: 71, column: 66, scope: !312)
!312 = distinct !DILexicalBlock(scope: !78, file: !2, line: 71, column: 5)
!313 = !DILocation(line: 71, column: 77, scope: !312)
!314 = !DILocation(line: 71, column: 72, scope: !312)
!315 = !DILocation(line: 71, column: 54, scope: !312)
!316 = !DILocation(line: 71, column: 45, scope: !312)
!317 = !DILocation(line: 71, column: 52, scope: !312)
!318 = !DILocation(line: 71, column: 41, scope: !312)
!319 = !DILocation(line: 71, column: 26, scope: !312)
!320 = !DILocation(line: 71, column: 5, scope: !78)
!321 = distinct !{!321, !320, !322, !124}
!322 = !DILocation(line: 71, column: 82, scope: !78)
!323 = !DILocation(line: 0, scope: !289, inlinedAt: !309)
!324 = !DILocation(line: 0, scope: !290, inlinedAt: !309)
!325 = !DILocation(line: 49, column: 15, scope: !307, inlinedAt: !309)
!326 = !DILocation(line: 49, column: 12, scope: !307, inlinedAt: !309)
!327 = !DILocation(line: 0, scope: !306, inlinedAt: !309)
!328 = !DILocation(line: 51, column: 16, scope: !329, inlinedAt: !309)
!329 = distinct !DILexicalBlock(scope: !330, file: !2, line: 50, column: 37)
!330 = distinct !DILexicalBlock(scope: !306, file: !2, line: 50, column: 9)
!331 = !DILocation(line: 51, column: 28, scope: !329, inlinedAt: !309)
!332 = !DILocation(line: 51, column: 45, scope: !329, inlinedAt: !309)
!333 = !DILocation(line: 51, column: 57, scope: !329, inlinedAt: !309)
!334 = !DILocation(line: 52, column: 16, scope: !329, inlinedAt: !309)
!335 = !DILocation(line: 52, column: 28, scope: !329, inlinedAt: !309)
!336 = !DILocation(line: 52, column: 45, scope: !329, inlinedAt: !309)
!337 = !DILocation(line: 53, column: 16, scope: !329, inlinedAt: !309)
!338 = !DILocation(line: 53, column: 28, scope: !329, inlinedAt: !309)
!339 = !DILocation(line: 53, column: 45, scope: !329, inlinedAt: !309)
!340 = !DILocation(line: 54, column: 16, scope: !329, inlinedAt: !309)
!341 = !DILocation(line: 54, column: 28, scope: !329, inlinedAt: !309)
!342 = !DILocation(line: 54, column: 45, scope: !329, inlinedAt: !309)
!343 = !DILocation(line: 54, column: 57, scope: !329, inlinedAt: !309)
!344 = !DILocation(line: 56, column: 12, scope: !307, inlinedAt: !309)
!345 = !DILocation(line: 48, column: 29, scope: !308, inlinedAt: !309)
!346 = !DILocation(line: 48, column: 23, scope: !308, inlinedAt: !309)
!347 = distinct !{!347, !288, !348, !124}
!348 = !DILocation(line: 57, column: 5, scope: !289, inlinedAt: !309)
!349 = !DILocation(line: 58, column: 15, scope: !290, inlinedAt: !309)
!350 = !DILocation(line: 58, column: 20, scope: !290, inlinedAt: !309)
!351 = !DILocation(line: 58, column: 25, scope: !290, inlinedAt: !309)
!352 = !DILocation(line: 76, column: 5, scope: !31)
!353 = !DILocation(line: 78, column: 1, scope: !31)
!354 = !DILocation(line: 77, column: 5, scope: !31)
!355 = !DISubprogram(name: "strlen", scope: !356, file: !356, line: 64, type: !357, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!356 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/string.h", directory: "")
!357 = !DISubroutineType(types: !358)
!358 = !{!42, !65}
!359 = distinct !DISubprogram(name: "printf", scope: !360, file: !360, line: 368, type: !361, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !363)
!360 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!361 = !DISubroutineType(cc: DW_CC_nocall, types: !362)
!362 = !{!34, !65, null}
!363 = !{!364, !365, !366}
!364 = !DILocalVariable(name: "__format", arg: 1, scope: !359, file: !360, line: 368, type: !65)
!365 = !DILocalVariable(name: "__retval", scope: !359, file: !360, line: 370, type: !34)
!366 = !DILocalVariable(name: "__local_argv", scope: !359, file: !360, line: 371, type: !367)
!367 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !368)
!368 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!369 = distinct !DIAssignID()
!370 = !DILocation(line: 0, scope: !359)
!371 = !DILocation(line: 371, column: 3, scope: !359)
!372 = !DILocation(line: 371, column: 35, scope: !359)
!373 = !DILocation(line: 372, column: 32, scope: !359)
!374 = !DILocation(line: 372, column: 50, scope: !359)
!375 = !DILocation(line: 372, column: 14, scope: !359)
!376 = !DILocation(line: 373, column: 3, scope: !359)
!377 = !DILocation(line: 375, column: 1, scope: !359)
!378 = !DILocation(line: 374, column: 3, scope: !359)
!379 = !DISubprogram(name: "__mingw_vfprintf", scope: !360, file: !360, line: 193, type: !380, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!380 = !DISubroutineType(types: !381)
!381 = !{!34, !382, !395, !396}
!382 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !383)
!383 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !384, size: 64)
!384 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !360, line: 47, baseType: !385)
!385 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !360, line: 33, size: 384, align: 64, elements: !386)
!386 = !{!387, !388, !389, !390, !391, !392, !393, !394}
!387 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !385, file: !360, line: 37, baseType: !368, size: 64)
!388 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !385, file: !360, line: 38, baseType: !34, size: 32, offset: 64)
!389 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !385, file: !360, line: 39, baseType: !368, size: 64, offset: 128)
!390 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !385, file: !360, line: 40, baseType: !34, size: 32, offset: 192)
!391 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !385, file: !360, line: 41, baseType: !34, size: 32, offset: 224)
!392 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !385, file: !360, line: 42, baseType: !34, size: 32, offset: 256)
!393 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !385, file: !360, line: 43, baseType: !34, size: 32, offset: 288)
!394 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !385, file: !360, line: 44, baseType: !368, size: 64, offset: 320)
!395 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !65)
!396 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !397, line: 31, baseType: !398)
!397 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!398 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !397, line: 24, baseType: !367)
!399 = !DISubprogram(name: "__acrt_iob_func", scope: !360, file: !360, line: 93, type: !400, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!400 = !DISubroutineType(types: !401)
!401 = !{!383, !59}
