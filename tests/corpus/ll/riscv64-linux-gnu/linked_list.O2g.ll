; ModuleID = 'tests/programs/linked_list.c'
source_filename = "tests/programs/linked_list.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.DList = type { %struct.DNode }
%struct.DNode = type { ptr, ptr, i64 }
%struct.Node = type { i32, ptr }

@.str = private unnamed_addr constant [24 x i8] c"initial hash %u len %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [18 x i8] c"reversed hash %u\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [28 x i8] c"sorted %d first %d hash %u\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [28 x i8] c"removed %d, hash %u len %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [32 x i8] c"dlist count %d fw %llu bw %llu\0A\00", align 1, !dbg !19

; Function Attrs: nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !43 {
  %1 = alloca ptr, align 8, !DIAssignID !86
  %2 = alloca %struct.DList, align 8, !DIAssignID !87
    #dbg_assign(i1 undef, !64, !DIExpression(), !87, ptr %2, !DIExpression(), !88)
    #dbg_value(ptr null, !47, !DIExpression(), !88)
    #dbg_value(i32 99, !53, !DIExpression(), !88)
    #dbg_value(i32 0, !54, !DIExpression(), !89)
  br label %39, !dbg !90

3:                                                ; preds = %39, %3
  %4 = phi i32 [ %10, %3 ], [ 0, %39 ], !dbg !91
  %5 = phi i32 [ %9, %3 ], [ -2128831035, %39 ]
  %6 = phi ptr [ %12, %3 ], [ %46, %39 ]
    #dbg_value(i32 %5, !104, !DIExpression(), !106)
    #dbg_value(ptr %6, !102, !DIExpression(), !106)
  %7 = load i32, ptr %6, align 8, !dbg !91, !tbaa !107
  %8 = xor i32 %7, %5, !dbg !113
  %9 = mul i32 %8, 16777619, !dbg !114
    #dbg_value(i32 %9, !104, !DIExpression(), !106)
  %10 = add nuw nsw i32 %4, 1, !dbg !115
    #dbg_value(i32 %10, !56, !DIExpression(), !88)
  %11 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !116
  %12 = load ptr, ptr %11, align 8, !dbg !116, !tbaa !117
    #dbg_value(ptr %12, !102, !DIExpression(), !106)
  %13 = icmp eq ptr %12, null, !dbg !118
  br i1 %13, label %14, label %3, !dbg !118, !llvm.loop !119

14:                                               ; preds = %3
    #dbg_value(i32 %10, !56, !DIExpression(), !88)
    #dbg_value(i32 %9, !57, !DIExpression(), !88)
  %15 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %9, i32 noundef signext %10), !dbg !122
    #dbg_value(ptr %46, !123, !DIExpression(), !131)
    #dbg_value(ptr null, !128, !DIExpression(), !131)
  br label %16, !dbg !133

16:                                               ; preds = %14, %16
  %17 = phi ptr [ %20, %16 ], [ %46, %14 ]
  %18 = phi ptr [ %17, %16 ], [ null, %14 ]
    #dbg_value(ptr %17, !123, !DIExpression(), !131)
    #dbg_value(ptr %18, !128, !DIExpression(), !131)
  %19 = getelementptr inbounds i8, ptr %17, i64 8, !dbg !134
  %20 = load ptr, ptr %19, align 8, !dbg !134, !tbaa !117
    #dbg_value(ptr %20, !129, !DIExpression(), !135)
  store ptr %18, ptr %19, align 8, !dbg !136, !tbaa !117
    #dbg_value(ptr %20, !123, !DIExpression(), !131)
    #dbg_value(ptr %17, !128, !DIExpression(), !131)
  %21 = icmp eq ptr %20, null, !dbg !133
  br i1 %21, label %22, label %16, !dbg !133, !llvm.loop !137

22:                                               ; preds = %16, %22
  %23 = phi i32 [ %27, %22 ], [ -2128831035, %16 ]
  %24 = phi ptr [ %29, %22 ], [ %17, %16 ]
    #dbg_value(i32 %23, !104, !DIExpression(), !139)
    #dbg_value(ptr %24, !102, !DIExpression(), !139)
  %25 = load i32, ptr %24, align 8, !dbg !141, !tbaa !107
  %26 = xor i32 %25, %23, !dbg !142
  %27 = mul i32 %26, 16777619, !dbg !143
    #dbg_value(i32 %27, !104, !DIExpression(), !139)
    #dbg_value(i32 poison, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !88)
  %28 = getelementptr inbounds i8, ptr %24, i64 8, !dbg !144
  %29 = load ptr, ptr %28, align 8, !dbg !144, !tbaa !117
    #dbg_value(ptr %29, !102, !DIExpression(), !139)
  %30 = icmp eq ptr %29, null, !dbg !145
  br i1 %30, label %31, label %22, !dbg !145, !llvm.loop !146

31:                                               ; preds = %22
  %32 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext %27), !dbg !148
  %33 = tail call fastcc ptr @msort(ptr noundef nonnull %17), !dbg !149
    #dbg_value(ptr %33, !47, !DIExpression(), !88)
    #dbg_value(i32 1, !58, !DIExpression(), !88)
    #dbg_value(ptr %33, !59, !DIExpression(), !150)
  %34 = icmp eq ptr %33, null, !dbg !151
  br i1 %34, label %61, label %35, !dbg !153

35:                                               ; preds = %31
    #dbg_value(ptr %33, !59, !DIExpression(), !150)
    #dbg_value(i32 1, !58, !DIExpression(), !88)
  %36 = getelementptr inbounds i8, ptr %33, i64 8, !dbg !154
  %37 = load ptr, ptr %36, align 8, !dbg !154, !tbaa !117
  %38 = icmp eq ptr %37, null, !dbg !153
  br i1 %38, label %50, label %100, !dbg !155

39:                                               ; preds = %0, %39
  %40 = phi ptr [ null, %0 ], [ %46, %39 ]
  %41 = phi i32 [ 99, %0 ], [ %44, %39 ]
  %42 = phi i32 [ 0, %0 ], [ %48, %39 ]
    #dbg_value(ptr %40, !47, !DIExpression(), !88)
    #dbg_value(i32 %41, !53, !DIExpression(), !88)
    #dbg_value(i32 %42, !54, !DIExpression(), !89)
  %43 = mul i32 %41, 69069, !dbg !156
  %44 = add i32 %43, 1, !dbg !159
    #dbg_value(i32 %44, !53, !DIExpression(), !88)
  %45 = lshr i32 %44, 20, !dbg !160
    #dbg_value(ptr %40, !161, !DIExpression(), !168)
    #dbg_value(i32 %45, !166, !DIExpression(), !168)
  %46 = tail call noalias noundef dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #7, !dbg !170
    #dbg_value(ptr %46, !167, !DIExpression(), !168)
  store i32 %45, ptr %46, align 8, !dbg !171, !tbaa !107
  %47 = getelementptr inbounds i8, ptr %46, i64 8, !dbg !172
  store ptr %40, ptr %47, align 8, !dbg !173, !tbaa !117
    #dbg_value(ptr %46, !47, !DIExpression(), !88)
  %48 = add nuw nsw i32 %42, 1, !dbg !174
    #dbg_value(i32 %48, !54, !DIExpression(), !89)
  %49 = icmp eq i32 %48, 2000, !dbg !175
  br i1 %49, label %3, label %39, !dbg !90, !llvm.loop !176

50:                                               ; preds = %100, %35
  %51 = phi i32 [ 1, %35 ], [ %107, %100 ]
    #dbg_value(ptr undef, !103, !DIExpression(), !178)
    #dbg_value(i32 0, !56, !DIExpression(), !88)
    #dbg_value(i32 -2128831035, !104, !DIExpression(), !178)
    #dbg_value(ptr %33, !102, !DIExpression(), !178)
  br i1 %34, label %61, label %52, !dbg !180

52:                                               ; preds = %50, %52
  %53 = phi i32 [ %57, %52 ], [ -2128831035, %50 ]
  %54 = phi ptr [ %59, %52 ], [ %33, %50 ]
    #dbg_value(i32 %53, !104, !DIExpression(), !178)
    #dbg_value(ptr %54, !102, !DIExpression(), !178)
  %55 = load i32, ptr %54, align 8, !dbg !181, !tbaa !107
  %56 = xor i32 %55, %53, !dbg !182
  %57 = mul i32 %56, 16777619, !dbg !183
    #dbg_value(i32 %57, !104, !DIExpression(), !178)
    #dbg_value(i32 poison, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !88)
  %58 = getelementptr inbounds i8, ptr %54, i64 8, !dbg !184
  %59 = load ptr, ptr %58, align 8, !dbg !184, !tbaa !117
    #dbg_value(ptr %59, !102, !DIExpression(), !178)
  %60 = icmp eq ptr %59, null, !dbg !180
  br i1 %60, label %61, label %52, !dbg !180, !llvm.loop !185

61:                                               ; preds = %52, %31, %50
  %62 = phi i32 [ %51, %50 ], [ 1, %31 ], [ %51, %52 ]
  %63 = phi i32 [ -2128831035, %50 ], [ -2128831035, %31 ], [ %57, %52 ], !dbg !178
    #dbg_value(i32 %63, !57, !DIExpression(), !88)
  %64 = load i32, ptr %33, align 8, !dbg !187, !tbaa !107
  %65 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %62, i32 noundef signext %64, i32 noundef signext %63), !dbg !188
    #dbg_value(i32 0, !61, !DIExpression(), !88)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
    #dbg_assign(i1 undef, !189, !DIExpression(), !86, ptr %1, !DIExpression(), !202)
  store ptr %33, ptr %1, align 8, !tbaa !204, !DIAssignID !205
    #dbg_assign(ptr %33, !189, !DIExpression(), !205, ptr %1, !DIExpression(), !202)
    #dbg_value(i32 3, !194, !DIExpression(), !202)
    #dbg_value(ptr undef, !195, !DIExpression(), !202)
    #dbg_value(ptr %1, !196, !DIExpression(), !202)
  br label %66, !dbg !206

66:                                               ; preds = %61, %77
  %67 = phi i32 [ 0, %61 ], [ %78, %77 ], !dbg !88
  %68 = phi ptr [ %1, %61 ], [ %79, %77 ]
  %69 = phi ptr [ %33, %61 ], [ %80, %77 ]
    #dbg_value(i32 %67, !61, !DIExpression(), !88)
    #dbg_value(ptr %68, !196, !DIExpression(), !202)
  %70 = load i32, ptr %69, align 8, !dbg !207, !tbaa !107
  %71 = srem i32 %70, 3, !dbg !208
  %72 = icmp eq i32 %71, 0, !dbg !209
  %73 = getelementptr inbounds i8, ptr %69, i64 8, !dbg !210
  br i1 %72, label %74, label %77, !dbg !211

74:                                               ; preds = %66
    #dbg_value(ptr %69, !198, !DIExpression(), !212)
  %75 = load ptr, ptr %73, align 8, !dbg !213, !tbaa !117
  store ptr %75, ptr %68, align 8, !dbg !214, !tbaa !204
  tail call void @free(ptr noundef nonnull %69) #8, !dbg !215
  %76 = add nsw i32 %67, 1, !dbg !216
    #dbg_value(i32 %76, !61, !DIExpression(), !88)
  br label %77, !dbg !217

77:                                               ; preds = %74, %66
  %78 = phi i32 [ %76, %74 ], [ %67, %66 ], !dbg !88
  %79 = phi ptr [ %68, %74 ], [ %73, %66 ], !dbg !202
    #dbg_value(i32 %78, !61, !DIExpression(), !88)
    #dbg_value(ptr %79, !196, !DIExpression(), !202)
  %80 = load ptr, ptr %79, align 8, !dbg !218, !tbaa !204
  %81 = icmp eq ptr %80, null, !dbg !206
  br i1 %81, label %82, label %66, !dbg !206, !llvm.loop !219

82:                                               ; preds = %77
  %83 = load ptr, ptr %1, align 8, !dbg !221, !tbaa !204
    #dbg_value(i32 %78, !61, !DIExpression(), !88)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1), !dbg !222
    #dbg_value(ptr %83, !47, !DIExpression(), !88)
    #dbg_value(ptr undef, !103, !DIExpression(), !223)
    #dbg_value(i32 0, !56, !DIExpression(), !88)
    #dbg_value(i32 -2128831035, !104, !DIExpression(), !223)
    #dbg_value(ptr %83, !102, !DIExpression(), !223)
  %84 = icmp eq ptr %83, null, !dbg !225
  br i1 %84, label %85, label %87, !dbg !225

85:                                               ; preds = %82
    #dbg_value(i32 0, !56, !DIExpression(), !88)
    #dbg_value(i32 -2128831035, !57, !DIExpression(), !88)
  %86 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext %78, i32 noundef signext -2128831035, i32 noundef signext 0), !dbg !226
    #dbg_value(ptr %83, !47, !DIExpression(), !88)
  br label %116, !dbg !227

87:                                               ; preds = %82, %87
  %88 = phi i32 [ %94, %87 ], [ 0, %82 ], !dbg !228
  %89 = phi i32 [ %93, %87 ], [ -2128831035, %82 ]
  %90 = phi ptr [ %96, %87 ], [ %83, %82 ]
    #dbg_value(i32 %89, !104, !DIExpression(), !223)
    #dbg_value(ptr %90, !102, !DIExpression(), !223)
  %91 = load i32, ptr %90, align 8, !dbg !228, !tbaa !107
  %92 = xor i32 %91, %89, !dbg !229
  %93 = mul i32 %92, 16777619, !dbg !230
    #dbg_value(i32 %93, !104, !DIExpression(), !223)
  %94 = add nuw nsw i32 %88, 1, !dbg !231
    #dbg_value(i32 %94, !56, !DIExpression(), !88)
  %95 = getelementptr inbounds i8, ptr %90, i64 8, !dbg !232
  %96 = load ptr, ptr %95, align 8, !dbg !232, !tbaa !117
    #dbg_value(ptr %96, !102, !DIExpression(), !223)
  %97 = icmp eq ptr %96, null, !dbg !225
  br i1 %97, label %98, label %87, !dbg !225, !llvm.loop !233

98:                                               ; preds = %87
    #dbg_value(i32 %94, !56, !DIExpression(), !88)
    #dbg_value(i32 %93, !57, !DIExpression(), !88)
  %99 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext %78, i32 noundef signext %93, i32 noundef signext %94), !dbg !226
    #dbg_value(ptr %83, !47, !DIExpression(), !88)
  br i1 %84, label %116, label %111, !dbg !227

100:                                              ; preds = %35, %100
  %101 = phi ptr [ %109, %100 ], [ %37, %35 ]
  %102 = phi i32 [ %107, %100 ], [ 1, %35 ]
  %103 = phi ptr [ %101, %100 ], [ %33, %35 ]
    #dbg_value(i32 %102, !58, !DIExpression(), !88)
    #dbg_value(ptr %103, !59, !DIExpression(), !150)
  %104 = load i32, ptr %103, align 8, !dbg !235, !tbaa !107
  %105 = load i32, ptr %101, align 8, !dbg !237, !tbaa !107
  %106 = icmp sgt i32 %104, %105, !dbg !238
  %107 = select i1 %106, i32 0, i32 %102, !dbg !239
    #dbg_value(ptr %101, !59, !DIExpression(), !150)
    #dbg_value(i32 %107, !58, !DIExpression(), !88)
  %108 = getelementptr inbounds i8, ptr %101, i64 8, !dbg !154
  %109 = load ptr, ptr %108, align 8, !dbg !154, !tbaa !117
  %110 = icmp eq ptr %109, null, !dbg !153
  br i1 %110, label %50, label %100, !dbg !155

111:                                              ; preds = %98, %111
  %112 = phi ptr [ %114, %111 ], [ %83, %98 ]
    #dbg_value(ptr %112, !47, !DIExpression(), !88)
  %113 = getelementptr inbounds i8, ptr %112, i64 8, !dbg !240
  %114 = load ptr, ptr %113, align 8, !dbg !240, !tbaa !117
    #dbg_value(ptr %114, !62, !DIExpression(), !241)
  tail call void @free(ptr noundef nonnull %112) #8, !dbg !242
    #dbg_value(ptr %114, !47, !DIExpression(), !88)
  %115 = icmp eq ptr %114, null, !dbg !227
  br i1 %115, label %116, label %111, !dbg !227, !llvm.loop !243

116:                                              ; preds = %111, %85, %98
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #8, !dbg !245
    #dbg_value(ptr %2, !246, !DIExpression(), !252)
  %117 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !254
  store ptr %2, ptr %117, align 8, !dbg !255, !tbaa !256, !DIAssignID !260
    #dbg_assign(ptr %2, !64, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !260, ptr %117, !DIExpression(), !88)
  store ptr %2, ptr %2, align 8, !dbg !261, !tbaa !262, !DIAssignID !263
    #dbg_assign(ptr %2, !64, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !263, ptr %2, !DIExpression(), !88)
  %118 = call noalias dereferenceable_or_null(2400) ptr @calloc(i64 noundef 100, i64 noundef 24) #9, !dbg !264
    #dbg_value(ptr %118, !74, !DIExpression(), !88)
    #dbg_value(i32 0, !75, !DIExpression(), !265)
  br label %119, !dbg !266

119:                                              ; preds = %116, %119
  %120 = phi i64 [ 0, %116 ], [ %133, %119 ]
    #dbg_value(i64 %120, !75, !DIExpression(), !265)
  %121 = add nsw i64 %120, -50, !dbg !267
  %122 = mul i64 %120, %121, !dbg !267
  %123 = getelementptr inbounds %struct.DNode, ptr %118, i64 %120, !dbg !270
  %124 = getelementptr inbounds i8, ptr %123, i64 16, !dbg !271
  store i64 %122, ptr %124, align 8, !dbg !272, !tbaa !273
  %125 = and i64 %120, 1, !dbg !274
  %126 = icmp eq i64 %125, 0, !dbg !274
  %127 = load ptr, ptr %2, align 8, !dbg !275
  %128 = select i1 %126, ptr %2, ptr %127, !dbg !275
    #dbg_value(ptr %128, !276, !DIExpression(), !282)
    #dbg_value(ptr %123, !281, !DIExpression(), !282)
  store ptr %128, ptr %123, align 8, !dbg !284, !tbaa !285
  %129 = getelementptr inbounds i8, ptr %127, i64 8, !dbg !286
  %130 = select i1 %126, ptr %117, ptr %129, !dbg !286
  %131 = load ptr, ptr %130, align 8, !dbg !286, !tbaa !287
  %132 = getelementptr inbounds i8, ptr %123, i64 8, !dbg !288
  store ptr %131, ptr %132, align 8, !dbg !289, !tbaa !287
  store ptr %123, ptr %131, align 8, !dbg !290, !tbaa !285
  store ptr %123, ptr %130, align 8, !dbg !291, !tbaa !287
  %133 = add nuw nsw i64 %120, 1, !dbg !292
    #dbg_value(i64 %133, !75, !DIExpression(), !265)
  %134 = icmp eq i64 %133, 100, !dbg !293
  br i1 %134, label %138, label %119, !dbg !266, !llvm.loop !294

135:                                              ; preds = %138
    #dbg_value(i64 0, !79, !DIExpression(), !88)
    #dbg_value(i64 0, !80, !DIExpression(), !88)
    #dbg_value(i32 0, !81, !DIExpression(), !88)
  %136 = load ptr, ptr %117, align 8, !dbg !296, !tbaa !256
    #dbg_value(ptr %136, !82, !DIExpression(), !297)
  %137 = icmp eq ptr %136, %2, !dbg !298
  br i1 %137, label %149, label %154, !dbg !300

138:                                              ; preds = %119, %138
  %139 = phi i64 [ %145, %138 ], [ 0, %119 ]
    #dbg_value(i64 %139, !77, !DIExpression(), !301)
  %140 = getelementptr inbounds %struct.DNode, ptr %118, i64 %139, !dbg !302
    #dbg_value(ptr %140, !304, !DIExpression(), !309)
  %141 = getelementptr inbounds i8, ptr %140, i64 8, !dbg !311
  %142 = load ptr, ptr %141, align 8, !dbg !311, !tbaa !287
  %143 = load ptr, ptr %140, align 8, !dbg !312, !tbaa !285
  %144 = getelementptr inbounds i8, ptr %143, i64 8, !dbg !313
  store ptr %142, ptr %144, align 8, !dbg !314, !tbaa !287
  store ptr %143, ptr %142, align 8, !dbg !315, !tbaa !285
  %145 = add nuw nsw i64 %139, 3, !dbg !316
    #dbg_value(i64 %145, !77, !DIExpression(), !301)
  %146 = icmp ult i64 %139, 97, !dbg !317
  br i1 %146, label %138, label %135, !dbg !318, !llvm.loop !319

147:                                              ; preds = %154
  %148 = urem i64 %161, 1000000007, !dbg !321
  br label %149, !dbg !322

149:                                              ; preds = %147, %135
  %150 = phi i64 [ 0, %135 ], [ %148, %147 ], !dbg !88
  %151 = phi i32 [ 0, %135 ], [ %162, %147 ], !dbg !88
  %152 = load ptr, ptr %2, align 8, !dbg !322, !tbaa !285
  %153 = icmp eq ptr %152, %2, !dbg !323
  br i1 %153, label %168, label %171, !dbg !325

154:                                              ; preds = %135, %154
  %155 = phi ptr [ %164, %154 ], [ %136, %135 ]
  %156 = phi i32 [ %162, %154 ], [ 0, %135 ]
  %157 = phi i64 [ %161, %154 ], [ 0, %135 ]
    #dbg_value(ptr %155, !82, !DIExpression(), !297)
    #dbg_value(i32 %156, !81, !DIExpression(), !88)
    #dbg_value(i64 %157, !79, !DIExpression(), !88)
  %158 = mul i64 %157, 3, !dbg !326
  %159 = getelementptr inbounds i8, ptr %155, i64 16, !dbg !328
  %160 = load i64, ptr %159, align 8, !dbg !328, !tbaa !273
  %161 = add i64 %160, %158, !dbg !329
    #dbg_value(i64 %161, !79, !DIExpression(), !88)
  %162 = add nuw nsw i32 %156, 1, !dbg !330
    #dbg_value(i32 %162, !81, !DIExpression(), !88)
  %163 = getelementptr inbounds i8, ptr %155, i64 8, !dbg !331
  %164 = load ptr, ptr %163, align 8, !dbg !331, !tbaa !287
    #dbg_value(ptr %164, !82, !DIExpression(), !297)
  %165 = icmp eq ptr %164, %2, !dbg !298
  br i1 %165, label %147, label %154, !dbg !300, !llvm.loop !332

166:                                              ; preds = %171
  %167 = urem i64 %177, 1000000007, !dbg !334
  br label %168, !dbg !321

168:                                              ; preds = %166, %149
  %169 = phi i64 [ 0, %149 ], [ %167, %166 ], !dbg !88
  %170 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext %151, i64 noundef %150, i64 noundef %169), !dbg !335
  call void @free(ptr noundef %118) #8, !dbg !336
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #8, !dbg !337
  ret i32 0, !dbg !338

171:                                              ; preds = %149, %171
  %172 = phi ptr [ %178, %171 ], [ %152, %149 ]
  %173 = phi i64 [ %177, %171 ], [ 0, %149 ]
    #dbg_value(i64 %173, !80, !DIExpression(), !88)
  %174 = mul i64 %173, 3, !dbg !339
  %175 = getelementptr inbounds i8, ptr %172, i64 16, !dbg !340
  %176 = load i64, ptr %175, align 8, !dbg !340, !tbaa !273
  %177 = add i64 %176, %174, !dbg !341
    #dbg_value(i64 %177, !80, !DIExpression(), !88)
    #dbg_value(ptr poison, !84, !DIExpression(), !342)
  %178 = load ptr, ptr %172, align 8, !dbg !322, !tbaa !285
    #dbg_value(ptr %178, !84, !DIExpression(), !342)
  %179 = icmp eq ptr %178, %2, !dbg !323
  br i1 %179, label %166, label %171, !dbg !325, !llvm.loop !343
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !345 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc ptr @msort(ptr noundef %0) unnamed_addr #3 !dbg !352 {
  %2 = alloca %struct.Node, align 8, !DIAssignID !358
    #dbg_value(ptr %0, !354, !DIExpression(), !359)
  %3 = icmp eq ptr %0, null, !dbg !360
  br i1 %3, label %59, label %4, !dbg !362

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !363
  %6 = load ptr, ptr %5, align 8, !dbg !363, !tbaa !117
  %7 = icmp eq ptr %6, null, !dbg !364
  br i1 %7, label %59, label %8, !dbg !365

8:                                                ; preds = %4, %14
  %9 = phi ptr [ %18, %14 ], [ %6, %4 ]
  %10 = phi ptr [ %16, %14 ], [ %0, %4 ]
    #dbg_value(ptr %9, !356, !DIExpression(), !359)
    #dbg_value(ptr %10, !355, !DIExpression(), !359)
  %11 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !366
  %12 = load ptr, ptr %11, align 8, !dbg !366, !tbaa !117
  %13 = icmp eq ptr %12, null, !dbg !367
  br i1 %13, label %20, label %14, !dbg !368

14:                                               ; preds = %8
  %15 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !369
  %16 = load ptr, ptr %15, align 8, !dbg !369, !tbaa !117
    #dbg_value(ptr %16, !355, !DIExpression(), !359)
  %17 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !371
  %18 = load ptr, ptr %17, align 8, !dbg !371, !tbaa !117
    #dbg_value(ptr %18, !356, !DIExpression(), !359)
  %19 = icmp eq ptr %18, null, !dbg !372
  br i1 %19, label %20, label %8, !dbg !367, !llvm.loop !373

20:                                               ; preds = %14, %8
  %21 = phi ptr [ %16, %14 ], [ %10, %8 ], !dbg !359
  %22 = getelementptr inbounds i8, ptr %21, i64 8, !dbg !375
  %23 = load ptr, ptr %22, align 8, !dbg !375, !tbaa !117
    #dbg_value(ptr %23, !357, !DIExpression(), !359)
  store ptr null, ptr %22, align 8, !dbg !376, !tbaa !117
  %24 = tail call fastcc ptr @msort(ptr noundef nonnull %0), !dbg !377
  %25 = tail call fastcc ptr @msort(ptr noundef %23), !dbg !378
    #dbg_assign(i1 undef, !379, !DIExpression(), !358, ptr %2, !DIExpression(), !387)
    #dbg_value(ptr %24, !384, !DIExpression(), !387)
    #dbg_value(ptr %25, !385, !DIExpression(), !387)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #8, !dbg !389
    #dbg_value(ptr %2, !386, !DIExpression(), !387)
    #dbg_value(ptr %25, !385, !DIExpression(), !387)
    #dbg_value(ptr %24, !384, !DIExpression(), !387)
  %26 = icmp ne ptr %24, null, !dbg !390
  %27 = icmp ne ptr %25, null, !dbg !391
  %28 = and i1 %26, %27, !dbg !391
  br i1 %28, label %29, label %50, !dbg !392

29:                                               ; preds = %20, %43
  %30 = phi ptr [ %44, %43 ], [ %2, %20 ]
  %31 = phi ptr [ %46, %43 ], [ %25, %20 ]
  %32 = phi ptr [ %45, %43 ], [ %24, %20 ]
    #dbg_value(ptr %30, !386, !DIExpression(), !387)
    #dbg_value(ptr %31, !385, !DIExpression(), !387)
    #dbg_value(ptr %32, !384, !DIExpression(), !387)
  %33 = load i32, ptr %32, align 8, !dbg !393, !tbaa !107
  %34 = load i32, ptr %31, align 8, !dbg !396, !tbaa !107
  %35 = icmp sgt i32 %33, %34, !dbg !397
  %36 = getelementptr inbounds i8, ptr %30, i64 8, !dbg !398
  br i1 %35, label %40, label %37, !dbg !399

37:                                               ; preds = %29
  store ptr %32, ptr %36, align 8, !dbg !400, !tbaa !117
  %38 = getelementptr inbounds i8, ptr %32, i64 8, !dbg !402
  %39 = load ptr, ptr %38, align 8, !dbg !402, !tbaa !117
    #dbg_value(ptr %39, !384, !DIExpression(), !387)
  br label %43, !dbg !403

40:                                               ; preds = %29
  store ptr %31, ptr %36, align 8, !dbg !404, !tbaa !117
  %41 = getelementptr inbounds i8, ptr %31, i64 8, !dbg !406
  %42 = load ptr, ptr %41, align 8, !dbg !406, !tbaa !117
    #dbg_value(ptr %42, !385, !DIExpression(), !387)
  br label %43

43:                                               ; preds = %40, %37
  %44 = phi ptr [ %32, %37 ], [ %31, %40 ], !dbg !407
  %45 = phi ptr [ %39, %37 ], [ %32, %40 ]
  %46 = phi ptr [ %31, %37 ], [ %42, %40 ]
    #dbg_value(ptr %46, !385, !DIExpression(), !387)
    #dbg_value(ptr %45, !384, !DIExpression(), !387)
    #dbg_value(ptr %44, !386, !DIExpression(), !387)
  %47 = icmp ne ptr %45, null, !dbg !390
  %48 = icmp ne ptr %46, null, !dbg !391
  %49 = select i1 %47, i1 %48, i1 false, !dbg !391
  br i1 %49, label %29, label %50, !dbg !392, !llvm.loop !408

50:                                               ; preds = %43, %20
  %51 = phi ptr [ %24, %20 ], [ %45, %43 ]
  %52 = phi ptr [ %25, %20 ], [ %46, %43 ]
  %53 = phi ptr [ %2, %20 ], [ %44, %43 ], !dbg !387
  %54 = phi i1 [ %26, %20 ], [ %47, %43 ], !dbg !390
  %55 = select i1 %54, ptr %51, ptr %52, !dbg !410
  %56 = getelementptr inbounds i8, ptr %53, i64 8, !dbg !411
  store ptr %55, ptr %56, align 8, !dbg !412, !tbaa !117
  %57 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !413
  %58 = load ptr, ptr %57, align 8, !dbg !413, !tbaa !117
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #8, !dbg !414
  br label %59

59:                                               ; preds = %1, %4, %50
  %60 = phi ptr [ %58, %50 ], [ %0, %4 ], [ null, %1 ], !dbg !359
  ret ptr %60, !dbg !415
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !416 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !421 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !427 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { nounwind }
attributes #9 = { nounwind allocsize(0,1) }

!llvm.dbg.cu = !{!24}
!llvm.module.flags = !{!31, !32, !33, !34, !35, !37, !38, !39, !40, !41}
!llvm.ident = !{!42}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/linked_list.c", directory: ".", checksumkind: CSK_MD5, checksum: "c8f042b81527076e83337998c39176bc")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 24)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 18)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 28)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 81, type: !14, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 96, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 32)
!24 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !25, globals: !30, splitDebugInlining: false, nameTableKind: None)
!25 = !{!26, !27, !28, !29}
!26 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!27 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!28 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!29 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!30 = !{!0, !7, !12, !17, !19}
!31 = !{i32 7, !"Dwarf Version", i32 5}
!32 = !{i32 2, !"Debug Info Version", i32 3}
!33 = !{i32 1, !"wchar_size", i32 4}
!34 = !{i32 1, !"target-abi", !"lp64d"}
!35 = !{i32 6, !"riscv-isa", !36}
!36 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!37 = !{i32 8, !"PIC Level", i32 2}
!38 = !{i32 7, !"PIE Level", i32 2}
!39 = !{i32 7, !"uwtable", i32 2}
!40 = !{i32 8, !"SmallDataLimit", i32 8}
!41 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!42 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!43 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 64, type: !44, scopeLine: 64, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !46)
!44 = !DISubroutineType(types: !45)
!45 = !{!26}
!46 = !{!47, !53, !54, !56, !57, !58, !59, !61, !62, !64, !74, !75, !77, !79, !80, !81, !82, !84}
!47 = !DILocalVariable(name: "h", scope: !43, file: !2, line: 65, type: !48)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!49 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Node", file: !2, line: 5, size: 128, elements: !50)
!50 = !{!51, !52}
!51 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !49, file: !2, line: 5, baseType: !26, size: 32)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !49, file: !2, line: 5, baseType: !48, size: 64, offset: 64)
!53 = !DILocalVariable(name: "s", scope: !43, file: !2, line: 66, type: !29)
!54 = !DILocalVariable(name: "i", scope: !55, file: !2, line: 67, type: !26)
!55 = distinct !DILexicalBlock(scope: !43, file: !2, line: 67, column: 5)
!56 = !DILocalVariable(name: "len", scope: !43, file: !2, line: 68, type: !26)
!57 = !DILocalVariable(name: "lh", scope: !43, file: !2, line: 69, type: !29)
!58 = !DILocalVariable(name: "ok", scope: !43, file: !2, line: 74, type: !26)
!59 = !DILocalVariable(name: "p", scope: !60, file: !2, line: 75, type: !48)
!60 = distinct !DILexicalBlock(scope: !43, file: !2, line: 75, column: 5)
!61 = !DILocalVariable(name: "removed", scope: !43, file: !2, line: 78, type: !26)
!62 = !DILocalVariable(name: "n", scope: !63, file: !2, line: 82, type: !48)
!63 = distinct !DILexicalBlock(scope: !43, file: !2, line: 82, column: 15)
!64 = !DILocalVariable(name: "l", scope: !43, file: !2, line: 84, type: !65)
!65 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "DList", file: !2, line: 56, size: 192, elements: !66)
!66 = !{!67}
!67 = !DIDerivedType(tag: DW_TAG_member, name: "head", scope: !65, file: !2, line: 56, baseType: !68, size: 192)
!68 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "DNode", file: !2, line: 55, size: 192, elements: !69)
!69 = !{!70, !72, !73}
!70 = !DIDerivedType(tag: DW_TAG_member, name: "prev", scope: !68, file: !2, line: 55, baseType: !71, size: 64)
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !68, file: !2, line: 55, baseType: !71, size: 64, offset: 64)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !68, file: !2, line: 55, baseType: !27, size: 64, offset: 128)
!74 = !DILocalVariable(name: "nodes", scope: !43, file: !2, line: 86, type: !71)
!75 = !DILocalVariable(name: "i", scope: !76, file: !2, line: 87, type: !26)
!76 = distinct !DILexicalBlock(scope: !43, file: !2, line: 87, column: 5)
!77 = !DILocalVariable(name: "i", scope: !78, file: !2, line: 91, type: !26)
!78 = distinct !DILexicalBlock(scope: !43, file: !2, line: 91, column: 5)
!79 = !DILocalVariable(name: "fw", scope: !43, file: !2, line: 92, type: !28)
!80 = !DILocalVariable(name: "bw", scope: !43, file: !2, line: 92, type: !28)
!81 = !DILocalVariable(name: "cnt", scope: !43, file: !2, line: 93, type: !26)
!82 = !DILocalVariable(name: "p", scope: !83, file: !2, line: 94, type: !71)
!83 = distinct !DILexicalBlock(scope: !43, file: !2, line: 94, column: 5)
!84 = !DILocalVariable(name: "p", scope: !85, file: !2, line: 95, type: !71)
!85 = distinct !DILexicalBlock(scope: !43, file: !2, line: 95, column: 5)
!86 = distinct !DIAssignID()
!87 = distinct !DIAssignID()
!88 = !DILocation(line: 0, scope: !43)
!89 = !DILocation(line: 0, scope: !55)
!90 = !DILocation(line: 67, column: 5, scope: !55)
!91 = !DILocation(line: 51, column: 52, scope: !92, inlinedAt: !105)
!92 = distinct !DILexicalBlock(scope: !93, file: !2, line: 51, column: 28)
!93 = distinct !DILexicalBlock(scope: !94, file: !2, line: 51, column: 5)
!94 = distinct !DILexicalBlock(scope: !95, file: !2, line: 51, column: 5)
!95 = distinct !DISubprogram(name: "list_hash", scope: !2, file: !2, line: 48, type: !96, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !101)
!96 = !DISubroutineType(types: !97)
!97 = !{!29, !98, !100}
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
!99 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !49)
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!101 = !{!102, !103, !104}
!102 = !DILocalVariable(name: "h", arg: 1, scope: !95, file: !2, line: 48, type: !98)
!103 = !DILocalVariable(name: "len", arg: 2, scope: !95, file: !2, line: 48, type: !100)
!104 = !DILocalVariable(name: "x", scope: !95, file: !2, line: 49, type: !29)
!105 = distinct !DILocation(line: 69, column: 19, scope: !43)
!106 = !DILocation(line: 0, scope: !95, inlinedAt: !105)
!107 = !{!108, !109, i64 0}
!108 = !{!"Node", !109, i64 0, !112, i64 8}
!109 = !{!"int", !110, i64 0}
!110 = !{!"omnipotent char", !111, i64 0}
!111 = !{!"Simple C/C++ TBAA"}
!112 = !{!"any pointer", !110, i64 0}
!113 = !DILocation(line: 51, column: 37, scope: !92, inlinedAt: !105)
!114 = !DILocation(line: 51, column: 59, scope: !92, inlinedAt: !105)
!115 = !DILocation(line: 51, column: 78, scope: !92, inlinedAt: !105)
!116 = !DILocation(line: 51, column: 22, scope: !93, inlinedAt: !105)
!117 = !{!108, !112, i64 8}
!118 = !DILocation(line: 51, column: 5, scope: !94, inlinedAt: !105)
!119 = distinct !{!119, !118, !120, !121}
!120 = !DILocation(line: 51, column: 82, scope: !94, inlinedAt: !105)
!121 = !{!"llvm.loop.mustprogress"}
!122 = !DILocation(line: 70, column: 5, scope: !43)
!123 = !DILocalVariable(name: "h", arg: 1, scope: !124, file: !2, line: 14, type: !48)
!124 = distinct !DISubprogram(name: "reverse", scope: !2, file: !2, line: 14, type: !125, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !127)
!125 = !DISubroutineType(types: !126)
!126 = !{!48, !48}
!127 = !{!123, !128, !129}
!128 = !DILocalVariable(name: "prev", scope: !124, file: !2, line: 15, type: !48)
!129 = !DILocalVariable(name: "nx", scope: !130, file: !2, line: 16, type: !48)
!130 = distinct !DILexicalBlock(scope: !124, file: !2, line: 16, column: 15)
!131 = !DILocation(line: 0, scope: !124, inlinedAt: !132)
!132 = distinct !DILocation(line: 71, column: 9, scope: !43)
!133 = !DILocation(line: 16, column: 5, scope: !124, inlinedAt: !132)
!134 = !DILocation(line: 16, column: 38, scope: !130, inlinedAt: !132)
!135 = !DILocation(line: 0, scope: !130, inlinedAt: !132)
!136 = !DILocation(line: 16, column: 52, scope: !130, inlinedAt: !132)
!137 = distinct !{!137, !133, !138, !121}
!138 = !DILocation(line: 16, column: 78, scope: !124, inlinedAt: !132)
!139 = !DILocation(line: 0, scope: !95, inlinedAt: !140)
!140 = distinct !DILocation(line: 72, column: 34, scope: !43)
!141 = !DILocation(line: 51, column: 52, scope: !92, inlinedAt: !140)
!142 = !DILocation(line: 51, column: 37, scope: !92, inlinedAt: !140)
!143 = !DILocation(line: 51, column: 59, scope: !92, inlinedAt: !140)
!144 = !DILocation(line: 51, column: 22, scope: !93, inlinedAt: !140)
!145 = !DILocation(line: 51, column: 5, scope: !94, inlinedAt: !140)
!146 = distinct !{!146, !145, !147, !121}
!147 = !DILocation(line: 51, column: 82, scope: !94, inlinedAt: !140)
!148 = !DILocation(line: 72, column: 5, scope: !43)
!149 = !DILocation(line: 73, column: 9, scope: !43)
!150 = !DILocation(line: 0, scope: !60)
!151 = !DILocation(line: 75, column: 30, scope: !152)
!152 = distinct !DILexicalBlock(scope: !60, file: !2, line: 75, column: 5)
!153 = !DILocation(line: 75, column: 32, scope: !152)
!154 = !DILocation(line: 75, column: 38, scope: !152)
!155 = !DILocation(line: 75, column: 5, scope: !60)
!156 = !DILocation(line: 67, column: 44, scope: !157)
!157 = distinct !DILexicalBlock(scope: !158, file: !2, line: 67, column: 36)
!158 = distinct !DILexicalBlock(scope: !55, file: !2, line: 67, column: 5)
!159 = !DILocation(line: 67, column: 53, scope: !157)
!160 = !DILocation(line: 67, column: 79, scope: !157)
!161 = !DILocalVariable(name: "head", arg: 1, scope: !162, file: !2, line: 7, type: !48)
!162 = distinct !DISubprogram(name: "push", scope: !2, file: !2, line: 7, type: !163, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !165)
!163 = !DISubroutineType(types: !164)
!164 = !{!48, !48, !26}
!165 = !{!161, !166, !167}
!166 = !DILocalVariable(name: "v", arg: 2, scope: !162, file: !2, line: 7, type: !26)
!167 = !DILocalVariable(name: "n", scope: !162, file: !2, line: 8, type: !48)
!168 = !DILocation(line: 0, scope: !162, inlinedAt: !169)
!169 = distinct !DILocation(line: 67, column: 63, scope: !157)
!170 = !DILocation(line: 8, column: 22, scope: !162, inlinedAt: !169)
!171 = !DILocation(line: 9, column: 14, scope: !162, inlinedAt: !169)
!172 = !DILocation(line: 10, column: 8, scope: !162, inlinedAt: !169)
!173 = !DILocation(line: 10, column: 13, scope: !162, inlinedAt: !169)
!174 = !DILocation(line: 67, column: 32, scope: !158)
!175 = !DILocation(line: 67, column: 23, scope: !158)
!176 = distinct !{!176, !90, !177, !121}
!177 = !DILocation(line: 67, column: 88, scope: !55)
!178 = !DILocation(line: 0, scope: !95, inlinedAt: !179)
!179 = distinct !DILocation(line: 76, column: 10, scope: !43)
!180 = !DILocation(line: 51, column: 5, scope: !94, inlinedAt: !179)
!181 = !DILocation(line: 51, column: 52, scope: !92, inlinedAt: !179)
!182 = !DILocation(line: 51, column: 37, scope: !92, inlinedAt: !179)
!183 = !DILocation(line: 51, column: 59, scope: !92, inlinedAt: !179)
!184 = !DILocation(line: 51, column: 22, scope: !93, inlinedAt: !179)
!185 = distinct !{!185, !180, !186, !121}
!186 = !DILocation(line: 51, column: 82, scope: !94, inlinedAt: !179)
!187 = !DILocation(line: 77, column: 51, scope: !43)
!188 = !DILocation(line: 77, column: 5, scope: !43)
!189 = !DILocalVariable(name: "h", arg: 1, scope: !190, file: !2, line: 39, type: !48)
!190 = distinct !DISubprogram(name: "remove_if_multiple", scope: !2, file: !2, line: 39, type: !191, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !193)
!191 = !DISubroutineType(types: !192)
!192 = !{!48, !48, !26, !100}
!193 = !{!189, !194, !195, !196, !198}
!194 = !DILocalVariable(name: "k", arg: 2, scope: !190, file: !2, line: 39, type: !26)
!195 = !DILocalVariable(name: "removed", arg: 3, scope: !190, file: !2, line: 39, type: !100)
!196 = !DILocalVariable(name: "pp", scope: !190, file: !2, line: 40, type: !197)
!197 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!198 = !DILocalVariable(name: "d", scope: !199, file: !2, line: 42, type: !48)
!199 = distinct !DILexicalBlock(scope: !200, file: !2, line: 42, column: 36)
!200 = distinct !DILexicalBlock(scope: !201, file: !2, line: 42, column: 13)
!201 = distinct !DILexicalBlock(scope: !190, file: !2, line: 41, column: 17)
!202 = !DILocation(line: 0, scope: !190, inlinedAt: !203)
!203 = distinct !DILocation(line: 79, column: 9, scope: !43)
!204 = !{!112, !112, i64 0}
!205 = distinct !DIAssignID()
!206 = !DILocation(line: 41, column: 5, scope: !190, inlinedAt: !203)
!207 = !DILocation(line: 42, column: 20, scope: !200, inlinedAt: !203)
!208 = !DILocation(line: 42, column: 26, scope: !200, inlinedAt: !203)
!209 = !DILocation(line: 42, column: 30, scope: !200, inlinedAt: !203)
!210 = !DILocation(line: 0, scope: !200, inlinedAt: !203)
!211 = !DILocation(line: 42, column: 13, scope: !201, inlinedAt: !203)
!212 = !DILocation(line: 0, scope: !199, inlinedAt: !203)
!213 = !DILocation(line: 42, column: 69, scope: !199, inlinedAt: !203)
!214 = !DILocation(line: 42, column: 64, scope: !199, inlinedAt: !203)
!215 = !DILocation(line: 42, column: 75, scope: !199, inlinedAt: !203)
!216 = !DILocation(line: 42, column: 94, scope: !199, inlinedAt: !203)
!217 = !DILocation(line: 42, column: 98, scope: !199, inlinedAt: !203)
!218 = !DILocation(line: 41, column: 12, scope: !190, inlinedAt: !203)
!219 = distinct !{!219, !206, !220, !121}
!220 = !DILocation(line: 44, column: 5, scope: !190, inlinedAt: !203)
!221 = !DILocation(line: 45, column: 12, scope: !190, inlinedAt: !203)
!222 = !DILocation(line: 45, column: 5, scope: !190, inlinedAt: !203)
!223 = !DILocation(line: 0, scope: !95, inlinedAt: !224)
!224 = distinct !DILocation(line: 80, column: 10, scope: !43)
!225 = !DILocation(line: 51, column: 5, scope: !94, inlinedAt: !224)
!226 = !DILocation(line: 81, column: 5, scope: !43)
!227 = !DILocation(line: 82, column: 5, scope: !43)
!228 = !DILocation(line: 51, column: 52, scope: !92, inlinedAt: !224)
!229 = !DILocation(line: 51, column: 37, scope: !92, inlinedAt: !224)
!230 = !DILocation(line: 51, column: 59, scope: !92, inlinedAt: !224)
!231 = !DILocation(line: 51, column: 78, scope: !92, inlinedAt: !224)
!232 = !DILocation(line: 51, column: 22, scope: !93, inlinedAt: !224)
!233 = distinct !{!233, !225, !234, !121}
!234 = !DILocation(line: 51, column: 82, scope: !94, inlinedAt: !224)
!235 = !DILocation(line: 75, column: 64, scope: !236)
!236 = distinct !DILexicalBlock(scope: !152, file: !2, line: 75, column: 61)
!237 = !DILocation(line: 75, column: 81, scope: !236)
!238 = !DILocation(line: 75, column: 70, scope: !236)
!239 = !DILocation(line: 75, column: 61, scope: !152)
!240 = !DILocation(line: 82, column: 37, scope: !63)
!241 = !DILocation(line: 0, scope: !63)
!242 = !DILocation(line: 82, column: 43, scope: !63)
!243 = distinct !{!243, !227, !244, !121}
!244 = !DILocation(line: 82, column: 59, scope: !43)
!245 = !DILocation(line: 84, column: 5, scope: !43)
!246 = !DILocalVariable(name: "l", arg: 1, scope: !247, file: !2, line: 58, type: !250)
!247 = distinct !DISubprogram(name: "dl_init", scope: !2, file: !2, line: 58, type: !248, scopeLine: 58, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !251)
!248 = !DISubroutineType(types: !249)
!249 = !{null, !250}
!250 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!251 = !{!246}
!252 = !DILocation(line: 0, scope: !247, inlinedAt: !253)
!253 = distinct !DILocation(line: 85, column: 5, scope: !43)
!254 = !DILocation(line: 58, column: 63, scope: !247, inlinedAt: !253)
!255 = !DILocation(line: 58, column: 68, scope: !247, inlinedAt: !253)
!256 = !{!257, !112, i64 8}
!257 = !{!"DList", !258, i64 0}
!258 = !{!"DNode", !112, i64 0, !112, i64 8, !259, i64 16}
!259 = !{!"long long", !110, i64 0}
!260 = distinct !DIAssignID()
!261 = !DILocation(line: 58, column: 53, scope: !247, inlinedAt: !253)
!262 = !{!257, !112, i64 0}
!263 = distinct !DIAssignID()
!264 = !DILocation(line: 86, column: 27, scope: !43)
!265 = !DILocation(line: 0, scope: !76)
!266 = !DILocation(line: 87, column: 5, scope: !76)
!267 = !DILocation(line: 88, column: 41, scope: !268)
!268 = distinct !DILexicalBlock(scope: !269, file: !2, line: 87, column: 35)
!269 = distinct !DILexicalBlock(scope: !76, file: !2, line: 87, column: 5)
!270 = !DILocation(line: 88, column: 9, scope: !268)
!271 = !DILocation(line: 88, column: 18, scope: !268)
!272 = !DILocation(line: 88, column: 22, scope: !268)
!273 = !{!258, !259, i64 16}
!274 = !DILocation(line: 89, column: 27, scope: !268)
!275 = !DILocation(line: 89, column: 25, scope: !268)
!276 = !DILocalVariable(name: "pos", arg: 1, scope: !277, file: !2, line: 59, type: !71)
!277 = distinct !DISubprogram(name: "dl_insert_after", scope: !2, file: !2, line: 59, type: !278, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !280)
!278 = !DISubroutineType(types: !279)
!279 = !{null, !71, !71}
!280 = !{!276, !281}
!281 = !DILocalVariable(name: "n", arg: 2, scope: !277, file: !2, line: 59, type: !71)
!282 = !DILocation(line: 0, scope: !277, inlinedAt: !283)
!283 = distinct !DILocation(line: 89, column: 9, scope: !268)
!284 = !DILocation(line: 60, column: 13, scope: !277, inlinedAt: !283)
!285 = !{!258, !112, i64 0}
!286 = !DILocation(line: 60, column: 35, scope: !277, inlinedAt: !283)
!287 = !{!258, !112, i64 8}
!288 = !DILocation(line: 60, column: 23, scope: !277, inlinedAt: !283)
!289 = !DILocation(line: 60, column: 28, scope: !277, inlinedAt: !283)
!290 = !DILocation(line: 60, column: 57, scope: !277, inlinedAt: !283)
!291 = !DILocation(line: 60, column: 72, scope: !277, inlinedAt: !283)
!292 = !DILocation(line: 87, column: 31, scope: !269)
!293 = !DILocation(line: 87, column: 23, scope: !269)
!294 = distinct !{!294, !266, !295, !121}
!295 = !DILocation(line: 90, column: 5, scope: !76)
!296 = !DILocation(line: 94, column: 35, scope: !83)
!297 = !DILocation(line: 0, scope: !83)
!298 = !DILocation(line: 94, column: 43, scope: !299)
!299 = distinct !DILexicalBlock(scope: !83, file: !2, line: 94, column: 5)
!300 = !DILocation(line: 94, column: 5, scope: !83)
!301 = !DILocation(line: 0, scope: !78)
!302 = !DILocation(line: 91, column: 49, scope: !303)
!303 = distinct !DILexicalBlock(scope: !78, file: !2, line: 91, column: 5)
!304 = !DILocalVariable(name: "n", arg: 1, scope: !305, file: !2, line: 62, type: !71)
!305 = distinct !DISubprogram(name: "dl_unlink", scope: !2, file: !2, line: 62, type: !306, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !308)
!306 = !DISubroutineType(types: !307)
!307 = !{null, !71}
!308 = !{!304}
!309 = !DILocation(line: 0, scope: !305, inlinedAt: !310)
!310 = distinct !DILocation(line: 91, column: 38, scope: !303)
!311 = !DILocation(line: 62, column: 61, scope: !305, inlinedAt: !310)
!312 = !DILocation(line: 62, column: 45, scope: !305, inlinedAt: !310)
!313 = !DILocation(line: 62, column: 51, scope: !305, inlinedAt: !310)
!314 = !DILocation(line: 62, column: 56, scope: !305, inlinedAt: !310)
!315 = !DILocation(line: 62, column: 81, scope: !305, inlinedAt: !310)
!316 = !DILocation(line: 91, column: 32, scope: !303)
!317 = !DILocation(line: 91, column: 23, scope: !303)
!318 = !DILocation(line: 91, column: 5, scope: !78)
!319 = distinct !{!319, !318, !320, !121}
!320 = !DILocation(line: 91, column: 57, scope: !78)
!321 = !DILocation(line: 96, column: 56, scope: !43)
!322 = !DILocation(line: 95, scope: !85)
!323 = !DILocation(line: 95, column: 43, scope: !324)
!324 = distinct !DILexicalBlock(scope: !85, file: !2, line: 95, column: 5)
!325 = !DILocation(line: 95, column: 5, scope: !85)
!326 = !DILocation(line: 94, column: 78, scope: !327)
!327 = distinct !DILexicalBlock(scope: !299, file: !2, line: 94, column: 68)
!328 = !DILocation(line: 94, column: 107, scope: !327)
!329 = !DILocation(line: 94, column: 82, scope: !327)
!330 = !DILocation(line: 94, column: 115, scope: !327)
!331 = !DILocation(line: 94, column: 62, scope: !299)
!332 = distinct !{!332, !300, !333, !121}
!333 = !DILocation(line: 94, column: 119, scope: !83)
!334 = !DILocation(line: 96, column: 73, scope: !43)
!335 = !DILocation(line: 96, column: 5, scope: !43)
!336 = !DILocation(line: 97, column: 5, scope: !43)
!337 = !DILocation(line: 99, column: 1, scope: !43)
!338 = !DILocation(line: 98, column: 5, scope: !43)
!339 = !DILocation(line: 95, column: 76, scope: !324)
!340 = !DILocation(line: 95, column: 105, scope: !324)
!341 = !DILocation(line: 95, column: 80, scope: !324)
!342 = !DILocation(line: 0, scope: !85)
!343 = distinct !{!343, !325, !344, !121}
!344 = !DILocation(line: 95, column: 105, scope: !85)
!345 = !DISubprogram(name: "printf", scope: !346, file: !346, line: 356, type: !347, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!346 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!347 = !DISubroutineType(types: !348)
!348 = !{!26, !349, null}
!349 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !350)
!350 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !351, size: 64)
!351 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!352 = distinct !DISubprogram(name: "msort", scope: !2, file: !2, line: 30, type: !125, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !353)
!353 = !{!354, !355, !356, !357}
!354 = !DILocalVariable(name: "h", arg: 1, scope: !352, file: !2, line: 30, type: !48)
!355 = !DILocalVariable(name: "slow", scope: !352, file: !2, line: 32, type: !48)
!356 = !DILocalVariable(name: "fast", scope: !352, file: !2, line: 32, type: !48)
!357 = !DILocalVariable(name: "second", scope: !352, file: !2, line: 34, type: !48)
!358 = distinct !DIAssignID()
!359 = !DILocation(line: 0, scope: !352)
!360 = !DILocation(line: 31, column: 10, scope: !361)
!361 = distinct !DILexicalBlock(scope: !352, file: !2, line: 31, column: 9)
!362 = !DILocation(line: 31, column: 12, scope: !361)
!363 = !DILocation(line: 31, column: 19, scope: !361)
!364 = !DILocation(line: 31, column: 16, scope: !361)
!365 = !DILocation(line: 31, column: 9, scope: !352)
!366 = !DILocation(line: 33, column: 26, scope: !352)
!367 = !DILocation(line: 33, column: 17, scope: !352)
!368 = !DILocation(line: 33, column: 5, scope: !352)
!369 = !DILocation(line: 33, column: 47, scope: !370)
!370 = distinct !DILexicalBlock(scope: !352, file: !2, line: 33, column: 32)
!371 = !DILocation(line: 33, column: 72, scope: !370)
!372 = !DILocation(line: 33, column: 12, scope: !352)
!373 = distinct !{!373, !368, !374, !121}
!374 = !DILocation(line: 33, column: 78, scope: !352)
!375 = !DILocation(line: 34, column: 33, scope: !352)
!376 = !DILocation(line: 35, column: 16, scope: !352)
!377 = !DILocation(line: 36, column: 18, scope: !352)
!378 = !DILocation(line: 36, column: 28, scope: !352)
!379 = !DILocalVariable(name: "dummy", scope: !380, file: !2, line: 21, type: !49)
!380 = distinct !DISubprogram(name: "merge", scope: !2, file: !2, line: 20, type: !381, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !383)
!381 = !DISubroutineType(types: !382)
!382 = !{!48, !48, !48}
!383 = !{!384, !385, !379, !386}
!384 = !DILocalVariable(name: "a", arg: 1, scope: !380, file: !2, line: 20, type: !48)
!385 = !DILocalVariable(name: "b", arg: 2, scope: !380, file: !2, line: 20, type: !48)
!386 = !DILocalVariable(name: "t", scope: !380, file: !2, line: 21, type: !48)
!387 = !DILocation(line: 0, scope: !380, inlinedAt: !388)
!388 = distinct !DILocation(line: 36, column: 12, scope: !352)
!389 = !DILocation(line: 21, column: 5, scope: !380, inlinedAt: !388)
!390 = !DILocation(line: 22, column: 12, scope: !380, inlinedAt: !388)
!391 = !DILocation(line: 22, column: 14, scope: !380, inlinedAt: !388)
!392 = !DILocation(line: 22, column: 5, scope: !380, inlinedAt: !388)
!393 = !DILocation(line: 23, column: 16, scope: !394, inlinedAt: !388)
!394 = distinct !DILexicalBlock(scope: !395, file: !2, line: 23, column: 13)
!395 = distinct !DILexicalBlock(scope: !380, file: !2, line: 22, column: 20)
!396 = !DILocation(line: 23, column: 28, scope: !394, inlinedAt: !388)
!397 = !DILocation(line: 23, column: 22, scope: !394, inlinedAt: !388)
!398 = !DILocation(line: 23, scope: !394, inlinedAt: !388)
!399 = !DILocation(line: 23, column: 13, scope: !395, inlinedAt: !388)
!400 = !DILocation(line: 23, column: 45, scope: !401, inlinedAt: !388)
!401 = distinct !DILexicalBlock(scope: !394, file: !2, line: 23, column: 35)
!402 = !DILocation(line: 23, column: 57, scope: !401, inlinedAt: !388)
!403 = !DILocation(line: 23, column: 63, scope: !401, inlinedAt: !388)
!404 = !DILocation(line: 23, column: 80, scope: !405, inlinedAt: !388)
!405 = distinct !DILexicalBlock(scope: !394, file: !2, line: 23, column: 70)
!406 = !DILocation(line: 23, column: 92, scope: !405, inlinedAt: !388)
!407 = !DILocation(line: 24, column: 16, scope: !395, inlinedAt: !388)
!408 = distinct !{!408, !392, !409, !121}
!409 = !DILocation(line: 25, column: 5, scope: !380, inlinedAt: !388)
!410 = !DILocation(line: 26, column: 15, scope: !380, inlinedAt: !388)
!411 = !DILocation(line: 26, column: 8, scope: !380, inlinedAt: !388)
!412 = !DILocation(line: 26, column: 13, scope: !380, inlinedAt: !388)
!413 = !DILocation(line: 27, column: 18, scope: !380, inlinedAt: !388)
!414 = !DILocation(line: 28, column: 1, scope: !380, inlinedAt: !388)
!415 = !DILocation(line: 37, column: 1, scope: !352)
!416 = !DISubprogram(name: "free", scope: !417, file: !417, line: 568, type: !418, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!417 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!418 = !DISubroutineType(types: !419)
!419 = !{null, !420}
!420 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!421 = !DISubprogram(name: "calloc", scope: !417, file: !417, line: 556, type: !422, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!422 = !DISubroutineType(types: !423)
!423 = !{!420, !424, !424}
!424 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !425, line: 18, baseType: !426)
!425 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!426 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!427 = !DISubprogram(name: "malloc", scope: !417, file: !417, line: 553, type: !428, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!428 = !DISubroutineType(types: !429)
!429 = !{!420, !424}
