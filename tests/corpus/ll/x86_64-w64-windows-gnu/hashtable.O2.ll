; ModuleID = 'tests/programs/hashtable.c'
source_filename = "tests/programs/hashtable.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Table = type { ptr, i64, i64 }
%struct.Entry = type { ptr, i32, i32 }

@.str = private unnamed_addr constant [6 x i8] c"key%d\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"cap %u present %d sum %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [31 x i8] c"deleted %d present %d sum %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"key0\00", align 1
@.str.4 = private unnamed_addr constant [24 x i8] c"key0 = %ld, key3 = %ld\0A\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"key3\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.Table, align 8
  %2 = alloca [32 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #12
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  br label %10

4:                                                ; preds = %55
  %5 = load i64, ptr %3, align 8
  %6 = icmp eq i64 %5, 0
  %7 = add i64 %5, 4294967295
  %8 = load ptr, ptr %1, align 8
  %9 = add i64 %5, -1
  br label %61

10:                                               ; preds = %0, %55
  %11 = phi i32 [ 0, %0 ], [ %57, %55 ]
  %12 = trunc nuw i32 %11 to i16
  %13 = mul nuw i16 %12, 7
  %14 = urem i16 %13, 2003
  %15 = zext nneg i16 %14 to i32
  call void (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 poison, ptr poison, i32 noundef %15)
  %16 = load i64, ptr %3, align 8, !tbaa !5
  %17 = icmp eq i64 %16, 0
  br i1 %17, label %55, label %18

18:                                               ; preds = %10
  %19 = load i8, ptr %2, align 16, !tbaa !11
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %33, label %21

21:                                               ; preds = %18, %21
  %22 = phi i8 [ %29, %21 ], [ %19, %18 ]
  %23 = phi i32 [ %28, %21 ], [ 5381, %18 ]
  %24 = phi ptr [ %26, %21 ], [ %2, %18 ]
  %25 = mul i32 %23, 33
  %26 = getelementptr inbounds i8, ptr %24, i64 1
  %27 = zext i8 %22 to i32
  %28 = add i32 %25, %27
  %29 = load i8, ptr %26, align 1, !tbaa !11
  %30 = icmp eq i8 %29, 0
  br i1 %30, label %31, label %21, !llvm.loop !12

31:                                               ; preds = %21
  %32 = zext i32 %28 to i64
  br label %33

33:                                               ; preds = %31, %18
  %34 = phi i64 [ 5381, %18 ], [ %32, %31 ]
  %35 = add i64 %16, 4294967295
  %36 = and i64 %34, %35
  %37 = load ptr, ptr %1, align 8, !tbaa !14
  %38 = add i64 %16, -1
  br label %39

39:                                               ; preds = %48, %33
  %40 = phi i64 [ %36, %33 ], [ %50, %48 ]
  %41 = getelementptr inbounds %struct.Entry, ptr %37, i64 %40
  %42 = getelementptr inbounds i8, ptr %41, i64 12
  %43 = load i32, ptr %42, align 4, !tbaa !15
  switch i32 %43, label %48 [
    i32 0, label %55
    i32 1, label %44
  ]

44:                                               ; preds = %39
  %45 = load ptr, ptr %41, align 8, !tbaa !19
  %46 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %45, ptr noundef nonnull readonly dereferenceable(1) %2) #12
  %47 = icmp eq i32 %46, 0
  br i1 %47, label %51, label %48

48:                                               ; preds = %44, %39
  %49 = add i64 %40, 1
  %50 = and i64 %49, %38
  br label %39, !llvm.loop !20

51:                                               ; preds = %44
  %52 = getelementptr inbounds i8, ptr %41, i64 8
  %53 = load i32, ptr %52, align 8, !tbaa !21
  %54 = add nsw i32 %53, %11
  br label %55

55:                                               ; preds = %39, %10, %51
  %56 = phi i32 [ %54, %51 ], [ %11, %10 ], [ %11, %39 ]
  call fastcc void @put(ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %56)
  %57 = add nuw nsw i32 %11, 1
  %58 = icmp eq i32 %57, 3000
  br i1 %58, label %4, label %10, !llvm.loop !22

59:                                               ; preds = %100
  %60 = trunc i64 %5 to i32
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %60, i32 noundef %101, i32 noundef %102)
  br label %105

61:                                               ; preds = %4, %100
  %62 = phi i32 [ 0, %4 ], [ %102, %100 ]
  %63 = phi i32 [ 0, %4 ], [ %103, %100 ]
  %64 = phi i32 [ 0, %4 ], [ %101, %100 ]
  call void (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 poison, ptr poison, i32 noundef %63)
  br i1 %6, label %100, label %65

65:                                               ; preds = %61
  %66 = load i8, ptr %2, align 16, !tbaa !11
  %67 = icmp eq i8 %66, 0
  br i1 %67, label %80, label %68

68:                                               ; preds = %65, %68
  %69 = phi i8 [ %76, %68 ], [ %66, %65 ]
  %70 = phi i32 [ %75, %68 ], [ 5381, %65 ]
  %71 = phi ptr [ %73, %68 ], [ %2, %65 ]
  %72 = mul i32 %70, 33
  %73 = getelementptr inbounds i8, ptr %71, i64 1
  %74 = zext i8 %69 to i32
  %75 = add i32 %72, %74
  %76 = load i8, ptr %73, align 1, !tbaa !11
  %77 = icmp eq i8 %76, 0
  br i1 %77, label %78, label %68, !llvm.loop !12

78:                                               ; preds = %68
  %79 = zext i32 %75 to i64
  br label %80

80:                                               ; preds = %78, %65
  %81 = phi i64 [ 5381, %65 ], [ %79, %78 ]
  %82 = and i64 %81, %7
  br label %83

83:                                               ; preds = %92, %80
  %84 = phi i64 [ %82, %80 ], [ %94, %92 ]
  %85 = getelementptr inbounds %struct.Entry, ptr %8, i64 %84
  %86 = getelementptr inbounds i8, ptr %85, i64 12
  %87 = load i32, ptr %86, align 4, !tbaa !15
  switch i32 %87, label %92 [
    i32 0, label %100
    i32 1, label %88
  ]

88:                                               ; preds = %83
  %89 = load ptr, ptr %85, align 8, !tbaa !19
  %90 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %89, ptr noundef nonnull readonly dereferenceable(1) %2) #12
  %91 = icmp eq i32 %90, 0
  br i1 %91, label %95, label %92

92:                                               ; preds = %88, %83
  %93 = add i64 %84, 1
  %94 = and i64 %93, %9
  br label %83, !llvm.loop !20

95:                                               ; preds = %88
  %96 = add nsw i32 %64, 1
  %97 = getelementptr inbounds i8, ptr %85, i64 8
  %98 = load i32, ptr %97, align 8, !tbaa !21
  %99 = add nsw i32 %98, %62
  br label %100

100:                                              ; preds = %83, %61, %95
  %101 = phi i32 [ %96, %95 ], [ %64, %61 ], [ %64, %83 ]
  %102 = phi i32 [ %99, %95 ], [ %62, %61 ], [ %62, %83 ]
  %103 = add nuw nsw i32 %63, 1
  %104 = icmp eq i32 %103, 2003
  br i1 %104, label %59, label %61, !llvm.loop !23

105:                                              ; preds = %59, %140
  %106 = phi i32 [ 0, %59 ], [ %143, %140 ]
  %107 = phi i32 [ 0, %59 ], [ %142, %140 ]
  call void (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 poison, ptr poison, i32 noundef %106)
  br i1 %6, label %140, label %108

108:                                              ; preds = %105
  %109 = load i8, ptr %2, align 16, !tbaa !11
  %110 = icmp eq i8 %109, 0
  br i1 %110, label %123, label %111

111:                                              ; preds = %108, %111
  %112 = phi i8 [ %119, %111 ], [ %109, %108 ]
  %113 = phi i32 [ %118, %111 ], [ 5381, %108 ]
  %114 = phi ptr [ %116, %111 ], [ %2, %108 ]
  %115 = mul i32 %113, 33
  %116 = getelementptr inbounds i8, ptr %114, i64 1
  %117 = zext i8 %112 to i32
  %118 = add i32 %115, %117
  %119 = load i8, ptr %116, align 1, !tbaa !11
  %120 = icmp eq i8 %119, 0
  br i1 %120, label %121, label %111, !llvm.loop !12

121:                                              ; preds = %111
  %122 = zext i32 %118 to i64
  br label %123

123:                                              ; preds = %121, %108
  %124 = phi i64 [ 5381, %108 ], [ %122, %121 ]
  %125 = and i64 %124, %7
  br label %126

126:                                              ; preds = %135, %123
  %127 = phi i64 [ %125, %123 ], [ %137, %135 ]
  %128 = getelementptr inbounds %struct.Entry, ptr %8, i64 %127
  %129 = getelementptr inbounds i8, ptr %128, i64 12
  %130 = load i32, ptr %129, align 4, !tbaa !15
  switch i32 %130, label %135 [
    i32 0, label %140
    i32 1, label %131
  ]

131:                                              ; preds = %126
  %132 = load ptr, ptr %128, align 8, !tbaa !19
  %133 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %132, ptr noundef nonnull readonly dereferenceable(1) %2) #12
  %134 = icmp eq i32 %133, 0
  br i1 %134, label %138, label %135

135:                                              ; preds = %131, %126
  %136 = add i64 %127, 1
  %137 = and i64 %136, %9
  br label %126, !llvm.loop !20

138:                                              ; preds = %131
  %139 = getelementptr inbounds i8, ptr %128, i64 12
  call void @free(ptr noundef %132)
  store ptr null, ptr %128, align 8, !tbaa !19
  store i32 2, ptr %139, align 4, !tbaa !15
  br label %140

140:                                              ; preds = %126, %105, %138
  %141 = phi i32 [ 1, %138 ], [ 0, %105 ], [ %130, %126 ]
  %142 = add nuw nsw i32 %141, %107
  %143 = add nuw nsw i32 %106, 3
  %144 = icmp ult i32 %106, 2000
  br i1 %144, label %105, label %187, !llvm.loop !24

145:                                              ; preds = %226
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %142, i32 noundef %227, i32 noundef %228)
  call fastcc void @put(ptr noundef nonnull %1, ptr noundef nonnull @.str.3, i32 noundef 12345)
  %146 = load i64, ptr %3, align 8, !tbaa !5
  %147 = icmp eq i64 %146, 0
  br i1 %147, label %153, label %148

148:                                              ; preds = %145
  %149 = add i64 %146, 4294967295
  %150 = and i64 %149, 2090432894
  %151 = load ptr, ptr %1, align 8, !tbaa !14
  %152 = add i64 %146, -1
  br label %156

153:                                              ; preds = %145
  %154 = load i32, ptr inttoptr (i64 8 to ptr), align 8, !tbaa !21
  %155 = load ptr, ptr %1, align 8, !tbaa !14
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef %154, i32 noundef -1)
  br label %231

156:                                              ; preds = %166, %148
  %157 = phi i64 [ %150, %148 ], [ %168, %166 ]
  %158 = getelementptr inbounds %struct.Entry, ptr %151, i64 %157
  %159 = getelementptr inbounds i8, ptr %158, i64 12
  %160 = load i32, ptr %159, align 4, !tbaa !15
  %161 = icmp eq i32 %160, 1
  br i1 %161, label %162, label %166

162:                                              ; preds = %156
  %163 = load ptr, ptr %158, align 8, !tbaa !19
  %164 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %163, ptr noundef nonnull readonly dereferenceable(5) @.str.3) #12
  %165 = icmp eq i32 %164, 0
  br i1 %165, label %169, label %166

166:                                              ; preds = %156, %162
  %167 = add i64 %157, 1
  %168 = and i64 %167, %152
  br label %156, !llvm.loop !20

169:                                              ; preds = %162
  %170 = getelementptr inbounds i8, ptr %158, i64 8
  %171 = load i32, ptr %170, align 8, !tbaa !21
  %172 = and i64 %149, 2090432897
  br label %173

173:                                              ; preds = %182, %169
  %174 = phi i64 [ %172, %169 ], [ %184, %182 ]
  %175 = getelementptr inbounds %struct.Entry, ptr %151, i64 %174
  %176 = getelementptr inbounds i8, ptr %175, i64 12
  %177 = load i32, ptr %176, align 4, !tbaa !15
  switch i32 %177, label %182 [
    i32 0, label %185
    i32 1, label %178
  ]

178:                                              ; preds = %173
  %179 = load ptr, ptr %175, align 8, !tbaa !19
  %180 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %179, ptr noundef nonnull readonly dereferenceable(5) @.str.5) #12
  %181 = icmp eq i32 %180, 0
  br i1 %181, label %185, label %182

182:                                              ; preds = %178, %173
  %183 = add i64 %174, 1
  %184 = and i64 %183, %152
  br label %173, !llvm.loop !20

185:                                              ; preds = %173, %178
  %186 = phi i32 [ -1, %173 ], [ 1, %178 ]
  call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef %171, i32 noundef %186)
  br i1 %147, label %231, label %233

187:                                              ; preds = %140, %226
  %188 = phi i32 [ %229, %226 ], [ 0, %140 ]
  %189 = phi i32 [ %228, %226 ], [ 0, %140 ]
  %190 = phi i32 [ %227, %226 ], [ 0, %140 ]
  call void (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 poison, ptr poison, i32 noundef %188)
  br i1 %6, label %226, label %191

191:                                              ; preds = %187
  %192 = load i8, ptr %2, align 16, !tbaa !11
  %193 = icmp eq i8 %192, 0
  br i1 %193, label %206, label %194

194:                                              ; preds = %191, %194
  %195 = phi i8 [ %202, %194 ], [ %192, %191 ]
  %196 = phi i32 [ %201, %194 ], [ 5381, %191 ]
  %197 = phi ptr [ %199, %194 ], [ %2, %191 ]
  %198 = mul i32 %196, 33
  %199 = getelementptr inbounds i8, ptr %197, i64 1
  %200 = zext i8 %195 to i32
  %201 = add i32 %198, %200
  %202 = load i8, ptr %199, align 1, !tbaa !11
  %203 = icmp eq i8 %202, 0
  br i1 %203, label %204, label %194, !llvm.loop !12

204:                                              ; preds = %194
  %205 = zext i32 %201 to i64
  br label %206

206:                                              ; preds = %204, %191
  %207 = phi i64 [ 5381, %191 ], [ %205, %204 ]
  %208 = and i64 %207, %7
  br label %209

209:                                              ; preds = %218, %206
  %210 = phi i64 [ %208, %206 ], [ %220, %218 ]
  %211 = getelementptr inbounds %struct.Entry, ptr %8, i64 %210
  %212 = getelementptr inbounds i8, ptr %211, i64 12
  %213 = load i32, ptr %212, align 4, !tbaa !15
  switch i32 %213, label %218 [
    i32 0, label %226
    i32 1, label %214
  ]

214:                                              ; preds = %209
  %215 = load ptr, ptr %211, align 8, !tbaa !19
  %216 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %215, ptr noundef nonnull readonly dereferenceable(1) %2) #12
  %217 = icmp eq i32 %216, 0
  br i1 %217, label %221, label %218

218:                                              ; preds = %214, %209
  %219 = add i64 %210, 1
  %220 = and i64 %219, %9
  br label %209, !llvm.loop !20

221:                                              ; preds = %214
  %222 = add nsw i32 %190, 1
  %223 = getelementptr inbounds i8, ptr %211, i64 8
  %224 = load i32, ptr %223, align 8, !tbaa !21
  %225 = add nsw i32 %224, %189
  br label %226

226:                                              ; preds = %209, %187, %221
  %227 = phi i32 [ %222, %221 ], [ %190, %187 ], [ %190, %209 ]
  %228 = phi i32 [ %225, %221 ], [ %189, %187 ], [ %189, %209 ]
  %229 = add nuw nsw i32 %188, 1
  %230 = icmp eq i32 %229, 2003
  br i1 %230, label %145, label %187, !llvm.loop !25

231:                                              ; preds = %233, %153, %185
  %232 = phi ptr [ %155, %153 ], [ %151, %185 ], [ %151, %233 ]
  call void @free(ptr noundef %232)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #12
  ret i32 0

233:                                              ; preds = %185, %233
  %234 = phi i64 [ %237, %233 ], [ 0, %185 ]
  %235 = getelementptr inbounds %struct.Entry, ptr %151, i64 %234
  %236 = load ptr, ptr %235, align 8, !tbaa !19
  call void @free(ptr noundef %236)
  %237 = add nuw i64 %234, 1
  %238 = icmp eq i64 %237, %146
  br i1 %238, label %231, label %233, !llvm.loop !26
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: inlinehint nounwind uwtable
define internal void @snprintf(ptr noundef %0, i64 %1, ptr nocapture nonnull readnone %2, ...) unnamed_addr #3 {
  %4 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #12
  call void @llvm.va_start.p0(ptr nonnull %4)
  %5 = load ptr, ptr %4, align 8, !tbaa !27
  %6 = call i32 @__mingw_vsnprintf(ptr noundef %0, i64 noundef 32, ptr noundef nonnull @.str, ptr noundef %5) #12
  call void @llvm.va_end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #12
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc void @put(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load i64, ptr %4, align 8, !tbaa !28
  %6 = shl i64 %5, 2
  %7 = add i64 %6, 4
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = load i64, ptr %8, align 8, !tbaa !5
  %10 = mul i64 %9, 3
  %11 = icmp ult i64 %7, %10
  br i1 %11, label %33, label %12

12:                                               ; preds = %3
  %13 = load ptr, ptr %0, align 8, !tbaa !14
  %14 = icmp eq i64 %9, 0
  %15 = shl i64 %9, 1
  %16 = select i1 %14, i64 8, i64 %15
  store i64 %16, ptr %8, align 8, !tbaa !5
  %17 = tail call ptr @calloc(i64 noundef %16, i64 noundef 16) #13
  store ptr %17, ptr %0, align 8, !tbaa !14
  store i64 0, ptr %4, align 8, !tbaa !28
  br i1 %14, label %32, label %18

18:                                               ; preds = %12, %29
  %19 = phi i64 [ %30, %29 ], [ 0, %12 ]
  %20 = getelementptr inbounds %struct.Entry, ptr %13, i64 %19
  %21 = getelementptr inbounds i8, ptr %20, i64 12
  %22 = load i32, ptr %21, align 4, !tbaa !15
  %23 = icmp eq i32 %22, 1
  br i1 %23, label %24, label %29

24:                                               ; preds = %18
  %25 = load ptr, ptr %20, align 8, !tbaa !19
  %26 = getelementptr inbounds i8, ptr %20, i64 8
  %27 = load i32, ptr %26, align 8, !tbaa !21
  tail call fastcc void @put(ptr noundef nonnull %0, ptr noundef %25, i32 noundef %27)
  %28 = load ptr, ptr %20, align 8, !tbaa !19
  tail call void @free(ptr noundef %28)
  br label %29

29:                                               ; preds = %24, %18
  %30 = add nuw i64 %19, 1
  %31 = icmp eq i64 %30, %9
  br i1 %31, label %32, label %18, !llvm.loop !29

32:                                               ; preds = %29, %12
  tail call void @free(ptr noundef %13)
  br label %33

33:                                               ; preds = %32, %3
  %34 = load i8, ptr %1, align 1, !tbaa !11
  %35 = icmp eq i8 %34, 0
  br i1 %35, label %48, label %36

36:                                               ; preds = %33, %36
  %37 = phi i8 [ %44, %36 ], [ %34, %33 ]
  %38 = phi i32 [ %43, %36 ], [ 5381, %33 ]
  %39 = phi ptr [ %41, %36 ], [ %1, %33 ]
  %40 = mul i32 %38, 33
  %41 = getelementptr inbounds i8, ptr %39, i64 1
  %42 = zext i8 %37 to i32
  %43 = add i32 %40, %42
  %44 = load i8, ptr %41, align 1, !tbaa !11
  %45 = icmp eq i8 %44, 0
  br i1 %45, label %46, label %36, !llvm.loop !12

46:                                               ; preds = %36
  %47 = zext i32 %43 to i64
  br label %48

48:                                               ; preds = %46, %33
  %49 = phi i64 [ 5381, %33 ], [ %47, %46 ]
  %50 = load i64, ptr %8, align 8, !tbaa !5
  %51 = add i64 %50, 4294967295
  %52 = and i64 %51, %49
  %53 = load ptr, ptr %0, align 8, !tbaa !14
  %54 = add i64 %50, -1
  br label %55

55:                                               ; preds = %67, %48
  %56 = phi i64 [ %52, %48 ], [ %74, %67 ]
  %57 = phi i32 [ -1, %48 ], [ %72, %67 ]
  %58 = getelementptr inbounds %struct.Entry, ptr %53, i64 %56
  %59 = getelementptr inbounds i8, ptr %58, i64 12
  %60 = load i32, ptr %59, align 4, !tbaa !15
  switch i32 %60, label %67 [
    i32 0, label %75
    i32 1, label %61
  ]

61:                                               ; preds = %55
  %62 = load ptr, ptr %58, align 8, !tbaa !19
  %63 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %62, ptr noundef nonnull dereferenceable(1) %1) #12
  %64 = icmp eq i32 %63, 0
  br i1 %64, label %65, label %67

65:                                               ; preds = %61
  %66 = getelementptr inbounds i8, ptr %58, i64 8
  store i32 %2, ptr %66, align 8, !tbaa !21
  br label %91

67:                                               ; preds = %55, %61
  %68 = icmp eq i32 %60, 2
  %69 = icmp slt i32 %57, 0
  %70 = select i1 %68, i1 %69, i1 false
  %71 = trunc i64 %56 to i32
  %72 = select i1 %70, i32 %71, i32 %57
  %73 = add i64 %56, 1
  %74 = and i64 %73, %54
  br label %55, !llvm.loop !30

75:                                               ; preds = %55
  %76 = icmp sgt i32 %57, -1
  br i1 %76, label %77, label %79

77:                                               ; preds = %75
  %78 = zext nneg i32 %57 to i64
  br label %82

79:                                               ; preds = %75
  %80 = load i64, ptr %4, align 8, !tbaa !28
  %81 = add i64 %80, 1
  store i64 %81, ptr %4, align 8, !tbaa !28
  br label %82

82:                                               ; preds = %79, %77
  %83 = phi i64 [ %78, %77 ], [ %56, %79 ]
  %84 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #12
  %85 = add i64 %84, 1
  %86 = tail call ptr @malloc(i64 noundef %85) #14
  %87 = getelementptr inbounds %struct.Entry, ptr %53, i64 %83
  store ptr %86, ptr %87, align 8, !tbaa !19
  %88 = tail call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %86, ptr noundef nonnull dereferenceable(1) %1) #12
  %89 = getelementptr inbounds %struct.Entry, ptr %53, i64 %83, i32 1
  store i32 %2, ptr %89, align 8, !tbaa !21
  %90 = getelementptr inbounds %struct.Entry, ptr %53, i64 %83, i32 2
  store i32 1, ptr %90, align 4, !tbaa !15
  br label %91

91:                                               ; preds = %82, %65
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #3 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #12
  %4 = load ptr, ptr %2, align 8, !tbaa !27
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #12
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare dso_local void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

declare dso_local i32 @__mingw_vsnprintf(ptr noundef, i64 noundef, ptr noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare dso_local i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare dso_local noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare dso_local i64 @strlen(ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare dso_local ptr @strcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare dso_local noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #10

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #11

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nounwind }
attributes #13 = { allocsize(0,1) }
attributes #14 = { allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !10, i64 8}
!6 = !{!"Table", !7, i64 0, !10, i64 8, !10, i64 16}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"long long", !8, i64 0}
!11 = !{!8, !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!6, !7, i64 0}
!15 = !{!16, !18, i64 12}
!16 = !{!"Entry", !7, i64 0, !17, i64 8, !18, i64 12}
!17 = !{!"long", !8, i64 0}
!18 = !{!"int", !8, i64 0}
!19 = !{!16, !7, i64 0}
!20 = distinct !{!20, !13}
!21 = !{!16, !17, i64 8}
!22 = distinct !{!22, !13}
!23 = distinct !{!23, !13}
!24 = distinct !{!24, !13}
!25 = distinct !{!25, !13}
!26 = distinct !{!26, !13}
!27 = !{!7, !7, i64 0}
!28 = !{!6, !10, i64 16}
!29 = distinct !{!29, !13}
!30 = distinct !{!30, !13}
