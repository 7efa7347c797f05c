; ModuleID = 'tests/programs/small_ints.c'
source_filename = "tests/programs/small_ints.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [19 x i8] c"wrap: %u %d %u %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [19 x i8] c"promote: %d %d %u\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [20 x i8] c"blend: %u %u %u %u\0A\00", align 1, !dbg !9
@.str.3 = private unnamed_addr constant [8 x i8] c"mix %d \00", align 1, !dbg !14
@.str.5 = private unnamed_addr constant [24 x i8] c"checksum16 = %04x %04x\0A\00", align 1, !dbg !19
@.str.6 = private unnamed_addr constant [16 x i8] c"hist hash = %u\0A\00", align 1, !dbg !24
@.str.7 = private unnamed_addr constant [17 x i8] c"byte ops = %02x\0A\00", align 1, !dbg !29
@.str.8 = private unnamed_addr constant [15 x i8] c"neg: %d %d %d\0A\00", align 1, !dbg !34

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !77 {
    #dbg_assign(i1 undef, !97, !DIExpression(), !122, ptr poison, !DIExpression(), !123)
  %1 = alloca [33 x i8], align 1, !DIAssignID !124
    #dbg_assign(i1 undef, !107, !DIExpression(), !124, ptr %1, !DIExpression(), !123)
  %2 = alloca [16 x i16], align 2, !DIAssignID !125
    #dbg_assign(i1 undef, !113, !DIExpression(), !125, ptr %2, !DIExpression(), !123)
    #dbg_value(i8 -6, !82, !DIExpression(), !123)
    #dbg_value(i8 120, !83, !DIExpression(), !123)
    #dbg_value(i16 -6, !84, !DIExpression(), !123)
    #dbg_value(i16 32760, !85, !DIExpression(), !123)
    #dbg_value(i8 poison, !82, !DIExpression(), !123)
    #dbg_value(i8 poison, !83, !DIExpression(), !123)
    #dbg_value(i16 poison, !84, !DIExpression(), !123)
    #dbg_value(i16 poison, !85, !DIExpression(), !123)
  %3 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 4, i32 noundef signext -126, i32 noundef signext 24, i32 noundef signext -32756), !dbg !126
  %4 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 16, i32 noundef signext 15876, i32 noundef signext 576), !dbg !127
    #dbg_value(i32 -2144181048, !88, !DIExpression(), !123)
    #dbg_value(i32 -14806006, !95, !DIExpression(), !123)
    #dbg_value(i8 105, !96, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !123)
    #dbg_value(i8 60, !96, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !123)
    #dbg_value(i8 40, !96, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !123)
    #dbg_value(i8 -1, !96, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !123)
  %5 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 105, i32 noundef signext 60, i32 noundef signext 40, i32 noundef signext 255), !dbg !128
    #dbg_assign(i1 undef, !97, !DIExpression(), !129, ptr poison, !DIExpression(), !123)
    #dbg_value(i32 0, !105, !DIExpression(), !130)
    #dbg_value(i64 0, !105, !DIExpression(), !130)
  %6 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 32767), !dbg !131
    #dbg_value(i64 1, !105, !DIExpression(), !130)
  %7 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext -32768), !dbg !131
    #dbg_value(i64 2, !105, !DIExpression(), !130)
  %8 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext -1000), !dbg !131
    #dbg_value(i64 3, !105, !DIExpression(), !130)
  %9 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 6199), !dbg !131
    #dbg_value(i64 4, !105, !DIExpression(), !130)
  %10 = tail call i32 @putchar(i32 10), !dbg !133
  call void @llvm.lifetime.start.p0(i64 33, ptr nonnull %1) #5, !dbg !134
    #dbg_value(i32 0, !111, !DIExpression(), !135)
  br label %142, !dbg !136

11:                                               ; preds = %18
  %12 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !137
  %13 = load i8, ptr %12, align 1, !dbg !137, !tbaa !151
  %14 = zext i8 %13 to i32, !dbg !154
  %15 = shl nuw nsw i32 %14, 8, !dbg !155
  %16 = add i32 %15, %30, !dbg !156
    #dbg_value(i32 %16, !147, !DIExpression(), !157)
    #dbg_value(i32 %16, !147, !DIExpression(), !157)
  %17 = icmp ult i32 %16, 65536, !dbg !158
  br i1 %17, label %40, label %34, !dbg !158

18:                                               ; preds = %142, %18
  %19 = phi i64 [ %31, %18 ], [ 0, %142 ]
  %20 = phi i32 [ %30, %18 ], [ 0, %142 ]
  %21 = or disjoint i64 %19, 1, !dbg !159
    #dbg_value(i64 %19, !148, !DIExpression(), !161)
    #dbg_value(i32 %20, !147, !DIExpression(), !157)
  %22 = getelementptr inbounds i8, ptr %1, i64 %19, !dbg !159
  %23 = load i8, ptr %22, align 1, !dbg !159, !tbaa !151
  %24 = zext i8 %23 to i32, !dbg !159
  %25 = shl nuw nsw i32 %24, 8, !dbg !162
  %26 = getelementptr inbounds i8, ptr %1, i64 %21, !dbg !163
  %27 = load i8, ptr %26, align 1, !dbg !163, !tbaa !151
  %28 = zext i8 %27 to i32, !dbg !163
  %29 = or disjoint i32 %25, %28, !dbg !164
  %30 = add i32 %29, %20, !dbg !165
    #dbg_value(i32 %30, !147, !DIExpression(), !157)
  %31 = add nuw nsw i64 %19, 2, !dbg !166
    #dbg_value(i64 %31, !148, !DIExpression(), !161)
  %32 = or disjoint i64 %31, 1, !dbg !167
  %33 = icmp ult i64 %32, 33, !dbg !168
  br i1 %33, label %18, label %11, !dbg !169, !llvm.loop !170

34:                                               ; preds = %11, %34
  %35 = phi i32 [ %38, %34 ], [ %16, %11 ]
    #dbg_value(i32 %35, !147, !DIExpression(), !157)
  %36 = lshr i32 %35, 16, !dbg !173
  %37 = and i32 %35, 65535, !dbg !174
  %38 = add nuw nsw i32 %37, %36, !dbg !175
    #dbg_value(i32 %38, !147, !DIExpression(), !157)
  %39 = icmp ult i32 %38, 65536, !dbg !158
  br i1 %39, label %40, label %34, !dbg !158, !llvm.loop !176

40:                                               ; preds = %34, %11
  %41 = phi i32 [ %16, %11 ], [ %38, %34 ], !dbg !157
    #dbg_value(ptr %1, !145, !DIExpression(), !178)
    #dbg_value(i32 20, !146, !DIExpression(), !178)
    #dbg_value(i64 0, !148, !DIExpression(), !180)
    #dbg_value(i32 0, !147, !DIExpression(), !178)
  %42 = load i8, ptr %1, align 1, !dbg !181, !tbaa !151
  %43 = zext i8 %42 to i32, !dbg !181
  %44 = shl nuw nsw i32 %43, 8, !dbg !182
  %45 = getelementptr inbounds i8, ptr %1, i64 1, !dbg !183
  %46 = load i8, ptr %45, align 1, !dbg !183, !tbaa !151
  %47 = zext i8 %46 to i32, !dbg !183
  %48 = or disjoint i32 %44, %47, !dbg !184
    #dbg_value(i32 %48, !147, !DIExpression(), !178)
    #dbg_value(i64 2, !148, !DIExpression(), !180)
  %49 = getelementptr inbounds i8, ptr %1, i64 2, !dbg !181
  %50 = load i8, ptr %49, align 1, !dbg !181, !tbaa !151
  %51 = zext i8 %50 to i32, !dbg !181
  %52 = shl nuw nsw i32 %51, 8, !dbg !182
  %53 = getelementptr inbounds i8, ptr %1, i64 3, !dbg !183
  %54 = load i8, ptr %53, align 1, !dbg !183, !tbaa !151
  %55 = zext i8 %54 to i32, !dbg !183
  %56 = or disjoint i32 %52, %55, !dbg !184
  %57 = add nuw nsw i32 %56, %48, !dbg !185
    #dbg_value(i32 %57, !147, !DIExpression(), !178)
    #dbg_value(i64 4, !148, !DIExpression(), !180)
  %58 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !181
  %59 = load i8, ptr %58, align 1, !dbg !181, !tbaa !151
  %60 = zext i8 %59 to i32, !dbg !181
  %61 = shl nuw nsw i32 %60, 8, !dbg !182
  %62 = getelementptr inbounds i8, ptr %1, i64 5, !dbg !183
  %63 = load i8, ptr %62, align 1, !dbg !183, !tbaa !151
  %64 = zext i8 %63 to i32, !dbg !183
  %65 = or disjoint i32 %61, %64, !dbg !184
  %66 = add nuw nsw i32 %65, %57, !dbg !185
    #dbg_value(i32 %66, !147, !DIExpression(), !178)
    #dbg_value(i64 6, !148, !DIExpression(), !180)
  %67 = getelementptr inbounds i8, ptr %1, i64 6, !dbg !181
  %68 = load i8, ptr %67, align 1, !dbg !181, !tbaa !151
  %69 = zext i8 %68 to i32, !dbg !181
  %70 = shl nuw nsw i32 %69, 8, !dbg !182
  %71 = getelementptr inbounds i8, ptr %1, i64 7, !dbg !183
  %72 = load i8, ptr %71, align 1, !dbg !183, !tbaa !151
  %73 = zext i8 %72 to i32, !dbg !183
  %74 = or disjoint i32 %70, %73, !dbg !184
  %75 = add nuw nsw i32 %74, %66, !dbg !185
    #dbg_value(i32 %75, !147, !DIExpression(), !178)
    #dbg_value(i64 8, !148, !DIExpression(), !180)
  %76 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !181
  %77 = load i8, ptr %76, align 1, !dbg !181, !tbaa !151
  %78 = zext i8 %77 to i32, !dbg !181
  %79 = shl nuw nsw i32 %78, 8, !dbg !182
  %80 = getelementptr inbounds i8, ptr %1, i64 9, !dbg !183
  %81 = load i8, ptr %80, align 1, !dbg !183, !tbaa !151
  %82 = zext i8 %81 to i32, !dbg !183
  %83 = or disjoint i32 %79, %82, !dbg !184
  %84 = add nuw nsw i32 %83, %75, !dbg !185
    #dbg_value(i32 %84, !147, !DIExpression(), !178)
    #dbg_value(i64 10, !148, !DIExpression(), !180)
  %85 = getelementptr inbounds i8, ptr %1, i64 10, !dbg !181
  %86 = load i8, ptr %85, align 1, !dbg !181, !tbaa !151
  %87 = zext i8 %86 to i32, !dbg !181
  %88 = shl nuw nsw i32 %87, 8, !dbg !182
  %89 = getelementptr inbounds i8, ptr %1, i64 11, !dbg !183
  %90 = load i8, ptr %89, align 1, !dbg !183, !tbaa !151
  %91 = zext i8 %90 to i32, !dbg !183
  %92 = or disjoint i32 %88, %91, !dbg !184
  %93 = add nuw nsw i32 %92, %84, !dbg !185
    #dbg_value(i32 %93, !147, !DIExpression(), !178)
    #dbg_value(i64 12, !148, !DIExpression(), !180)
  %94 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !181
  %95 = load i8, ptr %94, align 1, !dbg !181, !tbaa !151
  %96 = zext i8 %95 to i32, !dbg !181
  %97 = shl nuw nsw i32 %96, 8, !dbg !182
  %98 = getelementptr inbounds i8, ptr %1, i64 13, !dbg !183
  %99 = load i8, ptr %98, align 1, !dbg !183, !tbaa !151
  %100 = zext i8 %99 to i32, !dbg !183
  %101 = or disjoint i32 %97, %100, !dbg !184
  %102 = add nuw nsw i32 %101, %93, !dbg !185
    #dbg_value(i32 %102, !147, !DIExpression(), !178)
    #dbg_value(i64 14, !148, !DIExpression(), !180)
  %103 = getelementptr inbounds i8, ptr %1, i64 14, !dbg !181
  %104 = load i8, ptr %103, align 1, !dbg !181, !tbaa !151
  %105 = zext i8 %104 to i32, !dbg !181
  %106 = shl nuw nsw i32 %105, 8, !dbg !182
  %107 = getelementptr inbounds i8, ptr %1, i64 15, !dbg !183
  %108 = load i8, ptr %107, align 1, !dbg !183, !tbaa !151
  %109 = zext i8 %108 to i32, !dbg !183
  %110 = or disjoint i32 %106, %109, !dbg !184
  %111 = add nuw nsw i32 %110, %102, !dbg !185
    #dbg_value(i32 %111, !147, !DIExpression(), !178)
    #dbg_value(i64 16, !148, !DIExpression(), !180)
  %112 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !181
  %113 = load i8, ptr %112, align 1, !dbg !181, !tbaa !151
  %114 = zext i8 %113 to i32, !dbg !181
  %115 = shl nuw nsw i32 %114, 8, !dbg !182
  %116 = getelementptr inbounds i8, ptr %1, i64 17, !dbg !183
  %117 = load i8, ptr %116, align 1, !dbg !183, !tbaa !151
  %118 = zext i8 %117 to i32, !dbg !183
  %119 = or disjoint i32 %115, %118, !dbg !184
  %120 = add nuw nsw i32 %119, %111, !dbg !185
    #dbg_value(i32 %120, !147, !DIExpression(), !178)
    #dbg_value(i64 18, !148, !DIExpression(), !180)
  %121 = getelementptr inbounds i8, ptr %1, i64 18, !dbg !181
  %122 = load i8, ptr %121, align 1, !dbg !181, !tbaa !151
  %123 = zext i8 %122 to i32, !dbg !181
  %124 = shl nuw nsw i32 %123, 8, !dbg !182
  %125 = getelementptr inbounds i8, ptr %1, i64 19, !dbg !183
  %126 = load i8, ptr %125, align 1, !dbg !183, !tbaa !151
  %127 = zext i8 %126 to i32, !dbg !183
  %128 = or disjoint i32 %124, %127, !dbg !184
  %129 = add nuw nsw i32 %128, %120, !dbg !185
    #dbg_value(i32 %129, !147, !DIExpression(), !178)
    #dbg_value(i64 20, !148, !DIExpression(), !180)
  %130 = xor i32 %41, 65535, !dbg !186
  %131 = icmp ult i32 %129, 65536, !dbg !187
  br i1 %131, label %138, label %132, !dbg !187

132:                                              ; preds = %40, %132
  %133 = phi i32 [ %136, %132 ], [ %129, %40 ]
    #dbg_value(i32 %133, !147, !DIExpression(), !178)
  %134 = lshr i32 %133, 16, !dbg !188
  %135 = and i32 %133, 65535, !dbg !189
  %136 = add nuw nsw i32 %135, %134, !dbg !190
    #dbg_value(i32 %136, !147, !DIExpression(), !178)
  %137 = icmp ult i32 %136, 65536, !dbg !187
  br i1 %137, label %138, label %132, !dbg !187, !llvm.loop !191

138:                                              ; preds = %132, %40
  %139 = phi i32 [ %129, %40 ], [ %136, %132 ], !dbg !178
  %140 = xor i32 %139, 65535, !dbg !193
  %141 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext %130, i32 noundef signext %140), !dbg !194
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #5, !dbg !195
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 2 dereferenceable(32) %2, i8 0, i64 32, i1 false), !dbg !196, !DIAssignID !197
    #dbg_assign(i8 0, !113, !DIExpression(), !197, ptr %2, !DIExpression(), !123)
    #dbg_value(i32 0, !115, !DIExpression(), !198)
  br label %150, !dbg !199

142:                                              ; preds = %0, %142
  %143 = phi i64 [ 0, %0 ], [ %148, %142 ]
    #dbg_value(i64 %143, !111, !DIExpression(), !135)
  %144 = trunc i64 %143 to i8, !dbg !200
  %145 = mul i8 %144, 37, !dbg !200
  %146 = add i8 %145, 11, !dbg !200
  %147 = getelementptr inbounds [33 x i8], ptr %1, i64 0, i64 %143, !dbg !202
  store i8 %146, ptr %147, align 1, !dbg !203, !tbaa !151
  %148 = add nuw nsw i64 %143, 1, !dbg !204
    #dbg_value(i64 %148, !111, !DIExpression(), !135)
  %149 = icmp eq i64 %148, 33, !dbg !205
  br i1 %149, label %18, label %142, !dbg !136, !llvm.loop !206

150:                                              ; preds = %138, %150
  %151 = phi i32 [ 0, %138 ], [ %165, %150 ]
    #dbg_value(i32 %151, !115, !DIExpression(), !198)
  %152 = mul nuw nsw i32 %151, 7, !dbg !208
  %153 = trunc nuw i32 %151 to i16, !dbg !210
  %154 = udiv i16 %153, 3, !dbg !210
  %155 = zext nneg i16 %154 to i32, !dbg !210
  %156 = add nuw nsw i32 %152, %155, !dbg !211
  %157 = and i32 %156, 15, !dbg !212
  %158 = zext nneg i32 %157 to i64, !dbg !213
  %159 = getelementptr inbounds [16 x i16], ptr %2, i64 0, i64 %158, !dbg !213
  %160 = load i16, ptr %159, align 2, !dbg !213, !tbaa !214
  %161 = and i32 %151, 1, !dbg !216
  %162 = icmp eq i32 %161, 0, !dbg !217
  %163 = select i1 %162, i16 -2, i16 1, !dbg !217
  %164 = add i16 %160, %163, !dbg !218
  store i16 %164, ptr %159, align 2, !dbg !219, !tbaa !214
  %165 = add nuw nsw i32 %151, 1, !dbg !220
    #dbg_value(i32 %165, !115, !DIExpression(), !198)
  %166 = icmp eq i32 %165, 1000, !dbg !221
  br i1 %166, label %167, label %150, !dbg !199, !llvm.loop !222

167:                                              ; preds = %150
    #dbg_value(i64 0, !118, !DIExpression(), !224)
    #dbg_value(i32 0, !117, !DIExpression(), !123)
  %168 = load i16, ptr %2, align 2, !dbg !225, !tbaa !214
  %169 = sext i16 %168 to i32, !dbg !227
    #dbg_value(i32 %169, !117, !DIExpression(), !123)
    #dbg_value(i64 1, !118, !DIExpression(), !224)
  %170 = mul nsw i32 %169, 5, !dbg !228
  %171 = getelementptr inbounds i8, ptr %2, i64 2, !dbg !225
  %172 = load i16, ptr %171, align 2, !dbg !225, !tbaa !214
  %173 = sext i16 %172 to i32, !dbg !227
  %174 = add nsw i32 %170, %173, !dbg !229
    #dbg_value(i32 %174, !117, !DIExpression(), !123)
    #dbg_value(i64 2, !118, !DIExpression(), !224)
  %175 = mul nsw i32 %174, 5, !dbg !228
  %176 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !225
  %177 = load i16, ptr %176, align 2, !dbg !225, !tbaa !214
  %178 = sext i16 %177 to i32, !dbg !227
  %179 = add nsw i32 %175, %178, !dbg !229
    #dbg_value(i32 %179, !117, !DIExpression(), !123)
    #dbg_value(i64 3, !118, !DIExpression(), !224)
  %180 = mul nsw i32 %179, 5, !dbg !228
  %181 = getelementptr inbounds i8, ptr %2, i64 6, !dbg !225
  %182 = load i16, ptr %181, align 2, !dbg !225, !tbaa !214
  %183 = sext i16 %182 to i32, !dbg !227
  %184 = add nsw i32 %180, %183, !dbg !229
    #dbg_value(i32 %184, !117, !DIExpression(), !123)
    #dbg_value(i64 4, !118, !DIExpression(), !224)
  %185 = mul nsw i32 %184, 5, !dbg !228
  %186 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !225
  %187 = load i16, ptr %186, align 2, !dbg !225, !tbaa !214
  %188 = sext i16 %187 to i32, !dbg !227
  %189 = add nsw i32 %185, %188, !dbg !229
    #dbg_value(i32 %189, !117, !DIExpression(), !123)
    #dbg_value(i64 5, !118, !DIExpression(), !224)
  %190 = mul nsw i32 %189, 5, !dbg !228
  %191 = getelementptr inbounds i8, ptr %2, i64 10, !dbg !225
  %192 = load i16, ptr %191, align 2, !dbg !225, !tbaa !214
  %193 = sext i16 %192 to i32, !dbg !227
  %194 = add nsw i32 %190, %193, !dbg !229
    #dbg_value(i32 %194, !117, !DIExpression(), !123)
    #dbg_value(i64 6, !118, !DIExpression(), !224)
  %195 = mul nsw i32 %194, 5, !dbg !228
  %196 = getelementptr inbounds i8, ptr %2, i64 12, !dbg !225
  %197 = load i16, ptr %196, align 2, !dbg !225, !tbaa !214
  %198 = sext i16 %197 to i32, !dbg !227
  %199 = add nsw i32 %195, %198, !dbg !229
    #dbg_value(i32 %199, !117, !DIExpression(), !123)
    #dbg_value(i64 7, !118, !DIExpression(), !224)
  %200 = mul i32 %199, 5, !dbg !228
  %201 = getelementptr inbounds i8, ptr %2, i64 14, !dbg !225
  %202 = load i16, ptr %201, align 2, !dbg !225, !tbaa !214
  %203 = sext i16 %202 to i32, !dbg !227
  %204 = add i32 %200, %203, !dbg !229
    #dbg_value(i32 %204, !117, !DIExpression(), !123)
    #dbg_value(i64 8, !118, !DIExpression(), !224)
  %205 = mul i32 %204, 5, !dbg !228
  %206 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !225
  %207 = load i16, ptr %206, align 2, !dbg !225, !tbaa !214
  %208 = sext i16 %207 to i32, !dbg !227
  %209 = add i32 %205, %208, !dbg !229
    #dbg_value(i32 %209, !117, !DIExpression(), !123)
    #dbg_value(i64 9, !118, !DIExpression(), !224)
  %210 = mul i32 %209, 5, !dbg !228
  %211 = getelementptr inbounds i8, ptr %2, i64 18, !dbg !225
  %212 = load i16, ptr %211, align 2, !dbg !225, !tbaa !214
  %213 = sext i16 %212 to i32, !dbg !227
  %214 = add i32 %210, %213, !dbg !229
    #dbg_value(i32 %214, !117, !DIExpression(), !123)
    #dbg_value(i64 10, !118, !DIExpression(), !224)
  %215 = mul i32 %214, 5, !dbg !228
  %216 = getelementptr inbounds i8, ptr %2, i64 20, !dbg !225
  %217 = load i16, ptr %216, align 2, !dbg !225, !tbaa !214
  %218 = sext i16 %217 to i32, !dbg !227
  %219 = add i32 %215, %218, !dbg !229
    #dbg_value(i32 %219, !117, !DIExpression(), !123)
    #dbg_value(i64 11, !118, !DIExpression(), !224)
  %220 = mul i32 %219, 5, !dbg !228
  %221 = getelementptr inbounds i8, ptr %2, i64 22, !dbg !225
  %222 = load i16, ptr %221, align 2, !dbg !225, !tbaa !214
  %223 = sext i16 %222 to i32, !dbg !227
  %224 = add i32 %220, %223, !dbg !229
    #dbg_value(i32 %224, !117, !DIExpression(), !123)
    #dbg_value(i64 12, !118, !DIExpression(), !224)
  %225 = mul i32 %224, 5, !dbg !228
  %226 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !225
  %227 = load i16, ptr %226, align 2, !dbg !225, !tbaa !214
  %228 = sext i16 %227 to i32, !dbg !227
  %229 = add i32 %225, %228, !dbg !229
    #dbg_value(i32 %229, !117, !DIExpression(), !123)
    #dbg_value(i64 13, !118, !DIExpression(), !224)
  %230 = mul i32 %229, 5, !dbg !228
  %231 = getelementptr inbounds i8, ptr %2, i64 26, !dbg !225
  %232 = load i16, ptr %231, align 2, !dbg !225, !tbaa !214
  %233 = sext i16 %232 to i32, !dbg !227
  %234 = add i32 %230, %233, !dbg !229
    #dbg_value(i32 %234, !117, !DIExpression(), !123)
    #dbg_value(i64 14, !118, !DIExpression(), !224)
  %235 = mul i32 %234, 5, !dbg !228
  %236 = getelementptr inbounds i8, ptr %2, i64 28, !dbg !225
  %237 = load i16, ptr %236, align 2, !dbg !225, !tbaa !214
  %238 = sext i16 %237 to i32, !dbg !227
  %239 = add i32 %235, %238, !dbg !229
    #dbg_value(i32 %239, !117, !DIExpression(), !123)
    #dbg_value(i64 15, !118, !DIExpression(), !224)
  %240 = mul i32 %239, 5, !dbg !228
  %241 = getelementptr inbounds i8, ptr %2, i64 30, !dbg !225
  %242 = load i16, ptr %241, align 2, !dbg !225, !tbaa !214
  %243 = sext i16 %242 to i32, !dbg !227
  %244 = add i32 %240, %243, !dbg !229
    #dbg_value(i32 %244, !117, !DIExpression(), !123)
    #dbg_value(i64 16, !118, !DIExpression(), !224)
  %245 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext %244), !dbg !230
    #dbg_value(i8 -58, !120, !DIExpression(), !123)
  %246 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 198), !dbg !231
    #dbg_value(i8 -128, !121, !DIExpression(), !123)
  %247 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext 128, i32 noundef signext -128, i32 noundef signext 128), !dbg !232
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #5, !dbg !233
  call void @llvm.lifetime.end.p0(i64 33, ptr nonnull %1) #5, !dbg !233
  ret i32 0, !dbg !234
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !235 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef signext) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!39}
!llvm.module.flags = !{!65, !66, !67, !68, !69, !71, !72, !73, !74, !75}
!llvm.ident = !{!76}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/small_ints.c", directory: ".", checksumkind: CSK_MD5, checksum: "e31a658a6fb89a5b23bd5e3ffa2d4048")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 19)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 20)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 8)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 24)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 16)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 17)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 15)
!39 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !40, globals: !59, splitDebugInlining: false, nameTableKind: None)
!40 = !{!41, !46, !49, !50, !54, !57}
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !42, line: 24, baseType: !43)
!42 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !44, line: 37, baseType: !45)
!44 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!45 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !42, line: 25, baseType: !47)
!47 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !44, line: 39, baseType: !48)
!48 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!49 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !51, line: 25, baseType: !52)
!51 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !44, line: 40, baseType: !53)
!53 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !51, line: 24, baseType: !55)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !44, line: 38, baseType: !56)
!56 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !51, line: 26, baseType: !58)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !44, line: 42, baseType: !49)
!59 = !{!0, !7, !9, !14, !60, !19, !24, !29, !34}
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 2)
!65 = !{i32 7, !"Dwarf Version", i32 5}
!66 = !{i32 2, !"Debug Info Version", i32 3}
!67 = !{i32 1, !"wchar_size", i32 4}
!68 = !{i32 1, !"target-abi", !"lp64d"}
!69 = !{i32 6, !"riscv-isa", !70}
!70 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!71 = !{i32 8, !"PIC Level", i32 2}
!72 = !{i32 7, !"PIE Level", i32 2}
!73 = !{i32 7, !"uwtable", i32 2}
!74 = !{i32 8, !"SmallDataLimit", i32 8}
!75 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!76 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!77 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 31, type: !78, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !81)
!78 = !DISubroutineType(types: !79)
!79 = !{!80}
!80 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!81 = !{!82, !83, !84, !85, !86, !88, !95, !96, !97, !105, !107, !111, !113, !115, !117, !118, !120, !121}
!82 = !DILocalVariable(name: "u8", scope: !77, file: !2, line: 32, type: !54)
!83 = !DILocalVariable(name: "s8", scope: !77, file: !2, line: 33, type: !41)
!84 = !DILocalVariable(name: "u16", scope: !77, file: !2, line: 34, type: !50)
!85 = !DILocalVariable(name: "s16", scope: !77, file: !2, line: 35, type: !46)
!86 = !DILocalVariable(name: "i", scope: !87, file: !2, line: 36, type: !80)
!87 = distinct !DILexicalBlock(scope: !77, file: !2, line: 36, column: 5)
!88 = !DILocalVariable(name: "a", scope: !77, file: !2, line: 44, type: !89)
!89 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pixel", file: !2, line: 6, size: 32, elements: !90)
!90 = !{!91, !92, !93, !94}
!91 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !89, file: !2, line: 6, baseType: !54, size: 8)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "g", scope: !89, file: !2, line: 6, baseType: !54, size: 8, offset: 8)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !89, file: !2, line: 6, baseType: !54, size: 8, offset: 16)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !89, file: !2, line: 6, baseType: !54, size: 8, offset: 24)
!95 = !DILocalVariable(name: "b", scope: !77, file: !2, line: 44, type: !89)
!96 = !DILocalVariable(name: "c", scope: !77, file: !2, line: 45, type: !89)
!97 = !DILocalVariable(name: "ss", scope: !77, file: !2, line: 47, type: !98)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !99, size: 128, elements: !103)
!99 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Sample", file: !2, line: 7, size: 32, elements: !100)
!100 = !{!101, !102}
!101 = !DIDerivedType(tag: DW_TAG_member, name: "left", scope: !99, file: !2, line: 7, baseType: !46, size: 16)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "right", scope: !99, file: !2, line: 7, baseType: !46, size: 16, offset: 16)
!103 = !{!104}
!104 = !DISubrange(count: 4)
!105 = !DILocalVariable(name: "i", scope: !106, file: !2, line: 48, type: !80)
!106 = distinct !DILexicalBlock(scope: !77, file: !2, line: 48, column: 5)
!107 = !DILocalVariable(name: "packet", scope: !77, file: !2, line: 50, type: !108)
!108 = !DICompositeType(tag: DW_TAG_array_type, baseType: !54, size: 264, elements: !109)
!109 = !{!110}
!110 = !DISubrange(count: 33)
!111 = !DILocalVariable(name: "i", scope: !112, file: !2, line: 51, type: !80)
!112 = distinct !DILexicalBlock(scope: !77, file: !2, line: 51, column: 5)
!113 = !DILocalVariable(name: "hist", scope: !77, file: !2, line: 53, type: !114)
!114 = !DICompositeType(tag: DW_TAG_array_type, baseType: !46, size: 256, elements: !27)
!115 = !DILocalVariable(name: "i", scope: !116, file: !2, line: 54, type: !80)
!116 = distinct !DILexicalBlock(scope: !77, file: !2, line: 54, column: 5)
!117 = !DILocalVariable(name: "hs", scope: !77, file: !2, line: 55, type: !49)
!118 = !DILocalVariable(name: "i", scope: !119, file: !2, line: 56, type: !80)
!119 = distinct !DILexicalBlock(scope: !77, file: !2, line: 56, column: 5)
!120 = !DILocalVariable(name: "x", scope: !77, file: !2, line: 58, type: !54)
!121 = !DILocalVariable(name: "neg", scope: !77, file: !2, line: 63, type: !41)
!122 = distinct !DIAssignID()
!123 = !DILocation(line: 0, scope: !77)
!124 = distinct !DIAssignID()
!125 = distinct !DIAssignID()
!126 = !DILocation(line: 42, column: 5, scope: !77)
!127 = !DILocation(line: 43, column: 5, scope: !77)
!128 = !DILocation(line: 46, column: 5, scope: !77)
!129 = distinct !DIAssignID()
!130 = !DILocation(line: 0, scope: !106)
!131 = !DILocation(line: 48, column: 33, scope: !132)
!132 = distinct !DILexicalBlock(scope: !106, file: !2, line: 48, column: 5)
!133 = !DILocation(line: 49, column: 5, scope: !77)
!134 = !DILocation(line: 50, column: 5, scope: !77)
!135 = !DILocation(line: 0, scope: !112)
!136 = !DILocation(line: 51, column: 5, scope: !112)
!137 = !DILocation(line: 26, column: 31, scope: !138, inlinedAt: !150)
!138 = distinct !DILexicalBlock(scope: !139, file: !2, line: 26, column: 9)
!139 = distinct !DISubprogram(name: "checksum16", scope: !2, file: !2, line: 23, type: !140, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !144)
!140 = !DISubroutineType(types: !141)
!141 = !{!50, !142, !80}
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !143, size: 64)
!143 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !54)
!144 = !{!145, !146, !147, !148}
!145 = !DILocalVariable(name: "p", arg: 1, scope: !139, file: !2, line: 23, type: !142)
!146 = !DILocalVariable(name: "n", arg: 2, scope: !139, file: !2, line: 23, type: !80)
!147 = !DILocalVariable(name: "s", scope: !139, file: !2, line: 24, type: !57)
!148 = !DILocalVariable(name: "i", scope: !149, file: !2, line: 25, type: !80)
!149 = distinct !DILexicalBlock(scope: !139, file: !2, line: 25, column: 5)
!150 = distinct !DILocation(line: 52, column: 40, scope: !77)
!151 = !{!152, !152, i64 0}
!152 = !{!"omnipotent char", !153, i64 0}
!153 = !{!"Simple C/C++ TBAA"}
!154 = !DILocation(line: 26, column: 21, scope: !138, inlinedAt: !150)
!155 = !DILocation(line: 26, column: 40, scope: !138, inlinedAt: !150)
!156 = !DILocation(line: 26, column: 18, scope: !138, inlinedAt: !150)
!157 = !DILocation(line: 0, scope: !139, inlinedAt: !150)
!158 = !DILocation(line: 27, column: 5, scope: !139, inlinedAt: !150)
!159 = !DILocation(line: 25, column: 56, scope: !160, inlinedAt: !150)
!160 = distinct !DILexicalBlock(scope: !149, file: !2, line: 25, column: 5)
!161 = !DILocation(line: 0, scope: !149, inlinedAt: !150)
!162 = !DILocation(line: 25, column: 61, scope: !160, inlinedAt: !150)
!163 = !DILocation(line: 25, column: 68, scope: !160, inlinedAt: !150)
!164 = !DILocation(line: 25, column: 66, scope: !160, inlinedAt: !150)
!165 = !DILocation(line: 25, column: 42, scope: !160, inlinedAt: !150)
!166 = !DILocation(line: 25, column: 34, scope: !160, inlinedAt: !150)
!167 = !DILocation(line: 25, column: 23, scope: !160, inlinedAt: !150)
!168 = !DILocation(line: 25, column: 27, scope: !160, inlinedAt: !150)
!169 = !DILocation(line: 25, column: 5, scope: !149, inlinedAt: !150)
!170 = distinct !{!170, !169, !171, !172}
!171 = !DILocation(line: 25, column: 76, scope: !149, inlinedAt: !150)
!172 = !{!"llvm.loop.mustprogress"}
!173 = !DILocation(line: 27, column: 14, scope: !139, inlinedAt: !150)
!174 = !DILocation(line: 27, column: 28, scope: !139, inlinedAt: !150)
!175 = !DILocation(line: 27, column: 38, scope: !139, inlinedAt: !150)
!176 = distinct !{!176, !158, !177, !172}
!177 = !DILocation(line: 27, column: 48, scope: !139, inlinedAt: !150)
!178 = !DILocation(line: 0, scope: !139, inlinedAt: !179)
!179 = distinct !DILocation(line: 52, column: 64, scope: !77)
!180 = !DILocation(line: 0, scope: !149, inlinedAt: !179)
!181 = !DILocation(line: 25, column: 56, scope: !160, inlinedAt: !179)
!182 = !DILocation(line: 25, column: 61, scope: !160, inlinedAt: !179)
!183 = !DILocation(line: 25, column: 68, scope: !160, inlinedAt: !179)
!184 = !DILocation(line: 25, column: 66, scope: !160, inlinedAt: !179)
!185 = !DILocation(line: 25, column: 42, scope: !160, inlinedAt: !179)
!186 = !DILocation(line: 28, column: 12, scope: !139, inlinedAt: !150)
!187 = !DILocation(line: 27, column: 5, scope: !139, inlinedAt: !179)
!188 = !DILocation(line: 27, column: 14, scope: !139, inlinedAt: !179)
!189 = !DILocation(line: 27, column: 28, scope: !139, inlinedAt: !179)
!190 = !DILocation(line: 27, column: 38, scope: !139, inlinedAt: !179)
!191 = distinct !{!191, !187, !192, !172}
!192 = !DILocation(line: 27, column: 48, scope: !139, inlinedAt: !179)
!193 = !DILocation(line: 28, column: 12, scope: !139, inlinedAt: !179)
!194 = !DILocation(line: 52, column: 5, scope: !77)
!195 = !DILocation(line: 53, column: 5, scope: !77)
!196 = !DILocation(line: 53, column: 13, scope: !77)
!197 = distinct !DIAssignID()
!198 = !DILocation(line: 0, scope: !116)
!199 = !DILocation(line: 54, column: 5, scope: !116)
!200 = !DILocation(line: 51, column: 46, scope: !201)
!201 = distinct !DILexicalBlock(scope: !112, file: !2, line: 51, column: 5)
!202 = !DILocation(line: 51, column: 34, scope: !201)
!203 = !DILocation(line: 51, column: 44, scope: !201)
!204 = !DILocation(line: 51, column: 30, scope: !201)
!205 = !DILocation(line: 51, column: 23, scope: !201)
!206 = distinct !{!206, !136, !207, !172}
!207 = !DILocation(line: 51, column: 67, scope: !112)
!208 = !DILocation(line: 54, column: 83, scope: !209)
!209 = distinct !DILexicalBlock(scope: !116, file: !2, line: 54, column: 5)
!210 = !DILocation(line: 54, column: 91, scope: !209)
!211 = !DILocation(line: 54, column: 87, scope: !209)
!212 = !DILocation(line: 54, column: 96, scope: !209)
!213 = !DILocation(line: 54, column: 75, scope: !209)
!214 = !{!215, !215, i64 0}
!215 = !{!"short", !152, i64 0}
!216 = !DILocation(line: 54, column: 107, scope: !209)
!217 = !DILocation(line: 54, column: 105, scope: !209)
!218 = !DILocation(line: 54, column: 102, scope: !209)
!219 = !DILocation(line: 54, column: 63, scope: !209)
!220 = !DILocation(line: 54, column: 32, scope: !209)
!221 = !DILocation(line: 54, column: 23, scope: !209)
!222 = distinct !{!222, !199, !223, !172}
!223 = !DILocation(line: 54, column: 120, scope: !116)
!224 = !DILocation(line: 0, scope: !119)
!225 = !DILocation(line: 56, column: 58, scope: !226)
!226 = distinct !DILexicalBlock(scope: !119, file: !2, line: 56, column: 5)
!227 = !DILocation(line: 56, column: 48, scope: !226)
!228 = !DILocation(line: 56, column: 42, scope: !226)
!229 = !DILocation(line: 56, column: 46, scope: !226)
!230 = !DILocation(line: 57, column: 5, scope: !77)
!231 = !DILocation(line: 62, column: 5, scope: !77)
!232 = !DILocation(line: 64, column: 5, scope: !77)
!233 = !DILocation(line: 66, column: 1, scope: !77)
!234 = !DILocation(line: 65, column: 5, scope: !77)
!235 = !DISubprogram(name: "printf", scope: !236, file: !236, line: 356, type: !237, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!236 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!237 = !DISubroutineType(types: !238)
!238 = !{!80, !239, null}
!239 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !240)
!240 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !241, size: 64)
!241 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
