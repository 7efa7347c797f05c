; ModuleID = 'tests/run/aarch64/threads_atomics.c'
source_filename = "tests/run/aarch64/threads_atomics.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Pair = type { i32, i32 }
%struct.Quad = type { i64, i64 }
%struct.Tri = type { i8, i8, i8 }
%struct.atomic_flag = type { i8 }

@.str = private unnamed_addr constant [29 x i8] c"c8 %u c16 %u c32 %d c64 %lx\0A\00", align 1, !dbg !0
@c8 = internal global i8 0, align 4, !dbg !7
@c16 = internal global i16 0, align 4, !dbg !75
@c32 = internal global i32 0, align 4, !dbg !78
@c64 = internal global i64 0, align 8, !dbg !82
@c128 = internal global i128 0, align 16, !dbg !86
@.str.1 = private unnamed_addr constant [14 x i8] c"c128 %lx %lx\0A\00", align 1, !dbg !33
@.str.2 = private unnamed_addr constant [37 x i8] c"sub64 %ld or %08x and %08x xor %08x\0A\00", align 1, !dbg !38
@sub64 = internal global i64 36000, align 8, !dbg !143
@orbits = internal global i32 0, align 4, !dbg !89
@andbits = internal global i32 -1, align 4, !dbg !145
@xorbits = internal global i32 1515870810, align 4, !dbg !147
@.str.3 = private unnamed_addr constant [36 x i8] c"cas weak %lu strong %lu 16 %u 8 %u\0A\00", align 1, !dbg !43
@cas_weak = internal global i64 0, align 8, !dbg !93
@cas_strong = internal global i64 0, align 8, !dbg !97
@cas16 = internal global i16 0, align 4, !dbg !99
@cas8 = internal global i8 0, align 4, !dbg !101
@.str.4 = private unnamed_addr constant [24 x i8] c"locked %ld xlocked %ld\0A\00", align 1, !dbg !48
@locked_counter = internal unnamed_addr global i64 0, align 8, !dbg !104
@xlocked_counter = internal unnamed_addr global i64 0, align 8, !dbg !106
@pair = internal global %struct.Pair zeroinitializer, align 8, !dbg !108
@quad = internal global %struct.Quad zeroinitializer, align 16, !dbg !115
@tri = internal global { %struct.Tri, [1 x i8] } zeroinitializer, align 4, !dbg !122
@.str.5 = private unnamed_addr constant [38 x i8] c"pair %d %d quad %ld %ld tri %d %d %d\0A\00", align 1, !dbg !53
@.str.6 = private unnamed_addr constant [24 x i8] c"relaxed %ld message %d\0A\00", align 1, !dbg !58
@relaxed_sum = internal global i64 0, align 8, !dbg !130
@seen_ok = internal unnamed_addr global i32 0, align 4, !dbg !132
@.str.7 = private unnamed_addr constant [26 x i8] c"rmw %d %d %d %d %d %d %d\0A\00", align 1, !dbg !60
@.str.8 = private unnamed_addr constant [21 x i8] c"rmw128 %d %ld %d %d\0A\00", align 1, !dbg !65
@.str.9 = private unnamed_addr constant [12 x i8] c"flag %d %d\0A\00", align 1, !dbg !70
@lock = internal global %struct.atomic_flag zeroinitializer, align 4, !dbg !149
@ready = internal unnamed_addr global i32 0, align 4, !dbg !134
@message.0 = internal unnamed_addr global i1 false, align 8, !dbg !158
@message.1 = internal unnamed_addr global i1 false, align 8, !dbg !159
@message.2 = internal unnamed_addr global i1 false, align 8, !dbg !160
@message.3 = internal unnamed_addr global i1 false, align 8, !dbg !161
@message.4 = internal unnamed_addr global i1 false, align 8, !dbg !162
@message.5 = internal unnamed_addr global i1 false, align 8, !dbg !163
@message.6 = internal unnamed_addr global i1 false, align 8, !dbg !164
@message.7 = internal unnamed_addr global i1 false, align 8, !dbg !165
@xlock = internal global i32 0, align 4, !dbg !141

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !175 {
  %1 = alloca [4 x i64], align 8, !DIAssignID !206
    #dbg_assign(i1 undef, !179, !DIExpression(), !206, ptr %1, !DIExpression(), !207)
  %2 = alloca i64, align 8, !DIAssignID !208
    #dbg_assign(i1 undef, !185, !DIExpression(), !208, ptr %2, !DIExpression(), !207)
  %3 = alloca i64, align 8, !DIAssignID !209
    #dbg_assign(i1 undef, !186, !DIExpression(), !209, ptr %3, !DIExpression(), !207)
  %4 = alloca i32, align 4, !DIAssignID !210
    #dbg_assign(i1 undef, !195, !DIExpression(), !210, ptr %4, !DIExpression(), !207)
  %5 = alloca i128, align 16, !DIAssignID !211
    #dbg_assign(i1 undef, !202, !DIExpression(), !211, ptr %5, !DIExpression(), !207)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #6, !dbg !212
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !212
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #6, !dbg !212
  %6 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @consumer, ptr noundef null) #6, !dbg !213
    #dbg_value(i32 0, !187, !DIExpression(), !214)
    #dbg_value(i64 0, !187, !DIExpression(), !214)
  %7 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #6, !dbg !215
    #dbg_value(i64 1, !187, !DIExpression(), !214)
  %8 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !217
  %9 = call i32 @pthread_create(ptr noundef nonnull %8, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 1 to ptr)) #6, !dbg !215
    #dbg_value(i64 2, !187, !DIExpression(), !214)
  %10 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !217
  %11 = call i32 @pthread_create(ptr noundef nonnull %10, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 2 to ptr)) #6, !dbg !215
    #dbg_value(i64 3, !187, !DIExpression(), !214)
  %12 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !217
  %13 = call i32 @pthread_create(ptr noundef nonnull %12, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 3 to ptr)) #6, !dbg !215
    #dbg_value(i64 4, !187, !DIExpression(), !214)
  %14 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @producer, ptr noundef null) #6, !dbg !218
    #dbg_value(i32 0, !189, !DIExpression(), !219)
    #dbg_value(i64 0, !189, !DIExpression(), !219)
  %15 = load i64, ptr %1, align 8, !dbg !220, !tbaa !222
  %16 = call i32 @pthread_join(i64 noundef %15, ptr noundef null) #6, !dbg !226
    #dbg_value(i64 1, !189, !DIExpression(), !219)
  %17 = load i64, ptr %8, align 8, !dbg !220, !tbaa !222
  %18 = call i32 @pthread_join(i64 noundef %17, ptr noundef null) #6, !dbg !226
    #dbg_value(i64 2, !189, !DIExpression(), !219)
  %19 = load i64, ptr %10, align 8, !dbg !220, !tbaa !222
  %20 = call i32 @pthread_join(i64 noundef %19, ptr noundef null) #6, !dbg !226
    #dbg_value(i64 3, !189, !DIExpression(), !219)
  %21 = load i64, ptr %12, align 8, !dbg !220, !tbaa !222
  %22 = call i32 @pthread_join(i64 noundef %21, ptr noundef null) #6, !dbg !226
    #dbg_value(i64 4, !189, !DIExpression(), !219)
  %23 = load i64, ptr %2, align 8, !dbg !227, !tbaa !222
  %24 = call i32 @pthread_join(i64 noundef %23, ptr noundef null) #6, !dbg !228
  %25 = load i64, ptr %3, align 8, !dbg !229, !tbaa !222
  %26 = call i32 @pthread_join(i64 noundef %25, ptr noundef null) #6, !dbg !230
  %27 = load atomic i8, ptr @c8 seq_cst, align 4, !dbg !231
  %28 = zext i8 %27 to i32, !dbg !231
  %29 = load atomic i16, ptr @c16 seq_cst, align 4, !dbg !232
  %30 = zext i16 %29 to i32, !dbg !232
  %31 = load atomic i32, ptr @c32 seq_cst, align 4, !dbg !233
  %32 = load atomic i64, ptr @c64 seq_cst, align 8, !dbg !234
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %28, i32 noundef %30, i32 noundef %31, i64 noundef %32), !dbg !235
  %34 = load atomic i128, ptr @c128 seq_cst, align 16, !dbg !236
    #dbg_value(i128 %34, !191, !DIExpression(), !207)
  %35 = lshr i128 %34, 64, !dbg !237
  %36 = trunc nuw i128 %35 to i64, !dbg !238
  %37 = trunc i128 %34 to i64, !dbg !239
  %38 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %36, i64 noundef %37), !dbg !240
  %39 = load atomic i64, ptr @sub64 seq_cst, align 8, !dbg !241
  %40 = load atomic i32, ptr @orbits seq_cst, align 4, !dbg !242
  %41 = load atomic i32, ptr @andbits seq_cst, align 4, !dbg !243
  %42 = load atomic i32, ptr @xorbits seq_cst, align 4, !dbg !244
  %43 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %39, i32 noundef %40, i32 noundef %41, i32 noundef %42), !dbg !245
  %44 = load atomic i64, ptr @cas_weak seq_cst, align 8, !dbg !246
  %45 = load atomic i64, ptr @cas_strong seq_cst, align 8, !dbg !247
  %46 = load atomic i16, ptr @cas16 seq_cst, align 4, !dbg !248
  %47 = zext i16 %46 to i32, !dbg !248
  %48 = load atomic i8, ptr @cas8 seq_cst, align 4, !dbg !249
  %49 = zext i8 %48 to i32, !dbg !249
  %50 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %44, i64 noundef %45, i32 noundef %47, i32 noundef %49), !dbg !250
  %51 = load i64, ptr @locked_counter, align 8, !dbg !251, !tbaa !222
  %52 = load i64, ptr @xlocked_counter, align 8, !dbg !252, !tbaa !222
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %51, i64 noundef %52), !dbg !253
  %54 = load atomic i64, ptr @pair seq_cst, align 8, !dbg !254
  %55 = trunc i64 %54 to i32, !dbg !254
  %56 = lshr i64 %54, 32, !dbg !254
  %57 = trunc nuw i64 %56 to i32, !dbg !254
    #dbg_value(i32 %55, !192, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !207)
    #dbg_value(i32 %57, !192, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !207)
  %58 = load atomic i128, ptr @quad seq_cst, align 16, !dbg !255
  %59 = trunc i128 %58 to i64, !dbg !255
  %60 = lshr i128 %58, 64, !dbg !255
  %61 = trunc nuw i128 %60 to i64, !dbg !255
    #dbg_value(i64 %59, !193, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !207)
    #dbg_value(i64 %61, !193, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !207)
  %62 = load atomic i32, ptr @tri seq_cst, align 4, !dbg !256
  %63 = lshr i32 %62, 8, !dbg !256
  %64 = lshr i32 %62, 16, !dbg !256
    #dbg_value(i32 %62, !194, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !207)
    #dbg_value(i32 %63, !194, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !207)
    #dbg_value(i32 %64, !194, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !207)
  %65 = and i32 %62, 255, !dbg !257
  %66 = and i32 %63, 255, !dbg !258
  %67 = and i32 %64, 255, !dbg !259
  %68 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %55, i32 noundef %57, i64 noundef %59, i64 noundef %61, i32 noundef %65, i32 noundef %66, i32 noundef %67), !dbg !260
  %69 = load atomic i64, ptr @relaxed_sum seq_cst, align 8, !dbg !261
  %70 = load atomic i32, ptr @seen_ok seq_cst, align 4, !dbg !262
  %71 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %69, i32 noundef %70), !dbg !263
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #6, !dbg !264
  store i32 10, ptr %4, align 4, !dbg !265, !tbaa !266, !DIAssignID !267
    #dbg_assign(i32 10, !195, !DIExpression(), !267, ptr %4, !DIExpression(), !207)
  %72 = atomicrmw add ptr %4, i32 5 seq_cst, align 4, !dbg !268
    #dbg_value(i32 %72, !196, !DIExpression(), !207)
  %73 = atomicrmw sub ptr %4, i32 3 seq_cst, align 4, !dbg !269
    #dbg_value(i32 %73, !197, !DIExpression(), !207)
  %74 = atomicrmw xchg ptr %4, i32 99 seq_cst, align 4, !dbg !270
    #dbg_value(i32 %74, !198, !DIExpression(), !207)
    #dbg_value(i32 98, !199, !DIExpression(), !207)
  %75 = cmpxchg ptr %4, i32 98, i32 1 seq_cst seq_cst, align 4, !dbg !271
  %76 = extractvalue { i32, i1 } %75, 1, !dbg !271
  %77 = extractvalue { i32, i1 } %75, 0
    #dbg_value(i32 %77, !199, !DIExpression(), !207)
  %78 = zext i1 %76 to i32, !dbg !271
    #dbg_value(i32 %78, !200, !DIExpression(), !207)
  %79 = cmpxchg ptr %4, i32 %77, i32 1 seq_cst seq_cst, align 4, !dbg !272
  %80 = extractvalue { i32, i1 } %79, 1, !dbg !272
  %81 = extractvalue { i32, i1 } %79, 0, !dbg !272
    #dbg_value(i32 %81, !199, !DIExpression(), !207)
  %82 = zext i1 %80 to i32, !dbg !272
    #dbg_value(i32 %82, !201, !DIExpression(), !207)
  %83 = load atomic i32, ptr %4 seq_cst, align 4, !dbg !273
  %84 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %72, i32 noundef %73, i32 noundef %74, i32 noundef %78, i32 noundef %81, i32 noundef %82, i32 noundef %83), !dbg !274
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #6, !dbg !275
  store i128 5, ptr %5, align 16, !dbg !276, !tbaa !266, !DIAssignID !277
    #dbg_assign(i128 5, !202, !DIExpression(), !277, ptr %5, !DIExpression(), !207)
    #dbg_value(i128 5, !203, !DIExpression(), !207)
  %85 = cmpxchg ptr %5, i128 5, i128 -1 seq_cst seq_cst, align 16, !dbg !278
  %86 = extractvalue { i128, i1 } %85, 1, !dbg !278
  %87 = zext i1 %86 to i32, !dbg !278
    #dbg_value(i32 %87, !204, !DIExpression(), !207)
  %88 = atomicrmw xchg ptr %5, i128 8873554201597605810476922437632 seq_cst, align 16, !dbg !279
    #dbg_value(i128 %88, !205, !DIExpression(), !207)
  %89 = trunc i128 %88 to i64, !dbg !280
  %90 = load atomic i128, ptr %5 seq_cst, align 16, !dbg !281
  %91 = ashr i128 %90, 100, !dbg !282
  %92 = trunc nsw i128 %91 to i32, !dbg !283
  %93 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %87, i64 noundef %89, i32 noundef 1, i32 noundef %92), !dbg !284
  %94 = atomicrmw xchg ptr @lock, i8 1 seq_cst, align 1, !dbg !285
  %95 = and i8 %94, 1, !dbg !285
  %96 = zext nneg i8 %95 to i32, !dbg !285
  %97 = atomicrmw xchg ptr @lock, i8 1 seq_cst, align 1, !dbg !286
  %98 = and i8 %97, 1, !dbg !286
  %99 = zext nneg i8 %98 to i32, !dbg !286
  %100 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %96, i32 noundef %99), !dbg !287
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #6, !dbg !288
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #6, !dbg !288
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #6, !dbg !288
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !288
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #6, !dbg !288
  ret i32 0, !dbg !289
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !290 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal noalias noundef ptr @consumer(ptr nocapture readnone %0) #0 !dbg !311 {
    #dbg_value(ptr poison, !313, !DIExpression(), !317)
  %2 = load atomic i32, ptr @ready monotonic, align 4, !dbg !318
  %3 = icmp eq i32 %2, 0, !dbg !319
  br i1 %3, label %4, label %8, !dbg !320

4:                                                ; preds = %1, %4
  %5 = tail call i32 @sched_yield() #6, !dbg !321
  %6 = load atomic i32, ptr @ready monotonic, align 4, !dbg !318
  %7 = icmp eq i32 %6, 0, !dbg !319
  br i1 %7, label %4, label %8, !dbg !320, !llvm.loop !322

8:                                                ; preds = %4, %1
  fence acquire, !dbg !325
    #dbg_value(i64 0, !314, !DIExpression(), !317)
    #dbg_value(i64 0, !315, !DIExpression(), !326)
  %9 = load i1, ptr @message.0, align 8, !dbg !327
  %10 = zext i1 %9 to i64, !dbg !327
    #dbg_value(i64 %10, !314, !DIExpression(), !317)
    #dbg_value(i64 1, !315, !DIExpression(), !326)
  %11 = load i1, ptr @message.1, align 8, !dbg !327
  %12 = select i1 %11, i64 2, i64 0, !dbg !327
  %13 = or disjoint i64 %12, %10, !dbg !329
    #dbg_value(i64 %13, !314, !DIExpression(), !317)
    #dbg_value(i64 2, !315, !DIExpression(), !326)
  %14 = load i1, ptr @message.2, align 8, !dbg !327
  %15 = select i1 %14, i64 5, i64 0, !dbg !327
  %16 = add nuw nsw i64 %15, %13, !dbg !329
    #dbg_value(i64 %16, !314, !DIExpression(), !317)
    #dbg_value(i64 3, !315, !DIExpression(), !326)
  %17 = load i1, ptr @message.3, align 8, !dbg !327
  %18 = select i1 %17, i64 10, i64 0, !dbg !327
  %19 = add nuw nsw i64 %18, %16, !dbg !329
    #dbg_value(i64 %19, !314, !DIExpression(), !317)
    #dbg_value(i64 4, !315, !DIExpression(), !326)
  %20 = load i1, ptr @message.4, align 8, !dbg !327
  %21 = select i1 %20, i64 17, i64 0, !dbg !327
  %22 = add nuw nsw i64 %21, %19, !dbg !329
    #dbg_value(i64 %22, !314, !DIExpression(), !317)
    #dbg_value(i64 5, !315, !DIExpression(), !326)
  %23 = load i1, ptr @message.5, align 8, !dbg !327
  %24 = select i1 %23, i64 26, i64 0, !dbg !327
  %25 = add nuw nsw i64 %24, %22, !dbg !329
    #dbg_value(i64 %25, !314, !DIExpression(), !317)
    #dbg_value(i64 6, !315, !DIExpression(), !326)
  %26 = load i1, ptr @message.6, align 8, !dbg !327
  %27 = select i1 %26, i64 37, i64 0, !dbg !327
  %28 = add nuw nsw i64 %27, %25, !dbg !329
    #dbg_value(i64 %28, !314, !DIExpression(), !317)
    #dbg_value(i64 7, !315, !DIExpression(), !326)
  %29 = load i1, ptr @message.7, align 8, !dbg !327
  %30 = select i1 %29, i64 50, i64 0, !dbg !327
  %31 = add nsw i64 %30, %28, !dbg !329
    #dbg_value(i64 %31, !314, !DIExpression(), !317)
    #dbg_value(i64 8, !315, !DIExpression(), !326)
  %32 = icmp eq i64 %31, 148, !dbg !330
  %33 = zext i1 %32 to i32, !dbg !330
  store atomic i32 %33, ptr @seen_ok seq_cst, align 4, !dbg !330
  ret ptr null, !dbg !331
}

; Function Attrs: nounwind uwtable
define internal noalias noundef ptr @worker(ptr noundef %0) #0 !dbg !332 {
    #dbg_value(ptr %0, !334, !DIExpression(), !354)
  %2 = ptrtoint ptr %0 to i64, !dbg !355
  %3 = trunc i64 %2 to i32, !dbg !356
    #dbg_value(i32 %3, !335, !DIExpression(), !354)
    #dbg_value(i32 0, !336, !DIExpression(), !357)
  %4 = shl i64 %2, 32
  %5 = ashr exact i64 %4, 32
  %6 = shl i64 %2, 33
  %7 = or disjoint i64 %6, 1
  %8 = shl i64 %2, 3
    #dbg_value(i32 0, !336, !DIExpression(), !357)
  %9 = add i64 %4, 4294967296
  %10 = ashr exact i64 %9, 32
  %11 = shl nuw i32 1, %3
  %12 = xor i32 %11, -1
  br label %14, !dbg !358

13:                                               ; preds = %162
  fence seq_cst, !dbg !359
  ret ptr null, !dbg !360

14:                                               ; preds = %1, %162
  %15 = phi i64 [ 0, %1 ], [ %166, %162 ]
  %16 = phi i32 [ undef, %1 ], [ %164, %162 ]
  %17 = phi i32 [ undef, %1 ], [ %163, %162 ]
    #dbg_value(i64 %15, !336, !DIExpression(), !357)
  %18 = atomicrmw add ptr @c8, i8 1 seq_cst, align 1, !dbg !361
  %19 = atomicrmw add ptr @c16, i16 3 monotonic, align 2, !dbg !362
  %20 = trunc nuw nsw i64 %15 to i32, !dbg !363
  %21 = atomicrmw add ptr @c32, i32 %20 acq_rel, align 4, !dbg !363
  %22 = atomicrmw add ptr @c64, i64 %7 seq_cst, align 8, !dbg !364
  %23 = load atomic i128, ptr @c128 seq_cst, align 16, !dbg !365
    #dbg_value(i128 %23, !338, !DIExpression(), !366)
  br label %24, !dbg !367

24:                                               ; preds = %24, %14
  %25 = phi i128 [ %23, %14 ], [ %29, %24 ], !dbg !368
    #dbg_value(i128 %25, !338, !DIExpression(), !366)
  %26 = add nsw i128 %25, 1180591620717411303425, !dbg !369
    #dbg_value(i128 %26, !341, !DIExpression(), !366)
  %27 = cmpxchg weak ptr @c128, i128 %25, i128 %26 seq_cst seq_cst, align 16, !dbg !370
  %28 = extractvalue { i128, i1 } %27, 1, !dbg !370
  %29 = extractvalue { i128, i1 } %27, 0
    #dbg_value(i128 poison, !338, !DIExpression(), !366)
  br i1 %28, label %30, label %24, !dbg !371, !llvm.loop !372

30:                                               ; preds = %24
  %31 = atomicrmw sub ptr @sub64, i64 3 seq_cst, align 8, !dbg !374
  %32 = add i64 %15, %8, !dbg !375
  %33 = trunc i64 %32 to i32, !dbg !375
  %34 = and i32 %33, 31, !dbg !375
  %35 = shl nuw i32 1, %34, !dbg !375
  %36 = atomicrmw or ptr @orbits, i32 %35 seq_cst, align 4, !dbg !375
  %37 = and i32 %20, 31, !dbg !376
  %38 = icmp eq i32 %37, %3, !dbg !378
  br i1 %38, label %39, label %41, !dbg !379

39:                                               ; preds = %30
  %40 = atomicrmw and ptr @andbits, i32 %12 seq_cst, align 4, !dbg !380
  br label %41, !dbg !380

41:                                               ; preds = %39, %30
  %42 = shl nuw i32 1, %37, !dbg !381
  %43 = atomicrmw xor ptr @xorbits, i32 %42 seq_cst, align 4, !dbg !381
  %44 = load atomic i64, ptr @cas_weak monotonic, align 8, !dbg !382
    #dbg_value(i64 %44, !342, !DIExpression(), !366)
  br label %45, !dbg !383

45:                                               ; preds = %45, %41
  %46 = phi i64 [ %44, %41 ], [ %50, %45 ], !dbg !384
    #dbg_value(i64 %46, !342, !DIExpression(), !366)
  %47 = add i64 %46, 2, !dbg !385
  %48 = cmpxchg weak ptr @cas_weak, i64 %46, i64 %47 acq_rel monotonic, align 8, !dbg !386
  %49 = extractvalue { i64, i1 } %48, 1, !dbg !386
  %50 = extractvalue { i64, i1 } %48, 0
    #dbg_value(i64 poison, !342, !DIExpression(), !366)
  br i1 %49, label %51, label %45, !dbg !383, !llvm.loop !387

51:                                               ; preds = %45
  %52 = load atomic i64, ptr @cas_strong seq_cst, align 8, !dbg !389
    #dbg_value(i64 %52, !343, !DIExpression(), !366)
  br label %53, !dbg !390

53:                                               ; preds = %53, %51
  %54 = phi i64 [ %52, %51 ], [ %58, %53 ], !dbg !391
    #dbg_value(i64 %54, !343, !DIExpression(), !366)
  %55 = add i64 %54, 5, !dbg !392
  %56 = cmpxchg ptr @cas_strong, i64 %54, i64 %55 seq_cst seq_cst, align 8, !dbg !392
  %57 = extractvalue { i64, i1 } %56, 1, !dbg !392
  %58 = extractvalue { i64, i1 } %56, 0
    #dbg_value(i64 poison, !343, !DIExpression(), !366)
  br i1 %57, label %59, label %53, !dbg !390, !llvm.loop !393

59:                                               ; preds = %53
  %60 = load atomic i16, ptr @cas16 seq_cst, align 4, !dbg !395
    #dbg_value(i16 %60, !344, !DIExpression(), !366)
  br label %61, !dbg !396

61:                                               ; preds = %61, %59
  %62 = phi i16 [ %60, %59 ], [ %66, %61 ], !dbg !397
    #dbg_value(i16 %62, !344, !DIExpression(), !366)
  %63 = add i16 %62, 7, !dbg !398
  %64 = cmpxchg ptr @cas16, i16 %62, i16 %63 seq_cst seq_cst, align 2, !dbg !398
  %65 = extractvalue { i16, i1 } %64, 1, !dbg !398
  %66 = extractvalue { i16, i1 } %64, 0
    #dbg_value(i16 poison, !344, !DIExpression(), !366)
  br i1 %65, label %67, label %61, !dbg !396, !llvm.loop !399

67:                                               ; preds = %61
  %68 = load atomic i8, ptr @cas8 seq_cst, align 4, !dbg !401
    #dbg_value(i8 %68, !345, !DIExpression(), !366)
  br label %69, !dbg !402

69:                                               ; preds = %69, %67
  %70 = phi i8 [ %68, %67 ], [ %74, %69 ], !dbg !403
    #dbg_value(i8 %70, !345, !DIExpression(), !366)
  %71 = add i8 %70, 11, !dbg !404
  %72 = cmpxchg weak ptr @cas8, i8 %70, i8 %71 seq_cst seq_cst, align 1, !dbg !404
  %73 = extractvalue { i8, i1 } %72, 1, !dbg !404
  %74 = extractvalue { i8, i1 } %72, 0
    #dbg_value(i8 poison, !345, !DIExpression(), !366)
  br i1 %73, label %75, label %69, !dbg !402, !llvm.loop !405

75:                                               ; preds = %69
  %76 = atomicrmw xchg ptr @lock, i8 1 acquire, align 1, !dbg !407
  %77 = trunc i8 %76 to i1, !dbg !407
  br i1 %77, label %78, label %82, !dbg !408

78:                                               ; preds = %75, %78
  %79 = tail call i32 @sched_yield() #6, !dbg !409
  %80 = atomicrmw xchg ptr @lock, i8 1 acquire, align 1, !dbg !407
  %81 = trunc i8 %80 to i1, !dbg !407
  br i1 %81, label %78, label %82, !dbg !408, !llvm.loop !410

82:                                               ; preds = %78, %75
  %83 = load i64, ptr @locked_counter, align 8, !dbg !412, !tbaa !222
  %84 = add nsw i64 %83, %10, !dbg !412
  store i64 %84, ptr @locked_counter, align 8, !dbg !412, !tbaa !222
  store atomic i8 0, ptr @lock release, align 4, !dbg !413
  %85 = atomicrmw xchg ptr @xlock, i32 1 acquire, align 4, !dbg !414
  %86 = icmp eq i32 %85, 0, !dbg !415
  br i1 %86, label %91, label %87, !dbg !415

87:                                               ; preds = %82, %87
  %88 = tail call i32 @sched_yield() #6, !dbg !416
  %89 = atomicrmw xchg ptr @xlock, i32 1 acquire, align 4, !dbg !414
  %90 = icmp eq i32 %89, 0, !dbg !415
  br i1 %90, label %91, label %87, !dbg !415, !llvm.loop !417

91:                                               ; preds = %87, %82
  %92 = load i64, ptr @xlocked_counter, align 8, !dbg !419, !tbaa !222
  %93 = add nsw i64 %92, 2, !dbg !419
  store i64 %93, ptr @xlocked_counter, align 8, !dbg !419, !tbaa !222
  store atomic i32 0, ptr @xlock release, align 4, !dbg !420
  %94 = load atomic i64, ptr @pair seq_cst, align 8, !dbg !421
    #dbg_value(i64 %94, !346, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !366)
    #dbg_value(i64 %94, !346, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !366)
  br label %95, !dbg !422

95:                                               ; preds = %95, %91
  %96 = phi i64 [ %94, %91 ], [ %104, %95 ]
    #dbg_value(i64 %96, !346, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !366)
    #dbg_value(i64 %96, !346, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !366)
  %97 = add i64 %96, 1, !dbg !423
    #dbg_value(i64 %96, !347, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !366)
    #dbg_value(i64 %96, !347, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_plus_uconst, 4294967294, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !366)
  %98 = and i64 %96, -4294967296, !dbg !425
  %99 = add i64 %98, -8589934592, !dbg !425
  %100 = and i64 %97, 4294967295, !dbg !425
  %101 = or disjoint i64 %99, %100, !dbg !425
  %102 = cmpxchg weak ptr @pair, i64 %96, i64 %101 seq_cst seq_cst, align 8, !dbg !425
  %103 = extractvalue { i64, i1 } %102, 1, !dbg !425
  %104 = extractvalue { i64, i1 } %102, 0, !dbg !425
    #dbg_value(i32 poison, !346, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !366)
    #dbg_value(i32 poison, !346, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !366)
  br i1 %103, label %105, label %95, !dbg !426, !llvm.loop !427

105:                                              ; preds = %95
  %106 = and i32 %20, 3, !dbg !429
  %107 = icmp eq i32 %106, 0, !dbg !430
  br i1 %107, label %108, label %162, !dbg !431

108:                                              ; preds = %105
  %109 = load atomic i128, ptr @quad seq_cst, align 16, !dbg !432
  %110 = trunc i128 %109 to i64, !dbg !432
  %111 = lshr i128 %109, 64, !dbg !432
  %112 = trunc nuw i128 %111 to i64, !dbg !432
    #dbg_value(i64 %110, !348, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !433)
    #dbg_value(i64 %112, !348, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !433)
  br label %113, !dbg !434

113:                                              ; preds = %113, %108
  %114 = phi i64 [ %110, %108 ], [ %129, %113 ], !dbg !432
  %115 = phi i64 [ %112, %108 ], [ %131, %113 ], !dbg !432
    #dbg_value(i64 %115, !348, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !433)
    #dbg_value(i64 %114, !348, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !433)
  %116 = add nsw i64 %114, 1, !dbg !435
    #dbg_value(i64 %116, !351, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !433)
  %117 = add nsw i64 %115, %5, !dbg !437
    #dbg_value(i64 %117, !351, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !433)
  %118 = zext i64 %117 to i128, !dbg !438
  %119 = shl nuw i128 %118, 64, !dbg !438
  %120 = zext i64 %116 to i128, !dbg !438
  %121 = or disjoint i128 %119, %120, !dbg !438
  %122 = zext i64 %115 to i128, !dbg !438
  %123 = shl nuw i128 %122, 64, !dbg !438
  %124 = zext i64 %114 to i128, !dbg !438
  %125 = or disjoint i128 %123, %124, !dbg !438
  %126 = cmpxchg ptr @quad, i128 %125, i128 %121 seq_cst seq_cst, align 16, !dbg !438
  %127 = extractvalue { i128, i1 } %126, 1, !dbg !438
  %128 = extractvalue { i128, i1 } %126, 0, !dbg !438
  %129 = trunc i128 %128 to i64, !dbg !438
  %130 = lshr i128 %128, 64, !dbg !438
  %131 = trunc nuw i128 %130 to i64, !dbg !438
    #dbg_value(i64 poison, !348, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !433)
    #dbg_value(i64 poison, !348, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !433)
  br i1 %127, label %132, label %113, !dbg !439, !llvm.loop !440

132:                                              ; preds = %113, %132
  %133 = phi i32 [ %161, %132 ], [ %17, %113 ]
  %134 = phi i32 [ %158, %132 ], [ %16, %113 ]
  %135 = load atomic i32, ptr @tri seq_cst, align 4, !dbg !442
  %136 = trunc i32 %135 to i8, !dbg !442
  %137 = lshr i32 %135, 16, !dbg !442
    #dbg_value(i8 %136, !352, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !433)
    #dbg_value(i32 %135, !352, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !433)
    #dbg_value(i32 %137, !352, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !433)
    #dbg_value(i8 %136, !353, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !433)
    #dbg_value(i32 %135, !353, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !433)
    #dbg_value(i32 %137, !353, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !433)
  %138 = add i8 %136, 1, !dbg !444
    #dbg_value(i8 %138, !353, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !433)
  %139 = trunc i32 %137 to i8, !dbg !445
  %140 = add i8 %139, 2, !dbg !445
    #dbg_value(i8 %140, !353, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !433)
  %141 = zext i8 %140 to i24, !dbg !446
  %142 = shl nuw i24 %141, 16, !dbg !446
  %143 = trunc i32 %135 to i24, !dbg !446
  %144 = and i24 %143, 65280, !dbg !446
  %145 = zext i8 %138 to i24, !dbg !446
  %146 = or disjoint i24 %142, %145, !dbg !446
  %147 = or disjoint i24 %146, %144, !dbg !446
  %148 = trunc nuw nsw i32 %137 to i24, !dbg !446
  %149 = shl i24 %148, 16, !dbg !446
  %150 = and i24 %143, 255, !dbg !446
  %151 = or disjoint i24 %149, %150, !dbg !446
  %152 = or disjoint i24 %151, %144, !dbg !446
  %153 = zext i24 %152 to i32, !dbg !446
  %154 = and i32 %133, -16777216, !dbg !446
  %155 = or disjoint i32 %154, %153, !dbg !446
  %156 = zext i24 %147 to i32, !dbg !446
  %157 = and i32 %134, -16777216, !dbg !446
  %158 = or disjoint i32 %157, %156, !dbg !446
  %159 = cmpxchg ptr @tri, i32 %155, i32 %158 seq_cst seq_cst, align 4, !dbg !446
  %160 = extractvalue { i32, i1 } %159, 1, !dbg !446
  %161 = extractvalue { i32, i1 } %159, 0
  br i1 %160, label %162, label %132, !dbg !447, !llvm.loop !448

162:                                              ; preds = %132, %105
  %163 = phi i32 [ %17, %105 ], [ %155, %132 ]
  %164 = phi i32 [ %16, %105 ], [ %158, %132 ]
  %165 = atomicrmw add ptr @relaxed_sum, i64 %15 monotonic, align 8, !dbg !451
  %166 = add nuw nsw i64 %15, 1, !dbg !452
    #dbg_value(i64 %166, !336, !DIExpression(), !357)
  %167 = icmp eq i64 %166, 3000, !dbg !453
  br i1 %167, label %13, label %14, !dbg !358, !llvm.loop !454
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nounwind willreturn uwtable
define internal noalias noundef ptr @producer(ptr nocapture readnone %0) #3 !dbg !456 {
    #dbg_value(ptr poison, !458, !DIExpression(), !461)
    #dbg_value(i32 0, !459, !DIExpression(), !462)
    #dbg_value(i64 0, !459, !DIExpression(), !462)
  store i1 true, ptr @message.0, align 8, !dbg !463
    #dbg_value(i64 1, !459, !DIExpression(), !462)
  store i1 true, ptr @message.1, align 8, !dbg !463
    #dbg_value(i64 2, !459, !DIExpression(), !462)
  store i1 true, ptr @message.2, align 8, !dbg !463
    #dbg_value(i64 3, !459, !DIExpression(), !462)
  store i1 true, ptr @message.3, align 8, !dbg !463
    #dbg_value(i64 4, !459, !DIExpression(), !462)
  store i1 true, ptr @message.4, align 8, !dbg !463
    #dbg_value(i64 5, !459, !DIExpression(), !462)
  store i1 true, ptr @message.5, align 8, !dbg !463
    #dbg_value(i64 6, !459, !DIExpression(), !462)
  store i1 true, ptr @message.6, align 8, !dbg !463
    #dbg_value(i64 7, !459, !DIExpression(), !462)
  store i1 true, ptr @message.7, align 8, !dbg !463
    #dbg_value(i64 8, !459, !DIExpression(), !462)
  fence release, !dbg !465
  store atomic i32 1, ptr @ready monotonic, align 4, !dbg !466
  ret ptr null, !dbg !467
}

declare !dbg !468 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare !dbg !472 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nounwind
declare !dbg !479 i32 @sched_yield() local_unnamed_addr #2

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree norecurse nounwind willreturn uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!166, !167, !168, !169, !170, !171, !172, !173}
!llvm.ident = !{!174}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 113, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/run/aarch64/threads_atomics.c", directory: ".", checksumkind: CSK_MD5, checksum: "31e5783db4b4653b2cd5393021082db5")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 29)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "c8", scope: !9, file: !2, line: 16, type: !103, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !10, retainedTypes: !21, globals: !32, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11}
!11 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !12, line: 68, baseType: !13, size: 32, elements: !14)
!12 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!13 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!14 = !{!15, !16, !17, !18, !19, !20}
!15 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!16 = !DIEnumerator(name: "memory_order_consume", value: 1)
!17 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!18 = !DIEnumerator(name: "memory_order_release", value: 3)
!19 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!20 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!21 = !{!22, !23, !26, !27, !28, !25, !29, !30, !31}
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !24, line: 87, baseType: !25)
!24 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!25 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!26 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!27 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!28 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!29 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!30 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!31 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!32 = !{!0, !33, !38, !43, !48, !53, !58, !60, !65, !70, !7, !75, !78, !82, !86, !89, !93, !97, !99, !101, !104, !106, !108, !115, !122, !130, !132, !134, !136, !141, !143, !145, !147, !149}
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 115, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 14)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 116, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 37)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 117, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 36)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 118, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 24)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 122, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 38)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 123, type: !50, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 129, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 26)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 134, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 21)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 135, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 12)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(name: "c16", scope: !9, file: !2, line: 17, type: !77, isLocal: true, isDefinition: true)
!77 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !30)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(name: "c32", scope: !9, file: !2, line: 18, type: !80, isLocal: true, isDefinition: true)
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !12, line: 104, baseType: !81)
!81 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !29)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(name: "c64", scope: !9, file: !2, line: 19, type: !84, isLocal: true, isDefinition: true)
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_long", file: !12, line: 106, baseType: !85)
!85 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !25)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(name: "c128", scope: !9, file: !2, line: 20, type: !88, isLocal: true, isDefinition: true)
!88 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !28)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(name: "orbits", scope: !9, file: !2, line: 22, type: !91, isLocal: true, isDefinition: true)
!91 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_uint", file: !12, line: 105, baseType: !92)
!92 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !13)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(name: "cas_weak", scope: !9, file: !2, line: 23, type: !95, isLocal: true, isDefinition: true)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_ulong", file: !12, line: 107, baseType: !96)
!96 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !26)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(name: "cas_strong", scope: !9, file: !2, line: 23, type: !95, isLocal: true, isDefinition: true)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(name: "cas16", scope: !9, file: !2, line: 24, type: !77, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(name: "cas8", scope: !9, file: !2, line: 25, type: !103, isLocal: true, isDefinition: true)
!103 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !31)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(name: "locked_counter", scope: !9, file: !2, line: 27, type: !25, isLocal: true, isDefinition: true)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(name: "xlocked_counter", scope: !9, file: !2, line: 29, type: !25, isLocal: true, isDefinition: true)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(name: "pair", scope: !9, file: !2, line: 31, type: !110, isLocal: true, isDefinition: true)
!110 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !111)
!111 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pair", file: !2, line: 30, size: 64, elements: !112)
!112 = !{!113, !114}
!113 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !111, file: !2, line: 30, baseType: !29, size: 32)
!114 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !111, file: !2, line: 30, baseType: !29, size: 32, offset: 32)
!115 = !DIGlobalVariableExpression(var: !116, expr: !DIExpression())
!116 = distinct !DIGlobalVariable(name: "quad", scope: !9, file: !2, line: 33, type: !117, isLocal: true, isDefinition: true)
!117 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !118)
!118 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Quad", file: !2, line: 32, size: 128, elements: !119)
!119 = !{!120, !121}
!120 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !118, file: !2, line: 32, baseType: !25, size: 64)
!121 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !118, file: !2, line: 32, baseType: !25, size: 64, offset: 64)
!122 = !DIGlobalVariableExpression(var: !123, expr: !DIExpression())
!123 = distinct !DIGlobalVariable(name: "tri", scope: !9, file: !2, line: 35, type: !124, isLocal: true, isDefinition: true)
!124 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !125)
!125 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Tri", file: !2, line: 34, size: 24, elements: !126)
!126 = !{!127, !128, !129}
!127 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !125, file: !2, line: 34, baseType: !4, size: 8)
!128 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !125, file: !2, line: 34, baseType: !4, size: 8, offset: 8)
!129 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !125, file: !2, line: 34, baseType: !4, size: 8, offset: 16)
!130 = !DIGlobalVariableExpression(var: !131, expr: !DIExpression())
!131 = distinct !DIGlobalVariable(name: "relaxed_sum", scope: !9, file: !2, line: 36, type: !84, isLocal: true, isDefinition: true)
!132 = !DIGlobalVariableExpression(var: !133, expr: !DIExpression())
!133 = distinct !DIGlobalVariable(name: "seen_ok", scope: !9, file: !2, line: 41, type: !80, isLocal: true, isDefinition: true)
!134 = !DIGlobalVariableExpression(var: !135, expr: !DIExpression())
!135 = distinct !DIGlobalVariable(name: "ready", scope: !9, file: !2, line: 40, type: !80, isLocal: true, isDefinition: true)
!136 = !DIGlobalVariableExpression(var: !137, expr: !DIExpression())
!137 = distinct !DIGlobalVariable(name: "message", scope: !9, file: !2, line: 39, type: !138, isLocal: true, isDefinition: true)
!138 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 512, elements: !139)
!139 = !{!140}
!140 = !DISubrange(count: 8)
!141 = !DIGlobalVariableExpression(var: !142, expr: !DIExpression())
!142 = distinct !DIGlobalVariable(name: "xlock", scope: !9, file: !2, line: 28, type: !80, isLocal: true, isDefinition: true)
!143 = !DIGlobalVariableExpression(var: !144, expr: !DIExpression())
!144 = distinct !DIGlobalVariable(name: "sub64", scope: !9, file: !2, line: 21, type: !84, isLocal: true, isDefinition: true)
!145 = !DIGlobalVariableExpression(var: !146, expr: !DIExpression())
!146 = distinct !DIGlobalVariable(name: "andbits", scope: !9, file: !2, line: 22, type: !91, isLocal: true, isDefinition: true)
!147 = !DIGlobalVariableExpression(var: !148, expr: !DIExpression())
!148 = distinct !DIGlobalVariable(name: "xorbits", scope: !9, file: !2, line: 22, type: !91, isLocal: true, isDefinition: true)
!149 = !DIGlobalVariableExpression(var: !150, expr: !DIExpression())
!150 = distinct !DIGlobalVariable(name: "lock", scope: !9, file: !2, line: 26, type: !151, isLocal: true, isDefinition: true)
!151 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_flag", file: !12, line: 173, baseType: !152)
!152 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "atomic_flag", file: !12, line: 173, size: 8, elements: !153)
!153 = !{!154}
!154 = !DIDerivedType(tag: DW_TAG_member, name: "_Value", scope: !152, file: !12, line: 173, baseType: !155, size: 8)
!155 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_bool", file: !12, line: 97, baseType: !156)
!156 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !157)
!157 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!158 = !DIGlobalVariableExpression(var: !137, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 1, DW_OP_mul, DW_OP_constu, 0, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64))
!159 = !DIGlobalVariableExpression(var: !137, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 2, DW_OP_mul, DW_OP_constu, 0, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64))
!160 = !DIGlobalVariableExpression(var: !137, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 5, DW_OP_mul, DW_OP_constu, 0, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 64))
!161 = !DIGlobalVariableExpression(var: !137, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 10, DW_OP_mul, DW_OP_constu, 0, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64))
!162 = !DIGlobalVariableExpression(var: !137, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 17, DW_OP_mul, DW_OP_constu, 0, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 256, 64))
!163 = !DIGlobalVariableExpression(var: !137, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 26, DW_OP_mul, DW_OP_constu, 0, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 320, 64))
!164 = !DIGlobalVariableExpression(var: !137, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 37, DW_OP_mul, DW_OP_constu, 0, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 384, 64))
!165 = !DIGlobalVariableExpression(var: !137, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 50, DW_OP_mul, DW_OP_constu, 0, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 448, 64))
!166 = !{i32 7, !"Dwarf Version", i32 5}
!167 = !{i32 2, !"Debug Info Version", i32 3}
!168 = !{i32 1, !"wchar_size", i32 4}
!169 = !{i32 8, !"PIC Level", i32 2}
!170 = !{i32 7, !"PIE Level", i32 2}
!171 = !{i32 7, !"uwtable", i32 2}
!172 = !{i32 7, !"frame-pointer", i32 1}
!173 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!174 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!175 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 105, type: !176, scopeLine: 105, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !178)
!176 = !DISubroutineType(types: !177)
!177 = !{!29}
!178 = !{!179, !185, !186, !187, !189, !191, !192, !193, !194, !195, !196, !197, !198, !199, !200, !201, !202, !203, !204, !205}
!179 = !DILocalVariable(name: "t", scope: !175, file: !2, line: 106, type: !180)
!180 = !DICompositeType(tag: DW_TAG_array_type, baseType: !181, size: 256, elements: !183)
!181 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !182, line: 27, baseType: !26)
!182 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!183 = !{!184}
!184 = !DISubrange(count: 4)
!185 = !DILocalVariable(name: "p", scope: !175, file: !2, line: 106, type: !181)
!186 = !DILocalVariable(name: "c", scope: !175, file: !2, line: 106, type: !181)
!187 = !DILocalVariable(name: "i", scope: !188, file: !2, line: 108, type: !29)
!188 = distinct !DILexicalBlock(scope: !175, file: !2, line: 108, column: 3)
!189 = !DILocalVariable(name: "i", scope: !190, file: !2, line: 110, type: !29)
!190 = distinct !DILexicalBlock(scope: !175, file: !2, line: 110, column: 3)
!191 = !DILocalVariable(name: "v", scope: !175, file: !2, line: 114, type: !28)
!192 = !DILocalVariable(name: "pr", scope: !175, file: !2, line: 119, type: !111)
!193 = !DILocalVariable(name: "qd", scope: !175, file: !2, line: 120, type: !118)
!194 = !DILocalVariable(name: "tr", scope: !175, file: !2, line: 121, type: !125)
!195 = !DILocalVariable(name: "z", scope: !175, file: !2, line: 125, type: !80)
!196 = !DILocalVariable(name: "r1", scope: !175, file: !2, line: 126, type: !29)
!197 = !DILocalVariable(name: "r2", scope: !175, file: !2, line: 126, type: !29)
!198 = !DILocalVariable(name: "r3", scope: !175, file: !2, line: 126, type: !29)
!199 = !DILocalVariable(name: "exp", scope: !175, file: !2, line: 127, type: !29)
!200 = !DILocalVariable(name: "r4", scope: !175, file: !2, line: 127, type: !29)
!201 = !DILocalVariable(name: "r5", scope: !175, file: !2, line: 128, type: !29)
!202 = !DILocalVariable(name: "w", scope: !175, file: !2, line: 130, type: !88)
!203 = !DILocalVariable(name: "e", scope: !175, file: !2, line: 131, type: !28)
!204 = !DILocalVariable(name: "r6", scope: !175, file: !2, line: 132, type: !29)
!205 = !DILocalVariable(name: "r7", scope: !175, file: !2, line: 133, type: !28)
!206 = distinct !DIAssignID()
!207 = !DILocation(line: 0, scope: !175)
!208 = distinct !DIAssignID()
!209 = distinct !DIAssignID()
!210 = distinct !DIAssignID()
!211 = distinct !DIAssignID()
!212 = !DILocation(line: 106, column: 3, scope: !175)
!213 = !DILocation(line: 107, column: 3, scope: !175)
!214 = !DILocation(line: 0, scope: !188)
!215 = !DILocation(line: 108, column: 37, scope: !216)
!216 = distinct !DILexicalBlock(scope: !188, file: !2, line: 108, column: 3)
!217 = !DILocation(line: 108, column: 53, scope: !216)
!218 = !DILocation(line: 109, column: 3, scope: !175)
!219 = !DILocation(line: 0, scope: !190)
!220 = !DILocation(line: 110, column: 50, scope: !221)
!221 = distinct !DILexicalBlock(scope: !190, file: !2, line: 110, column: 3)
!222 = !{!223, !223, i64 0}
!223 = !{!"long", !224, i64 0}
!224 = !{!"omnipotent char", !225, i64 0}
!225 = !{!"Simple C/C++ TBAA"}
!226 = !DILocation(line: 110, column: 37, scope: !221)
!227 = !DILocation(line: 111, column: 16, scope: !175)
!228 = !DILocation(line: 111, column: 3, scope: !175)
!229 = !DILocation(line: 112, column: 16, scope: !175)
!230 = !DILocation(line: 112, column: 3, scope: !175)
!231 = !DILocation(line: 113, column: 43, scope: !175)
!232 = !DILocation(line: 113, column: 61, scope: !175)
!233 = !DILocation(line: 113, column: 80, scope: !175)
!234 = !DILocation(line: 113, column: 114, scope: !175)
!235 = !DILocation(line: 113, column: 3, scope: !175)
!236 = !DILocation(line: 114, column: 16, scope: !175)
!237 = !DILocation(line: 115, column: 65, scope: !175)
!238 = !DILocation(line: 115, column: 28, scope: !175)
!239 = !DILocation(line: 115, column: 73, scope: !175)
!240 = !DILocation(line: 115, column: 3, scope: !175)
!241 = !DILocation(line: 116, column: 51, scope: !175)
!242 = !DILocation(line: 116, column: 72, scope: !175)
!243 = !DILocation(line: 116, column: 94, scope: !175)
!244 = !DILocation(line: 116, column: 117, scope: !175)
!245 = !DILocation(line: 116, column: 3, scope: !175)
!246 = !DILocation(line: 117, column: 50, scope: !175)
!247 = !DILocation(line: 117, column: 74, scope: !175)
!248 = !DILocation(line: 117, column: 100, scope: !175)
!249 = !DILocation(line: 117, column: 121, scope: !175)
!250 = !DILocation(line: 117, column: 3, scope: !175)
!251 = !DILocation(line: 118, column: 38, scope: !175)
!252 = !DILocation(line: 118, column: 54, scope: !175)
!253 = !DILocation(line: 118, column: 3, scope: !175)
!254 = !DILocation(line: 119, column: 20, scope: !175)
!255 = !DILocation(line: 120, column: 20, scope: !175)
!256 = !DILocation(line: 121, column: 19, scope: !175)
!257 = !DILocation(line: 122, column: 76, scope: !175)
!258 = !DILocation(line: 122, column: 82, scope: !175)
!259 = !DILocation(line: 122, column: 88, scope: !175)
!260 = !DILocation(line: 122, column: 3, scope: !175)
!261 = !DILocation(line: 123, column: 38, scope: !175)
!262 = !DILocation(line: 123, column: 65, scope: !175)
!263 = !DILocation(line: 123, column: 3, scope: !175)
!264 = !DILocation(line: 125, column: 3, scope: !175)
!265 = !DILocation(line: 125, column: 14, scope: !175)
!266 = !{!224, !224, i64 0}
!267 = distinct !DIAssignID()
!268 = !DILocation(line: 126, column: 12, scope: !175)
!269 = !DILocation(line: 126, column: 42, scope: !175)
!270 = !DILocation(line: 126, column: 72, scope: !175)
!271 = !DILocation(line: 127, column: 22, scope: !175)
!272 = !DILocation(line: 128, column: 12, scope: !175)
!273 = !DILocation(line: 129, column: 65, scope: !175)
!274 = !DILocation(line: 129, column: 3, scope: !175)
!275 = !DILocation(line: 130, column: 3, scope: !175)
!276 = !DILocation(line: 130, column: 20, scope: !175)
!277 = distinct !DIAssignID()
!278 = !DILocation(line: 132, column: 12, scope: !175)
!279 = !DILocation(line: 133, column: 17, scope: !175)
!280 = !DILocation(line: 134, column: 39, scope: !175)
!281 = !DILocation(line: 134, column: 85, scope: !175)
!282 = !DILocation(line: 134, column: 101, scope: !175)
!283 = !DILocation(line: 134, column: 79, scope: !175)
!284 = !DILocation(line: 134, column: 3, scope: !175)
!285 = !DILocation(line: 135, column: 26, scope: !175)
!286 = !DILocation(line: 135, column: 59, scope: !175)
!287 = !DILocation(line: 135, column: 3, scope: !175)
!288 = !DILocation(line: 137, column: 1, scope: !175)
!289 = !DILocation(line: 136, column: 3, scope: !175)
!290 = !DISubprogram(name: "pthread_create", scope: !291, file: !291, line: 202, type: !292, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!291 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!292 = !DISubroutineType(types: !293)
!293 = !{!29, !294, !296, !307, !310}
!294 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !295)
!295 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !181, size: 64)
!296 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !297)
!297 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !298, size: 64)
!298 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !299)
!299 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !182, line: 62, baseType: !300)
!300 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !182, line: 56, size: 512, elements: !301)
!301 = !{!302, !306}
!302 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !300, file: !182, line: 58, baseType: !303, size: 512)
!303 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !304)
!304 = !{!305}
!305 = !DISubrange(count: 64)
!306 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !300, file: !182, line: 59, baseType: !25, size: 64)
!307 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !308, size: 64)
!308 = !DISubroutineType(types: !309)
!309 = !{!22, !22}
!310 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !22)
!311 = distinct !DISubprogram(name: "consumer", scope: !2, file: !2, line: 95, type: !308, scopeLine: 95, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !312)
!312 = !{!313, !314, !315}
!313 = !DILocalVariable(name: "arg", arg: 1, scope: !311, file: !2, line: 95, type: !22)
!314 = !DILocalVariable(name: "s", scope: !311, file: !2, line: 99, type: !25)
!315 = !DILocalVariable(name: "i", scope: !316, file: !2, line: 100, type: !29)
!316 = distinct !DILexicalBlock(scope: !311, file: !2, line: 100, column: 3)
!317 = !DILocation(line: 0, scope: !311)
!318 = !DILocation(line: 97, column: 11, scope: !311)
!319 = !DILocation(line: 97, column: 10, scope: !311)
!320 = !DILocation(line: 97, column: 3, scope: !311)
!321 = !DILocation(line: 97, column: 63, scope: !311)
!322 = distinct !{!322, !320, !323, !324}
!323 = !DILocation(line: 97, column: 75, scope: !311)
!324 = !{!"llvm.loop.mustprogress"}
!325 = !DILocation(line: 98, column: 3, scope: !311)
!326 = !DILocation(line: 0, scope: !316)
!327 = !DILocation(line: 100, column: 36, scope: !328)
!328 = distinct !DILexicalBlock(scope: !316, file: !2, line: 100, column: 3)
!329 = !DILocation(line: 100, column: 33, scope: !328)
!330 = !DILocation(line: 101, column: 3, scope: !311)
!331 = !DILocation(line: 102, column: 3, scope: !311)
!332 = distinct !DISubprogram(name: "worker", scope: !2, file: !2, line: 43, type: !308, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !333)
!333 = !{!334, !335, !336, !338, !341, !342, !343, !344, !345, !346, !347, !348, !351, !352, !353}
!334 = !DILocalVariable(name: "arg", arg: 1, scope: !332, file: !2, line: 43, type: !22)
!335 = !DILocalVariable(name: "id", scope: !332, file: !2, line: 44, type: !29)
!336 = !DILocalVariable(name: "i", scope: !337, file: !2, line: 45, type: !29)
!337 = distinct !DILexicalBlock(scope: !332, file: !2, line: 45, column: 3)
!338 = !DILocalVariable(name: "old", scope: !339, file: !2, line: 50, type: !28)
!339 = distinct !DILexicalBlock(scope: !340, file: !2, line: 45, column: 35)
!340 = distinct !DILexicalBlock(scope: !337, file: !2, line: 45, column: 3)
!341 = !DILocalVariable(name: "nw", scope: !339, file: !2, line: 50, type: !28)
!342 = !DILocalVariable(name: "w", scope: !339, file: !2, line: 56, type: !26)
!343 = !DILocalVariable(name: "s", scope: !339, file: !2, line: 58, type: !26)
!344 = !DILocalVariable(name: "s16", scope: !339, file: !2, line: 60, type: !30)
!345 = !DILocalVariable(name: "s8", scope: !339, file: !2, line: 62, type: !31)
!346 = !DILocalVariable(name: "p", scope: !339, file: !2, line: 70, type: !111)
!347 = !DILocalVariable(name: "q", scope: !339, file: !2, line: 70, type: !111)
!348 = !DILocalVariable(name: "o", scope: !349, file: !2, line: 73, type: !118)
!349 = distinct !DILexicalBlock(scope: !350, file: !2, line: 72, column: 21)
!350 = distinct !DILexicalBlock(scope: !339, file: !2, line: 72, column: 9)
!351 = !DILocalVariable(name: "n", scope: !349, file: !2, line: 73, type: !118)
!352 = !DILocalVariable(name: "t", scope: !349, file: !2, line: 79, type: !125)
!353 = !DILocalVariable(name: "u", scope: !349, file: !2, line: 79, type: !125)
!354 = !DILocation(line: 0, scope: !332)
!355 = !DILocation(line: 44, column: 17, scope: !332)
!356 = !DILocation(line: 44, column: 12, scope: !332)
!357 = !DILocation(line: 0, scope: !337)
!358 = !DILocation(line: 45, column: 3, scope: !337)
!359 = !DILocation(line: 84, column: 3, scope: !332)
!360 = !DILocation(line: 85, column: 3, scope: !332)
!361 = !DILocation(line: 46, column: 5, scope: !339)
!362 = !DILocation(line: 47, column: 5, scope: !339)
!363 = !DILocation(line: 48, column: 5, scope: !339)
!364 = !DILocation(line: 49, column: 5, scope: !339)
!365 = !DILocation(line: 50, column: 20, scope: !339)
!366 = !DILocation(line: 0, scope: !339)
!367 = !DILocation(line: 51, column: 5, scope: !339)
!368 = !DILocation(line: 50, column: 14, scope: !339)
!369 = !DILocation(line: 51, column: 39, scope: !339)
!370 = !DILocation(line: 51, column: 52, scope: !339)
!371 = !DILocation(line: 51, column: 8, scope: !339)
!372 = distinct !{!372, !367, !373, !324}
!373 = !DILocation(line: 51, column: 97, scope: !339)
!374 = !DILocation(line: 52, column: 5, scope: !339)
!375 = !DILocation(line: 53, column: 5, scope: !339)
!376 = !DILocation(line: 54, column: 11, scope: !377)
!377 = distinct !DILexicalBlock(scope: !339, file: !2, line: 54, column: 9)
!378 = !DILocation(line: 54, column: 16, scope: !377)
!379 = !DILocation(line: 54, column: 9, scope: !339)
!380 = !DILocation(line: 54, column: 23, scope: !377)
!381 = !DILocation(line: 55, column: 5, scope: !339)
!382 = !DILocation(line: 56, column: 23, scope: !339)
!383 = !DILocation(line: 57, column: 5, scope: !339)
!384 = !DILocation(line: 56, column: 19, scope: !339)
!385 = !DILocation(line: 57, column: 68, scope: !339)
!386 = !DILocation(line: 57, column: 13, scope: !339)
!387 = distinct !{!387, !383, !388, !324}
!388 = !DILocation(line: 57, column: 119, scope: !339)
!389 = !DILocation(line: 58, column: 23, scope: !339)
!390 = !DILocation(line: 59, column: 5, scope: !339)
!391 = !DILocation(line: 58, column: 19, scope: !339)
!392 = !DILocation(line: 59, column: 13, scope: !339)
!393 = distinct !{!393, !390, !394, !324}
!394 = !DILocation(line: 59, column: 70, scope: !339)
!395 = !DILocation(line: 60, column: 26, scope: !339)
!396 = !DILocation(line: 61, column: 5, scope: !339)
!397 = !DILocation(line: 60, column: 20, scope: !339)
!398 = !DILocation(line: 61, column: 13, scope: !339)
!399 = distinct !{!399, !396, !400, !324}
!400 = !DILocation(line: 61, column: 87, scope: !339)
!401 = !DILocation(line: 62, column: 24, scope: !339)
!402 = !DILocation(line: 63, column: 5, scope: !339)
!403 = !DILocation(line: 62, column: 19, scope: !339)
!404 = !DILocation(line: 63, column: 13, scope: !339)
!405 = distinct !{!405, !402, !406, !324}
!406 = !DILocation(line: 63, column: 82, scope: !339)
!407 = !DILocation(line: 64, column: 12, scope: !339)
!408 = !DILocation(line: 64, column: 5, scope: !339)
!409 = !DILocation(line: 64, column: 76, scope: !339)
!410 = distinct !{!410, !408, !411, !324}
!411 = !DILocation(line: 64, column: 88, scope: !339)
!412 = !DILocation(line: 65, column: 20, scope: !339)
!413 = !DILocation(line: 66, column: 5, scope: !339)
!414 = !DILocation(line: 67, column: 12, scope: !339)
!415 = !DILocation(line: 67, column: 5, scope: !339)
!416 = !DILocation(line: 67, column: 71, scope: !339)
!417 = distinct !{!417, !415, !418, !324}
!418 = !DILocation(line: 67, column: 83, scope: !339)
!419 = !DILocation(line: 68, column: 21, scope: !339)
!420 = !DILocation(line: 69, column: 5, scope: !339)
!421 = !DILocation(line: 70, column: 21, scope: !339)
!422 = !DILocation(line: 71, column: 5, scope: !339)
!423 = !DILocation(line: 71, column: 20, scope: !424)
!424 = distinct !DILexicalBlock(scope: !339, file: !2, line: 71, column: 8)
!425 = !DILocation(line: 71, column: 50, scope: !339)
!426 = !DILocation(line: 71, column: 40, scope: !424)
!427 = distinct !{!427, !422, !428, !324}
!428 = !DILocation(line: 71, column: 92, scope: !339)
!429 = !DILocation(line: 72, column: 11, scope: !350)
!430 = !DILocation(line: 72, column: 15, scope: !350)
!431 = !DILocation(line: 72, column: 9, scope: !339)
!432 = !DILocation(line: 73, column: 23, scope: !349)
!433 = !DILocation(line: 0, scope: !349)
!434 = !DILocation(line: 74, column: 7, scope: !349)
!435 = !DILocation(line: 74, column: 22, scope: !436)
!436 = distinct !DILexicalBlock(scope: !349, file: !2, line: 74, column: 10)
!437 = !DILocation(line: 74, column: 37, scope: !436)
!438 = !DILocation(line: 74, column: 53, scope: !349)
!439 = !DILocation(line: 74, column: 43, scope: !436)
!440 = distinct !{!440, !434, !441, !324}
!441 = !DILocation(line: 74, column: 97, scope: !349)
!442 = !DILocation(line: 80, column: 16, scope: !443)
!443 = distinct !DILexicalBlock(scope: !349, file: !2, line: 80, column: 10)
!444 = !DILocation(line: 80, column: 45, scope: !443)
!445 = !DILocation(line: 80, column: 53, scope: !443)
!446 = !DILocation(line: 80, column: 69, scope: !349)
!447 = !DILocation(line: 80, column: 59, scope: !443)
!448 = distinct !{!448, !449, !450, !324}
!449 = !DILocation(line: 80, column: 7, scope: !349)
!450 = !DILocation(line: 80, column: 112, scope: !349)
!451 = !DILocation(line: 82, column: 5, scope: !339)
!452 = !DILocation(line: 45, column: 31, scope: !340)
!453 = !DILocation(line: 45, column: 21, scope: !340)
!454 = distinct !{!454, !358, !455, !324}
!455 = !DILocation(line: 83, column: 3, scope: !337)
!456 = distinct !DISubprogram(name: "producer", scope: !2, file: !2, line: 88, type: !308, scopeLine: 88, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !457)
!457 = !{!458, !459}
!458 = !DILocalVariable(name: "arg", arg: 1, scope: !456, file: !2, line: 88, type: !22)
!459 = !DILocalVariable(name: "i", scope: !460, file: !2, line: 90, type: !29)
!460 = distinct !DILexicalBlock(scope: !456, file: !2, line: 90, column: 3)
!461 = !DILocation(line: 0, scope: !456)
!462 = !DILocation(line: 0, scope: !460)
!463 = !DILocation(line: 90, column: 42, scope: !464)
!464 = distinct !DILexicalBlock(scope: !460, file: !2, line: 90, column: 3)
!465 = !DILocation(line: 91, column: 3, scope: !456)
!466 = !DILocation(line: 92, column: 3, scope: !456)
!467 = !DILocation(line: 93, column: 3, scope: !456)
!468 = !DISubprogram(name: "pthread_join", scope: !291, file: !291, line: 219, type: !469, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!469 = !DISubroutineType(types: !470)
!470 = !{!29, !181, !471}
!471 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!472 = !DISubprogram(name: "printf", scope: !473, file: !473, line: 356, type: !474, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!473 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!474 = !DISubroutineType(types: !475)
!475 = !{!29, !476, null}
!476 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !477)
!477 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !478, size: 64)
!478 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!479 = !DISubprogram(name: "sched_yield", scope: !480, file: !480, line: 68, type: !176, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!480 = !DIFile(filename: "/usr/aarch64-linux-gnu/include/sched.h", directory: "", checksumkind: CSK_MD5, checksum: "52ea601aba54a9937a50019367077a72")
