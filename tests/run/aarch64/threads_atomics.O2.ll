; ModuleID = 'tests/run/aarch64/threads_atomics.c'
source_filename = "tests/run/aarch64/threads_atomics.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Pair = type { i32, i32 }
%struct.Quad = type { i64, i64 }
%struct.Tri = type { i8, i8, i8 }
%struct.atomic_flag = type { i8 }

@.str = private unnamed_addr constant [29 x i8] c"c8 %u c16 %u c32 %d c64 %lx\0A\00", align 1
@c8 = internal global i8 0, align 4
@c16 = internal global i16 0, align 4
@c32 = internal global i32 0, align 4
@c64 = internal global i64 0, align 8
@c128 = internal global i128 0, align 16
@.str.1 = private unnamed_addr constant [14 x i8] c"c128 %lx %lx\0A\00", align 1
@.str.2 = private unnamed_addr constant [37 x i8] c"sub64 %ld or %08x and %08x xor %08x\0A\00", align 1
@sub64 = internal global i64 36000, align 8
@orbits = internal global i32 0, align 4
@andbits = internal global i32 -1, align 4
@xorbits = internal global i32 1515870810, align 4
@.str.3 = private unnamed_addr constant [36 x i8] c"cas weak %lu strong %lu 16 %u 8 %u\0A\00", align 1
@cas_weak = internal global i64 0, align 8
@cas_strong = internal global i64 0, align 8
@cas16 = internal global i16 0, align 4
@cas8 = internal global i8 0, align 4
@.str.4 = private unnamed_addr constant [24 x i8] c"locked %ld xlocked %ld\0A\00", align 1
@locked_counter = internal unnamed_addr global i64 0, align 8
@xlocked_counter = internal unnamed_addr global i64 0, align 8
@pair = internal global %struct.Pair zeroinitializer, align 8
@quad = internal global %struct.Quad zeroinitializer, align 16
@tri = internal global { %struct.Tri, [1 x i8] } zeroinitializer, align 4
@.str.5 = private unnamed_addr constant [38 x i8] c"pair %d %d quad %ld %ld tri %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [24 x i8] c"relaxed %ld message %d\0A\00", align 1
@relaxed_sum = internal global i64 0, align 8
@seen_ok = internal unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [26 x i8] c"rmw %d %d %d %d %d %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"rmw128 %d %ld %d %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"flag %d %d\0A\00", align 1
@lock = internal global %struct.atomic_flag zeroinitializer, align 4
@ready = internal unnamed_addr global i32 0, align 4
@message.0 = internal unnamed_addr global i1 false, align 8
@message.1 = internal unnamed_addr global i1 false, align 8
@message.2 = internal unnamed_addr global i1 false, align 8
@message.3 = internal unnamed_addr global i1 false, align 8
@message.4 = internal unnamed_addr global i1 false, align 8
@message.5 = internal unnamed_addr global i1 false, align 8
@message.6 = internal unnamed_addr global i1 false, align 8
@message.7 = internal unnamed_addr global i1 false, align 8
@xlock = internal global i32 0, align 4

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [4 x i64], align 8
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i128, align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #6
  %6 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @consumer, ptr noundef null) #6
  %7 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #6
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = call i32 @pthread_create(ptr noundef nonnull %8, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 1 to ptr)) #6
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  %11 = call i32 @pthread_create(ptr noundef nonnull %10, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 2 to ptr)) #6
  %12 = getelementptr inbounds i8, ptr %1, i64 24
  %13 = call i32 @pthread_create(ptr noundef nonnull %12, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 3 to ptr)) #6
  %14 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @producer, ptr noundef null) #6
  %15 = load i64, ptr %1, align 8, !tbaa !6
  %16 = call i32 @pthread_join(i64 noundef %15, ptr noundef null) #6
  %17 = load i64, ptr %8, align 8, !tbaa !6
  %18 = call i32 @pthread_join(i64 noundef %17, ptr noundef null) #6
  %19 = load i64, ptr %10, align 8, !tbaa !6
  %20 = call i32 @pthread_join(i64 noundef %19, ptr noundef null) #6
  %21 = load i64, ptr %12, align 8, !tbaa !6
  %22 = call i32 @pthread_join(i64 noundef %21, ptr noundef null) #6
  %23 = load i64, ptr %2, align 8, !tbaa !6
  %24 = call i32 @pthread_join(i64 noundef %23, ptr noundef null) #6
  %25 = load i64, ptr %3, align 8, !tbaa !6
  %26 = call i32 @pthread_join(i64 noundef %25, ptr noundef null) #6
  %27 = load atomic i8, ptr @c8 seq_cst, align 4
  %28 = zext i8 %27 to i32
  %29 = load atomic i16, ptr @c16 seq_cst, align 4
  %30 = zext i16 %29 to i32
  %31 = load atomic i32, ptr @c32 seq_cst, align 4
  %32 = load atomic i64, ptr @c64 seq_cst, align 8
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %28, i32 noundef %30, i32 noundef %31, i64 noundef %32)
  %34 = load atomic i128, ptr @c128 seq_cst, align 16
  %35 = lshr i128 %34, 64
  %36 = trunc nuw i128 %35 to i64
  %37 = trunc i128 %34 to i64
  %38 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %36, i64 noundef %37)
  %39 = load atomic i64, ptr @sub64 seq_cst, align 8
  %40 = load atomic i32, ptr @orbits seq_cst, align 4
  %41 = load atomic i32, ptr @andbits seq_cst, align 4
  %42 = load atomic i32, ptr @xorbits seq_cst, align 4
  %43 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %39, i32 noundef %40, i32 noundef %41, i32 noundef %42)
  %44 = load atomic i64, ptr @cas_weak seq_cst, align 8
  %45 = load atomic i64, ptr @cas_strong seq_cst, align 8
  %46 = load atomic i16, ptr @cas16 seq_cst, align 4
  %47 = zext i16 %46 to i32
  %48 = load atomic i8, ptr @cas8 seq_cst, align 4
  %49 = zext i8 %48 to i32
  %50 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %44, i64 noundef %45, i32 noundef %47, i32 noundef %49)
  %51 = load i64, ptr @locked_counter, align 8, !tbaa !6
  %52 = load i64, ptr @xlocked_counter, align 8, !tbaa !6
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %51, i64 noundef %52)
  %54 = load atomic i64, ptr @pair seq_cst, align 8
  %55 = trunc i64 %54 to i32
  %56 = lshr i64 %54, 32
  %57 = trunc nuw i64 %56 to i32
  %58 = load atomic i128, ptr @quad seq_cst, align 16
  %59 = trunc i128 %58 to i64
  %60 = lshr i128 %58, 64
  %61 = trunc nuw i128 %60 to i64
  %62 = load atomic i32, ptr @tri seq_cst, align 4
  %63 = lshr i32 %62, 8
  %64 = lshr i32 %62, 16
  %65 = and i32 %62, 255
  %66 = and i32 %63, 255
  %67 = and i32 %64, 255
  %68 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %55, i32 noundef %57, i64 noundef %59, i64 noundef %61, i32 noundef %65, i32 noundef %66, i32 noundef %67)
  %69 = load atomic i64, ptr @relaxed_sum seq_cst, align 8
  %70 = load atomic i32, ptr @seen_ok seq_cst, align 4
  %71 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %69, i32 noundef %70)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #6
  store i32 10, ptr %4, align 4, !tbaa !10
  %72 = atomicrmw add ptr %4, i32 5 seq_cst, align 4
  %73 = atomicrmw sub ptr %4, i32 3 seq_cst, align 4
  %74 = atomicrmw xchg ptr %4, i32 99 seq_cst, align 4
  %75 = cmpxchg ptr %4, i32 98, i32 1 seq_cst seq_cst, align 4
  %76 = extractvalue { i32, i1 } %75, 1
  %77 = extractvalue { i32, i1 } %75, 0
  %78 = zext i1 %76 to i32
  %79 = cmpxchg ptr %4, i32 %77, i32 1 seq_cst seq_cst, align 4
  %80 = extractvalue { i32, i1 } %79, 1
  %81 = extractvalue { i32, i1 } %79, 0
  %82 = zext i1 %80 to i32
  %83 = load atomic i32, ptr %4 seq_cst, align 4
  %84 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %72, i32 noundef %73, i32 noundef %74, i32 noundef %78, i32 noundef %81, i32 noundef %82, i32 noundef %83)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #6
  store i128 5, ptr %5, align 16, !tbaa !10
  %85 = cmpxchg ptr %5, i128 5, i128 -1 seq_cst seq_cst, align 16
  %86 = extractvalue { i128, i1 } %85, 1
  %87 = zext i1 %86 to i32
  %88 = atomicrmw xchg ptr %5, i128 8873554201597605810476922437632 seq_cst, align 16
  %89 = trunc i128 %88 to i64
  %90 = load atomic i128, ptr %5 seq_cst, align 16
  %91 = ashr i128 %90, 100
  %92 = trunc nsw i128 %91 to i32
  %93 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %87, i64 noundef %89, i32 noundef 1, i32 noundef %92)
  %94 = atomicrmw xchg ptr @lock, i8 1 seq_cst, align 1
  %95 = and i8 %94, 1
  %96 = zext nneg i8 %95 to i32
  %97 = atomicrmw xchg ptr @lock, i8 1 seq_cst, align 1
  %98 = and i8 %97, 1
  %99 = zext nneg i8 %98 to i32
  %100 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %96, i32 noundef %99)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #6
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal noalias noundef ptr @consumer(ptr nocapture readnone %0) #0 {
  %2 = load atomic i32, ptr @ready monotonic, align 4
  %3 = icmp eq i32 %2, 0
  br i1 %3, label %4, label %8

4:                                                ; preds = %1, %4
  %5 = tail call i32 @sched_yield() #6
  %6 = load atomic i32, ptr @ready monotonic, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %4, label %8, !llvm.loop !11

8:                                                ; preds = %4, %1
  fence acquire
  %9 = load i1, ptr @message.0, align 8
  %10 = zext i1 %9 to i64
  %11 = load i1, ptr @message.1, align 8
  %12 = select i1 %11, i64 2, i64 0
  %13 = or disjoint i64 %12, %10
  %14 = load i1, ptr @message.2, align 8
  %15 = select i1 %14, i64 5, i64 0
  %16 = add nuw nsw i64 %15, %13
  %17 = load i1, ptr @message.3, align 8
  %18 = select i1 %17, i64 10, i64 0
  %19 = add nuw nsw i64 %18, %16
  %20 = load i1, ptr @message.4, align 8
  %21 = select i1 %20, i64 17, i64 0
  %22 = add nuw nsw i64 %21, %19
  %23 = load i1, ptr @message.5, align 8
  %24 = select i1 %23, i64 26, i64 0
  %25 = add nuw nsw i64 %24, %22
  %26 = load i1, ptr @message.6, align 8
  %27 = select i1 %26, i64 37, i64 0
  %28 = add nuw nsw i64 %27, %25
  %29 = load i1, ptr @message.7, align 8
  %30 = select i1 %29, i64 50, i64 0
  %31 = add nsw i64 %30, %28
  %32 = icmp eq i64 %31, 148
  %33 = zext i1 %32 to i32
  store atomic i32 %33, ptr @seen_ok seq_cst, align 4
  ret ptr null
}

; Function Attrs: nounwind uwtable
define internal noalias noundef ptr @worker(ptr noundef %0) #0 {
  %2 = ptrtoint ptr %0 to i64
  %3 = trunc i64 %2 to i32
  %4 = shl i64 %2, 32
  %5 = ashr exact i64 %4, 32
  %6 = shl i64 %2, 33
  %7 = or disjoint i64 %6, 1
  %8 = shl i64 %2, 3
  %9 = add i64 %4, 4294967296
  %10 = ashr exact i64 %9, 32
  %11 = shl nuw i32 1, %3
  %12 = xor i32 %11, -1
  br label %14

13:                                               ; preds = %162
  fence seq_cst
  ret ptr null

14:                                               ; preds = %1, %162
  %15 = phi i64 [ 0, %1 ], [ %166, %162 ]
  %16 = phi i32 [ undef, %1 ], [ %164, %162 ]
  %17 = phi i32 [ undef, %1 ], [ %163, %162 ]
  %18 = atomicrmw add ptr @c8, i8 1 seq_cst, align 1
  %19 = atomicrmw add ptr @c16, i16 3 monotonic, align 2
  %20 = trunc nuw nsw i64 %15 to i32
  %21 = atomicrmw add ptr @c32, i32 %20 acq_rel, align 4
  %22 = atomicrmw add ptr @c64, i64 %7 seq_cst, align 8
  %23 = load atomic i128, ptr @c128 seq_cst, align 16
  br label %24

24:                                               ; preds = %24, %14
  %25 = phi i128 [ %23, %14 ], [ %29, %24 ]
  %26 = add nsw i128 %25, 1180591620717411303425
  %27 = cmpxchg weak ptr @c128, i128 %25, i128 %26 seq_cst seq_cst, align 16
  %28 = extractvalue { i128, i1 } %27, 1
  %29 = extractvalue { i128, i1 } %27, 0
  br i1 %28, label %30, label %24, !llvm.loop !13

30:                                               ; preds = %24
  %31 = atomicrmw sub ptr @sub64, i64 3 seq_cst, align 8
  %32 = add i64 %15, %8
  %33 = trunc i64 %32 to i32
  %34 = and i32 %33, 31
  %35 = shl nuw i32 1, %34
  %36 = atomicrmw or ptr @orbits, i32 %35 seq_cst, align 4
  %37 = and i32 %20, 31
  %38 = icmp eq i32 %37, %3
  br i1 %38, label %39, label %41

39:                                               ; preds = %30
  %40 = atomicrmw and ptr @andbits, i32 %12 seq_cst, align 4
  br label %41

41:                                               ; preds = %39, %30
  %42 = shl nuw i32 1, %37
  %43 = atomicrmw xor ptr @xorbits, i32 %42 seq_cst, align 4
  %44 = load atomic i64, ptr @cas_weak monotonic, align 8
  br label %45

45:                                               ; preds = %45, %41
  %46 = phi i64 [ %44, %41 ], [ %50, %45 ]
  %47 = add i64 %46, 2
  %48 = cmpxchg weak ptr @cas_weak, i64 %46, i64 %47 acq_rel monotonic, align 8
  %49 = extractvalue { i64, i1 } %48, 1
  %50 = extractvalue { i64, i1 } %48, 0
  br i1 %49, label %51, label %45, !llvm.loop !14

51:                                               ; preds = %45
  %52 = load atomic i64, ptr @cas_strong seq_cst, align 8
  br label %53

53:                                               ; preds = %53, %51
  %54 = phi i64 [ %52, %51 ], [ %58, %53 ]
  %55 = add i64 %54, 5
  %56 = cmpxchg ptr @cas_strong, i64 %54, i64 %55 seq_cst seq_cst, align 8
  %57 = extractvalue { i64, i1 } %56, 1
  %58 = extractvalue { i64, i1 } %56, 0
  br i1 %57, label %59, label %53, !llvm.loop !15

59:                                               ; preds = %53
  %60 = load atomic i16, ptr @cas16 seq_cst, align 4
  br label %61

61:                                               ; preds = %61, %59
  %62 = phi i16 [ %60, %59 ], [ %66, %61 ]
  %63 = add i16 %62, 7
  %64 = cmpxchg ptr @cas16, i16 %62, i16 %63 seq_cst seq_cst, align 2
  %65 = extractvalue { i16, i1 } %64, 1
  %66 = extractvalue { i16, i1 } %64, 0
  br i1 %65, label %67, label %61, !llvm.loop !16

67:                                               ; preds = %61
  %68 = load atomic i8, ptr @cas8 seq_cst, align 4
  br label %69

69:                                               ; preds = %69, %67
  %70 = phi i8 [ %68, %67 ], [ %74, %69 ]
  %71 = add i8 %70, 11
  %72 = cmpxchg weak ptr @cas8, i8 %70, i8 %71 seq_cst seq_cst, align 1
  %73 = extractvalue { i8, i1 } %72, 1
  %74 = extractvalue { i8, i1 } %72, 0
  br i1 %73, label %75, label %69, !llvm.loop !17

75:                                               ; preds = %69
  %76 = atomicrmw xchg ptr @lock, i8 1 acquire, align 1
  %77 = trunc i8 %76 to i1
  br i1 %77, label %78, label %82

78:                                               ; preds = %75, %78
  %79 = tail call i32 @sched_yield() #6
  %80 = atomicrmw xchg ptr @lock, i8 1 acquire, align 1
  %81 = trunc i8 %80 to i1
  br i1 %81, label %78, label %82, !llvm.loop !18

82:                                               ; preds = %78, %75
  %83 = load i64, ptr @locked_counter, align 8, !tbaa !6
  %84 = add nsw i64 %83, %10
  store i64 %84, ptr @locked_counter, align 8, !tbaa !6
  store atomic i8 0, ptr @lock release, align 4
  %85 = atomicrmw xchg ptr @xlock, i32 1 acquire, align 4
  %86 = icmp eq i32 %85, 0
  br i1 %86, label %91, label %87

87:                                               ; preds = %82, %87
  %88 = tail call i32 @sched_yield() #6
  %89 = atomicrmw xchg ptr @xlock, i32 1 acquire, align 4
  %90 = icmp eq i32 %89, 0
  br i1 %90, label %91, label %87, !llvm.loop !19

91:                                               ; preds = %87, %82
  %92 = load i64, ptr @xlocked_counter, align 8, !tbaa !6
  %93 = add nsw i64 %92, 2
  store i64 %93, ptr @xlocked_counter, align 8, !tbaa !6
  store atomic i32 0, ptr @xlock release, align 4
  %94 = load atomic i64, ptr @pair seq_cst, align 8
  br label %95

95:                                               ; preds = %95, %91
  %96 = phi i64 [ %94, %91 ], [ %104, %95 ]
  %97 = add i64 %96, 1
  %98 = and i64 %96, -4294967296
  %99 = add i64 %98, -8589934592
  %100 = and i64 %97, 4294967295
  %101 = or disjoint i64 %99, %100
  %102 = cmpxchg weak ptr @pair, i64 %96, i64 %101 seq_cst seq_cst, align 8
  %103 = extractvalue { i64, i1 } %102, 1
  %104 = extractvalue { i64, i1 } %102, 0
  br i1 %103, label %105, label %95, !llvm.loop !20

105:                                              ; preds = %95
  %106 = and i32 %20, 3
  %107 = icmp eq i32 %106, 0
  br i1 %107, label %108, label %162

108:                                              ; preds = %105
  %109 = load atomic i128, ptr @quad seq_cst, align 16
  %110 = trunc i128 %109 to i64
  %111 = lshr i128 %109, 64
  %112 = trunc nuw i128 %111 to i64
  br label %113

113:                                              ; preds = %113, %108
  %114 = phi i64 [ %110, %108 ], [ %129, %113 ]
  %115 = phi i64 [ %112, %108 ], [ %131, %113 ]
  %116 = add nsw i64 %114, 1
  %117 = add nsw i64 %115, %5
  %118 = zext i64 %117 to i128
  %119 = shl nuw i128 %118, 64
  %120 = zext i64 %116 to i128
  %121 = or disjoint i128 %119, %120
  %122 = zext i64 %115 to i128
  %123 = shl nuw i128 %122, 64
  %124 = zext i64 %114 to i128
  %125 = or disjoint i128 %123, %124
  %126 = cmpxchg ptr @quad, i128 %125, i128 %121 seq_cst seq_cst, align 16
  %127 = extractvalue { i128, i1 } %126, 1
  %128 = extractvalue { i128, i1 } %126, 0
  %129 = trunc i128 %128 to i64
  %130 = lshr i128 %128, 64
  %131 = trunc nuw i128 %130 to i64
  br i1 %127, label %132, label %113, !llvm.loop !21

132:                                              ; preds = %113, %132
  %133 = phi i32 [ %161, %132 ], [ %17, %113 ]
  %134 = phi i32 [ %158, %132 ], [ %16, %113 ]
  %135 = load atomic i32, ptr @tri seq_cst, align 4
  %136 = trunc i32 %135 to i8
  %137 = lshr i32 %135, 16
  %138 = add i8 %136, 1
  %139 = trunc i32 %137 to i8
  %140 = add i8 %139, 2
  %141 = zext i8 %140 to i24
  %142 = shl nuw i24 %141, 16
  %143 = trunc i32 %135 to i24
  %144 = and i24 %143, 65280
  %145 = zext i8 %138 to i24
  %146 = or disjoint i24 %142, %145
  %147 = or disjoint i24 %146, %144
  %148 = trunc nuw nsw i32 %137 to i24
  %149 = shl i24 %148, 16
  %150 = and i24 %143, 255
  %151 = or disjoint i24 %149, %150
  %152 = or disjoint i24 %151, %144
  %153 = zext i24 %152 to i32
  %154 = and i32 %133, -16777216
  %155 = or disjoint i32 %154, %153
  %156 = zext i24 %147 to i32
  %157 = and i32 %134, -16777216
  %158 = or disjoint i32 %157, %156
  %159 = cmpxchg ptr @tri, i32 %155, i32 %158 seq_cst seq_cst, align 4
  %160 = extractvalue { i32, i1 } %159, 1
  %161 = extractvalue { i32, i1 } %159, 0
  br i1 %160, label %162, label %132, !llvm.loop !22

162:                                              ; preds = %132, %105
  %163 = phi i32 [ %17, %105 ], [ %155, %132 ]
  %164 = phi i32 [ %16, %105 ], [ %158, %132 ]
  %165 = atomicrmw add ptr @relaxed_sum, i64 %15 monotonic, align 8
  %166 = add nuw nsw i64 %15, 1
  %167 = icmp eq i64 %166, 3000
  br i1 %167, label %13, label %14, !llvm.loop !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nounwind willreturn uwtable
define internal noalias noundef ptr @producer(ptr nocapture readnone %0) #3 {
  store i1 true, ptr @message.0, align 8
  store i1 true, ptr @message.1, align 8
  store i1 true, ptr @message.2, align 8
  store i1 true, ptr @message.3, align 8
  store i1 true, ptr @message.4, align 8
  store i1 true, ptr @message.5, align 8
  store i1 true, ptr @message.6, align 8
  store i1 true, ptr @message.7, align 8
  fence release
  store atomic i32 1, ptr @ready monotonic, align 4
  ret ptr null
}

declare i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nounwind
declare i32 @sched_yield() local_unnamed_addr #2

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree norecurse nounwind willreturn uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !12}
