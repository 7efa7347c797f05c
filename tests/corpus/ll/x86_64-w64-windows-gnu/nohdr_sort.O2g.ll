; ModuleID = 'tests/programs/nohdr_sort.c'
source_filename = "tests/programs/nohdr_sort.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@src = internal unnamed_addr global [600 x i32] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [6 x i8] c"quick\00", align 1, !dbg !8
@.str.1 = private unnamed_addr constant [5 x i8] c"heap\00", align 1, !dbg !14
@.str.2 = private unnamed_addr constant [6 x i8] c"merge\00", align 1, !dbg !19
@.str.3 = private unnamed_addr constant [10 x i8] c"insertion\00", align 1, !dbg !21
@.str.4 = private unnamed_addr constant [9 x i8] c"counting\00", align 1, !dbg !26
@__const.main.names.rel = private unnamed_addr constant [5 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.1 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.2 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.3 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.4 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32)], align 4
@a = internal global [600 x i32] zeroinitializer, align 16, !dbg !36
@.str.5 = private unnamed_addr constant [38 x i8] c"%-9s sorted=%d hash=%u min=%d max=%d\0A\00", align 1, !dbg !31
@tmp = internal unnamed_addr global [600 x i32] zeroinitializer, align 16, !dbg !41
@counting.count = internal unnamed_addr global [2001 x i32] zeroinitializer, align 16, !dbg !43

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !70 {
    #dbg_value(i32 42, !74, !DIExpression(), !87)
    #dbg_value(i32 0, !75, !DIExpression(), !88)
  br label %1, !dbg !89

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %21, %1 ]
  %3 = phi i32 [ 42, %0 ], [ %14, %1 ]
    #dbg_value(i32 %3, !74, !DIExpression(), !87)
    #dbg_value(i64 %2, !75, !DIExpression(), !88)
  %4 = mul i32 %3, 214013, !dbg !90
  %5 = add i32 %4, 2531011, !dbg !93
    #dbg_value(i32 %5, !74, !DIExpression(), !87)
  %6 = lshr i32 %5, 16, !dbg !94
  %7 = trunc nuw i32 %6 to i16, !dbg !95
  %8 = urem i16 %7, 2001, !dbg !95
  %9 = zext nneg i16 %8 to i32, !dbg !95
  %10 = add nsw i32 %9, -1000, !dbg !96
  %11 = getelementptr inbounds [600 x i32], ptr @src, i64 0, i64 %2, !dbg !97
  store i32 %10, ptr %11, align 8, !dbg !98, !tbaa !99
  %12 = or disjoint i64 %2, 1, !dbg !103
    #dbg_value(i64 %12, !75, !DIExpression(), !88)
  %13 = mul i32 %5, 214013, !dbg !90
  %14 = add i32 %13, 2531011, !dbg !93
    #dbg_value(i32 %14, !74, !DIExpression(), !87)
  %15 = lshr i32 %14, 16, !dbg !94
  %16 = trunc nuw i32 %15 to i16, !dbg !95
  %17 = urem i16 %16, 2001, !dbg !95
  %18 = zext nneg i16 %17 to i32, !dbg !95
  %19 = add nsw i32 %18, -1000, !dbg !96
  %20 = getelementptr inbounds [600 x i32], ptr @src, i64 0, i64 %12, !dbg !97
  store i32 %19, ptr %20, align 4, !dbg !98, !tbaa !99
  %21 = add nuw nsw i64 %2, 2, !dbg !103
    #dbg_value(i64 %21, !75, !DIExpression(), !88)
  %22 = icmp eq i64 %21, 600, !dbg !104
  br i1 %22, label %24, label %1, !dbg !89, !llvm.loop !105

23:                                               ; preds = %226
  ret i32 0, !dbg !108

24:                                               ; preds = %1, %226
  %25 = phi i64 [ %231, %226 ], [ 0, %1 ]
    #dbg_value(i64 %25, !81, !DIExpression(), !109)
    #dbg_value(i32 0, !110, !DIExpression(), !116)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(2400) @a, ptr noundef nonnull align 16 dereferenceable(2400) @src, i64 2400, i1 false), !dbg !118, !tbaa !99
    #dbg_value(i64 poison, !110, !DIExpression(), !116)
  %26 = trunc nuw nsw i64 %25 to i32, !dbg !120
  switch i32 %26, label %201 [
    i32 0, label %27
    i32 1, label %28
    i32 2, label %114
    i32 3, label %115
    i32 4, label %136
  ], !dbg !120

27:                                               ; preds = %24
  tail call fastcc void @quicksort(i32 noundef 0, i32 noundef 599), !dbg !121
  br label %202, !dbg !123

28:                                               ; preds = %24, %67
  %29 = phi i32 [ %68, %67 ], [ 299, %24 ]
    #dbg_value(i32 %29, !124, !DIExpression(), !135)
  br label %30, !dbg !137

30:                                               ; preds = %60, %28
  %31 = phi i32 [ %58, %60 ], [ %29, %28 ]
    #dbg_value(i32 %31, !148, !DIExpression(), !155)
  %32 = shl nsw i32 %31, 1, !dbg !156
  %33 = or disjoint i32 %32, 1, !dbg !157
    #dbg_value(i32 %33, !149, !DIExpression(), !158)
  %34 = add nsw i32 %32, 2, !dbg !159
    #dbg_value(i32 %34, !150, !DIExpression(), !158)
    #dbg_value(i32 %31, !151, !DIExpression(), !158)
  %35 = icmp slt i32 %33, 600, !dbg !160
  br i1 %35, label %36, label %45, !dbg !137

36:                                               ; preds = %30
  %37 = sext i32 %33 to i64, !dbg !161
  %38 = getelementptr inbounds i32, ptr @a, i64 %37, !dbg !161
  %39 = load i32, ptr %38, align 4, !dbg !161, !tbaa !99
  %40 = sext i32 %31 to i64, !dbg !162
  %41 = getelementptr inbounds i32, ptr @a, i64 %40, !dbg !162
  %42 = load i32, ptr %41, align 4, !dbg !162, !tbaa !99
  %43 = icmp sgt i32 %39, %42, !dbg !163
  %44 = select i1 %43, i32 %33, i32 %31, !dbg !164
  br label %45, !dbg !164

45:                                               ; preds = %36, %30
  %46 = phi i32 [ %31, %30 ], [ %44, %36 ], !dbg !158
    #dbg_value(i32 %46, !151, !DIExpression(), !158)
  %47 = icmp slt i32 %31, 299, !dbg !165
  br i1 %47, label %48, label %57, !dbg !167

48:                                               ; preds = %45
  %49 = sext i32 %34 to i64, !dbg !168
  %50 = getelementptr inbounds i32, ptr @a, i64 %49, !dbg !168
  %51 = load i32, ptr %50, align 8, !dbg !168, !tbaa !99
  %52 = sext i32 %46 to i64, !dbg !169
  %53 = getelementptr inbounds i32, ptr @a, i64 %52, !dbg !169
  %54 = load i32, ptr %53, align 4, !dbg !169, !tbaa !99
  %55 = icmp sgt i32 %51, %54, !dbg !170
  %56 = select i1 %55, i32 %34, i32 %46, !dbg !171
  br label %57, !dbg !171

57:                                               ; preds = %48, %45
  %58 = phi i32 [ %46, %45 ], [ %56, %48 ], !dbg !158
    #dbg_value(i32 %58, !151, !DIExpression(), !158)
  %59 = icmp eq i32 %58, %31, !dbg !172
  br i1 %59, label %67, label %60, !dbg !174

60:                                               ; preds = %57
  %61 = sext i32 %31 to i64, !dbg !175
  %62 = getelementptr inbounds i32, ptr @a, i64 %61, !dbg !175
  %63 = load i32, ptr %62, align 4, !dbg !175, !tbaa !99
    #dbg_value(i32 %63, !152, !DIExpression(), !158)
  %64 = sext i32 %58 to i64, !dbg !176
  %65 = getelementptr inbounds i32, ptr @a, i64 %64, !dbg !176
  %66 = load i32, ptr %65, align 4, !dbg !176, !tbaa !99
  store i32 %66, ptr %62, align 4, !dbg !177, !tbaa !99
  store i32 %63, ptr %65, align 4, !dbg !178, !tbaa !99
    #dbg_value(i32 %58, !148, !DIExpression(), !155)
  br label %30

67:                                               ; preds = %57
    #dbg_value(i32 poison, !148, !DIExpression(), !155)
  %68 = add nsw i32 %29, -1, !dbg !179
    #dbg_value(i32 %68, !124, !DIExpression(), !135)
  %69 = icmp eq i32 %29, 0, !dbg !180
  br i1 %69, label %70, label %28, !dbg !181, !llvm.loop !182

70:                                               ; preds = %67, %111
  %71 = phi i64 [ %112, %111 ], [ 599, %67 ]
    #dbg_value(i64 %71, !130, !DIExpression(), !184)
    #dbg_value(i32 poison, !132, !DIExpression(), !185)
    #dbg_value(ptr @a, !146, !DIExpression(), !186)
    #dbg_value(i64 %71, !147, !DIExpression(), !186)
    #dbg_value(i32 0, !148, !DIExpression(), !186)
  br label %72, !dbg !188

72:                                               ; preds = %107, %70
  %73 = phi i64 [ %110, %107 ], [ %71, %70 ]
  %74 = phi ptr [ %109, %107 ], [ @a, %70 ]
  %75 = phi i32 [ %105, %107 ], [ 0, %70 ]
  %76 = load i32, ptr %74, align 4, !dbg !189, !tbaa !99
  %77 = getelementptr inbounds i32, ptr @a, i64 %73, !dbg !189
  %78 = load i32, ptr %77, align 4, !dbg !189, !tbaa !99
  store i32 %78, ptr %74, align 4, !dbg !189, !tbaa !99
  store i32 %76, ptr %77, align 4, !dbg !189, !tbaa !99
    #dbg_value(i32 %75, !148, !DIExpression(), !186)
  %79 = shl nsw i32 %75, 1, !dbg !190
  %80 = or disjoint i32 %79, 1, !dbg !191
    #dbg_value(i32 %80, !149, !DIExpression(), !192)
  %81 = add nsw i32 %79, 2, !dbg !193
    #dbg_value(i32 %81, !150, !DIExpression(), !192)
    #dbg_value(i32 %75, !151, !DIExpression(), !192)
  %82 = sext i32 %80 to i64, !dbg !194
  %83 = icmp sgt i64 %71, %82, !dbg !194
  br i1 %83, label %84, label %92, !dbg !195

84:                                               ; preds = %72
  %85 = getelementptr inbounds i32, ptr @a, i64 %82, !dbg !196
  %86 = load i32, ptr %85, align 4, !dbg !196, !tbaa !99
  %87 = sext i32 %75 to i64, !dbg !197
  %88 = getelementptr inbounds i32, ptr @a, i64 %87, !dbg !197
  %89 = load i32, ptr %88, align 4, !dbg !197, !tbaa !99
  %90 = icmp sgt i32 %86, %89, !dbg !198
  %91 = select i1 %90, i32 %80, i32 %75, !dbg !199
  br label %92, !dbg !199

92:                                               ; preds = %84, %72
  %93 = phi i32 [ %75, %72 ], [ %91, %84 ], !dbg !192
    #dbg_value(i32 %93, !151, !DIExpression(), !192)
  %94 = sext i32 %81 to i64, !dbg !200
  %95 = icmp sgt i64 %71, %94, !dbg !200
  br i1 %95, label %96, label %104, !dbg !201

96:                                               ; preds = %92
  %97 = getelementptr inbounds i32, ptr @a, i64 %94, !dbg !202
  %98 = load i32, ptr %97, align 8, !dbg !202, !tbaa !99
  %99 = sext i32 %93 to i64, !dbg !203
  %100 = getelementptr inbounds i32, ptr @a, i64 %99, !dbg !203
  %101 = load i32, ptr %100, align 4, !dbg !203, !tbaa !99
  %102 = icmp sgt i32 %98, %101, !dbg !204
  %103 = select i1 %102, i32 %81, i32 %93, !dbg !205
  br label %104, !dbg !205

104:                                              ; preds = %96, %92
  %105 = phi i32 [ %93, %92 ], [ %103, %96 ], !dbg !192
    #dbg_value(i32 %105, !151, !DIExpression(), !192)
  %106 = icmp eq i32 %105, %75, !dbg !206
  br i1 %106, label %111, label %107, !dbg !207

107:                                              ; preds = %104
  %108 = sext i32 %75 to i64, !dbg !208
  %109 = getelementptr inbounds i32, ptr @a, i64 %108, !dbg !208
    #dbg_value(i32 poison, !152, !DIExpression(), !192)
  %110 = sext i32 %105 to i64, !dbg !209
    #dbg_value(i32 %105, !148, !DIExpression(), !186)
  br label %72

111:                                              ; preds = %104
    #dbg_value(i32 poison, !148, !DIExpression(), !186)
  %112 = add nsw i64 %71, -1, !dbg !210
    #dbg_value(i64 %112, !130, !DIExpression(), !184)
  %113 = icmp ugt i64 %71, 1, !dbg !211
  br i1 %113, label %70, label %202, !dbg !212, !llvm.loop !213

114:                                              ; preds = %24
  tail call fastcc void @mergesort(ptr noundef nonnull @a, i32 noundef 600), !dbg !215
  br label %202, !dbg !216

115:                                              ; preds = %24, %129
  %116 = phi i64 [ %134, %129 ], [ 1, %24 ]
    #dbg_value(i64 %116, !217, !DIExpression(), !227)
  %117 = getelementptr inbounds i32, ptr @a, i64 %116, !dbg !229
  %118 = load i32, ptr %117, align 4, !dbg !229, !tbaa !99
    #dbg_value(i32 %118, !223, !DIExpression(), !230)
    #dbg_value(i64 %116, !226, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !230)
  br label %119, !dbg !231

119:                                              ; preds = %126, %115
  %120 = phi i64 [ %116, %115 ], [ %121, %126 ]
  %121 = add nsw i64 %120, -1, !dbg !232
  %122 = and i64 %121, 4294967295, !dbg !233
  %123 = getelementptr inbounds i32, ptr @a, i64 %122, !dbg !233
  %124 = load i32, ptr %123, align 4, !dbg !233, !tbaa !99
  %125 = icmp sgt i32 %124, %118, !dbg !234
  br i1 %125, label %126, label %129, !dbg !235

126:                                              ; preds = %119
  %127 = getelementptr inbounds i32, ptr @a, i64 %120, !dbg !236
  store i32 %124, ptr %127, align 4, !dbg !238, !tbaa !99
    #dbg_value(i64 %121, !226, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !230)
  %128 = icmp sgt i64 %120, 1, !dbg !239
  br i1 %128, label %119, label %129, !dbg !231, !llvm.loop !240

129:                                              ; preds = %126, %119
  %130 = phi i64 [ 0, %126 ], [ %120, %119 ]
  %131 = shl i64 %130, 32, !dbg !242
  %132 = ashr exact i64 %131, 30, !dbg !242
  %133 = getelementptr inbounds i8, ptr @a, i64 %132, !dbg !242
  store i32 %118, ptr %133, align 4, !dbg !243, !tbaa !99
  %134 = add nuw nsw i64 %116, 1, !dbg !244
    #dbg_value(i64 %134, !217, !DIExpression(), !227)
  %135 = icmp eq i64 %134, 600, !dbg !245
  br i1 %135, label %202, label %115, !dbg !246, !llvm.loop !247

136:                                              ; preds = %24
    #dbg_value(ptr @a, !50, !DIExpression(), !249)
    #dbg_value(i32 600, !51, !DIExpression(), !249)
    #dbg_value(i32 0, !52, !DIExpression(), !251)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(8004) @counting.count, i8 0, i64 8004, i1 false), !dbg !252, !tbaa !99
    #dbg_value(i64 poison, !52, !DIExpression(), !251)
  br label %137, !dbg !254

137:                                              ; preds = %137, %136
  %138 = phi i64 [ 0, %136 ], [ %154, %137 ]
    #dbg_value(i64 %138, !54, !DIExpression(), !255)
  %139 = getelementptr inbounds i32, ptr @a, i64 %138, !dbg !256
  %140 = load i32, ptr %139, align 8, !dbg !256, !tbaa !99
  %141 = add nsw i32 %140, 1000, !dbg !258
  %142 = sext i32 %141 to i64, !dbg !259
  %143 = getelementptr inbounds [2001 x i32], ptr @counting.count, i64 0, i64 %142, !dbg !259
  %144 = load i32, ptr %143, align 4, !dbg !260, !tbaa !99
  %145 = add nsw i32 %144, 1, !dbg !260
  store i32 %145, ptr %143, align 4, !dbg !260, !tbaa !99
  %146 = or disjoint i64 %138, 1, !dbg !261
    #dbg_value(i64 %146, !54, !DIExpression(), !255)
  %147 = getelementptr inbounds i32, ptr @a, i64 %146, !dbg !256
  %148 = load i32, ptr %147, align 4, !dbg !256, !tbaa !99
  %149 = add nsw i32 %148, 1000, !dbg !258
  %150 = sext i32 %149 to i64, !dbg !259
  %151 = getelementptr inbounds [2001 x i32], ptr @counting.count, i64 0, i64 %150, !dbg !259
  %152 = load i32, ptr %151, align 4, !dbg !260, !tbaa !99
  %153 = add nsw i32 %152, 1, !dbg !260
  store i32 %153, ptr %151, align 4, !dbg !260, !tbaa !99
  %154 = add nuw nsw i64 %138, 2, !dbg !261
    #dbg_value(i64 %154, !54, !DIExpression(), !255)
  %155 = icmp eq i64 %154, 600, !dbg !262
  br i1 %155, label %156, label %137, !dbg !254, !llvm.loop !263

156:                                              ; preds = %137, %197
  %157 = phi i64 [ %199, %197 ], [ 0, %137 ]
  %158 = phi i32 [ %198, %197 ], [ 0, %137 ]
    #dbg_value(i64 %157, !57, !DIExpression(), !265)
    #dbg_value(i32 %158, !56, !DIExpression(), !249)
  %159 = getelementptr inbounds [2001 x i32], ptr @counting.count, i64 0, i64 %157
  %160 = load i32, ptr %159, align 4, !tbaa !99
  %161 = icmp eq i32 %160, 0, !dbg !266
  br i1 %161, label %197, label %162, !dbg !266

162:                                              ; preds = %156
  %163 = sext i32 %158 to i64, !dbg !266
  %164 = trunc i64 %157 to i32
  %165 = add i32 %164, -1000
  %166 = zext i32 %160 to i64, !dbg !266
  %167 = icmp ult i32 %160, 8, !dbg !266
  br i1 %167, label %184, label %168, !dbg !266

168:                                              ; preds = %162
  %169 = and i64 %166, 4294967288, !dbg !266
  %170 = add nsw i64 %169, %163, !dbg !266
  %171 = trunc nuw i64 %169 to i32, !dbg !266
  %172 = sub i32 %160, %171, !dbg !266
  %173 = insertelement <4 x i32> poison, i32 %165, i64 0, !dbg !266
  %174 = shufflevector <4 x i32> %173, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !266
  %175 = getelementptr i32, ptr @a, i64 %163, !dbg !266
  br label %176, !dbg !266

176:                                              ; preds = %176, %168
  %177 = phi i64 [ 0, %168 ], [ %180, %176 ]
  %178 = getelementptr i32, ptr %175, i64 %177, !dbg !268
  %179 = getelementptr inbounds i8, ptr %178, i64 16, !dbg !269
  store <4 x i32> %174, ptr %178, align 4, !dbg !269, !tbaa !99
  store <4 x i32> %174, ptr %179, align 4, !dbg !269, !tbaa !99
  %180 = add nuw i64 %177, 8
  %181 = icmp eq i64 %180, %169
  br i1 %181, label %182, label %176, !llvm.loop !270

182:                                              ; preds = %176
  %183 = icmp eq i64 %169, %166, !dbg !266
  br i1 %183, label %194, label %184, !dbg !266

184:                                              ; preds = %182, %162
  %185 = phi i64 [ %163, %162 ], [ %170, %182 ]
  %186 = phi i32 [ %160, %162 ], [ %172, %182 ]
  br label %187, !dbg !266

187:                                              ; preds = %184, %187
  %188 = phi i64 [ %191, %187 ], [ %185, %184 ]
  %189 = phi i32 [ %190, %187 ], [ %186, %184 ]
  %190 = add nsw i32 %189, -1, !dbg !274
    #dbg_value(i64 %188, !56, !DIExpression(), !249)
  %191 = add nsw i64 %188, 1, !dbg !275
    #dbg_value(i64 %191, !56, !DIExpression(), !249)
  %192 = getelementptr inbounds i32, ptr @a, i64 %188, !dbg !268
  store i32 %165, ptr %192, align 4, !dbg !269, !tbaa !99
  %193 = icmp eq i32 %190, 0, !dbg !266
  br i1 %193, label %194, label %187, !dbg !266, !llvm.loop !276

194:                                              ; preds = %187, %182
  %195 = phi i64 [ %170, %182 ], [ %191, %187 ], !dbg !275
  %196 = trunc nsw i64 %195 to i32, !dbg !274
  br label %197, !dbg !274

197:                                              ; preds = %194, %156
  %198 = phi i32 [ %158, %156 ], [ %196, %194 ], !dbg !249
  store i32 -1, ptr %159, align 4, !dbg !274, !tbaa !99
  %199 = add nuw nsw i64 %157, 1, !dbg !277
    #dbg_value(i64 %199, !57, !DIExpression(), !265)
    #dbg_value(i32 %198, !56, !DIExpression(), !249)
  %200 = icmp eq i64 %199, 2001, !dbg !278
  br i1 %200, label %202, label %156, !dbg !279, !llvm.loop !280

201:                                              ; preds = %24
  unreachable

202:                                              ; preds = %197, %129, %111, %114, %27
    #dbg_value(ptr @a, !282, !DIExpression(), !294)
    #dbg_value(i32 600, !289, !DIExpression(), !294)
    #dbg_value(ptr undef, !290, !DIExpression(), !294)
    #dbg_value(i32 0, !291, !DIExpression(), !294)
    #dbg_value(i32 1, !83, !DIExpression(), !296)
    #dbg_value(i64 0, !292, !DIExpression(), !297)
  %203 = load i32, ptr @a, align 16, !dbg !298, !tbaa !99
    #dbg_value(i64 1, !292, !DIExpression(), !297)
    #dbg_value(i32 %203, !291, !DIExpression(), !294)
  br label %204, !dbg !301

204:                                              ; preds = %218, %202
  %205 = phi i32 [ 1, %202 ], [ %224, %218 ], !dbg !294
  %206 = phi i64 [ 1, %202 ], [ %225, %218 ]
  %207 = phi i32 [ %203, %202 ], [ %222, %218 ]
    #dbg_value(i32 %205, !83, !DIExpression(), !296)
    #dbg_value(i64 %206, !292, !DIExpression(), !297)
    #dbg_value(i32 %207, !291, !DIExpression(), !294)
  %208 = mul i32 %207, 31, !dbg !302
  %209 = getelementptr inbounds i32, ptr @a, i64 %206, !dbg !298
  %210 = load i32, ptr %209, align 4, !dbg !298, !tbaa !99
  %211 = add i32 %210, %208, !dbg !303
    #dbg_value(i32 %211, !291, !DIExpression(), !294)
  %212 = getelementptr i8, ptr %209, i64 -4, !dbg !304
  %213 = load i32, ptr %212, align 4, !dbg !304, !tbaa !99
  %214 = icmp sgt i32 %213, %210, !dbg !306
  %215 = select i1 %214, i32 0, i32 %205, !dbg !307
    #dbg_value(i32 %215, !83, !DIExpression(), !296)
  %216 = add nuw nsw i64 %206, 1, !dbg !308
    #dbg_value(i64 %216, !292, !DIExpression(), !297)
  %217 = icmp eq i64 %216, 600, !dbg !309
  br i1 %217, label %226, label %218, !dbg !301, !llvm.loop !310

218:                                              ; preds = %204
    #dbg_value(i32 %215, !83, !DIExpression(), !296)
    #dbg_value(i64 %216, !292, !DIExpression(), !297)
    #dbg_value(i32 %211, !291, !DIExpression(), !294)
  %219 = mul i32 %211, 31, !dbg !302
  %220 = getelementptr inbounds i32, ptr @a, i64 %216, !dbg !298
  %221 = load i32, ptr %220, align 4, !dbg !298, !tbaa !99
  %222 = add i32 %221, %219, !dbg !303
    #dbg_value(i32 %222, !291, !DIExpression(), !294)
  %223 = icmp sgt i32 %210, %221, !dbg !306
  %224 = select i1 %223, i32 0, i32 %215, !dbg !307
    #dbg_value(i32 %224, !83, !DIExpression(), !296)
  %225 = add nuw nsw i64 %206, 2, !dbg !308
    #dbg_value(i64 %225, !292, !DIExpression(), !297)
  br label %204

226:                                              ; preds = %204
    #dbg_value(i32 %211, !86, !DIExpression(), !296)
  %227 = shl i64 %25, 2, !dbg !313
  %228 = call ptr @llvm.load.relative.i64(ptr @__const.main.names.rel, i64 %227), !dbg !313
  %229 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 2396), align 4, !dbg !314, !tbaa !99
  %230 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %228, i32 noundef %215, i32 noundef %211, i32 noundef %203, i32 noundef %229), !dbg !315
  %231 = add nuw nsw i64 %25, 1, !dbg !316
    #dbg_value(i64 %231, !81, !DIExpression(), !109)
  %232 = icmp eq i64 %231, 5, !dbg !317
  br i1 %232, label %23, label %24, !dbg !318, !llvm.loop !319
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @quicksort(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !321 {
    #dbg_value(ptr @a, !324, !DIExpression(), !335)
    #dbg_value(i32 %0, !325, !DIExpression(), !335)
    #dbg_value(i32 %1, !326, !DIExpression(), !335)
  %3 = icmp slt i32 %0, %1, !dbg !336
  br i1 %3, label %4, label %51, !dbg !337

4:                                                ; preds = %2, %47
  %5 = phi i32 [ %49, %47 ], [ %0, %2 ]
  %6 = phi i32 [ %48, %47 ], [ %1, %2 ]
    #dbg_value(i32 %5, !325, !DIExpression(), !335)
    #dbg_value(i32 %6, !326, !DIExpression(), !335)
  %7 = add nsw i32 %5, %6, !dbg !338
  %8 = sdiv i32 %7, 2, !dbg !339
  %9 = sext i32 %8 to i64, !dbg !340
  %10 = getelementptr inbounds i32, ptr @a, i64 %9, !dbg !340
  %11 = load i32, ptr %10, align 4, !dbg !340, !tbaa !99
    #dbg_value(i32 %11, !327, !DIExpression(), !341)
    #dbg_value(i32 %5, !329, !DIExpression(), !341)
    #dbg_value(i32 %6, !330, !DIExpression(), !341)
  br label %12, !dbg !342

12:                                               ; preds = %4, %37
  %13 = phi i32 [ %6, %4 ], [ %39, %37 ]
  %14 = phi i32 [ %5, %4 ], [ %38, %37 ]
    #dbg_value(i32 %13, !330, !DIExpression(), !341)
    #dbg_value(i32 %14, !329, !DIExpression(), !341)
  %15 = sext i32 %14 to i64, !dbg !343
  br label %16, !dbg !343

16:                                               ; preds = %16, %12
  %17 = phi i64 [ %21, %16 ], [ %15, %12 ], !dbg !341
    #dbg_value(i64 %17, !329, !DIExpression(), !341)
  %18 = getelementptr inbounds i32, ptr @a, i64 %17, !dbg !344
  %19 = load i32, ptr %18, align 4, !dbg !344, !tbaa !99
  %20 = icmp slt i32 %19, %11, !dbg !345
  %21 = add nsw i64 %17, 1, !dbg !346
    #dbg_value(i64 %21, !329, !DIExpression(), !341)
  br i1 %20, label %16, label %22, !dbg !343, !llvm.loop !347

22:                                               ; preds = %16
  %23 = sext i32 %13 to i64, !dbg !348
  br label %24, !dbg !348

24:                                               ; preds = %24, %22
  %25 = phi i64 [ %29, %24 ], [ %23, %22 ], !dbg !341
    #dbg_value(i64 %25, !330, !DIExpression(), !341)
  %26 = getelementptr inbounds i32, ptr @a, i64 %25, !dbg !349
  %27 = load i32, ptr %26, align 4, !dbg !349, !tbaa !99
  %28 = icmp sgt i32 %27, %11, !dbg !350
  %29 = add nsw i64 %25, -1, !dbg !351
    #dbg_value(i64 %29, !330, !DIExpression(), !341)
  br i1 %28, label %24, label %30, !dbg !348, !llvm.loop !352

30:                                               ; preds = %24
  %31 = trunc nsw i64 %17 to i32, !dbg !348
  %32 = trunc nsw i64 %25 to i32, !dbg !353
  %33 = icmp sgt i64 %17, %25, !dbg !353
  br i1 %33, label %37, label %34, !dbg !354

34:                                               ; preds = %30
    #dbg_value(i32 %19, !331, !DIExpression(), !355)
  store i32 %27, ptr %18, align 4, !dbg !356, !tbaa !99
  store i32 %19, ptr %26, align 4, !dbg !357, !tbaa !99
  %35 = add nsw i32 %31, 1, !dbg !358
    #dbg_value(i32 %35, !329, !DIExpression(), !341)
  %36 = add nsw i32 %32, -1, !dbg !359
    #dbg_value(i32 %36, !330, !DIExpression(), !341)
  br label %37, !dbg !360

37:                                               ; preds = %34, %30
  %38 = phi i32 [ %35, %34 ], [ %31, %30 ], !dbg !341
  %39 = phi i32 [ %36, %34 ], [ %32, %30 ], !dbg !341
    #dbg_value(i32 %39, !330, !DIExpression(), !341)
    #dbg_value(i32 %38, !329, !DIExpression(), !341)
  %40 = icmp sgt i32 %38, %39, !dbg !361
  br i1 %40, label %41, label %12, !dbg !342, !llvm.loop !362

41:                                               ; preds = %37
  %42 = sub nsw i32 %39, %5, !dbg !364
  %43 = sub nsw i32 %6, %38, !dbg !366
  %44 = icmp slt i32 %42, %43, !dbg !367
  br i1 %44, label %45, label %46, !dbg !368

45:                                               ; preds = %41
  tail call fastcc void @quicksort(i32 noundef %5, i32 noundef %39), !dbg !369
    #dbg_value(i32 %38, !325, !DIExpression(), !335)
  br label %47, !dbg !371

46:                                               ; preds = %41
  tail call fastcc void @quicksort(i32 noundef %38, i32 noundef %6), !dbg !372
    #dbg_value(i32 %39, !326, !DIExpression(), !335)
  br label %47

47:                                               ; preds = %46, %45
  %48 = phi i32 [ %6, %45 ], [ %39, %46 ]
  %49 = phi i32 [ %38, %45 ], [ %5, %46 ]
    #dbg_value(i32 %49, !325, !DIExpression(), !335)
    #dbg_value(i32 %48, !326, !DIExpression(), !335)
  %50 = icmp slt i32 %49, %48, !dbg !336
  br i1 %50, label %4, label %51, !dbg !337, !llvm.loop !374

51:                                               ; preds = %47, %2
  ret void, !dbg !376
}

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @mergesort(ptr noundef %0, i32 noundef %1) unnamed_addr #3 !dbg !377 {
    #dbg_value(ptr %0, !379, !DIExpression(), !387)
    #dbg_value(i32 %1, !380, !DIExpression(), !387)
  %3 = icmp slt i32 %1, 2, !dbg !388
  br i1 %3, label %95, label %4, !dbg !390

4:                                                ; preds = %2
  %5 = lshr i32 %1, 1, !dbg !391
    #dbg_value(i32 %5, !381, !DIExpression(), !387)
  tail call fastcc void @mergesort(ptr noundef %0, i32 noundef %5), !dbg !392
  %6 = zext nneg i32 %5 to i64, !dbg !393
  %7 = getelementptr inbounds i32, ptr %0, i64 %6, !dbg !393
  %8 = sub nsw i32 %1, %5, !dbg !394
  tail call fastcc void @mergesort(ptr noundef %7, i32 noundef %8), !dbg !395
    #dbg_value(i32 0, !382, !DIExpression(), !387)
    #dbg_value(i32 %5, !383, !DIExpression(), !387)
    #dbg_value(i32 0, !384, !DIExpression(), !387)
  br label %48, !dbg !396

9:                                                ; preds = %48
    #dbg_value(i64 %65, !384, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !387)
    #dbg_value(i32 %60, !382, !DIExpression(), !387)
  %10 = icmp ult i32 %60, %5, !dbg !397
  br i1 %10, label %11, label %70, !dbg !398

11:                                               ; preds = %9
  %12 = and i64 %65, 4294967295, !dbg !398
  %13 = shl nuw nsw i64 %12, 2, !dbg !398
  %14 = getelementptr i8, ptr @tmp, i64 %13, !dbg !398
  %15 = zext nneg i32 %60 to i64, !dbg !398
  %16 = shl nuw nsw i64 %15, 2, !dbg !398
  %17 = getelementptr i8, ptr %0, i64 %16, !dbg !398
  %18 = xor i32 %60, -1, !dbg !398
  %19 = add nsw i32 %5, %18, !dbg !398
  %20 = zext i32 %19 to i64, !dbg !398
  %21 = shl nuw nsw i64 %20, 2, !dbg !398
  %22 = add nuw nsw i64 %21, 4, !dbg !398
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %14, ptr noundef nonnull align 4 dereferenceable(1) %17, i64 %22, i1 false), !dbg !399, !tbaa !99
  %23 = zext nneg i32 %5 to i64, !dbg !397
  %24 = zext nneg i32 %51 to i64, !dbg !398
  %25 = sub nsw i64 %23, %24, !dbg !398
  %26 = sext i1 %58 to i64, !dbg !398
  %27 = add nsw i64 %25, %26, !dbg !398
  %28 = icmp ult i64 %27, 4, !dbg !398
  br i1 %28, label %29, label %32, !dbg !398

29:                                               ; preds = %44, %11
  %30 = phi i64 [ %15, %11 ], [ %34, %44 ]
  %31 = phi i64 [ %12, %11 ], [ %46, %44 ]
  br label %85, !dbg !398

32:                                               ; preds = %11
  %33 = and i64 %27, -4, !dbg !398
  %34 = add nsw i64 %33, %15, !dbg !398
  %35 = insertelement <2 x i64> <i64 poison, i64 0>, i64 %12, i64 0, !dbg !398
  br label %36, !dbg !398

36:                                               ; preds = %36, %32
  %37 = phi i64 [ 0, %32 ], [ %42, %36 ]
  %38 = phi <2 x i64> [ %35, %32 ], [ %40, %36 ]
  %39 = phi <2 x i64> [ zeroinitializer, %32 ], [ %41, %36 ]
  %40 = add <2 x i64> %38, <i64 1, i64 1>, !dbg !400
  %41 = add <2 x i64> %39, <i64 1, i64 1>, !dbg !400
  %42 = add nuw i64 %37, 4
  %43 = icmp eq i64 %42, %33
  br i1 %43, label %44, label %36, !llvm.loop !401

44:                                               ; preds = %36
  %45 = add <2 x i64> %41, %40, !dbg !398
  %46 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %45), !dbg !398
  %47 = icmp eq i64 %27, %33, !dbg !398
  br i1 %47, label %70, label %29, !dbg !398

48:                                               ; preds = %4, %48
  %49 = phi i64 [ 0, %4 ], [ %65, %48 ]
  %50 = phi i32 [ %5, %4 ], [ %63, %48 ]
  %51 = phi i32 [ 0, %4 ], [ %60, %48 ]
    #dbg_value(i64 %49, !384, !DIExpression(), !387)
    #dbg_value(i32 %50, !383, !DIExpression(), !387)
    #dbg_value(i32 %51, !382, !DIExpression(), !387)
  %52 = zext nneg i32 %51 to i64, !dbg !403
  %53 = getelementptr inbounds i32, ptr %0, i64 %52, !dbg !403
  %54 = load i32, ptr %53, align 4, !dbg !403, !tbaa !99
  %55 = zext nneg i32 %50 to i64, !dbg !404
  %56 = getelementptr inbounds i32, ptr %0, i64 %55, !dbg !404
  %57 = load i32, ptr %56, align 4, !dbg !404, !tbaa !99
  %58 = icmp sle i32 %54, %57, !dbg !405
  %59 = zext i1 %58 to i32, !dbg !403
  %60 = add nuw nsw i32 %51, %59, !dbg !403
  %61 = xor i1 %58, true, !dbg !403
  %62 = zext i1 %61 to i32, !dbg !403
  %63 = add nuw nsw i32 %50, %62, !dbg !403
  %64 = tail call i32 @llvm.smin.i32(i32 %54, i32 %57), !dbg !403
    #dbg_value(i32 %63, !383, !DIExpression(), !387)
    #dbg_value(i32 %60, !382, !DIExpression(), !387)
  %65 = add nuw nsw i64 %49, 1, !dbg !406
    #dbg_value(i64 %65, !384, !DIExpression(), !387)
  %66 = getelementptr inbounds [600 x i32], ptr @tmp, i64 0, i64 %49, !dbg !407
  store i32 %64, ptr %66, align 4, !dbg !408, !tbaa !99
  %67 = icmp ult i32 %60, %5, !dbg !409
  %68 = icmp slt i32 %63, %1, !dbg !410
  %69 = select i1 %67, i1 %68, i1 false, !dbg !410
  br i1 %69, label %48, label %9, !dbg !396, !llvm.loop !411

70:                                               ; preds = %85, %44, %9
  %71 = phi i64 [ %65, %9 ], [ %46, %44 ], [ %89, %85 ]
    #dbg_value(i64 %71, !384, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !387)
    #dbg_value(i32 %63, !383, !DIExpression(), !387)
  %72 = icmp slt i32 %63, %1, !dbg !413
  br i1 %72, label %73, label %91, !dbg !414

73:                                               ; preds = %70
    #dbg_value(i64 %71, !384, !DIExpression(), !387)
  %74 = shl i64 %71, 2, !dbg !414
  %75 = and i64 %74, 17179869180, !dbg !414
  %76 = getelementptr i8, ptr @tmp, i64 %75, !dbg !414
  %77 = zext nneg i32 %63 to i64, !dbg !414
  %78 = shl nuw nsw i64 %77, 2, !dbg !414
  %79 = getelementptr i8, ptr %0, i64 %78, !dbg !414
  %80 = xor i32 %63, -1, !dbg !414
  %81 = add nsw i32 %80, %1, !dbg !414
  %82 = zext i32 %81 to i64, !dbg !414
  %83 = shl nuw nsw i64 %82, 2, !dbg !414
  %84 = add nuw nsw i64 %83, 4, !dbg !414
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %76, ptr noundef nonnull align 4 dereferenceable(1) %79, i64 %84, i1 false), !dbg !415, !tbaa !99
    #dbg_value(i64 poison, !384, !DIExpression(), !387)
    #dbg_value(i64 poison, !383, !DIExpression(), !387)
  br label %91, !dbg !416

85:                                               ; preds = %29, %85
  %86 = phi i64 [ %88, %85 ], [ %30, %29 ]
  %87 = phi i64 [ %89, %85 ], [ %31, %29 ]
    #dbg_value(i64 %87, !384, !DIExpression(), !387)
    #dbg_value(i64 %86, !382, !DIExpression(), !387)
  %88 = add nuw nsw i64 %86, 1, !dbg !417
    #dbg_value(i64 %88, !382, !DIExpression(), !387)
  %89 = add nuw nsw i64 %87, 1, !dbg !400
    #dbg_value(i64 %89, !384, !DIExpression(), !387)
  %90 = icmp eq i64 %88, %23, !dbg !397
  br i1 %90, label %70, label %85, !dbg !398, !llvm.loop !418

91:                                               ; preds = %70, %73
    #dbg_value(i32 0, !385, !DIExpression(), !419)
  %92 = tail call i32 @llvm.smax.i32(i32 %1, i32 1), !dbg !416
  %93 = zext nneg i32 %92 to i64, !dbg !416
  %94 = shl nuw nsw i64 %93, 2, !dbg !416
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %0, ptr noundef nonnull align 16 dereferenceable(1) @tmp, i64 %94, i1 false), !dbg !420, !tbaa !99
    #dbg_value(i64 poison, !385, !DIExpression(), !419)
  br label %95, !dbg !422

95:                                               ; preds = %91, %2
  ret void, !dbg !422
}

; Function Attrs: nofree nounwind
declare !dbg !423 dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!62, !63, !64, !65, !66, !67, !68}
!llvm.ident = !{!69}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "src", scope: !2, file: !3, line: 6, type: !38, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/programs/nohdr_sort.c", directory: ".")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{!8, !14, !19, !21, !26, !31, !0, !36, !41, !43}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(scope: null, file: !3, line: 65, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 48, elements: !12)
!11 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!12 = !{!13}
!13 = !DISubrange(count: 6)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !3, line: 65, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 40, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 5)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !3, line: 65, type: !10, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 65, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 80, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 10)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 65, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 72, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 9)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !3, line: 77, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 304, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 38)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 6, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 19200, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 600)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(name: "tmp", scope: !2, file: !3, line: 6, type: !38, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(name: "count", scope: !45, file: !3, line: 48, type: !59, isLocal: true, isDefinition: true)
!45 = distinct !DISubprogram(name: "counting", scope: !3, file: !3, line: 47, type: !46, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !49)
!46 = !DISubroutineType(types: !47)
!47 = !{null, !48, !5}
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!49 = !{!50, !51, !52, !54, !56, !57}
!50 = !DILocalVariable(name: "v", arg: 1, scope: !45, file: !3, line: 47, type: !48)
!51 = !DILocalVariable(name: "n", arg: 2, scope: !45, file: !3, line: 47, type: !5)
!52 = !DILocalVariable(name: "i", scope: !53, file: !3, line: 49, type: !5)
!53 = distinct !DILexicalBlock(scope: !45, file: !3, line: 49, column: 5)
!54 = !DILocalVariable(name: "i", scope: !55, file: !3, line: 50, type: !5)
!55 = distinct !DILexicalBlock(scope: !45, file: !3, line: 50, column: 5)
!56 = !DILocalVariable(name: "k", scope: !45, file: !3, line: 51, type: !5)
!57 = !DILocalVariable(name: "i", scope: !58, file: !3, line: 52, type: !5)
!58 = distinct !DILexicalBlock(scope: !45, file: !3, line: 52, column: 5)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 64032, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 2001)
!62 = !{i32 7, !"Dwarf Version", i32 4}
!63 = !{i32 2, !"Debug Info Version", i32 3}
!64 = !{i32 1, !"wchar_size", i32 2}
!65 = !{i32 8, !"PIC Level", i32 2}
!66 = !{i32 7, !"uwtable", i32 2}
!67 = !{i32 1, !"MaxTLSAlign", i32 65536}
!68 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!69 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!70 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 62, type: !71, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !73)
!71 = !DISubroutineType(types: !72)
!72 = !{!5}
!73 = !{!74, !75, !77, !81, !83, !86}
!74 = !DILocalVariable(name: "s", scope: !70, file: !3, line: 63, type: !6)
!75 = !DILocalVariable(name: "i", scope: !76, file: !3, line: 64, type: !5)
!76 = distinct !DILexicalBlock(scope: !70, file: !3, line: 64, column: 5)
!77 = !DILocalVariable(name: "names", scope: !70, file: !3, line: 65, type: !78)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !79, size: 320, elements: !17)
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!81 = !DILocalVariable(name: "alg", scope: !82, file: !3, line: 66, type: !5)
!82 = distinct !DILexicalBlock(scope: !70, file: !3, line: 66, column: 5)
!83 = !DILocalVariable(name: "sorted", scope: !84, file: !3, line: 75, type: !5)
!84 = distinct !DILexicalBlock(scope: !85, file: !3, line: 66, column: 39)
!85 = distinct !DILexicalBlock(scope: !82, file: !3, line: 66, column: 5)
!86 = !DILocalVariable(name: "h", scope: !84, file: !3, line: 76, type: !6)
!87 = !DILocation(line: 0, scope: !70)
!88 = !DILocation(line: 0, scope: !76)
!89 = !DILocation(line: 64, column: 5, scope: !76)
!90 = !DILocation(line: 64, column: 41, scope: !91)
!91 = distinct !DILexicalBlock(scope: !92, file: !3, line: 64, column: 33)
!92 = distinct !DILexicalBlock(scope: !76, file: !3, line: 64, column: 5)
!93 = !DILocation(line: 64, column: 51, scope: !91)
!94 = !DILocation(line: 64, column: 81, scope: !91)
!95 = !DILocation(line: 64, column: 88, scope: !91)
!96 = !DILocation(line: 64, column: 96, scope: !91)
!97 = !DILocation(line: 64, column: 63, scope: !91)
!98 = !DILocation(line: 64, column: 70, scope: !91)
!99 = !{!100, !100, i64 0}
!100 = !{!"int", !101, i64 0}
!101 = !{!"omnipotent char", !102, i64 0}
!102 = !{!"Simple C/C++ TBAA"}
!103 = !DILocation(line: 64, column: 29, scope: !92)
!104 = !DILocation(line: 64, column: 23, scope: !92)
!105 = distinct !{!105, !89, !106, !107}
!106 = !DILocation(line: 64, column: 104, scope: !76)
!107 = !{!"llvm.loop.mustprogress"}
!108 = !DILocation(line: 79, column: 5, scope: !70)
!109 = !DILocation(line: 0, scope: !82)
!110 = !DILocalVariable(name: "i", scope: !111, file: !3, line: 60, type: !5)
!111 = distinct !DILexicalBlock(scope: !112, file: !3, line: 60, column: 27)
!112 = distinct !DISubprogram(name: "reset", scope: !3, file: !3, line: 60, type: !113, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !115)
!113 = !DISubroutineType(types: !114)
!114 = !{null}
!115 = !{!110}
!116 = !DILocation(line: 0, scope: !111, inlinedAt: !117)
!117 = distinct !DILocation(line: 67, column: 9, scope: !84)
!118 = !DILocation(line: 60, column: 60, scope: !119, inlinedAt: !117)
!119 = distinct !DILexicalBlock(scope: !111, file: !3, line: 60, column: 27)
!120 = !DILocation(line: 68, column: 9, scope: !84)
!121 = !DILocation(line: 69, column: 17, scope: !122)
!122 = distinct !DILexicalBlock(scope: !84, file: !3, line: 68, column: 22)
!123 = !DILocation(line: 69, column: 41, scope: !122)
!124 = !DILocalVariable(name: "i", scope: !125, file: !3, line: 30, type: !5)
!125 = distinct !DILexicalBlock(scope: !126, file: !3, line: 30, column: 5)
!126 = distinct !DISubprogram(name: "heapsort", scope: !3, file: !3, line: 29, type: !46, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !127)
!127 = !{!128, !129, !124, !130, !132}
!128 = !DILocalVariable(name: "v", arg: 1, scope: !126, file: !3, line: 29, type: !48)
!129 = !DILocalVariable(name: "n", arg: 2, scope: !126, file: !3, line: 29, type: !5)
!130 = !DILocalVariable(name: "e", scope: !131, file: !3, line: 31, type: !5)
!131 = distinct !DILexicalBlock(scope: !126, file: !3, line: 31, column: 5)
!132 = !DILocalVariable(name: "t", scope: !133, file: !3, line: 31, type: !5)
!133 = distinct !DILexicalBlock(scope: !134, file: !3, line: 31, column: 37)
!134 = distinct !DILexicalBlock(scope: !131, file: !3, line: 31, column: 5)
!135 = !DILocation(line: 0, scope: !125, inlinedAt: !136)
!136 = distinct !DILocation(line: 70, column: 17, scope: !122)
!137 = !DILocation(line: 22, column: 19, scope: !138, inlinedAt: !153)
!138 = distinct !DILexicalBlock(scope: !139, file: !3, line: 22, column: 13)
!139 = distinct !DILexicalBlock(scope: !140, file: !3, line: 20, column: 14)
!140 = distinct !DILexicalBlock(scope: !141, file: !3, line: 20, column: 5)
!141 = distinct !DILexicalBlock(scope: !142, file: !3, line: 20, column: 5)
!142 = distinct !DISubprogram(name: "sift", scope: !3, file: !3, line: 19, type: !143, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !145)
!143 = !DISubroutineType(types: !144)
!144 = !{null, !48, !5, !5}
!145 = !{!146, !147, !148, !149, !150, !151, !152}
!146 = !DILocalVariable(name: "v", arg: 1, scope: !142, file: !3, line: 19, type: !48)
!147 = !DILocalVariable(name: "n", arg: 2, scope: !142, file: !3, line: 19, type: !5)
!148 = !DILocalVariable(name: "i", arg: 3, scope: !142, file: !3, line: 19, type: !5)
!149 = !DILocalVariable(name: "l", scope: !139, file: !3, line: 21, type: !5)
!150 = !DILocalVariable(name: "r", scope: !139, file: !3, line: 21, type: !5)
!151 = !DILocalVariable(name: "m", scope: !139, file: !3, line: 21, type: !5)
!152 = !DILocalVariable(name: "t", scope: !139, file: !3, line: 25, type: !5)
!153 = distinct !DILocation(line: 30, column: 42, scope: !154, inlinedAt: !136)
!154 = distinct !DILexicalBlock(scope: !125, file: !3, line: 30, column: 5)
!155 = !DILocation(line: 0, scope: !142, inlinedAt: !153)
!156 = !DILocation(line: 21, column: 19, scope: !139, inlinedAt: !153)
!157 = !DILocation(line: 21, column: 23, scope: !139, inlinedAt: !153)
!158 = !DILocation(line: 0, scope: !139, inlinedAt: !153)
!159 = !DILocation(line: 21, column: 34, scope: !139, inlinedAt: !153)
!160 = !DILocation(line: 22, column: 15, scope: !138, inlinedAt: !153)
!161 = !DILocation(line: 22, column: 22, scope: !138, inlinedAt: !153)
!162 = !DILocation(line: 22, column: 29, scope: !138, inlinedAt: !153)
!163 = !DILocation(line: 22, column: 27, scope: !138, inlinedAt: !153)
!164 = !DILocation(line: 22, column: 13, scope: !139, inlinedAt: !153)
!165 = !DILocation(line: 23, column: 15, scope: !166, inlinedAt: !153)
!166 = distinct !DILexicalBlock(scope: !139, file: !3, line: 23, column: 13)
!167 = !DILocation(line: 23, column: 19, scope: !166, inlinedAt: !153)
!168 = !DILocation(line: 23, column: 22, scope: !166, inlinedAt: !153)
!169 = !DILocation(line: 23, column: 29, scope: !166, inlinedAt: !153)
!170 = !DILocation(line: 23, column: 27, scope: !166, inlinedAt: !153)
!171 = !DILocation(line: 23, column: 13, scope: !139, inlinedAt: !153)
!172 = !DILocation(line: 24, column: 15, scope: !173, inlinedAt: !153)
!173 = distinct !DILexicalBlock(scope: !139, file: !3, line: 24, column: 13)
!174 = !DILocation(line: 24, column: 13, scope: !139, inlinedAt: !153)
!175 = !DILocation(line: 25, column: 17, scope: !139, inlinedAt: !153)
!176 = !DILocation(line: 25, column: 30, scope: !139, inlinedAt: !153)
!177 = !DILocation(line: 25, column: 28, scope: !139, inlinedAt: !153)
!178 = !DILocation(line: 25, column: 41, scope: !139, inlinedAt: !153)
!179 = !DILocation(line: 30, column: 38, scope: !154, inlinedAt: !136)
!180 = !DILocation(line: 30, column: 31, scope: !154, inlinedAt: !136)
!181 = !DILocation(line: 30, column: 5, scope: !125, inlinedAt: !136)
!182 = distinct !{!182, !181, !183, !107}
!183 = !DILocation(line: 30, column: 54, scope: !125, inlinedAt: !136)
!184 = !DILocation(line: 0, scope: !131, inlinedAt: !136)
!185 = !DILocation(line: 0, scope: !133, inlinedAt: !136)
!186 = !DILocation(line: 0, scope: !142, inlinedAt: !187)
!187 = distinct !DILocation(line: 31, column: 76, scope: !133, inlinedAt: !136)
!188 = !DILocation(line: 20, column: 5, scope: !142, inlinedAt: !187)
!189 = !DILocation(line: 31, scope: !133, inlinedAt: !136)
!190 = !DILocation(line: 21, column: 19, scope: !139, inlinedAt: !187)
!191 = !DILocation(line: 21, column: 23, scope: !139, inlinedAt: !187)
!192 = !DILocation(line: 0, scope: !139, inlinedAt: !187)
!193 = !DILocation(line: 21, column: 34, scope: !139, inlinedAt: !187)
!194 = !DILocation(line: 22, column: 15, scope: !138, inlinedAt: !187)
!195 = !DILocation(line: 22, column: 19, scope: !138, inlinedAt: !187)
!196 = !DILocation(line: 22, column: 22, scope: !138, inlinedAt: !187)
!197 = !DILocation(line: 22, column: 29, scope: !138, inlinedAt: !187)
!198 = !DILocation(line: 22, column: 27, scope: !138, inlinedAt: !187)
!199 = !DILocation(line: 22, column: 13, scope: !139, inlinedAt: !187)
!200 = !DILocation(line: 23, column: 15, scope: !166, inlinedAt: !187)
!201 = !DILocation(line: 23, column: 19, scope: !166, inlinedAt: !187)
!202 = !DILocation(line: 23, column: 22, scope: !166, inlinedAt: !187)
!203 = !DILocation(line: 23, column: 29, scope: !166, inlinedAt: !187)
!204 = !DILocation(line: 23, column: 27, scope: !166, inlinedAt: !187)
!205 = !DILocation(line: 23, column: 13, scope: !139, inlinedAt: !187)
!206 = !DILocation(line: 24, column: 15, scope: !173, inlinedAt: !187)
!207 = !DILocation(line: 24, column: 13, scope: !139, inlinedAt: !187)
!208 = !DILocation(line: 25, column: 17, scope: !139, inlinedAt: !187)
!209 = !DILocation(line: 25, column: 30, scope: !139, inlinedAt: !187)
!210 = !DILocation(line: 31, column: 33, scope: !134, inlinedAt: !136)
!211 = !DILocation(line: 31, column: 27, scope: !134, inlinedAt: !136)
!212 = !DILocation(line: 31, column: 5, scope: !131, inlinedAt: !136)
!213 = distinct !{!213, !212, !214, !107}
!214 = !DILocation(line: 31, column: 91, scope: !131, inlinedAt: !136)
!215 = !DILocation(line: 71, column: 17, scope: !122)
!216 = !DILocation(line: 71, column: 34, scope: !122)
!217 = !DILocalVariable(name: "i", scope: !218, file: !3, line: 45, type: !5)
!218 = distinct !DILexicalBlock(scope: !219, file: !3, line: 45, column: 5)
!219 = distinct !DISubprogram(name: "insertion", scope: !3, file: !3, line: 44, type: !46, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !220)
!220 = !{!221, !222, !217, !223, !226}
!221 = !DILocalVariable(name: "v", arg: 1, scope: !219, file: !3, line: 44, type: !48)
!222 = !DILocalVariable(name: "n", arg: 2, scope: !219, file: !3, line: 44, type: !5)
!223 = !DILocalVariable(name: "x", scope: !224, file: !3, line: 45, type: !5)
!224 = distinct !DILexicalBlock(scope: !225, file: !3, line: 45, column: 33)
!225 = distinct !DILexicalBlock(scope: !218, file: !3, line: 45, column: 5)
!226 = !DILocalVariable(name: "j", scope: !224, file: !3, line: 45, type: !5)
!227 = !DILocation(line: 0, scope: !218, inlinedAt: !228)
!228 = distinct !DILocation(line: 72, column: 17, scope: !122)
!229 = !DILocation(line: 45, column: 43, scope: !224, inlinedAt: !228)
!230 = !DILocation(line: 0, scope: !224, inlinedAt: !228)
!231 = !DILocation(line: 45, column: 74, scope: !224, inlinedAt: !228)
!232 = !DILocation(line: 45, scope: !224, inlinedAt: !228)
!233 = !DILocation(line: 45, column: 77, scope: !224, inlinedAt: !228)
!234 = !DILocation(line: 45, column: 82, scope: !224, inlinedAt: !228)
!235 = !DILocation(line: 45, column: 60, scope: !224, inlinedAt: !228)
!236 = !DILocation(line: 45, column: 89, scope: !237, inlinedAt: !228)
!237 = distinct !DILexicalBlock(scope: !224, file: !3, line: 45, column: 87)
!238 = !DILocation(line: 45, column: 98, scope: !237, inlinedAt: !228)
!239 = !DILocation(line: 45, column: 69, scope: !224, inlinedAt: !228)
!240 = distinct !{!240, !235, !241, !107}
!241 = !DILocation(line: 45, column: 111, scope: !224, inlinedAt: !228)
!242 = !DILocation(line: 45, column: 113, scope: !224, inlinedAt: !228)
!243 = !DILocation(line: 45, column: 122, scope: !224, inlinedAt: !228)
!244 = !DILocation(line: 45, column: 29, scope: !225, inlinedAt: !228)
!245 = !DILocation(line: 45, column: 23, scope: !225, inlinedAt: !228)
!246 = !DILocation(line: 45, column: 5, scope: !218, inlinedAt: !228)
!247 = distinct !{!247, !246, !248, !107}
!248 = !DILocation(line: 45, column: 127, scope: !218, inlinedAt: !228)
!249 = !DILocation(line: 0, scope: !45, inlinedAt: !250)
!250 = distinct !DILocation(line: 73, column: 17, scope: !122)
!251 = !DILocation(line: 0, scope: !53, inlinedAt: !250)
!252 = !DILocation(line: 49, column: 46, scope: !253, inlinedAt: !250)
!253 = distinct !DILexicalBlock(scope: !53, file: !3, line: 49, column: 5)
!254 = !DILocation(line: 50, column: 5, scope: !55, inlinedAt: !250)
!255 = !DILocation(line: 0, scope: !55, inlinedAt: !250)
!256 = !DILocation(line: 50, column: 39, scope: !257, inlinedAt: !250)
!257 = distinct !DILexicalBlock(scope: !55, file: !3, line: 50, column: 5)
!258 = !DILocation(line: 50, column: 44, scope: !257, inlinedAt: !250)
!259 = !DILocation(line: 50, column: 33, scope: !257, inlinedAt: !250)
!260 = !DILocation(line: 50, column: 51, scope: !257, inlinedAt: !250)
!261 = !DILocation(line: 50, column: 29, scope: !257, inlinedAt: !250)
!262 = !DILocation(line: 50, column: 23, scope: !257, inlinedAt: !250)
!263 = distinct !{!263, !254, !264, !107}
!264 = !DILocation(line: 50, column: 51, scope: !55, inlinedAt: !250)
!265 = !DILocation(line: 0, scope: !58, inlinedAt: !250)
!266 = !DILocation(line: 52, column: 37, scope: !267, inlinedAt: !250)
!267 = distinct !DILexicalBlock(scope: !58, file: !3, line: 52, column: 5)
!268 = !DILocation(line: 52, column: 56, scope: !267, inlinedAt: !250)
!269 = !DILocation(line: 52, column: 63, scope: !267, inlinedAt: !250)
!270 = distinct !{!270, !266, !271, !107, !272, !273}
!271 = !DILocation(line: 52, column: 69, scope: !267, inlinedAt: !250)
!272 = !{!"llvm.loop.isvectorized", i32 1}
!273 = !{!"llvm.loop.unroll.runtime.disable"}
!274 = !DILocation(line: 52, column: 52, scope: !267, inlinedAt: !250)
!275 = !DILocation(line: 52, column: 59, scope: !267, inlinedAt: !250)
!276 = distinct !{!276, !266, !271, !107, !273, !272}
!277 = !DILocation(line: 52, column: 33, scope: !267, inlinedAt: !250)
!278 = !DILocation(line: 52, column: 23, scope: !267, inlinedAt: !250)
!279 = !DILocation(line: 52, column: 5, scope: !58, inlinedAt: !250)
!280 = distinct !{!280, !279, !281, !107}
!281 = !DILocation(line: 52, column: 69, scope: !58, inlinedAt: !250)
!282 = !DILocalVariable(name: "v", arg: 1, scope: !283, file: !3, line: 54, type: !286)
!283 = distinct !DISubprogram(name: "check", scope: !3, file: !3, line: 54, type: !284, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !288)
!284 = !DISubroutineType(types: !285)
!285 = !{!6, !286, !5, !48}
!286 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !287, size: 64)
!287 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!288 = !{!282, !289, !290, !291, !292}
!289 = !DILocalVariable(name: "n", arg: 2, scope: !283, file: !3, line: 54, type: !5)
!290 = !DILocalVariable(name: "sorted", arg: 3, scope: !283, file: !3, line: 54, type: !48)
!291 = !DILocalVariable(name: "h", scope: !283, file: !3, line: 55, type: !6)
!292 = !DILocalVariable(name: "i", scope: !293, file: !3, line: 57, type: !5)
!293 = distinct !DILexicalBlock(scope: !283, file: !3, line: 57, column: 5)
!294 = !DILocation(line: 0, scope: !283, inlinedAt: !295)
!295 = distinct !DILocation(line: 76, column: 22, scope: !84)
!296 = !DILocation(line: 0, scope: !84)
!297 = !DILocation(line: 0, scope: !293, inlinedAt: !295)
!298 = !DILocation(line: 57, column: 58, scope: !299, inlinedAt: !295)
!299 = distinct !DILexicalBlock(scope: !300, file: !3, line: 57, column: 33)
!300 = distinct !DILexicalBlock(scope: !293, file: !3, line: 57, column: 5)
!301 = !DILocation(line: 57, column: 5, scope: !293, inlinedAt: !295)
!302 = !DILocation(line: 57, column: 41, scope: !299, inlinedAt: !295)
!303 = !DILocation(line: 57, column: 46, scope: !299, inlinedAt: !295)
!304 = !DILocation(line: 57, column: 73, scope: !305, inlinedAt: !295)
!305 = distinct !DILexicalBlock(scope: !299, file: !3, line: 57, column: 68)
!306 = !DILocation(line: 57, column: 82, scope: !305, inlinedAt: !295)
!307 = !DILocation(line: 57, column: 68, scope: !299, inlinedAt: !295)
!308 = !DILocation(line: 57, column: 29, scope: !300, inlinedAt: !295)
!309 = !DILocation(line: 57, column: 23, scope: !300, inlinedAt: !295)
!310 = distinct !{!310, !301, !311, !107, !312}
!311 = !DILocation(line: 57, column: 103, scope: !293, inlinedAt: !295)
!312 = !{!"llvm.loop.peeled.count", i32 1}
!313 = !DILocation(line: 77, column: 58, scope: !84)
!314 = !DILocation(line: 77, column: 87, scope: !84)
!315 = !DILocation(line: 77, column: 9, scope: !84)
!316 = !DILocation(line: 66, column: 35, scope: !85)
!317 = !DILocation(line: 66, column: 27, scope: !85)
!318 = !DILocation(line: 66, column: 5, scope: !82)
!319 = distinct !{!319, !318, !320, !107}
!320 = !DILocation(line: 78, column: 5, scope: !82)
!321 = distinct !DISubprogram(name: "quicksort", scope: !3, file: !3, line: 8, type: !322, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !323)
!322 = !DISubroutineType(cc: DW_CC_nocall, types: !144)
!323 = !{!324, !325, !326, !327, !329, !330, !331}
!324 = !DILocalVariable(name: "v", arg: 1, scope: !321, file: !3, line: 8, type: !48)
!325 = !DILocalVariable(name: "lo", arg: 2, scope: !321, file: !3, line: 8, type: !5)
!326 = !DILocalVariable(name: "hi", arg: 3, scope: !321, file: !3, line: 8, type: !5)
!327 = !DILocalVariable(name: "p", scope: !328, file: !3, line: 10, type: !5)
!328 = distinct !DILexicalBlock(scope: !321, file: !3, line: 9, column: 21)
!329 = !DILocalVariable(name: "i", scope: !328, file: !3, line: 10, type: !5)
!330 = !DILocalVariable(name: "j", scope: !328, file: !3, line: 10, type: !5)
!331 = !DILocalVariable(name: "t", scope: !332, file: !3, line: 14, type: !5)
!332 = distinct !DILexicalBlock(scope: !333, file: !3, line: 14, column: 25)
!333 = distinct !DILexicalBlock(scope: !334, file: !3, line: 14, column: 17)
!334 = distinct !DILexicalBlock(scope: !328, file: !3, line: 11, column: 24)
!335 = !DILocation(line: 0, scope: !321)
!336 = !DILocation(line: 9, column: 15, scope: !321)
!337 = !DILocation(line: 9, column: 5, scope: !321)
!338 = !DILocation(line: 10, column: 23, scope: !328)
!339 = !DILocation(line: 10, column: 29, scope: !328)
!340 = !DILocation(line: 10, column: 17, scope: !328)
!341 = !DILocation(line: 0, scope: !328)
!342 = !DILocation(line: 11, column: 9, scope: !328)
!343 = !DILocation(line: 12, column: 13, scope: !334)
!344 = !DILocation(line: 12, column: 20, scope: !334)
!345 = !DILocation(line: 12, column: 25, scope: !334)
!346 = !DILocation(line: 12, column: 31, scope: !334)
!347 = distinct !{!347, !343, !346, !107}
!348 = !DILocation(line: 13, column: 13, scope: !334)
!349 = !DILocation(line: 13, column: 20, scope: !334)
!350 = !DILocation(line: 13, column: 25, scope: !334)
!351 = !DILocation(line: 13, column: 31, scope: !334)
!352 = distinct !{!352, !348, !351, !107}
!353 = !DILocation(line: 14, column: 19, scope: !333)
!354 = !DILocation(line: 14, column: 17, scope: !334)
!355 = !DILocation(line: 0, scope: !332)
!356 = !DILocation(line: 14, column: 46, scope: !332)
!357 = !DILocation(line: 14, column: 59, scope: !332)
!358 = !DILocation(line: 14, column: 65, scope: !332)
!359 = !DILocation(line: 14, column: 70, scope: !332)
!360 = !DILocation(line: 14, column: 74, scope: !332)
!361 = !DILocation(line: 11, column: 18, scope: !328)
!362 = distinct !{!362, !342, !363, !107}
!363 = !DILocation(line: 15, column: 9, scope: !328)
!364 = !DILocation(line: 16, column: 15, scope: !365)
!365 = distinct !DILexicalBlock(scope: !328, file: !3, line: 16, column: 13)
!366 = !DILocation(line: 16, column: 25, scope: !365)
!367 = !DILocation(line: 16, column: 20, scope: !365)
!368 = !DILocation(line: 16, column: 13, scope: !328)
!369 = !DILocation(line: 16, column: 32, scope: !370)
!370 = distinct !DILexicalBlock(scope: !365, file: !3, line: 16, column: 30)
!371 = !DILocation(line: 16, column: 61, scope: !370)
!372 = !DILocation(line: 16, column: 70, scope: !373)
!373 = distinct !DILexicalBlock(scope: !365, file: !3, line: 16, column: 68)
!374 = distinct !{!374, !337, !375, !107}
!375 = !DILocation(line: 17, column: 5, scope: !321)
!376 = !DILocation(line: 18, column: 1, scope: !321)
!377 = distinct !DISubprogram(name: "mergesort", scope: !3, file: !3, line: 33, type: !46, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !378)
!378 = !{!379, !380, !381, !382, !383, !384, !385}
!379 = !DILocalVariable(name: "v", arg: 1, scope: !377, file: !3, line: 33, type: !48)
!380 = !DILocalVariable(name: "n", arg: 2, scope: !377, file: !3, line: 33, type: !5)
!381 = !DILocalVariable(name: "h", scope: !377, file: !3, line: 35, type: !5)
!382 = !DILocalVariable(name: "i", scope: !377, file: !3, line: 38, type: !5)
!383 = !DILocalVariable(name: "j", scope: !377, file: !3, line: 38, type: !5)
!384 = !DILocalVariable(name: "k", scope: !377, file: !3, line: 38, type: !5)
!385 = !DILocalVariable(name: "x", scope: !386, file: !3, line: 42, type: !5)
!386 = distinct !DILexicalBlock(scope: !377, file: !3, line: 42, column: 5)
!387 = !DILocation(line: 0, scope: !377)
!388 = !DILocation(line: 34, column: 11, scope: !389)
!389 = distinct !DILexicalBlock(scope: !377, file: !3, line: 34, column: 9)
!390 = !DILocation(line: 34, column: 9, scope: !377)
!391 = !DILocation(line: 35, column: 15, scope: !377)
!392 = !DILocation(line: 36, column: 5, scope: !377)
!393 = !DILocation(line: 37, column: 17, scope: !377)
!394 = !DILocation(line: 37, column: 24, scope: !377)
!395 = !DILocation(line: 37, column: 5, scope: !377)
!396 = !DILocation(line: 39, column: 5, scope: !377)
!397 = !DILocation(line: 40, column: 14, scope: !377)
!398 = !DILocation(line: 40, column: 5, scope: !377)
!399 = !DILocation(line: 40, column: 28, scope: !377)
!400 = !DILocation(line: 40, column: 24, scope: !377)
!401 = distinct !{!401, !398, !402, !107, !272, !273}
!402 = !DILocation(line: 40, column: 35, scope: !377)
!403 = !DILocation(line: 39, column: 39, scope: !377)
!404 = !DILocation(line: 39, column: 47, scope: !377)
!405 = !DILocation(line: 39, column: 44, scope: !377)
!406 = !DILocation(line: 39, column: 33, scope: !377)
!407 = !DILocation(line: 39, column: 28, scope: !377)
!408 = !DILocation(line: 39, column: 37, scope: !377)
!409 = !DILocation(line: 39, column: 14, scope: !377)
!410 = !DILocation(line: 39, column: 18, scope: !377)
!411 = distinct !{!411, !396, !412, !107}
!412 = !DILocation(line: 39, column: 68, scope: !377)
!413 = !DILocation(line: 41, column: 14, scope: !377)
!414 = !DILocation(line: 41, column: 5, scope: !377)
!415 = !DILocation(line: 41, column: 28, scope: !377)
!416 = !DILocation(line: 42, column: 5, scope: !386)
!417 = !DILocation(line: 40, column: 33, scope: !377)
!418 = distinct !{!418, !398, !402, !107, !273, !272}
!419 = !DILocation(line: 0, scope: !386)
!420 = !DILocation(line: 42, column: 38, scope: !421)
!421 = distinct !DILexicalBlock(scope: !386, file: !3, line: 42, column: 5)
!422 = !DILocation(line: 43, column: 1, scope: !377)
!423 = !DISubprogram(name: "printf", scope: !3, file: !3, line: 3, type: !424, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!424 = !DISubroutineType(types: !425)
!425 = !{!5, !79, null}
