package org.vedette.io.tests;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.ReadableByteChannel;
import java.nio.channels.WritableByteChannel;
import java.nio.file.FileSystemException;
import java.nio.file.OpenOption;
import java.nio.file.StandardOpenOption;
import java.util.Set;

import org.vedette.io.internal.JournalStore;

/**
 * A file channel on a disk that fills up: it writes through to the real file
 * until {@code free} bytes are used, writes what fits, then fails as Linux
 * does ("No space left on device"). Or a disk mounted read-only, which refuses
 * to open a file for writing. What Java allows short of a real small file
 * system (scripts/reliability-disk mounts one, as root).
 */
final class FailingChannel extends FileChannel {
    private final FileChannel real;
    private long free;

    private FailingChannel(FileChannel real, long free) {
        this.real = real;
        this.free = free;
    }

    /** Each channel opened finds {@code free} bytes of room. */
    static JournalStore.Channels fullAfter(long free) {
        return (file, options) -> new FailingChannel(FileChannel.open(file, options), free);
    }

    static JournalStore.Channels readOnly() {
        return (file, options) -> {
            Set<OpenOption> o = Set.of(options);
            if (o.contains(StandardOpenOption.WRITE) || o.contains(StandardOpenOption.APPEND)) {
                throw new FileSystemException(file.toString(), null, "Read-only file system");
            }
            return FileChannel.open(file, options);
        };
    }

    private ByteBuffer fitting(ByteBuffer src) throws IOException {
        if (free <= 0 && src.hasRemaining()) throw new IOException("No space left on device");
        ByteBuffer part = src.duplicate();
        part.limit(part.position() + (int) Math.min(free, src.remaining()));
        return part;
    }

    private int wrote(ByteBuffer src, ByteBuffer part, int n) {
        src.position(src.position() + n);
        free -= n;
        return n;
    }

    @Override
    public int write(ByteBuffer src) throws IOException {
        ByteBuffer part = fitting(src);
        return wrote(src, part, real.write(part));
    }

    @Override
    public int write(ByteBuffer src, long position) throws IOException {
        ByteBuffer part = fitting(src);
        return wrote(src, part, real.write(part, position));
    }

    @Override
    public long write(ByteBuffer[] srcs, int offset, int length) throws IOException {
        long n = 0;
        for (int i = offset; i < offset + length; i++) n += write(srcs[i]);
        return n;
    }

    @Override
    public int read(ByteBuffer dst) throws IOException {
        return real.read(dst);
    }

    @Override
    public long read(ByteBuffer[] dsts, int offset, int length) throws IOException {
        return real.read(dsts, offset, length);
    }

    @Override
    public int read(ByteBuffer dst, long position) throws IOException {
        return real.read(dst, position);
    }

    @Override
    public long position() throws IOException {
        return real.position();
    }

    @Override
    public FileChannel position(long newPosition) throws IOException {
        real.position(newPosition);
        return this;
    }

    @Override
    public long size() throws IOException {
        return real.size();
    }

    @Override
    public FileChannel truncate(long size) throws IOException {
        real.truncate(size);
        return this;
    }

    @Override
    public void force(boolean metaData) throws IOException {
        real.force(metaData);
    }

    @Override
    public long transferTo(long position, long count, WritableByteChannel target) throws IOException {
        throw new UnsupportedOperationException("not used by the journal");
    }

    @Override
    public long transferFrom(ReadableByteChannel src, long position, long count) throws IOException {
        throw new UnsupportedOperationException("not used by the journal");
    }

    @Override
    public MappedByteBuffer map(MapMode mode, long position, long size) throws IOException {
        throw new UnsupportedOperationException("not used by the journal");
    }

    @Override
    public FileLock lock(long position, long size, boolean shared) throws IOException {
        return real.lock(position, size, shared);
    }

    @Override
    public FileLock tryLock(long position, long size, boolean shared) throws IOException {
        return real.tryLock(position, size, shared);
    }

    @Override
    protected void implCloseChannel() throws IOException {
        real.close();
    }
}
